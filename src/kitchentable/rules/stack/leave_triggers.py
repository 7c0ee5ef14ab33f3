"""The counters a permanent had as it left the battlefield (603.10a), for "When ~ dies, if it had a +1/+1 counter
on it" and "Whenever another creature you control leaves the battlefield, if it had counters on it" (603.4).

The card's own ability reads its last known information (`state.lki`, recorded as it left, 113.7a): the same
answer when it triggers and when it resolves, as the information can't change. A description's object is matched
by the trigger's filter against that information (`rules.stack.triggers._lki_matches`); `HAD_COUNTERS` marks such
a trigger's `TriggerSpec.whose` so that its text keeps the printed "if"."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState

HAD_COUNTERS = "had_counters"
LKI_HAD_COUNTER = "lki_had_counter"
ANY_COUNTER = ""
ONE_OR_MORE = "one or more"
"""The counter "kinds" of any counter at all: printed "counters" and "one or more counters"."""


@condition(LKI_HAD_COUNTER)
def _lki_had_counter(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None = None) -> bool:
    """Had the source a counter of kind `cond.name` (any kind for `ANY_COUNTER` / `ONE_OR_MORE`) as it last existed on the battlefield?
    Read from its last known information; a source still on the battlefield (the game just before the event,
    603.10a) is read as it is."""
    if source is None:
        return False
    info = state.lki.get(source)
    if info is not None:
        counters: dict[str, int] = info[4]
    elif source in state.objects:
        counters = state.objects[source].counters
    else:
        return False
    if cond.name not in (ANY_COUNTER, ONE_OR_MORE):
        return counters.get(cond.name, 0) > 0
    return any(n > 0 for n in counters.values())
