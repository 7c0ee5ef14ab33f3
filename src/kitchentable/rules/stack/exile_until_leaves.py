""""Exile ... until ~ leaves the battlefield" (610.3c): a one-shot effect whose objects come back when its source
leaves; the link is an entry in `state.delayed`, so moves off the battlefield look for it only while one exists.
"""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.events import on_leave_battlefield
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, EXILE, GameState

UNTIL_LEAVES = "until_leaves"


@executor("exile_until_leaves")
def exile_until_leaves(state: GameState, rid: int, eff: Simple) -> None:
    """610.3c: the objects are exiled until the source leaves the battlefield, then return to the battlefield
    under their owners' control. If the source has already left as this resolves, nothing is exiled. The link
    is the entry ("until_leaves", source, exiled ids) in `state.delayed`, so moves off the battlefield look for
    it only while one exists."""
    source = rctx(state, rid).source
    if source not in state.objects or state.objects[source].zone[0] != BATTLEFIELD:
        return
    exiled: list[int] = []
    for oid in objects_of(state, rid, eff.subject):
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
            exiled.append(events.move(state, oid, EXILE, cause="610.3c"))
    if exiled:
        state.delayed = [*state.delayed, (UNTIL_LEAVES, source, tuple(exiled))]


@on_leave_battlefield("610.3c")
def release_until_leaves(state: GameState, left: int) -> None:
    """The permanent `left` has just left the battlefield: what it exiled "until it leaves" returns (610.3c)."""
    mine = [e for e in state.delayed if isinstance(e, tuple) and e[0] == UNTIL_LEAVES and e[1] == left]
    if not mine:
        return
    state.delayed = [e for e in state.delayed if e not in mine]
    for _kind, _source, exiled in mine:
        for oid in exiled:
            if oid in state.objects and state.objects[oid].zone[0] == EXILE:
                events.move(state, oid, BATTLEFIELD, controller=state.objects[oid].owner, cause="610.3c")
