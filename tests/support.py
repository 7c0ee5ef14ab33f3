"""Helpers the scenario tests of several packages share (tests/cards/ and tests/rules/)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def settle(game: Any, choose: Callable[[dict[str, Any], list[Any]], Any] | None = None) -> None:
    """Pass priority until the stack and pending triggers are empty; answer any other decision with
    `choose(pending, options)`, or with its first option when no `choose` is given."""
    for _ in range(80):
        pending = game.pending
        if pending is None:
            return
        if pending["kind"] == "priority":
            if not game.state.stack_ids() and not game.state.pending_triggers:
                return
            game.apply(("pass",))
        else:
            options = game.legal_actions()
            game.apply(choose(pending, options) if choose else options[0])
