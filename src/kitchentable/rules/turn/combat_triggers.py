"""Combat trigger events (506-510) beside the core's own in `rules.stack.triggers`, each tested by a matcher
registered there:

- BLOCKS_OR_BLOCKED, "whenever ~ blocks or becomes blocked": its "blocks" event (509.1i; once however many
  attackers it blocks, 509.5a) or its "becomes blocked" event (509.1h; once however many creatures block it).
- ATTACKS_ALONE, "whenever ~ / a creature you control attacks alone" (506.5): the "attacks_alone" event
  `rules.turn.combat` sends when exactly one creature was declared as an attacker, matched by the core's own
  test (exalted's event); named here for the card language.
- DEALT_COMBAT_DAMAGE, "whenever ~ is dealt combat damage" (510.2).
- DAMAGE_TO_PLAYER_OR_PLANESWALKER / DAMAGE_TO_PLAYER_OR_BATTLE, "whenever ~ deals combat damage to a player or
  planeswalker / battle" (510.2): combat damage dealt to a player, or to a permanent of that card type.

A trigger's filter None means the source itself; a filter (with `attached` for "equipped creature") names the
creatures it watches.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Filter, TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

BLOCKS_OR_BLOCKED = "blocks_or_becomes_blocked"
ATTACKS_ALONE = "attacks_alone"
DEALT_COMBAT_DAMAGE = "is_dealt_combat_damage"
DAMAGE_TO_PLAYER_OR_PLANESWALKER = "deals_combat_damage_to_a_player_or_planeswalker"
DAMAGE_TO_PLAYER_OR_BATTLE = "deals_combat_damage_to_a_player_or_battle"

_RECIPIENT_TYPE = {DAMAGE_TO_PLAYER_OR_PLANESWALKER: "Planeswalker", DAMAGE_TO_PLAYER_OR_BATTLE: "Battle"}


def _watched(state: GameState, oid: Any, flt: Filter | None, source: int, controller: int) -> bool:
    """Is `oid` the creature the trigger watches: the source itself (no filter), or one fitting the filter?"""
    if flt is None:
        return bool(oid == source)
    return oid in state.objects and matches_object(state, oid, flt, controller, source)


@matcher("blocks", BLOCKS_OR_BLOCKED)
def _blocks(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """509.5a: a creature blocking several attackers blocks once: only its first ("blocks", blocker, attacker)
    event counts."""
    blocker = event[1]
    if not _watched(state, blocker, ab.trigger.filter, source, controller):
        return False
    blocking = state.objects[blocker].blocking
    return not blocking or blocking[0] == event[2]


@matcher("becomes_blocked", BLOCKS_OR_BLOCKED)
def _becomes_blocked(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                     event: tuple[Any, ...]) -> bool:
    """509.1h: an attacker becomes blocked once, whatever the number of its blockers."""
    return _watched(state, event[1], ab.trigger.filter, source, controller)


@matcher("damage", DEALT_COMBAT_DAMAGE)
def _dealt_combat_damage(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                         event: tuple[Any, ...]) -> bool:
    """510.2: combat damage dealt to the source (a ("damage", source, target, amount, combat) event)."""
    _kind, _src, target, _n, combat = event
    return bool(combat) and not isinstance(target, tuple) and _watched(state, target, ab.trigger.filter, source,
                                                                       controller)


@matcher("damage", DAMAGE_TO_PLAYER_OR_PLANESWALKER, DAMAGE_TO_PLAYER_OR_BATTLE)
def _combat_damage_to_player_or(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                                event: tuple[Any, ...]) -> bool:
    """510.2: combat damage the watched creature deals to a player, or to a planeswalker (battle) it attacked or
    that is otherwise dealt its combat damage (the recipient's types read as the damage is dealt)."""
    _kind, src, target, _n, combat = event
    if not combat or not _watched(state, src, ab.trigger.filter, source, controller):
        return False
    if isinstance(target, tuple):
        return True
    return target in state.objects and _RECIPIENT_TYPE[ab.trigger.event] in chars(state, target).types
