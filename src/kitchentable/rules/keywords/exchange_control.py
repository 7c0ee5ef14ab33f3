"""Exchanging control of two permanents (701.12a-b): "Exchange control of two target creatures." (Switcheroo),
"Exchange control of target land you control and target land an opponent controls." (Political Trickery,
Vedalken Plotter), "... of target artifact and target creature".

701.12b: the exchange happens only as a whole. If either permanent has left the battlefield or become an illegal
target (608.2b: it is no longer named), or both are controlled by the same player, nothing happens. Otherwise
each permanent gets a control-changing effect (layer 2, 613.1b) giving it to the other's controller, with no end,
and each has been under its new controller's control only since this turn (302.6)."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple, StaticAbility
from kitchentable.rules.continuous.layers import ContinuousEffect, chars
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, GameState


@executor("exchange_control_of")
def exchange_control_of(state: GameState, rid: int, eff: Simple) -> None:
    """The subject's permanents and the `other` reference's, two in all, exchange controllers (701.12b)."""
    c = rctx(state, rid)
    pair = objects_of(state, rid, eff.subject)
    other = eff.param("other")
    if other is not None:
        pair = pair + [o for o in objects_of(state, rid, other) if o not in pair]
    if len(pair) != 2 or any(state.objects[o].zone[0] != BATTLEFIELD for o in pair):
        return
    first, second = pair
    before = chars(state, first).controller, chars(state, second).controller
    if before[0] == before[1]:
        return
    for oid, new in ((first, before[1]), (second, before[0])):
        state.continuous.append(ContinuousEffect(
            StaticAbility("control"), new, c.source, state.next_timestamp(), "permanent", frozenset({oid}), None,
            state.turn,
        ))
        state.mut(oid).controlled_since = state.turn
    state.cache.clear()
    state.log_event("701.12b", "exchange_control", first, second)
