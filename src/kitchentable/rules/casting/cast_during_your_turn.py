"""Cast triggers on the controller's own turn: "Whenever an opponent casts a spell during your turn" (601.2i,
603.2): the spell became cast while the ability's controller was the active player (102.1), by the player the
trigger names, and fits the trigger's filter."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

CAST_YOUR_TURN = "cast_during_your_turn"


@matcher("cast", CAST_YOUR_TURN)
def _cast_on_your_turn(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                       event: tuple[Any, ...]) -> bool:
    seat, spell = event[1], event[2]
    if state.active != controller or not whose_matches(ab.trigger.whose, seat, controller, state, source):
        return False
    flt = ab.trigger.filter
    return flt is None or (spell in state.objects and matches_object(state, spell, flt, controller, source))
