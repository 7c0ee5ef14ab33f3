"""Condition "opponents_at_least" (102.2-102.3): the controller has at least `n` opponents in the game; a player
who left the game (800.4a) is no longer one. A duel has one opponent; a multiplayer free-for-all, all the others."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("opponents_at_least")
def opponents_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None = None) -> bool:
    """The controller's opponents still in the game number `n` or more."""
    return len(state.opponents(controller)) >= cond.n
