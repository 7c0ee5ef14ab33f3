""""Whenever equipped creature and at least one other creature attack" (508.1m, 603.2; Glimmer Lens): the creature
the source is attached to is declared as an attacker together with at least one other creature. Its attack event
is the one heard, so the ability triggers once for the declaration."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

ATTACHED_ATTACKS_WITH_OTHERS = "attached_attacks_with_others"


@matcher("attacks", ATTACHED_ATTACKS_WITH_OTHERS)
def _attached_attacks_with_others(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                                  event: tuple[Any, ...]) -> bool:
    holder = state.objects[source].attached_to if source in state.objects else None
    combat = state.combat
    if holder is None or event[1] != holder or combat is None:
        return False
    return sum(1 for a in combat.attackers if a != holder) >= ab.trigger.at_least
