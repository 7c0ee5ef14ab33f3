"""Loyalty abilities (606): at most one per permanent each turn.

606.3: a player may activate a loyalty ability of a permanent they control only if no player has activated a
loyalty ability of that permanent this turn. The permanent is the object (400.7): a planeswalker that leaves
and returns is a new object and may activate again. The fact is written as the ability becomes activated
(602.2e), so an activation that is rewound (R-C-2) leaves the permanent free to try again.
"""

from __future__ import annotations

from kitchentable.rules.casting.casting import as_ability_is_activated
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, GameState

LOYALTY_USED = "loyalty_used"
"""The turn fact (LOYALTY_USED, permanent id): a loyalty ability of that permanent was activated this turn."""


def loyalty_used(state: GameState, oid: int) -> bool:
    """606.3: has a loyalty ability of permanent `oid` been activated this turn?"""
    return bool(state.turn_facts.get((LOYALTY_USED, oid)))


@as_ability_is_activated("606.3")
def note_loyalty_activation(state: GameState, source: int, index: int) -> None:
    """606.3: an activated loyalty ability uses up its permanent's loyalty activation for the turn."""
    o = state.objects.get(source)
    if o is None or o.zone[0] != BATTLEFIELD:
        return
    abilities = chars(state, source).activated
    if index < len(abilities) and abilities[index].loyalty:
        state.turn_facts[(LOYALTY_USED, source)] = True
