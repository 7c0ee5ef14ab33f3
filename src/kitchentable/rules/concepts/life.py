"""Conditions about life this turn (119.3): "if you gained life this turn", "if you gained 3 or more life this
turn", "if you lost life this turn" ("if an opponent lost life this turn" is spectacle's kind,
`rules.keywords.ability_words`, which the grammar's phrase also builds). Life gained is counted per player
in the turn facts by `events.gain_life`; life lost is the player's `life_lost_this_turn`."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("gained_life_this_turn")
def _gained(state: GameState, cond: Condition, controller: int, source: int | None,
            ctx: object | None = None) -> bool:
    return int(state.turn_facts.get(("gained_life", controller), 0)) >= max(1, cond.n)


@condition("lost_life_this_turn")
def _lost(state: GameState, cond: Condition, controller: int, source: int | None,
          ctx: object | None = None) -> bool:
    return state.players[controller].life_lost_this_turn >= max(1, cond.n)


def infinite_life(state: GameState, seat: int) -> bool:
    """Whether the player's life total is infinite (119.1; a format's rule, `RuleSet.life_is_infinite`)."""
    rules = state.rules
    return rules is not None and rules.life_is_infinite(state, seat)
