"""Delayed triggered abilities with a stated duration (603.7b): "Whenever a creature dies this turn, you gain 1
life.", "Until end of turn, whenever ...", "Until your next turn, whenever a creature an opponent controls attacks,
...". Unlike a delayed ability that waits for one moment, one with a duration triggers each time its event happens
until the duration ends.

The resolving spell or ability creates it (`stack.information.delayed_trigger`, `when` "duration"); its source and
controller are those of that spell or ability (603.7d-e), so "this" in an activated ability's text is still the
permanent. Each event is matched as a permanent's own trigger would be (`stack.triggers.ability_triggers_on`), with the
event itself as the trigger event ("it", "that much"). "This turn" and "until end of turn" end with the turn it
was made in; "until your next turn" ends as its controller's next turn begins (611.2: 500.7 turns in order)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Simple, TriggeredAbility
from kitchentable.rules.stack.information import DELAYED_KINDS, DelayedTrigger
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.stack.triggers import PendingTrigger, ability_triggers_on, delayed_trigger_source
from kitchentable.rules.state import GameState

DURATION = "duration"
_UNTIL_NEXT_TURN = "duration:your_next_turn"
_THIS_TURN = "duration:turn"

EVENT_KINDS = (
    "zone", "draw", "gain_life", "lose_life", "damage", "tapped", "untapped", "counters", "sacrificed", "discard",
    "cast", "copied", "step", "attacks", "attacks_alone", "blocks", "unblocked", "becomes_blocked", "targeted",
    "turned_face_up", "transformed", "designated", "exploited", "became_monarch", "rolled", "dungeon_completed",
    "took_initiative", "ring_tempted", "class_level", "cycled", "activated", "explored", "coin_flip", "crime",
    "exerted", "expend", "flipped", "foraged", "mutated", "played_land", "scried", "surveilled",
)
"""The trigger events a duration's ability may wait for (the event tuples of `stack.triggers`)."""


def _make_duration(state: GameState, rid: int, eff: Simple) -> None:
    """603.7b: the ability waits, and triggers each time, until its duration ends."""
    c = rctx(state, rid)
    ability = eff.param("ability")
    assert isinstance(ability, TriggeredAbility)
    when = _UNTIL_NEXT_TURN if eff.param("until") == "your_next_turn" else _THIS_TURN
    name = state.objects[c.source].card.name if c.source in state.objects else "delayed ability"
    state.delayed = [*state.delayed, DelayedTrigger(when, c.controller, c.source, name, ability, (), state.turn)]
    state.log_event("603.7", "delayed_created", name, when)


DELAYED_KINDS[DURATION] = _make_duration


def _ended(state: GameState, d: DelayedTrigger) -> bool:
    if d.when == _UNTIL_NEXT_TURN:
        return state.turn > d.after_turn and state.active == d.controller
    return state.turn != d.after_turn


@delayed_trigger_source("603.7b", *EVENT_KINDS)
def _duration_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """Each waiting ability whose duration hasn't ended and whose event this is triggers; one whose duration
    ended is dropped."""
    kept: list[Any] = []
    changed = False
    for d in state.delayed:
        if not isinstance(d, DelayedTrigger) or not d.when.startswith("duration:"):
            kept.append(d)
            continue
        if _ended(state, d):
            changed = True
            continue
        kept.append(d)
        if ability_triggers_on(state, d.ability, d.source, d.controller, event):
            found.append(PendingTrigger(d.controller, d.source, -1, d.ability, event, d.source_name))
    if changed:
        state.delayed = kept
