"""Tests of `cards.language.phrases.combat_triggers` and `rules.turn.combat_triggers`: "blocks or becomes blocked",
"attacks alone", "a creature you control becomes blocked", "is dealt combat damage", "deals combat damage to a
player or planeswalker" and "at the beginning of combat on each opponent's turn"."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, BIG, card, to_blocks

TOAD = card("Test Toad {2}{G}\nCreature — Frog 1/1\nWhenever Test Toad blocks or becomes blocked, it gets +2/+2 until "
            "end of turn.")
LONER = card("Test Loner {2}{W}\nEnchantment\nWhenever a creature you control attacks alone, it gains lifelink until "
             "end of turn.")
OGRE = card("Test Ogre {3}{R}\nCreature — Ogre 3/1\nWhenever Test Ogre attacks alone, it gets +3/+0 until end of turn.")
QUARTERS = card("Test Quarters {2}{R}\nEnchantment\nWhenever a creature you control becomes blocked, you gain 1 life.")
WALL = card("Test Wall {1}{W}\nCreature — Wall 0/4\nDefender\nWhenever Test Wall is dealt combat damage, you gain that "
            "much life.")
DIVER = card("Test Diver {U}{U}\nCreature — Merfolk 2/3\nWhenever Test Diver deals combat damage to a player or "
             "planeswalker, you gain 2 life.")
WALKER = card("Test Walker {3}{W}\nLegendary Planeswalker — Gideon loyalty 4\n+1: You gain 1 life.")
SENTRY = card("Test Sentry {2}{W}\nEnchantment\nAt the beginning of combat on each opponent's turn, you gain 1 life.")


def _attack(game, seat: int, *attackers) -> None:  # type: ignore[no-untyped-def]
    """Declare `attackers` against the other player, then pass to that player's declare blockers decision."""
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1 - seat)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))


def _declare_and_resolve(game, *attackers) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 declares `attackers` against seat 1; the attack triggers are ordered and resolved."""
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    answer_until_priority(game)
    resolve_stack(game)


def test_509_1h_blocks_or_becomes_blocked_triggers_when_it_becomes_blocked() -> None:
    assert render(TOAD).splitlines()[2] == ("Whenever this blocks or becomes blocked, this gets +2/+2 until end of "
                                            "turn.")
    s = Scenario()
    toad = s.battlefield(0, TOAD)
    b1, b2 = s.battlefield(1, BEAR), s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, toad)
    game.apply(("block", b1, toad))
    game.apply(("block", b2, toad))
    game.apply(("block_done",))
    answer_until_priority(game)  # its controller orders the two blockers (509.2)
    resolve_stack(game)
    assert chars(game.state, toad).power == 3  # once, however many creatures block it (509.1h)


def test_509_1i_blocks_or_becomes_blocked_triggers_when_it_blocks() -> None:
    s = Scenario()
    bear = s.battlefield(1, BEAR)
    toad = s.battlefield(0, TOAD)
    game = s.start("main1", active=1)
    _attack(game, 1, bear)
    game.apply(("block", toad, bear))
    game.apply(("block_done",))
    resolve_stack(game)
    assert chars(game.state, toad).power == 3


def test_509_1h_an_unblocked_attacker_does_not_trigger_blocks_or_becomes_blocked() -> None:
    s = Scenario()
    toad = s.battlefield(0, TOAD)
    s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, toad)
    game.apply(("block_done",))
    resolve_stack(game)
    assert chars(game.state, toad).power == 1


def test_506_5_a_creature_attacking_alone_triggers_attacks_alone() -> None:
    assert render(LONER).splitlines()[-1] == ("Whenever a creature you control attacks alone, that creature gains "
                                              "lifelink until end of turn.")
    s = Scenario()
    s.battlefield(0, LONER)
    ogre = s.battlefield(0, OGRE)
    game = s.start("main1")
    _declare_and_resolve(game, ogre)
    c = chars(game.state, ogre)
    assert c.power == 6 and "lifelink" in c.keywords


def test_506_5_two_attackers_do_not_attack_alone() -> None:
    s = Scenario()
    s.battlefield(0, LONER)
    ogre, bear = s.battlefield(0, OGRE), s.battlefield(0, BEAR)
    game = s.start("main1")
    _declare_and_resolve(game, ogre, bear)
    c = chars(game.state, ogre)
    assert c.power == 3 and "lifelink" not in c.keywords


def test_509_1h_a_creature_you_control_becomes_blocked_triggers_for_each_blocked_attacker() -> None:
    assert render(QUARTERS).splitlines()[-1] == "Whenever a creature you control becomes blocked, you gain 1 life."
    s = Scenario()
    s.battlefield(0, QUARTERS)
    a1, a2, a3 = s.battlefield(0, BEAR), s.battlefield(0, BEAR), s.battlefield(0, BEAR)
    b1, b2 = s.battlefield(1, BIG), s.battlefield(1, BIG)
    game = s.start("main1")
    to_blocks(game, a1, a2, a3)
    game.apply(("block", b1, a1))
    game.apply(("block", b2, a2))
    game.apply(("block_done",))
    resolve_stack(game)
    assert game.state.players[0].life == 22


def test_510_2_is_dealt_combat_damage_gains_that_much_life() -> None:
    assert render(WALL).splitlines()[-2] == "Whenever this is dealt combat damage, you gain that much life."
    s = Scenario()
    ox = s.battlefield(0, BIG)
    wall = s.battlefield(1, WALL)
    game = s.start("main1")
    to_blocks(game, ox)
    game.apply(("block", wall, ox))
    game.apply(("block_done",))
    pass_until(game, lambda g: g.state.players[1].life != 20 or g.state.step == "end")
    assert game.state.players[1].life == 24


def test_510_2_combat_damage_to_a_player_or_planeswalker_triggers_for_either() -> None:
    assert render(DIVER).splitlines()[-2] == ("Whenever this deals combat damage to a player or planeswalker, you gain "
                                              "2 life.")
    s = Scenario()
    diver = s.battlefield(0, DIVER)
    walker = s.battlefield(1, WALKER)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", diver, walker))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.players[0].life != 20 or g.state.step == "end")
    assert game.state.players[0].life == 22


def test_510_2_combat_damage_to_a_creature_does_not_trigger_player_or_planeswalker() -> None:
    s = Scenario()
    diver = s.battlefield(0, DIVER)
    bear = s.battlefield(1, BEAR)
    game = s.start("main1")
    to_blocks(game, diver)
    game.apply(("block", bear, diver))
    game.apply(("block_done",))
    pass_until(game, lambda g: g.state.step == "end")
    assert game.state.players[0].life == 20


def test_510_2_that_player_after_player_or_planeswalker_is_refused() -> None:
    """The damage may have gone to a planeswalker, so "that player" would name no one: refused."""
    with pytest.raises(CardError):
        card("Test Thief {1}{B}\nCreature — Rogue 2/1\nWhenever Test Thief deals combat damage to a player or "
             "planeswalker, that player discards a card.")


def test_507_1_beginning_of_combat_on_each_opponents_turn_only() -> None:
    assert render(SENTRY).splitlines()[-1] == ("At the beginning of combat on each opponent's turn, you gain 1 "
                                               "life.")
    s = Scenario()
    s.battlefield(0, SENTRY)
    game = s.start("main1", active=1)
    pass_until(game, lambda g: g.state.step == "declare_attackers" or g.pending["kind"] == "declare_attackers")
    resolve_stack(game)
    assert game.state.players[0].life == 21
    s = Scenario()
    s.battlefield(0, SENTRY)
    game = s.start("main1", active=0)
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    assert game.state.players[0].life == 20
