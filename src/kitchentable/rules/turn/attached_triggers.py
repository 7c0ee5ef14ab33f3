""""Whenever enchanted / equipped creature attacks or blocks" (508.1m, 509.1i, 603.2): either declaration of the
creature the source is attached to triggers it; a creature blocking several attackers blocks once (509.1i: only
its first "blocks" event counts). "Whenever enchanted creature becomes the target of a spell or ability you
control" is `stack.targeted_triggers`' head with "you" as whose spell or ability (115.1)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

ATTACHED_ATTACKS_OR_BLOCKS = "attached_attacks_or_blocks"


@matcher("attacks", ATTACHED_ATTACKS_OR_BLOCKS)
@matcher("blocks", ATTACHED_ATTACKS_OR_BLOCKS)
def _attached_attacks_or_blocks(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                                event: tuple[Any, ...]) -> bool:
    creature = event[1]
    flt = ab.trigger.filter
    if creature not in state.objects or flt is None or not matches_object(state, creature, flt, controller, source):
        return False
    if event[0] == "blocks":
        blocking = state.objects[creature].blocking
        return not blocking or blocking[0] == event[2]
    return True
