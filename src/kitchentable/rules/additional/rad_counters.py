"""Rad counters (the Fallout rules of 2024, newer than the bundled CR): counters on a player (122.1) with an inherent
triggered ability, "At the beginning of your precombat main phase, if you have one or more rad counters, mill
that many cards. For each nonland card milled this way, lose 1 life and remove a rad counter."

The ability has no source and is controlled by the player with the counters (as the monarch's, 720.2). It costs
nothing in games where nobody gets a rad counter: the first one puts the entry ("rad",) in `state.delayed`, and
the trigger is collected from there (`triggers.delayed_trigger_source`). The number milled is the number of rad
counters as the ability resolves (608.2h).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import (
    Condition,
    Modal,
    Mode,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.concepts.counted_amounts import PLAYER_COUNTERS_GIVEN
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, mill, players_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.stack.triggers import PendingTrigger, delayed_trigger_source
from kitchentable.rules.state import GameState

RAD = "rad"
ENTRY = ("rad",)
SOURCE_NAME = "Rad counters"
RAD_TRIGGER = TriggeredAbility(
    TriggerSpec("first_main"), Modal((Mode((Simple("rad_mill", Ref("you")),)),)),
    intervening_if=Condition("has_rad_counters"),
    text="At the beginning of your precombat main phase, if you have one or more rad counters, mill that many "
         "cards. For each nonland card milled this way, lose 1 life and remove a rad counter.")


def _first_rad_counter(state: GameState, seat: int) -> None:
    if ENTRY not in state.delayed:
        state.delayed.append(ENTRY)


PLAYER_COUNTERS_GIVEN[RAD] = _first_rad_counter


@delayed_trigger_source("122.1", "step")
def rad_trigger(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """The rad counters' trigger of the player whose precombat main phase begins (505.1: main1)."""
    if event[1] != "main1" or ENTRY not in state.delayed:
        return
    seat = int(event[2])
    if state.players[seat].counters.get(RAD, 0) > 0:
        found.append(PendingTrigger(seat, -1, -1, RAD_TRIGGER, event, SOURCE_NAME))


@condition("has_rad_counters")
def _has_rad_counters(state: GameState, cond: Condition, controller: int, source: int | None,
                      ctx: object | None = None) -> bool:
    """"if you have one or more rad counters" (603.4: checked again as it resolves)."""
    return state.players[controller].counters.get(RAD, 0) > 0


@executor("rad_mill")
def rad_mill(state: GameState, rid: int, eff: Simple) -> None:
    """Mill as many cards as rad counters (701.13); each nonland card milled costs 1 life and a rad counter."""
    for seat in players_of(state, rid, eff.subject):
        have = state.players[seat].counters.get(RAD, 0)
        before = rctx(state, rid).recall("milled", ())
        mill(state, rid, Simple("mill", Ref("you"), fixed(have)))
        milled = [o for o in rctx(state, rid).recall("milled", ()) if o not in before]
        nonland = sum(1 for o in milled if o in state.objects and "Land" not in state.objects[o].card.types)
        if not nonland:
            continue
        events.lose_life(state, seat, nonland)
        counters = state.players[seat].counters
        counters[RAD] = max(0, counters.get(RAD, 0) - nonland)
        if not counters[RAD]:
            del counters[RAD]
        state.log_event("122.1", "rad_counters_removed", seat, nonland)
