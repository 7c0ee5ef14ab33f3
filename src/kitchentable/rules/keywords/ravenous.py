"""Ravenous (702.156a): "When this permanent enters, if X is 5 or more, draw a card." The X is the X its spell was
cast with (107.3m). The intervening "if" is tested as the ability triggers (the permanent keeps its spell's X,
`rules.casting.entering_x`) and again as it resolves (603.4), where the ability on the stack carries the same X,
so the test still holds if the permanent has left the battlefield by then."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.casting.entering_x import x_on_entry
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import BATTLEFIELD, GameState


def entered_x(state: GameState, source: int | None) -> int:
    """The X of `source`'s entering: from its triggered ability on the stack (the topmost one, the one resolving),
    else from the permanent itself."""
    if source is None:
        return 0
    for sid in reversed(state.stack_ids()):
        info = state.objects[sid].stack
        if info is not None and info.kind == "triggered" and info.source == source:
            return int(info.x)
    permanent = state.objects.get(source)
    return x_on_entry(permanent) if permanent is not None and permanent.zone[0] == BATTLEFIELD else 0


@condition("entered_x_at_least")
def _entered_x_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                        ctx: object | None) -> bool:
    """"if X is N or more" in the permanent's entering trigger (107.3m, 603.4)."""
    return entered_x(state, source) >= cond.n
