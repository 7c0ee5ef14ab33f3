"""Colorless limited staples, artifacts and lands (data/cards/staples_artifacts.txt): each test plays the card's main ability in a scenario."""

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
"""


POOL = staples_pool("staples_artifacts.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_fireshrieker_equipped_creature_has_double_strike() -> None:
    s = scenario()
    shrieker = s.battlefield(0, "Fireshrieker")
    s.many(0, "battlefield", ["Mountain"] * 2)
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", shrieker, 0))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert "double strike" in chars(game.state, bears).keywords


def _fetch(card: str) -> Any:
    s = scenario()
    source = s.battlefield(0, card)
    s.many(0, "battlefield", ["Mountain"] * 2)
    land = s.library(0, "Forest")
    s.library(0, "Hill Giant")
    game = s.start("main1")
    game.apply(("activate", source, 0))
    if ("pay",) in game.legal_actions():  # Evolving Wilds style costs have no mana (601.2h)
        game.apply(("pay",))
    settle(game, lambda p, opts: ("find", land) if ("find", land) in opts else opts[0])
    return game, source


def test_wayfarers_bauble_fetches_a_tapped_basic() -> None:
    game, bauble = _fetch("Wayfarer's Bauble")
    forests = named(game, "Forest", 0)
    assert len(forests) == 1 and game.state.objects[forests[0]].tapped
    assert bauble not in game.state.battlefield()


def test_terramorphic_expanse_fetches_a_tapped_basic() -> None:
    game, expanse = _fetch("Terramorphic Expanse")
    forests = named(game, "Forest", 0)
    assert len(forests) == 1 and game.state.objects[forests[0]].tapped
    assert expanse not in game.state.battlefield()


EQUIPMENT = [
    # name, equip cost in Mountains, (power, toughness) of an equipped 2/2, keywords granted
    ("Spidersilk Net", 2, (2, 4), {"reach"}),
    ("Bone Saw", 1, (3, 2), set()),
    ("Trusty Machete", 2, (4, 3), set()),
    ("Accorder's Shield", 3, (2, 5), {"vigilance"}),
    ("Strider Harness", 1, (3, 3), {"haste"}),
    ("Sword of Vengeance", 3, (4, 2), {"first strike", "vigilance", "trample", "haste"}),
    ("Darksteel Axe", 2, (4, 2), set()),
    ("Kitesail", 2, (3, 2), {"flying"}),
    ("Cobbled Wings", 1, (2, 2), {"flying"}),
    ("Bladed Pinions", 2, (2, 2), {"flying", "first strike"}),
    ("Viridian Claw", 1, (3, 2), {"first strike"}),
    ("Barbed Battlegear", 2, (6, 1), set()),
]


def test_equipment_bonuses_after_equip() -> None:
    for name, cost, pt, keywords in EQUIPMENT:
        s = scenario()
        gear = s.battlefield(0, name)
        s.many(0, "battlefield", ["Mountain"] * cost)
        bears = s.battlefield(0, "Grizzly Bears")
        game = s.start("main1")
        game.apply(("activate", gear, 0))
        game.apply(("target", bears))
        game.apply(("pay",))
        settle(game)
        c = chars(game.state, bears)
        assert (c.power, c.toughness) == pt, name
        assert keywords <= c.keywords, name
        assert all(game.state.objects[o].tapped for o in named(game, "Mountain", 0)), name


def test_equip_costs_are_exact() -> None:
    for name, cost, _pt, _kw in EQUIPMENT:
        if cost == 1:
            continue
        s = scenario()
        gear = s.battlefield(0, name)
        s.many(0, "battlefield", ["Mountain"] * (cost - 1))
        s.battlefield(0, "Grizzly Bears")
        game = s.start("main1")
        assert ("activate", gear, 0) not in game.legal_actions(), name


def test_jalum_tome_draws_then_discards() -> None:
    s = scenario()
    tome = s.battlefield(0, "Jalum Tome")
    s.many(0, "battlefield", ["Mountain"] * 2)
    s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("activate", tome, 0))
    game.apply(("pay",))
    settle(game)
    assert not game.state.zone("hand", 0)
    assert [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)] == ["Forest"]
    assert game.state.objects[tome].tapped


def test_fountain_of_youth_gains_one_life() -> None:
    s = scenario()
    fountain = s.battlefield(0, "Fountain of Youth")
    s.many(0, "battlefield", ["Mountain"] * 2)
    game = s.start("main1")
    game.apply(("activate", fountain, 0))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 21


def test_rod_of_ruin_pings_any_target() -> None:
    s = scenario()
    rod = s.battlefield(0, "Rod of Ruin")
    s.many(0, "battlefield", ["Mountain"] * 3)
    game = s.start("main1")
    game.apply(("activate", rod, 0))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 19


def test_radiant_fountain_gains_two_and_taps_for_colorless() -> None:
    s = Scenario(pool=POOL, options={"idle_mana_abilities": True})
    land = s.hand(0, "Radiant Fountain")
    game = s.start("main1")
    game.apply(("play_land", land))
    settle(game)
    assert game.state.players[0].life == 22
    fountain = named(game, "Radiant Fountain", 0)[0]
    game.apply(("mana", fountain, 0))
    assert game.state.players[0].pool.amounts == {"C": 1}


def test_darksteel_axe_is_indestructible() -> None:
    s = scenario()
    axe = s.battlefield(0, "Darksteel Axe")
    game = s.start("main1")
    assert "indestructible" in chars(game.state, axe).keywords


def test_pristine_talisman_adds_colorless_and_gains_a_life() -> None:
    s = Scenario(pool=POOL, options={"idle_mana_abilities": True})
    talisman = s.battlefield(0, "Pristine Talisman")
    game = s.start("main1")
    game.apply(("mana", talisman, 0))
    assert game.state.players[0].pool.amounts == {"C": 1}
    assert game.state.players[0].life == 21
