"""The engine loop (`rules.engine.run`): the 616.1 rewind to the frame that met two replacement effects."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from kitchentable.rules import engine
from kitchentable.rules.errors import ReplacementChoice
from kitchentable.rules.state import GameState
from kitchentable.scenario import Scenario

_BEFORE = "test_engine_before"
_MEETS = "test_engine_meets_two_effects"


def _before(state: GameState, frame: tuple[Any, ...]) -> None:
    """A frame that changes the state the frame after it reads: a count, a draw of the seeded generator."""
    state.turn_facts["test_ran"] = int(state.turn_facts.get("test_ran", 0)) + 1
    state.turn_facts.setdefault("test_rolls", ())
    state.turn_facts["test_rolls"] = (*state.turn_facts["test_rolls"], state.rng.randrange(1_000_000))


def _meets(state: GameState, frame: tuple[Any, ...]) -> None:
    """A frame that meets two effects (sources 101 and 102) and asks their order until the player answered."""
    answers = tuple(state.turn_facts.get("replacement_answers", ()))
    if not answers:
        raise ReplacementChoice(0, [101, 102], "test")
    state.turn_facts["test_first"] = answers[0]
    state.turn_facts["test_seen"] = (state.turn_facts["test_ran"], state.turn_facts["test_rolls"])


@pytest.fixture
def handlers() -> Iterator[None]:
    engine.HANDLERS[_BEFORE] = _before
    engine.HANDLERS[_MEETS] = _meets
    yield
    del engine.HANDLERS[_BEFORE], engine.HANDLERS[_MEETS]


def test_616_1_the_choice_rewinds_to_the_frame_that_met_it_after_earlier_frames_of_the_run(handlers: None) -> None:
    """The rewind point is taken once a run, before its first frame that could meet a 616.1 choice; going
    back to it runs the frames between again, which must leave the state the meeting frame started from:
    each earlier frame counted once, the seeded generator drawn as often as before."""
    game = Scenario().start("main1")
    state = game.state
    state.cache["replacement_count"] = 2  # two ordered replacement effects in play
    reference = state.copy()
    for _ in range(3):
        _before(reference, ())
    state.decision = None
    state.frames.extend([("priority",), (_MEETS,), (_BEFORE,), (_BEFORE,), (_BEFORE,)])
    engine.run(state)
    assert state.decision is not None and state.decision.kind == "replacement_order"
    assert state.decision.options == (("apply_first", 101), ("apply_first", 102))
    assert state.frames[-1] == (_MEETS,)
    assert state.turn_facts["test_ran"] == 3
    assert state.turn_facts["test_rolls"] == reference.turn_facts["test_rolls"]
    assert state.rng.getstate() == reference.rng.getstate()
    engine.answer(state, ("apply_first", 102))  # the frame runs again, then priority (117.3b) asks
    assert state.turn_facts["test_first"] == 102
    assert state.turn_facts["test_seen"] == (3, reference.turn_facts["test_rolls"])


def test_616_1_one_replacement_effect_asks_nothing_and_a_choice_met_then_is_an_error(handlers: None) -> None:
    """With fewer than two ordered effects in play no rewind point is kept: a frame that still raised the
    choice would be a bug, and it is not hidden."""
    game = Scenario().start("main1")
    state = game.state
    state.cache["replacement_count"] = 1
    state.decision = None
    state.frames.extend([(_MEETS,), (_BEFORE,)])
    with pytest.raises(ReplacementChoice):
        engine.run(state)
