"""Cast triggers limited by whose turn it is: "Whenever you cast a spell during an opponent's turn" (601.2i,
603.2): the spell became cast while a player other than the ability's controller was the active player (102.1).
The spell must fit the trigger's filter, as for "whenever you cast a spell" (`rules.stack.triggers`)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

CAST_OPPONENTS_TURN = "cast_during_opponents_turn"


@matcher("cast", CAST_OPPONENTS_TURN)
def _cast_on_an_opponents_turn(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                               event: tuple[Any, ...]) -> bool:
    """The caster is the one the trigger names, it isn't the controller's turn, and the spell fits."""
    seat, spell = event[1], event[2]
    if state.active == controller or not whose_matches(ab.trigger.whose, seat, controller, state, source):
        return False
    flt = ab.trigger.filter
    return flt is None or (spell in state.objects and matches_object(state, spell, flt, controller, source))
