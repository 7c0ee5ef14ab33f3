"""The counters a permanent had as it left the battlefield (603.10a), for "When ~ dies, if it had a +1/+1 counter
on it" and "Whenever another creature you control leaves the battlefield, if it had counters on it" (603.4).

"Put its counters on <object>" (`PUT_ITS_COUNTERS`) puts every counter of that information on the object.

The card's own ability reads its last known information (`state.lki`, recorded as it left, 113.7a): the same
answer when it triggers and when it resolves, as the information can't change. A description's object is matched
by the trigger's filter against that information (`rules.stack.triggers._lki_matches`); `HAD_COUNTERS` marks such
a trigger's `TriggerSpec.whose` so that its text keeps the printed "if"."""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Condition, Simple
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, GameState

HAD_COUNTERS = "had_counters"
LKI_HAD_COUNTER = "lki_had_counter"
PUT_ITS_COUNTERS = "put_its_counters"
YOUR_GRAVEYARD = "your_graveyard"
"""`TriggerSpec.whose` of "<description> is put into your graveyard from the battlefield" (the filter's owner is
you), so that its text says "your graveyard"."""
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


@executor(PUT_ITS_COUNTERS)
def put_its_counters(state: GameState, rid: int, eff: Simple) -> None:
    """"Put its counters on <object>" (122.5, 608.2h): the counters, of every kind, of the permanent whose leaving
    the battlefield triggered the ability, as it last existed there; put on each object `eff.subject` names."""
    event = rctx(state, rid).event
    if not event or event[0] != "zone" or event[3] != BATTLEFIELD or event[1] not in state.lki:
        return
    counters: dict[str, int] = dict(state.lki[event[1]][4])
    for oid in objects_of(state, rid, eff.subject):
        for kind, n in counters.items():
            events.add_counters(state, oid, kind, n)
