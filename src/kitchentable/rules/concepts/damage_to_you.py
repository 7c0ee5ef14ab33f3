"""Damage dealt to a trigger's controller (120.3): "Whenever a creature deals combat damage to you" (COMBAT_TO_YOU,
510.2) and "Whenever a source an opponent controls deals damage to you" (OPPONENT_SOURCE_TO_YOU). Both hear the
("damage", source, target, amount, combat) event; "that creature" is the source and "that much" the damage dealt.
A source's controller is read as the damage is dealt, or from its last known information once it has left its
zone (a creature dealing damage as it dies, 608.2h)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

COMBAT_TO_YOU = "deals_combat_damage_to_you"
OPPONENT_SOURCE_TO_YOU = "opponent_source_deals_damage_to_you"


def _to_controller(target: Any, controller: int) -> bool:
    return isinstance(target, tuple) and target == ("player", controller)


@matcher("damage", COMBAT_TO_YOU)
def _combat_damage_to_you(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                          event: tuple[Any, ...]) -> bool:
    """510.2: combat damage to this ability's controller from a creature that fits the description."""
    _kind, src, target, _n, combat = event
    flt = ab.trigger.filter
    return bool(combat) and _to_controller(target, controller) and src in state.objects and (
        flt is None or matches_object(state, src, flt, controller, source))


@matcher("damage", OPPONENT_SOURCE_TO_YOU)
def _opponent_source_damage(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                            event: tuple[Any, ...]) -> bool:
    """120.3: any damage to this ability's controller from a source an opponent controls."""
    _kind, src, target, _n, _combat = event
    if not _to_controller(target, controller):
        return False
    if src in state.objects:
        return chars(state, src).controller != controller
    info = state.lki.get(src)
    return info is not None and info[1] != controller
