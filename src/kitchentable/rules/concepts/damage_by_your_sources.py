""""Whenever a source you control deals noncombat damage to an opponent" (120.3, 603.2; Chandra's Pyreling) and the
same without "noncombat": the ("damage", source, target, amount, combat) event to an opponent of the ability's
controller, from a source that player controls as the damage is dealt (a spell on the stack, a permanent), or, once
the source has left its zone, as it last existed (608.2h). "That much" is the damage dealt."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

YOUR_SOURCE_TO_OPPONENT = "your_source_deals_damage_to_opponent"
YOUR_SOURCE_NONCOMBAT_TO_OPPONENT = "your_source_deals_noncombat_damage_to_opponent"


@matcher("damage", YOUR_SOURCE_TO_OPPONENT, YOUR_SOURCE_NONCOMBAT_TO_OPPONENT)
def _your_source_to_opponent(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                             event: tuple[Any, ...]) -> bool:
    _kind, src, target, _n, combat = event
    if combat and ab.trigger.event == YOUR_SOURCE_NONCOMBAT_TO_OPPONENT:
        return False
    if not isinstance(target, tuple) or not whose_matches("opponent", target[1], controller, state, source):
        return False
    if src in state.objects:
        return chars(state, src).controller == controller
    info = state.lki.get(src)
    return info is not None and info[1] == controller
