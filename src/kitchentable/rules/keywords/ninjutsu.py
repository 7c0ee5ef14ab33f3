"""Ninjutsu (702.49): "Put this card onto the battlefield from your hand tapped and attacking."

The cost (paid as the ability is activated, `rules.casting`) returned an unblocked attacking creature to its
owner's hand; as the ability resolves, the card with ninjutsu, if it is still in that hand (a card that left the
hand is a new object, 400.7), enters tapped, attacking the same player, planeswalker or battle the returned creature
attacked (702.49c). It was never declared as an attacker, so "whenever ~ attacks" does not trigger (508.4), and it
is unblocked: blockers were already declared (509.1h).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, HAND, GameState


def returned_attack(state: GameState, rid: int) -> Any:
    """What the creature returned for the cost was attacking (702.49c): the combat still lists the attacker it
    was as it left (the returned card in the hand is a new object, 400.7), or None without a combat."""
    combat = state.combat
    if combat is None:
        return None
    for kind, oid in rctx(state, rid).recall("paid", ()):
        if kind == "return" and oid in combat.attackers:
            return combat.attackers[oid]
    return None


@executor("ninjutsu")
def ninjutsu(state: GameState, rid: int, eff: Simple) -> None:
    """702.49a, 702.49c: the card enters from its owner's hand tapped and attacking what the returned creature
    attacked. Outside combat (the combat ended before the ability resolved) it enters tapped, attacking
    nothing (506.3, as 508.4a)."""
    c = rctx(state, rid)
    card = state.objects.get(c.source)
    if card is None or card.zone[0] != HAND:
        return
    target = returned_attack(state, rid)
    oid = events.move(state, c.source, BATTLEFIELD, tapped=True, controller=c.controller, cause="702.49a")
    combat = state.combat
    if target is None or combat is None or oid not in state.objects or state.objects[oid].zone[0] != BATTLEFIELD:
        return
    state.mut(oid, characteristics=False).attacking = target
    state.combat = replace(combat, attackers={**combat.attackers, oid: target})
    state.facts_changed()
    state.log_event("702.49c", "put_attacking", state.objects[oid].card.name, target, oid)
