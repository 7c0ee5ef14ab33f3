"""Devotion as a condition (700.5): "as long as your devotion to black is less than five" (the Theros Gods),
counted as the amount "your devotion to ..." is (`rules/stack/amounts.py`: the mana symbols of those colors among
the mana costs of permanents you control, hybrid and Phyrexian symbols included, 700.5a)."""

from __future__ import annotations

from kitchentable.rules.abilities import Amount, Condition
from kitchentable.rules.stack.amounts import amount_value
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("devotion_less_than")
def _devotion_less_than(state: GameState, cond: Condition, controller: int, source: int | None,
                        ctx: object | None) -> bool:
    """700.5: the controller's devotion to the condition's colors is less than its number."""
    return amount_value(state, Amount("devotion", filter=cond.filter), controller, source) < cond.n
