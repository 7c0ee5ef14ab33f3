"""Who controlled an object an earlier instruction named (608.2h): "Return target creature to its owner's hand. If
you controlled that creature, scry 1." (Fading Hope), "Destroy target artifact. If you controlled that artifact,
create three ... Mite tokens." (Gleeful Demolition). The object may have left the battlefield by then; its
controller is then read from its last known information (113.7a), as it last existed on the battlefield.

Condition kind "controlled_then": `n` is the target group the instruction named, `filter.controller` whose it
must have been ("you" or "opponent")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import BATTLEFIELD

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.state import GameState


def last_controller(state: GameState, oid: int) -> int | None:
    """The object's controller now if it is on the battlefield, else as it last existed there (608.2h)."""
    o = state.objects.get(oid)
    if o is not None and o.zone[0] == BATTLEFIELD:
        return chars(state, oid).controller
    info = state.lki.get(oid)
    if info is not None and info[3][0] == BATTLEFIELD:
        return int(info[0].controller)
    return None


@condition("controlled_then")
def _controlled_then(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None = None) -> bool:
    """608.2h: the named object was controlled by `filter.controller` ("you", "opponent"); a target never chosen
    or never on the battlefield makes the condition false."""
    assert cond.filter is not None
    groups = getattr(ctx, "targets", ())
    group = groups[cond.n] if 0 <= cond.n < len(groups) else ()
    for t in group:
        if not isinstance(t, int):
            continue
        was = last_controller(state, t)
        if was is None:
            continue
        if cond.filter.controller == "you":
            return was == controller
        return was in state.opponents(controller)
    return False
