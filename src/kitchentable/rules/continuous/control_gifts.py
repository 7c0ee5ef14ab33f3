"""Giving control of a permanent to another player (613.1b, layer 2): "Target opponent gains control of target
permanent you control." A control-changing effect whose new controller is the player the effect names, not its
own controller; it lasts as the effect says (indefinitely when it says nothing, 611.2a). The permanent's new
controller has controlled it only since now (302.6: summoning sickness)."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple, StaticAbility
from kitchentable.rules.continuous.layers import ContinuousEffect
from kitchentable.rules.stack.effects import executor, objects_of, players_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, GameState


@executor("give_control")
def give_control(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    seats = players_of(state, rid, eff.param("to"))
    things = [o for o in objects_of(state, rid, eff.subject) if state.objects[o].zone[0] == BATTLEFIELD]
    if not seats or not things:
        return
    state.continuous.append(ContinuousEffect(
        StaticAbility("control"), seats[0], c.source, state.next_timestamp(), str(eff.param("duration", "permanent")),
        frozenset(things), None, state.turn,
    ))
    for oid in things:
        state.mut(oid).controlled_since = state.turn
    state.cache.clear()
    state.log_event("613.1b", "control_given", tuple(things), seats[0])
