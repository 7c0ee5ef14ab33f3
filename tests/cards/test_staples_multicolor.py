"""Multicolored limited staples (data/cards/staples_multicolor.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import named, staples_pool

# Plain cards the scenarios need beside the staples (compiled here so a card file someone else is editing
# cannot break these tests).
SUPPORT = """
Grizzly Bears {1}{G}
Creature — Bear 2/2

Hill Giant {3}{R}
Creature — Giant 3/3

Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

Divination {2}{U}
Sorcery
Draw two cards.
"""


POOL = staples_pool("staples_multicolor.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_centaur_healer_gains_three_life() -> None:
    s = scenario()
    healer = s.hand(0, "Centaur Healer")
    s.many(0, "battlefield", ["Forest", "Plains", "Plains"])
    game = s.start("main1")
    game.apply(("cast", healer))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 23
    assert len(named(game, "Centaur Healer", 0)) == 1


def test_wrecking_ball_destroys_a_creature_or_a_land() -> None:
    for victim in ("Grizzly Bears", "Forest"):
        s = scenario()
        spell = s.hand(0, "Wrecking Ball")
        s.many(0, "battlefield", ["Swamp", "Mountain", "Mountain", "Mountain"])
        target = s.battlefield(1, victim)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("target", target))
        game.apply(("pay",))
        settle(game)
        assert target not in game.state.battlefield(), victim


def test_izzet_chronarch_returns_an_instant_or_sorcery() -> None:
    s = scenario()
    chronarch = s.hand(0, "Izzet Chronarch")
    s.many(0, "battlefield", ["Island", "Island", "Island", "Mountain", "Mountain"])
    bolt = s.graveyard(0, "Lightning Bolt")
    bears = s.graveyard(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", chronarch))
    game.apply(("pay",))
    seen: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        seen.extend(options)
        return ("target", bolt) if ("target", bolt) in options else options[0]

    settle(game, choose)
    assert ("target", bears) not in seen
    assert [game.state.objects[o].card.name for o in game.state.zone("hand", 0)] == ["Lightning Bolt"]


def test_fires_of_yavimaya_gives_haste_and_sacrifices_for_a_pump() -> None:
    s = scenario()
    fires = s.battlefield(0, "Fires of Yavimaya")
    bears = s.hand(0, "Grizzly Bears")
    s.many(0, "battlefield", ["Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", bears))
    game.apply(("pay",))
    settle(game)
    new = named(game, "Grizzly Bears", 0)[0]
    assert "haste" in chars(game.state, new).keywords
    game.apply(("activate", fires, 0))
    game.apply(("target", new))
    game.apply(("pay",)) if ("pay",) in game.legal_actions() else None
    settle(game)
    assert fires not in game.state.battlefield()
    c = chars(game.state, new)
    assert (c.power, c.toughness) == (4, 4)
    assert "haste" not in c.keywords


def test_agony_warp_shrinks_two_creatures() -> None:
    s = scenario()
    spell = s.hand(0, "Agony Warp")
    s.many(0, "battlefield", ["Island", "Swamp"])
    attacker = s.battlefield(1, "Grizzly Bears")
    other = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", attacker))
    game.apply(("target", other))
    game.apply(("pay",))
    settle(game)
    assert other not in game.state.battlefield()
    c = chars(game.state, attacker)
    assert (c.power, c.toughness) == (-1, 2)


def test_behemoth_sledge_gives_plus_two_lifelink_and_trample() -> None:
    s = scenario()
    sledge = s.battlefield(0, "Behemoth Sledge")
    s.many(0, "battlefield", ["Forest"] * 3)
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", sledge, 0))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (4, 4) and {"lifelink", "trample"} <= c.keywords


def test_siege_rhino_drains_three() -> None:
    s = scenario()
    rhino = s.hand(0, "Siege Rhino")
    s.many(0, "battlefield", ["Plains", "Swamp", "Forest", "Forest"])
    game = s.start("main1")
    game.apply(("cast", rhino))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 23
    assert "trample" in chars(game.state, named(game, "Siege Rhino", 0)[0]).keywords
