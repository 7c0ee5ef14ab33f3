"""Triggered abilities (603): entering triggers, leaves-the-battlefield look-back (603.10a), step triggers."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.cards import ELVES, FOREST, SOUL_WARDEN
from tests.rules.keyword_support import card, scenario, settle


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


def test_603_10a_a_dies_trigger_reads_the_creatures_last_known_colors() -> None:
    """"Whenever a black creature dies" looks back at the creature as it last existed (603.10a): a green
    creature dying doesn't trigger it, a black one does."""
    from kitchentable.cards.files.cardfile import parse_text
    from kitchentable.cards.language.compile import compile_card
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


# --- survival: "at the beginning of your second main phase" (505.1) ---------------------------------------------

SURVIVOR = card("Lone Survivor {1}{G}\nCreature — Human Survivor 2/2\nSurvival — At the beginning of your second "
                "main phase, if this creature is tapped, put a +1/+1 counter on it.")


def test_505_1_survival_triggers_in_the_second_main_phase_only_if_tapped() -> None:
    from kitchentable.scenario import pass_until
    from tests.rules.keyword_support import attack

    s = scenario()
    survivor = s.battlefield(0, SURVIVOR)
    idle = s.battlefield(0, card("Idle Survivor {1}{G}\nCreature — Human Survivor 2/2\nSurvival — At the beginning "
                                 "of your second main phase, if this creature is tapped, put a +1/+1 counter on it."))
    game = s.start("main1")
    attack(game, survivor)
    pass_until(game, lambda g: g.state.step == "main2")
    settle(game)
    assert chars(game.state, survivor).power == 3
    assert chars(game.state, idle).power == 2
