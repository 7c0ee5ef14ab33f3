""""Whenever an opponent casts their first noncreature spell each turn" (Esper Sentinel), "whenever you cast your
second creature spell each turn" (603.2 on the cast event, 601.2i): the spell cast fits the description and it is
the first (second) spell of that description its caster cast this turn, counting it.

601.2i notes the characteristics of each spell a player casts this turn (`static_abilities.note_cast`, a turn fact
read by "the first creature spell you cast each turn costs {1} less"); the count is read from those notes, so a
spell that stopped fitting the description later (a copy effect, a type change on the stack) is counted as it was
cast. "Whenever ... casts their first spell each turn" with no description is the core's `cast_first`."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_characteristics
from kitchentable.rules.continuous.static_abilities import CAST_THIS_TURN
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

NTH_OF_KIND = {"cast_first_of_kind": 1, "cast_second_of_kind": 2}


@matcher("cast", *NTH_OF_KIND)
def _nth_spell_of_kind(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                       event: tuple[Any, ...]) -> bool:
    seat = event[1]
    flt = ab.trigger.filter
    if flt is None or not whose_matches(ab.trigger.whose, seat, controller, state, source):
        return False
    cast = state.turn_facts.get((CAST_THIS_TURN, seat), ())
    if not cast or not matches_characteristics(cast[-1], flt):
        return False  # the last note is this spell's (601.2i notes it before the cast event)
    return sum(1 for c in cast if matches_characteristics(c, flt)) == NTH_OF_KIND[ab.trigger.event]
