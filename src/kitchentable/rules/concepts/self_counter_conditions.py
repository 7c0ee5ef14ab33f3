"""The condition "self_counters" (122.1): the counters on the object whose ability it is ("as long as ~ has a
+1/+1 counter on it", "... four or more oil counters on it", "... no counters on it"). `name` is the counter kind
("" for counters of any kind, counted together), `n` the least number; `negate` ("no counters") is read by the
condition check itself, so here it is "at least `n`"."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("self_counters")
def self_counters(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None = None) -> bool:
    """The source has at least `n` counters of kind `name` (of any kind when `name` is "")."""
    o = state.objects.get(source) if source is not None else None
    if o is None:
        return False
    have = o.counters.get(cond.name, 0) if cond.name else sum(n for n in o.counters.values() if n > 0)
    return have >= cond.n
