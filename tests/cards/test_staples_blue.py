"""Blue limited staples (data/cards/staples_blue.txt): each test plays the card's main ability in a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from ..support import settle
from .staples_support import cast_aura, check_sliver_lord, named, staples_pool

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

Metallic Sliver {1}
Artifact Creature — Sliver 1/1
"""


POOL = staples_pool("staples_blue.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def test_cloudkin_seer_draws_a_card_and_flies() -> None:
    s = scenario()
    seer = s.hand(0, "Cloudkin Seer")
    s.many(0, "battlefield", ["Island"] * 3)
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("cast", seer))
    game.apply(("pay",))
    settle(game)
    assert len(game.state.zone("hand", 0)) == 1
    assert "flying" in chars(game.state, named(game, "Cloudkin Seer", 0)[0]).keywords


def _bolt_then_miscalculation(pay: bool) -> Any:
    s = scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain"] * (3 if pay else 1))
    misc = s.hand(1, "Miscalculation")
    s.many(1, "battlefield", ["Island"] * 2)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", misc))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))

    def choose(pending: Any, options: list[Any]) -> Any:
        payish = [o for o in options if o[0] in ("pay", "yes")]
        declines = [o for o in options if o[0] in ("decline", "no", "skip")]
        if pay and payish:
            return payish[0]
        return declines[0] if declines else options[0]

    settle(game, choose)
    return game


def test_miscalculation_counters_unless_two_is_paid() -> None:
    assert _bolt_then_miscalculation(pay=False).state.players[1].life == 20


def test_miscalculation_is_paid_for() -> None:
    assert _bolt_then_miscalculation(pay=True).state.players[1].life == 17


def test_miscalculation_cycles_for_two() -> None:
    s = scenario()
    misc = s.hand(0, "Miscalculation")
    s.many(0, "battlefield", ["Island"] * 2)
    s.library(0, "Island")
    game = s.start("main1")
    game.apply(("activate", misc, 0))
    game.apply(("pay",))
    settle(game)
    hand = game.state.zone("hand", 0)
    assert len(hand) == 1 and game.state.objects[hand[0]].card.name == "Island"
    assert any(game.state.objects[o].card.name == "Miscalculation" for o in game.state.zone("graveyard", 0))


def test_simic_charm_pump_mode() -> None:
    s = scenario()
    charm = s.hand(0, "Simic Charm")
    s.many(0, "battlefield", ["Island", "Forest"])
    bears = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", charm))
    game.apply(("modes", (0,)))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    c = chars(game.state, bears)
    assert (c.power, c.toughness) == (5, 5)


def test_simic_charm_hexproof_mode_protects_my_permanents() -> None:
    s = scenario()
    charm = s.hand(0, "Simic Charm")
    s.many(0, "battlefield", ["Island", "Forest"])
    bears = s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1")
    game.apply(("cast", charm))
    game.apply(("modes", (1,)))
    game.apply(("pay",))
    settle(game)
    assert "hexproof" in chars(game.state, bears).keywords
    game.apply(("pass",))
    assert game.pending["player"] == 1
    game.apply(("cast", bolt))
    assert ("target", bears) not in game.legal_actions()


def test_simic_charm_bounce_mode() -> None:
    s = scenario()
    charm = s.hand(0, "Simic Charm")
    s.many(0, "battlefield", ["Island", "Forest"])
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", charm))
    game.apply(("modes", (2,)))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()
    assert len(game.state.zone("hand", 1)) == 1


def test_mind_sculpt_and_tome_scour_mill() -> None:
    for name, seat, n in (("Mind Sculpt", 1, 7), ("Tome Scour", 0, 5)):
        s = scenario()
        spell = s.hand(0, name)
        s.many(0, "battlefield", ["Island"] * 2)
        s.many(1, "library", ["Island"] * 10)
        s.many(0, "library", ["Island"] * 10)
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("target", ("player", seat)))
        game.apply(("pay",))
        settle(game)
        milled = [o for o in game.state.zone("graveyard", seat) if game.state.objects[o].card.name == "Island"]
        assert len(milled) == n, name
        assert len(game.state.zone("library", seat)) == 10 - n


def test_thought_scour_mills_two_and_draws() -> None:
    s = scenario()
    spell = s.hand(0, "Thought Scour")
    s.battlefield(0, "Island")
    s.many(0, "library", ["Island"] * 5)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 0)))
    game.apply(("pay",))
    settle(game)
    names = [game.state.objects[o].card.name for o in game.state.zone("graveyard", 0)]
    assert names.count("Island") == 2 and "Thought Scour" in names
    assert len(game.state.zone("hand", 0)) == 1
    assert len(game.state.zone("library", 0)) == 2


def test_aven_fisher_may_draw_when_it_dies() -> None:
    s = scenario()
    fisher = s.battlefield(0, "Aven Fisher")
    s.library(0, "Island")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    game.apply(("target", fisher))
    game.apply(("pay",))

    def choose(pending: Any, options: list[Any]) -> Any:
        yes = [o for o in options if o[0] in ("yes", "accept")]
        return yes[0] if yes else options[0]

    settle(game, choose)
    assert fisher not in game.state.battlefield()
    assert len(game.state.zone("hand", 0)) == 1


def test_galerider_sliver_gives_slivers_flying() -> None:
    check_sliver_lord(POOL, "Galerider Sliver", (0, 0), {"flying"})


def test_blink_of_an_eye_kicked_bounces_and_draws() -> None:
    s = scenario()
    spell = s.hand(0, "Blink of an Eye")
    s.many(0, "battlefield", ["Island"] * 4)
    s.library(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("cost", "kicker", 0))
    game.apply(("target", bears))
    game.apply(("pay",))
    settle(game)
    assert bears not in game.state.battlefield()
    assert len(game.state.zone("hand", 1)) == 1
    assert len(game.state.zone("hand", 0)) == 1


def test_blue_auras() -> None:
    cast_aura(POOL, "Spectral Flight", ["Island"] * 2, 0, (4, 4), {"flying"})
    cast_aura(POOL, "Paralyzing Grasp", ["Island"] * 3, 1, (-1, 2), set())


def test_convolute_counters_unless_four_is_paid() -> None:
    s = scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain"] * 4)
    counter = s.hand(1, "Convolute")
    s.many(1, "battlefield", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    offered: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        offered.extend(options)
        return next((o for o in options if o[0] in ("decline", "no", "skip")), options[0])

    settle(game, choose)
    assert game.state.players[1].life == 20


def test_dismiss_counters_and_draws() -> None:
    s = scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    counter = s.hand(1, "Dismiss")
    s.many(1, "battlefield", ["Island"] * 4)
    s.library(1, "Island")
    game = s.start("main1")
    game.apply(("cast", bolt))
    game.apply(("target", ("player", 1)))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("cast", counter))
    game.apply(("target", game.state.stack_ids()[0]))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[1].life == 20
    assert len(game.state.zone("hand", 1)) == 1
