"""Sagas (714): lore counters, chapter abilities and the sacrifice once the last chapter has resolved.

A Saga enters with a lore counter (714.3a); one more is put on each of its controller's Sagas as their
precombat main phase begins (714.3b, a turn-based action, only once a Saga has entered); each chapter ability
triggers when the lore counters reach its number (714.2b); a Saga with as many lore counters as its final
chapter number, and no chapter ability on the stack, is sacrificed (714.4, a state-based action).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, TriggeredAbility
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import HANDLERS
from kitchentable.rules.events import as_enters
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import BATTLEFIELD, GameObject, GameState
from kitchentable.rules.turn.state_based_actions import sacrificed_as_state_based_action
from kitchentable.rules.turn.steps import turn_based_action

SAGAS = ("sagas",)  # the entry in `state.delayed` once a Saga has entered: the lore steps and 714.4 cost nothing before


def chapters(card: CardDef) -> list[int]:
    """The chapter numbers of a card's chapter abilities (714.2: compiled as TriggerSpec("chapter"), with the
    number written in `whose`)."""
    return [int(ab.trigger.whose) for ab in card.triggered if ab.trigger.event == "chapter"]


@as_enters("Saga")
def saga_enters(state: GameState, new: GameObject) -> None:
    """714.3a: as a Saga enters, its controller puts a lore counter on it (its chapter I then triggers, 714.2b,
    read by `rules.stack.triggers` from the zone change)."""
    if not chapters(new.card):
        return
    new.counters["lore"] = new.counters.get("lore", 0) + 1
    if SAGAS not in state.delayed:
        state.delayed = [*state.delayed, SAGAS]


def chapter_triggers_on_entry(state: GameState, ab: TriggeredAbility, source: int) -> bool:
    """714.2b: a Saga that enters with lore counters triggers each chapter ability up to that many."""
    o = state.objects.get(source)
    return o is not None and int(ab.trigger.whose) <= o.counters.get("lore", 0)


def chapter_triggers_on_counters(state: GameState, ab: TriggeredAbility, source: int,
                                 event: tuple[Any, ...]) -> bool:
    """714.2b: a chapter ability triggers when lore counters put on its Saga bring their number from below its
    chapter number to at least it."""
    _kind, oid, name, n = event
    if oid != source or name != "lore" or oid not in state.objects:
        return False
    now: int = state.objects[oid].counters.get("lore", 0)
    return bool(now - int(n) < int(ab.trigger.whose) <= now)


def saga_lore_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """714.3b: as the active player's precombat main phase begins, they put a lore counter on each Saga they
    control."""
    for oid in list(state.battlefield()):
        if oid in state.objects and chars(state, oid).controller == state.active and chapters(state.objects[oid].card):
            events.add_counters(state, oid, "lore", 1)


@turn_based_action("main1", "714.3b")
def _lore_counters(state: GameState) -> list[tuple[Any, ...]]:
    """714.3b: as its controller's precombat main phase begins, a lore counter on each Saga, once a Saga has
    entered (the ("sagas",) entry in `state.delayed`)."""
    return [("saga_lore",)] if ("sagas",) in state.delayed else []


@sacrificed_as_state_based_action("714.4")
def _finished_sagas(state: GameState) -> list[int]:
    """Only once a Saga has entered (the ("sagas",) entry in `state.delayed`)."""
    return saga_sacrifices(state) if ("sagas",) in state.delayed else []


def saga_sacrifices(state: GameState) -> list[int]:
    """714.4: a Saga with at least as many lore counters as its final chapter number is sacrificed, unless it's
    the source of a chapter ability that has triggered but not yet left the stack."""
    done: list[int] = []
    for oid in state.battlefield():
        o = state.objects[oid]
        numbers = chapters(o.card)
        if not numbers or o.counters.get("lore", 0) < max(numbers):
            continue
        waiting = any(t.source == oid for t in state.pending_triggers) or any(
            (info := state.objects[s].stack) is not None and info.kind == "triggered" and info.source == oid
            for s in state.stack_ids())
        if not waiting:
            done.append(oid)
    return done


HANDLERS["saga_lore"] = saga_lore_frame


@matcher("zone", "chapter")
def _chapter_on_entry(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                      event: tuple[Any, ...]) -> bool:
    """714.2b: the Saga itself entering with lore counters."""
    return event[4] == BATTLEFIELD and event[2] == source and chapter_triggers_on_entry(state, ab, source)


@matcher("counters", "chapter")
def _chapter_on_counters(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                         event: tuple[Any, ...]) -> bool:
    """714.2b: lore counters put on the Saga."""
    return chapter_triggers_on_counters(state, ab, source, event)
