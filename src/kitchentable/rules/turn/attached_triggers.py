""""Whenever enchanted / equipped creature attacks or blocks" (508.1m, 509.1i, 603.2): either declaration of the
creature the source is attached to triggers it; a creature blocking several attackers blocks once (509.1i: only
its first "blocks" event counts). "Whenever a creature you control / enchanted creature becomes the target of a
spell or ability you control" (115.1): the "targeted" event of an object that fits, by a spell or ability its
controller controls."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

ATTACHED_ATTACKS_OR_BLOCKS = "attached_attacks_or_blocks"
TARGETED_BY_YOU = "desc_targeted_by_you"


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


@matcher("targeted", TARGETED_BY_YOU)
def _targeted_by_you(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                     event: tuple[Any, ...]) -> bool:
    target, by = event[1], event[2]
    flt = ab.trigger.filter
    if flt is None or target not in state.objects or not matches_object(state, target, flt, controller, source):
        return False
    o = state.objects.get(by)
    return o is not None and o.stack is not None and o.stack.controller == controller
