"""Casting keywords that cast a card while something resolves: madness (702.35), ripple (702.60), suspend
(702.62), cascade (702.85), rebound (702.88), miracle (702.94) and cipher (702.99); and recover (702.59),
a graveyard trigger that may return the card to hand.

Madness is two abilities (702.35a): a static one that works while the card is in its owner's hand ("if a
player would discard this card, that player discards it, but exiles it instead of putting it into their
graveyard"; `rules.events.discard` reads it) and a triggered one ("when this card is exiled this way, its
owner may cast it by paying [cost] rather than paying its mana cost; if that player doesn't, they put this
card into their graveyard"), queued by `madness_discard` and resolved by the executor here. The cast goes
through 601.2 with the madness cost as the alternative cost; abandoning it rewinds to the question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import (
    CardDef,
    Cost,
    Modal,
    Mode,
    Optional_,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.casting.cast_modes import (
    FROM_HAND,
    CastMode,
    alternative_index,
    alternative_paid_elsewhere,
    cast_mode,
)
from kitchentable.rules.casting.castable import can_afford_roughly
from kitchentable.rules.casting.casting import as_spell_becomes_cast, begin_cast
from kitchentable.rules.casting.context import (
    CastContext,
    ctx,
    finish_rewind_point,
    new_ctx,
    save_rewind_point,
)
from kitchentable.rules.casting.total_cost import own_static
from kitchentable.rules.casting.zone_facts import with_zone_fact
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.events import discard_replacement, move, on_first_draw
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.one_card_effects import castable_now, offer_free
from kitchentable.rules.stack.resolve import leaves_the_stack_instead, rctx
from kitchentable.rules.stack.triggers import PendingTrigger, delayed_trigger_source, on_put_into_graveyard
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, Decision, GameState
from kitchentable.rules.turn.priority import priority_action, special_actions_of_a_card

MADNESS_TRIGGER = TriggeredAbility(TriggerSpec("discard"), Modal((Mode((Simple("madness_offer", Ref("self")),)),)),
                                   zone="exile", text="Madness")


@discard_replacement("702.35a")
def _discarded_with_madness(state: GameState, seat: int, oid: int) -> int | None:
    """702.35a: a card with madness discarded from its owner's hand is exiled instead of put into the graveyard."""
    card = state.objects[oid].card
    if card.alternative_costs and state.objects[oid].zone[0] == HAND and alternative_index(card, "madness") >= 0:
        return madness_discard(state, seat, oid)
    return None


def madness_discard(state: GameState, seat: int, oid: int) -> int:
    """702.35a: the card is discarded, but exiled instead of put into the graveyard; the madness trigger
    waits for the next time a player would receive priority (603.3). Returns the exiled card's id."""
    owner = state.objects[oid].owner
    new = move(state, oid, EXILE, cause="702.35a")
    if new in state.objects and state.objects[new].zone[0] == EXILE:
        state.pending_triggers.append(PendingTrigger(owner, new, -1, MADNESS_TRIGGER, ("discard", seat, new),
                                                     state.objects[new].card.name))
    return new


@executor("madness_offer")
def madness_offer(state: GameState, rid: int, eff: Simple) -> None:
    """702.35a: the owner may cast the card for its madness cost (ignoring timing: it is cast while the
    trigger resolves, 608.2g); a card that has left exile stays where it is (400.7)."""
    c = rctx(state, rid)
    oid = c.source
    o = state.objects.get(oid)
    if o is None or o.zone[0] != EXILE:
        return
    index = alternative_index(o.card, "madness")
    cost = o.card.alternative_costs[index].cost.mana if index >= 0 else None
    if index < 0 or not castable_now(state, o.owner, oid) or not can_afford_roughly(state, o.owner, cost):
        madness_cast_answer(state, Decision(o.owner, "may", (("no",),), "madness_cast", (oid,)), ("no",))
        return
    ask(state, Decision(o.owner, "may", (("yes",), ("no",)), "madness_cast", (oid,),
                        f"Cast {o.card.name} for its madness cost {cost}? If not, it goes to your graveyard "
                        "(702.35a).", "702.35a"))


@resumer("madness_cast")
def madness_cast_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (oid,) = decision.data
    if oid not in state.objects or state.objects[oid].zone[0] != EXILE:
        return
    if action == ("yes",):
        begin_cast(state, decision.player, oid, "madness", decision)
    else:
        move(state, oid, GRAVEYARD, cause="702.35a")


# --- delayed upkeep work for exiled cards: suspend (702.62) and rebound (702.88) --------------------------------
#
# `state.delayed` holds ("suspend", owner, card) for each suspended card and ("rebound", owner, card) for each
# card exiled by rebound; `rules.stack.triggers.notify` reads it at upkeeps only while it is non-empty, so games
# without these keywords do no extra work.

SUSPEND_TICK = TriggeredAbility(TriggerSpec("upkeep"), Modal((Mode((Simple("suspend_tick", Ref("self")),)),)),
                                zone="exile", text="Suspend")
SUSPEND_CAST = TriggeredAbility(TriggerSpec("counter_removed"),
                                Modal((Mode((Simple("suspend_cast", Ref("self")),)),)), zone="exile",
                                text="Suspend")
REBOUND_CAST = TriggeredAbility(TriggerSpec("upkeep"), Modal((Mode((Simple("rebound_cast", Ref("self")),)),)),
                                zone="exile", text="Rebound")


def upkeep_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """At the beginning of a player's upkeep: each of their suspended cards' "remove a time counter" trigger
    (702.62a) and each of their rebound cards' "you may cast it" trigger (702.88a). Entries whose card has
    left exile are dropped (it became a new object, 400.7)."""
    seat = event[2]
    keep: list[Any] = []
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] in ("suspend", "rebound")):
            keep.append(entry)
            continue
        kind, owner, oid = entry
        o = state.objects.get(oid)
        if o is None or o.zone[0] != EXILE:
            continue
        if owner != seat:
            keep.append(entry)
            continue
        if kind == "suspend":
            keep.append(entry)
            if o.counters.get("time", 0) > 0:
                found.append(PendingTrigger(owner, oid, -1, SUSPEND_TICK, event, o.card.name))
        else:
            found.append(PendingTrigger(owner, oid, -1, REBOUND_CAST, event, o.card.name))
    state.delayed = keep


def suspend_index(card: Any) -> int:
    for i, alt in enumerate(card.alternative_costs):
        if alt.label == "suspend":
            return i
    return -1


def suspend_done(state: GameState, cid: int) -> None:
    """702.62a: the suspend cost is paid: exile the card with N time counters on it (no stack, 116.2f)."""
    c = ctx(state, cid)
    finish_rewind_point(state)
    card = state.objects[c.stack_id].card
    n = card.alternative_costs[suspend_index(card)].cost.add_counters[1]
    new = move(state, c.stack_id, EXILE, mover=c.controller, cause="702.62a")
    state.mut(new).counters["time"] = n
    state.delayed.append(("suspend", state.objects[new].owner, new))
    state.log_event("702.62a", "suspend", c.controller, card.name, n)
    del state.contexts[cid]


@executor("suspend_tick")
def suspend_tick(state: GameState, rid: int, eff: Simple) -> None:
    """702.62a: remove a time counter; when the last one is removed, the cast trigger fires (702.62a)."""
    c = rctx(state, rid)
    o = state.objects.get(c.source)
    if o is None or o.zone[0] != EXILE or o.counters.get("time", 0) <= 0:
        return
    left = o.counters["time"] - 1
    counters = state.mut(c.source).counters
    if left:
        counters["time"] = left
    else:
        del counters["time"]
        state.pending_triggers.append(PendingTrigger(o.owner, c.source, -1, SUSPEND_CAST,
                                                     ("counter_removed", c.source, "time"), o.card.name))
    state.log_event("702.62a", "time_counter_removed", o.card.name, left)


@executor("suspend_cast", "rebound_cast")
def exiled_cast(state: GameState, rid: int, eff: Simple) -> None:
    """702.62a / 702.88a: if the card is still exiled, its owner may cast it without paying its mana cost
    (ignoring timing, 608.2g); if they don't, it stays in exile."""
    c = rctx(state, rid)
    o = state.objects.get(c.source)
    if o is None or o.zone[0] != EXILE:
        return
    if "Land" in o.card.types or not castable_now(state, o.owner, c.source):
        state.log_event("601.2c", "cant_cast", o.owner, o.card.name)
        return
    rule = "702.62a" if eff.kind == "suspend_cast" else "702.88a"
    ask(state, Decision(o.owner, "may", (("yes",), ("no",)), "exiled_cast", (c.source, eff.kind),
                        f"Cast {o.card.name} without paying its mana cost? ({rule})", rule))


@resumer("exiled_cast")
def exiled_cast_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """Begin the cast; a creature spell cast by suspend gains haste (tagged on the spell; the permanent keeps
    the tag, `rules.events.move`)."""
    oid, kind = decision.data
    if action != ("yes",) or oid not in state.objects or state.objects[oid].zone[0] != EXILE:
        return
    begin_cast(state, decision.player, oid, "free", decision)
    if kind == "suspend_cast":
        spell = state.stack_ids()[-1]
        if "Creature" in state.objects[spell].card.types:
            o = state.mut(spell, characteristics=False)
            o.tags = o.tags | {"suspend_haste"}


# --- rebound (702.88) ----------------------------------------------------------------------------------------


def rebound_exile(state: GameState, oid: int, controller: int) -> bool:
    """702.88a: "if you cast this spell from your hand, exile it as it resolves"; True if it was exiled."""
    o = state.objects[oid]
    if "rebound" not in o.card.keywords or "cast_from_hand" not in o.tags:
        return False
    new = move(state, oid, EXILE, cause="702.88a")
    if new in state.objects and state.objects[new].zone[0] == EXILE:
        state.delayed.append(("rebound", controller, new))
    return True


# --- cascade (702.85) ----------------------------------------------------------------------------------------

CASCADE_TEXT = "Cascade"


def cascade_trigger(state: GameState, controller: int, stack_id: int, name: str, mana_value: int) -> None:
    """702.85a: "when you cast this spell, exile cards from the top of your library until you exile a nonland
    card whose mana value is less than this spell's..."; the spell's mana value is read as it is cast."""
    ability = TriggeredAbility(TriggerSpec("cast"), Modal((Mode((Simple("cascade", Ref("self"), fixed(mana_value)),)),)),
                               text=CASCADE_TEXT)
    state.pending_triggers.append(PendingTrigger(controller, stack_id, -1, ability, ("cast", controller, stack_id),
                                                 name))


@executor("cascade")
def cascade(state: GameState, rid: int, eff: Simple) -> None:
    """702.85a: exile from the top until a nonland card with lesser mana value; its controller may cast it
    without paying its mana cost; then the exiled cards not cast go to the bottom in a random order."""
    c = rctx(state, rid)
    seat = c.controller
    limit = int(eff.amount.value)
    exiled: list[int] = []
    hit: int | None = None
    lib = state.rules.library_of(state, seat)
    while state.zones.get(lib):
        new = move(state, state.zones[lib][-1], EXILE, mover=seat, cause="702.85a")
        exiled.append(new)
        card = state.objects[new].card
        if "Land" not in card.types and chars(state, new).mana_value < limit:
            hit = new
            break
    push(state, ("cascade_bottom", seat, tuple(exiled)))
    if hit is not None:
        offer_free(state, rid, seat, hit, play=False)


@handler("cascade_bottom")
def cascade_bottom(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.85a: the cards exiled by cascade that weren't cast go to the bottom of the library, random order."""
    _name, seat, exiled = frame
    rest = [o for o in exiled if o in state.objects and state.objects[o].zone[0] == EXILE]
    state.rng.shuffle(rest)
    for oid in rest:
        move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, top=False, mover=seat, cause="702.85a")


# --- ripple (702.60) ------------------------------------------------------------------------------------------


def ripple_trigger(state: GameState, controller: int, stack_id: int, name: str, n: int) -> None:
    """702.60a: "when you cast this spell, you may reveal the top N cards of your library. You may cast any
    revealed cards with the same name as this spell without paying their mana costs. Put the rest on the
    bottom of your library." (the name is read as the spell is cast)."""
    ability = TriggeredAbility(TriggerSpec("cast"), Modal((Mode((Simple(
        "ripple", Ref("self"), fixed(n), params=(("name", name),)),)),)), text=f"Ripple {n}")
    state.pending_triggers.append(PendingTrigger(controller, stack_id, -1, ability, ("cast", controller, stack_id),
                                                 name))


@executor("ripple")
def ripple(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    ask(state, Decision(c.controller, "may", (("yes",), ("no",)), "ripple_reveal", (rid, eff),
                        f"Reveal the top {eff.amount.value} cards of your library (702.60a)?", "702.60a"))


@resumer("ripple_reveal")
def ripple_reveal(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """Reveal; offer each card with the spell's name in turn (cast from the library, 608.2g); the revealed
    cards not cast go to the bottom, keeping their order."""
    rid, eff = decision.data
    if action != ("yes",):
        return
    seat = decision.player
    lib = state.zones.get(state.rules.library_of(state, seat), [])
    shown = list(reversed(lib[-int(eff.amount.value):])) if eff.amount.value else []
    state.log_event("702.60a", "reveal", seat, [state.objects[o].card.name for o in shown])
    push(state, ("ripple_bottom", seat, tuple(shown)))
    for oid in reversed(shown):
        if state.objects[oid].card.name == eff.param("name"):
            push(state, ("ripple_offer", rid, seat, oid))


@handler("ripple_offer")
def ripple_offer(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, oid = frame
    if oid in state.objects and state.objects[oid].zone[0] == LIBRARY:
        offer_free(state, rid, seat, oid, play=False)


@handler("ripple_bottom")
def ripple_bottom(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, shown = frame
    for oid in shown:
        if oid in state.objects and state.objects[oid].zone[0] == LIBRARY:
            move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, top=False, mover=seat, cause="702.60a")


# --- miracle (702.94) ----------------------------------------------------------------------------------------

MIRACLE_TRIGGER = TriggeredAbility(TriggerSpec("draw"), Modal((Mode((Simple("miracle_offer", Ref("self")),)),)),
                                   zone="hand", text="Miracle")


@on_first_draw("702.94a")
def miracle_drawn(state: GameState, seat: int, oid: int) -> None:
    """702.94a: "when you draw this card, if it's the first card you drew this turn, you may reveal it; when
    you do, you may cast it by paying [cost] rather than its mana cost" (the reveal and the cast are asked
    together as the trigger resolves)."""
    card = state.objects[oid].card
    if alternative_index(card, "miracle") >= 0:
        state.pending_triggers.append(PendingTrigger(seat, oid, -1, MIRACLE_TRIGGER, ("draw", seat, oid), card.name))


@executor("miracle_offer")
def miracle_offer(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    o = state.objects.get(c.source)
    if o is None or o.zone[0] != HAND:
        return
    cost = o.card.alternative_costs[alternative_index(o.card, "miracle")].cost.mana
    if not castable_now(state, o.owner, c.source) or not can_afford_roughly(state, o.owner, cost):
        return
    ask(state, Decision(o.owner, "may", (("yes",), ("no",)), "miracle_cast", (c.source,),
                        f"Reveal {o.card.name} and cast it for its miracle cost {cost}? (702.94a)", "702.94a"))


@resumer("miracle_cast")
def miracle_cast_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (oid,) = decision.data
    if action == ("yes",) and oid in state.objects and state.objects[oid].zone[0] == HAND:
        state.log_event("702.94a", "reveal", decision.player, [state.objects[oid].card.name])
        begin_cast(state, decision.player, oid, "miracle", decision)


# --- cipher (702.99) ------------------------------------------------------------------------------------------
#
# An encoded card is listed in `state.delayed` as ("cipher", creature, card) while both stay where they are:
# the creature on the battlefield, the card in exile (a new object in either zone ends the link, 400.7).

CIPHER_TEXT = "Cipher"


def cipher_offer(state: GameState, oid: int, controller: int) -> bool:
    """702.99a: "then you may exile this spell card encoded on a creature you control" as the spell finishes
    resolving. True if the question is pending (the card is still on the stack)."""
    creatures = [o for o in state.battlefield() if chars(state, o).controller == controller
                 and "Creature" in chars(state, o).types]
    if not creatures:
        return False
    options = tuple(("encode", o) for o in creatures) + (("no",),)
    ask(state, Decision(controller, "cipher", options, "cipher_encode", (oid,),
                        f"Encode {state.objects[oid].card.name} on a creature you control? (702.99a)", "702.99a"))
    return True


@resumer("cipher_encode")
def cipher_encode(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (oid,) = decision.data
    if oid not in state.objects:
        return
    if action == ("no",):
        move(state, oid, GRAVEYARD, cause="608.2n")
        return
    creature = action[1]
    new = move(state, oid, EXILE, cause="702.99a")
    if new in state.objects and creature in state.objects:
        state.delayed.append(("cipher", creature, new))
        state.log_event("702.99a", "encode", state.objects[new].card.name, creature)


def cipher_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """702.99c: "whenever [the creature] deals combat damage to a player, its controller may cast a copy of
    the encoded card without paying its mana cost"."""
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] == "cipher" and entry[1] == event[1]):
            continue
        _k, creature, card = entry
        if creature not in state.objects or state.objects[creature].zone[0] != BATTLEFIELD:
            continue
        if card not in state.objects or state.objects[card].zone[0] != EXILE:
            continue
        ability = TriggeredAbility(TriggerSpec("deals_combat_damage_to_player"), Modal((Mode((Simple(
            "cipher_cast", Ref("self"), params=(("card", card),)),)),)), text=CIPHER_TEXT)
        found.append(PendingTrigger(chars(state, creature).controller, creature, -1, ability, event,
                                    state.objects[creature].card.name))


@executor("cipher_cast")
def cipher_cast(state: GameState, rid: int, eff: Simple) -> None:
    """Cast a copy of the encoded card (707.12: a copy of a card; it ceases to exist off the stack, 704.5e)."""
    c = rctx(state, rid)
    card = eff.param("card")
    if card not in state.objects or state.objects[card].zone[0] != EXILE:
        return
    copy = state.new_object(state.objects[card].card, c.controller, (EXILE, -1))
    copy.token = True
    copy.controller = c.controller
    if not castable_now(state, c.controller, copy.id):
        del state.objects[copy.id]
        state.zones[copy.zone].remove(copy.id)
        return
    ask(state, Decision(c.controller, "may", (("yes",), ("no",)), "cipher_copy", (copy.id,),
                        f"Cast a copy of {copy.card.name} without paying its mana cost? (702.99c)", "702.99c"))


@resumer("cipher_copy")
def cipher_copy_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (copy,) = decision.data
    if copy not in state.objects:
        return
    if action == ("yes",):
        begin_cast(state, decision.player, copy, "free", decision)
        return
    zone = state.objects[copy].zone
    del state.objects[copy]  # 704.5e: a copy of a card outside the stack ceases to exist
    state.zones[zone].remove(copy)


# --- recover (702.59) ---------------------------------------------------------------------------------------


def recover_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """702.59a: "when a creature is put into your graveyard from the battlefield, you may pay [cost]. If you
    do, return this card from your graveyard to your hand. Otherwise, exile this card." Functions in the
    graveyard (of the dying creature's owner; the card's owner must be that player)."""
    owner = event[6]
    pile = state.zones.get(state.rules.graveyard_of(state, owner), [])
    for oid in with_zone_fact(state, pile, 2):
        o = state.objects[oid]
        if oid == event[2] or o.owner != owner:
            continue
        for ab in o.card.static:
            if ab.kind != "recover":
                continue
            ability = TriggeredAbility(TriggerSpec("dies"), Modal((Mode((
                Optional_((Simple("return_to_hand", Ref("self")),), Ref("you"), Cost(mana=ab.mana)),
                Simple("exile", Ref("self")),
            )),)), zone="graveyard", text=ab.text)
            found.append(PendingTrigger(owner, oid, -1, ability, event, o.card.name))


@executor("exile_self_with_time_counters")
def exile_self_with_time_counters(state: GameState, rid: int, eff: Simple) -> None:
    """"Exile ~ with N time counters on it" as the spell resolves: a card with suspend in exile with time
    counters is suspended (702.62b), so its upkeep trigger follows."""
    c = rctx(state, rid)
    o = state.objects.get(c.source)
    if o is None or o.zone[0] != STACK or (o.stack is not None and o.stack.copy):
        return
    new = move(state, c.source, EXILE, cause="702.62b")
    if new in state.objects and state.objects[new].zone[0] == EXILE:
        state.mut(new).counters["time"] = int(eff.amount.value)
        if suspend_index(state.objects[new].card) >= 0:
            state.delayed.append(("suspend", state.objects[new].owner, new))


@delayed_trigger_source("702.62a", "step")
def _upkeep_of_exiled_cards(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """Suspend (702.62a) and rebound (702.88a) at the beginning of an upkeep."""
    if event[1] == "upkeep":
        upkeep_triggers(state, event, found)


@delayed_trigger_source("702.99c", "damage")
def _encoded_cards(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """Cipher: combat damage to a player."""
    if event[4] and isinstance(event[2], tuple):
        cipher_triggers(state, event, found)


@on_put_into_graveyard("702.59a")
def _recover(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """Recover: a creature put into a graveyard from the battlefield."""
    if event[3] == BATTLEFIELD and "Creature" in state.lki[event[1]][0].types:
        recover_triggers(state, event, found)


@leaves_the_stack_instead("702.88a", "rebound")
def _rebound(state: GameState, oid: int, controller: int) -> bool:
    return rebound_exile(state, oid, controller)


@leaves_the_stack_instead("702.99a", "cipher")
def _cipher(state: GameState, oid: int, controller: int) -> bool:
    """A copy of a card isn't encoded (702.99a)."""
    return not state.objects[oid].token and cipher_offer(state, oid, controller)


# --- how these keywords are cast and begun --------------------------------------------------------------------

cast_mode(CastMode("madness", "702.35a", any_time=True, alternative="madness"))
cast_mode(CastMode("miracle", "702.94a", from_hand=True, any_time=True, alternative="miracle"))
alternative_paid_elsewhere("suspend")


def begin_suspend(state: GameState, seat: int, oid: int, decision: Decision) -> None:
    """702.62a / 116.2f: suspending a card is a special action: pay its suspend cost (601.2f-h, with mana
    abilities; abandoning it rewinds, R-C-2), then exile it with its time counters. It doesn't use the stack."""
    save_rewind_point(state, decision)
    card = state.objects[oid].card
    alt = card.alternative_costs[suspend_index(card)]
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid, modal=Modal(),
                                     cost=alt.cost))
    state.log_event("702.62a", "announce_suspend", seat, card.name)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("suspend_done", cid))


@handler("suspend_done")
def _suspend_done(state: GameState, frame: tuple[Any, ...]) -> None:
    suspend_done(state, frame[1])


@priority_action("suspend")
def _begin_suspend(state: GameState, seat: int, action: tuple[Any, ...], decision: Decision) -> None:
    begin_suspend(state, seat, action[1], decision)


@special_actions_of_a_card("702.62a")
def _suspend_offer(state: GameState, seat: int, oid: int, how: str, card: Any,
                   available: Callable[[], list[tuple[int, frozenset[str]]]]) -> list[tuple[Any, ...]]:
    """702.62a: suspending a card in hand is a special action, offered when it could be cast (116.2f)."""
    if how == FROM_HAND and card.alternative_costs and any(a.label == "suspend" for a in card.alternative_costs):
        suspend = next(a for a in card.alternative_costs if a.label == "suspend")
        if can_afford_roughly(state, seat, suspend.cost.mana, None, available()):
            return [("suspend", oid)]
    return []


@as_spell_becomes_cast("702.85a")
def _cascade(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    if "cascade" in card.keywords:
        cascade_trigger(state, c.controller, c.stack_id, name, chars(state, c.stack_id).mana_value)


@as_spell_becomes_cast("702.60a", after_copies=True)
def _ripple(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    ripple = own_static(card, "ripple") if card.static else None
    if ripple is not None:
        ripple_trigger(state, c.controller, c.stack_id, name, ripple.generic)
