"""Triggered abilities (603) and continuous effects (611, 613)."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario

from .cards import ANTHEM, BEARS, ELVES, FOREST, GIANT_GROWTH, PLAINS, SOUL_WARDEN, SPHERE


def test_603_2_enters_trigger_goes_on_stack_and_resolves() -> None:
    s = Scenario()
    s.battlefield(0, SOUL_WARDEN)
    elves = s.hand(0, ELVES)
    s.battlefield(0, FOREST)
    game = s.start("main1")
    game.apply(("cast", elves))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # elves resolve; warden triggers
    assert any(e.kind == "trigger" for e in game.state.log)
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].life == 21


def test_613_4c_anthem_and_pump_stack_in_layer_7c() -> None:
    s = Scenario()
    s.battlefield(0, ANTHEM)
    bears = s.battlefield(0, BEARS)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    game = s.start("main1")
    assert (chars(game.state, bears).power, chars(game.state, bears).toughness) == (3, 3)
    game.apply(("cast", growth))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert (chars(game.state, bears).power, chars(game.state, bears).toughness) == (6, 6)


def test_514_2_until_end_of_turn_effects_end_in_cleanup() -> None:
    s = Scenario()
    s.library(0, PLAINS)
    s.library(1, PLAINS)
    bears = s.battlefield(0, BEARS)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    game = s.start("end")
    game.apply(("cast", growth))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert chars(game.state, bears).power == 5
    game.apply(("pass",))
    game.apply(("pass",))
    assert chars(game.state, bears).power == 2


def test_601_2f_sphere_increase_applies_to_every_spell() -> None:
    s = Scenario()
    s.battlefield(1, SPHERE)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    assert ("cast", growth) not in game.legal_actions()  # {G} + {1} with one Forest: not offered
    s2 = Scenario()
    s2.battlefield(1, SPHERE)
    growth = s2.hand(0, GIANT_GROWTH)
    s2.battlefield(0, FOREST)
    s2.battlefield(0, FOREST)
    bears = s2.battlefield(0, BEARS)
    game = s2.start("main1")
    game.apply(("cast", growth))
    game.apply(("target", bears))
    assert [e for e in game.state.log if e.kind == "total_cost"][-1].data == ("{1}{G}",)


def test_603_10a_a_dies_trigger_reads_the_creatures_last_known_colors() -> None:
    """"Whenever a black creature dies" looks back at the creature as it last existed (603.10a): a green
    creature dying doesn't trigger it, a black one does."""
    from kitchentable.cards.cardfile import parse_text
    from kitchentable.cards.compiler import compile_card
    from kitchentable.rules import events

    text = """Mourner of Night {2}{B}
Creature — Human 1/1
Whenever a black creature dies, you gain 1 life.

Black Bear {1}{B}
Creature — Bear 2/2

Green Bear {1}{G}
Creature — Bear 2/2
"""
    cards = {raw.name: compile_card(raw) for raw in parse_text(text, "test")}
    s = Scenario()
    s.battlefield(0, cards["Mourner of Night"])
    black = s.battlefield(1, cards["Black Bear"])
    green = s.battlefield(1, cards["Green Bear"])
    game = s.start("main1")
    state = game.state
    events.destroy(state, green)
    assert not state.pending_triggers
    events.destroy(state, black)
    assert len(state.pending_triggers) == 1
