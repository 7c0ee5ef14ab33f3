"""Condition "treasure_mana_spent" (601.2h, 111.10a): mana from a Treasure was spent to cast the source, the spell
or the permanent it became. The payment tags the spell (`rules.casting.mana_spent.record_treasure_spent`), and
the permanent keeps the tag; a permanent that wasn't cast had none spent."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.casting.mana_spent import treasure_spent
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("treasure_mana_spent")
def treasure_mana_spent(state: GameState, cond: Condition, controller: int, source: int | None,
                        ctx: object | None = None) -> bool:
    """Some Treasure mana paid for the source as it was cast."""
    return treasure_spent(state, source)
