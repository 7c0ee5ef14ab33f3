"""The amount "mana_spent_total" (601.2h): the mana spent to cast the spell (or the spell this permanent was),
every type counted, from the payment `rules.casting.mana_spent` records for cards whose text reads it. A spell
that wasn't cast (put onto the battlefield, or cast without paying its mana cost with nothing else paid) had
none spent: 0."""

from __future__ import annotations

from kitchentable.rules.abilities import Amount
from kitchentable.rules.casting.mana_spent import spent
from kitchentable.rules.stack.amounts import amount_kind
from kitchentable.rules.state import GameState


@amount_kind("mana_spent_total")
def mana_spent_total(state: GameState, amount: Amount, controller: int, source: int | None) -> int:
    """The total of the mana of each type spent to cast `source`."""
    return sum(spent(state, source).values())
