""""If ~ is in your graveyard" (603.4, 113.6m): the ability's source is a card in its owner's graveyard."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GRAVEYARD, GameState

SELF_IN_GRAVEYARD = "self_in_graveyard"


@condition(SELF_IN_GRAVEYARD)
def _self_in_graveyard(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None = None) -> bool:
    o = state.objects.get(source) if source is not None else None
    return o is not None and o.zone == (GRAVEYARD, o.owner)
