"""Keyword actions of cards printed since 2017 (the `modern` branch).

Explore (701.44a): a permanent's controller reveals the top card of their library. A land card goes into their
hand; otherwise the exploring permanent gets a +1/+1 counter (if it's still on the battlefield) and the player
may put the revealed card into their graveyard or leave it on top. An empty library reveals nothing, which is
"not a land card": the counter is still put (the explore rulings). "Whenever a creature explores" triggers
(701.44b-c) are not modelled: no compiled card reads that event yet.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.effects import executor, objects_of
from kitchentable.rules.engine import HANDLERS, ask, push
from kitchentable.rules.layers import chars
from kitchentable.rules.state import BATTLEFIELD, HAND, Decision, GameState


@executor("explore")
def explore(state: GameState, rid: int, eff: Simple) -> None:
    """Each object the effect names explores in turn (701.44a; "each Merfolk you control explores" is one
    exploration after another, in the order the controller's objects were created)."""
    explorers = [o for o in objects_of(state, rid, eff.subject) if o in state.objects]
    push(state, *[("explore_one", rid, oid) for oid in explorers])


def explore_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, oid = frame
    if oid not in state.objects:
        return
    o = state.objects[oid]
    seat = chars(state, oid).controller if o.zone[0] == BATTLEFIELD else o.owner
    library = state.zones.get(state.rules.library_of(state, seat), [])
    top = library[-1] if library else None
    if top is not None:
        state.log_event("701.44a", "reveal", seat, (state.objects[top].card.name,))
        if "Land" in state.objects[top].card.types:
            events.move(state, top, HAND, to_seat=seat, mover=seat, cause="701.44a")
            return
    if o.zone[0] == BATTLEFIELD:
        events.add_counters(state, oid, "+1/+1", 1)
    if top is not None:
        ask(state, Decision(seat, "surveil", (("keep", top), ("graveyard", top)), "scry_one", (rid,),
                            "Explore: keep the revealed card on top, or put it into your graveyard?", "701.44a"))


HANDLERS["explore_one"] = explore_frame
