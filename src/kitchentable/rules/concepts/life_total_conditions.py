"""Conditions comparing a player's life total with their starting life total (103.4, 119.1): "your life total is
greater than your starting life total" and "you have at least 15 life more than your starting life total"
(condition "life_above_starting", `n` the margin: 1 for "greater than"). A player with infinite life (an
unbounded loop, 104.4b's shortcut) has more than any starting total."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.continuous.static_abilities import starting_life
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("life_above_starting")
def life_above_starting(state: GameState, cond: Condition, controller: int, source: int | None,
                        ctx: object | None = None) -> bool:
    """The controller's life total is at least `n` more than their starting life total."""
    if infinite_life(state, controller):
        return True
    return state.players[controller].life >= starting_life(state, controller) + max(1, cond.n)
