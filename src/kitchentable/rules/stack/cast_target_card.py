""""You may cast target instant card from your graveyard without paying its mana cost. If that spell would be put
into your graveyard, exile it instead." (Torrential Gearhulk, Goblin Dark-Dwellers, Memory Plunder; 608.2g): the
effect's controller may cast the target card as the effect resolves, ignoring timing, for no mana (118.9a); a
card that can't be cast now (no legal targets, 601.2c) isn't offered, and a land card is never cast (305.9). With
the exile clause the spell is cast in the "free_exiled" mode, whose stack tag sends it to exile instead of a
graveyard as it leaves the stack (614.1a, `events.EXILED_IF_GRAVEYARD`)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Simple
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.one_card_effects import castable_now
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import GRAVEYARD, Decision, GameState


@executor("cast_target_card_free")
def cast_target_card_free(state: GameState, rid: int, eff: Simple) -> None:
    seat = rctx(state, rid).controller
    how = "free_exiled" if eff.param("exile_instead") else "free"
    for oid in objects_of(state, rid, eff.subject, (GRAVEYARD,)):
        o = state.objects.get(oid)
        if o is None or o.zone[0] != GRAVEYARD or "Land" in o.card.types:
            continue
        if not castable_now(state, seat, oid):
            state.log_event("601.2c", "cant_cast", seat, o.card.name)
            continue
        ask(state, Decision(seat, "may", (("yes",), ("no",)), "cast_target_free", (oid, how),
                            f"Cast {o.card.name} without paying its mana cost? (608.2g)", "608.2g"))


@resumer("cast_target_free")
def cast_target_free_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid, how = decision.data
    if action != ("yes",) or oid not in state.objects or state.objects[oid].zone[0] != GRAVEYARD:
        return
    from kitchentable.rules.casting.casting import begin_cast

    begin_cast(state, decision.player, oid, how, decision)
