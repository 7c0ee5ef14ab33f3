"""Putting a card into a library at a position counted from the top (401.4): "Put target creature into its owner's
library second from the top." (Oust, Chronostutter), "... third from the top" (Teferi, Hero of Dominaria). The
object goes to its owner's library (a new object there, 400.7), then N-1 cards stay above it; a library with fewer
cards than that gets it at the bottom (401.4: the position can't be reached, so it goes as deep as it can).
Param of the `Simple`: "position" (2 for "second", 3 for "third", ...)."""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import LIBRARY, GameState


@executor("put_into_library_nth")
def put_into_library_nth(state: GameState, rid: int, eff: Simple) -> None:
    position = int(eff.param("position", 1))
    mover = rctx(state, rid).controller
    for oid in objects_of(state, rid, eff.subject):
        new = events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, top=True, mover=mover,
                          cause="401.4")
        lib = state.zones[state.objects[new].zone]
        lib.remove(new)
        lib.insert(max(0, len(lib) - (position - 1)), new)  # the top is the end of the list
        state.mut(new, characteristics=False)
        remember(state, rid, "it", new)
