"""Windows an activation restriction names (602.5b), by the turn's structure (500): "Activate only during
combat" (506.1: the combat phase, from its beginning step through its end step), "during an opponent's upkeep"
(503), "during any upkeep step" (each player's). The checks are conditions (`rules.stack.conditions`), read as
the ability would be activated (602.5b) and by the legal-action check."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.steps import PHASE_OF


@condition("during_combat")
def during_combat(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None) -> bool:
    """506.1: is this a step of the combat phase (whoever's turn it is)?"""
    return PHASE_OF.get(state.step) == "combat"


@condition("opponents_step")
def opponents_step(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None) -> bool:
    """"During an opponent's upkeep": the named step of an opponent's turn (102.2)."""
    return state.step == cond.name and state.active in state.opponents(controller)


@condition("any_players_step")
def any_players_step(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None) -> bool:
    """"During any upkeep step": the named step of any player's turn."""
    return state.step == cond.name
