"""What each effect does when it happens (608.2c-h, 701 keyword actions).

`EXECUTORS` maps an effect kind to a function (state, resolve context id, effect). An executor changes the
state through `rules.events`, or asks a player through a decision whose resume handler finishes the job.
Adding a card effect is adding one executor here (or in a module that imports this registry).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import (
    AddMana,
    ApplyContinuous,
    CardDef,
    Conditional,
    CreateToken,
    DealDamage,
    DivideDamage,
    Effect,
    Filter,
    ForEach,
    ModifyPT,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
)
from kitchentable.rules.casting.cost_parts import can_pay_choices, pay_choice_frames
from kitchentable.rules.concepts.auras_on_players import enchanted_player
from kitchentable.rules.concepts.energy import can_pay_energy, pay_energy
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.looking import look
from kitchentable.rules.concepts.mana import choose_sources, pay_from_pool
from kitchentable.rules.concepts.target_links import read_event_group, read_group
from kitchentable.rules.concepts.targets import (
    matches_object,
    matches_player,
    matching_objects,
    named_by_source,
    with_x,
)
from kitchentable.rules.concepts.triggering_player import triggering_seat
from kitchentable.rules.continuous.chosen_player import chosen_player
from kitchentable.rules.continuous.layers import ContinuousEffect, chars, face_down_card, locked_effect_added
from kitchentable.rules.engine import HANDLERS, ask, handler, made_one_shot_effect, push, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.stack.amounts import amount_value
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.resolve import (
    EXECUTORS,
    Executor,
    ResolveContext,
    counter,
    rctx,
    remember,
    remove_from_stack,
    run_effects,
)
from kitchentable.rules.state import (
    ANTE,
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    OUTSIDE,
    STACK,
    Decision,
    GameState,
    ZoneKey,
)


def executor(*kinds: str) -> Callable[[Executor], Executor]:
    def register(fn: Executor) -> Executor:
        for k in kinds:
            EXECUTORS[k] = fn
        return fn

    return register


# --- references -------------------------------------------------------------------------------------------


def followed(state: GameState, c: ResolveContext, oid: int,
             zones: tuple[str, ...] | None = (BATTLEFIELD,)) -> int | None:
    """400.7h: when an effect moves an object to a public zone, later parts of the same effect can find the
    new object it became ("exile target creature, then return that card to the battlefield"). The moves
    this resolution made are remembered as "moved" (old id, new id) pairs; the chain is followed while the
    object is gone, and the result counts only if it is still in one of `zones` (any zone for None; if it
    moved on by other means it is yet another object, 400.7). None when `oid` isn't an object this effect moved."""
    moved = dict(pair for key, pair in c.memory if key == "moved")
    seen = 0
    while oid not in state.objects and oid in moved and seen < len(moved):
        oid = moved[oid]
        seen += 1
    o = state.objects.get(oid)
    return oid if o is not None and (zones is None or o.zone[0] in zones) else None


def _with_components(state: GameState, oid: int) -> list[int]:
    """723.3c: the new object a merged permanent became is found with every other component put into that zone
    with it (`events.MOVED_WITH`), each still there."""
    extra = state.turn_facts.get((events.MOVED_WITH, oid)) if state.turn_facts else None
    if not extra:
        return [oid]
    where = state.objects[oid].zone
    return [oid, *(o for o in extra if o in state.objects and state.objects[o].zone == where)]


PlayerGroupReader = Callable[[GameState, int, int, Ref], list[int]]
PLAYER_GROUPS: dict[str, PlayerGroupReader] = {}
"""Player references a mechanic's module reads (`fn(state, controller, source, ref) -> seats`), e.g. "each player
who controls the most lands" (`rules.concepts.player_groups`); the core asks here for a kind it doesn't know."""


def player_group(name: str) -> Callable[[PlayerGroupReader], PlayerGroupReader]:
    """Register the players the reference kind `name` names as the effect happens (608.2h)."""
    def register(fn: PlayerGroupReader) -> PlayerGroupReader:
        PLAYER_GROUPS[name] = fn
        return fn
    return register


def refs(state: GameState, rid: int, ref: Ref, follow: tuple[str, ...] = (BATTLEFIELD,)) -> list[Any]:
    """The objects or players a reference names right now. Illegal targets (None) are skipped (608.2b);
    "each"/"all" effects skip permanents a format shields from non-targeted effects. A target or "~" that
    this same effect moved is found in its new zone if that zone is in `follow` (400.7h): by default only on
    the battlefield ("... then return it to the battlefield. Put a +1/+1 counter on it."), so that a card
    exiled by the effect keeps being looked at through last known information (608.2h)."""
    c = rctx(state, rid)
    kind = ref.kind
    if kind == "target":
        group = c.targets[ref.index] if ref.index < len(c.targets) else ()
        out: list[Any] = []
        for t in group:
            if t is None:
                continue
            if isinstance(t, tuple) or t in state.objects:
                out.append(t)
            elif c.memory and (f := followed(state, c, t, follow)) is not None:
                out.extend(_with_components(state, f))
        return out
    if kind == "self":
        if c.source in state.objects:
            return [c.source]
        f = followed(state, c, c.source, follow) if c.memory else None
        return _with_components(state, f) if f is not None else []
    if kind in ("you", "controller"):
        return [("player", c.controller)]
    if kind == "each_player":
        return [("player", s) for s in state.apnap()]
    if kind == "each_opponent":
        return [("player", s) for s in state.apnap() if s != c.controller]
    if kind == "target_controller":
        out = []
        for t in refs(state, rid, Ref("target", ref.index)):
            if isinstance(t, tuple):
                out.append(t)
            else:
                out.append(("player", _controller_or_owner(state, t)))
        group = c.targets[ref.index] if ref.index < len(c.targets) else ()
        for t in group:
            if isinstance(t, int) and t not in state.objects and t in state.lki:
                out.append(("player", state.lki[t][0].controller))  # 608.2h: a target that left its zone
        return out
    if kind == "self_owner":  # "its owner" in a graveyard card's own trigger (108.3): the player who controls
        o = state.objects.get(c.source)  # that trigger (603.3a), also once the card has left the graveyard
        return [("player", o.owner if o is not None else c.controller)]
    if kind == "target_owner":
        owners = [("player", state.objects[t].owner) for t in refs(state, rid, Ref("target", ref.index))
                  if not isinstance(t, tuple)]
        group = c.targets[ref.index] if ref.index < len(c.targets) else ()
        return owners + [("player", state.lki[t][2]) for t in group  # 608.2h: a target that left its zone
                         if isinstance(t, int) and t not in state.objects and t in state.lki]
    if kind == "chosen_player":  # "the chosen player" (614.12: chosen as the source entered)
        chosen = chosen_player(state, c.source)
        return [("player", chosen)] if chosen is not None and state.players[chosen].in_game else []
    if kind == "enchanted_player":  # an Aura attached to a player (303.4): "enchanted player"
        seat = enchanted_player(state, c.source)
        return [("player", seat)] if seat is not None and state.players[seat].in_game else []
    if kind in ("enchanted", "equipped"):
        src = state.objects.get(c.source)
        if src is not None and src.attached_to in state.objects:
            return [src.attached_to]
        return []
    if kind == "triggering":
        ev = c.event
        if not ev:
            return []
        candidate = ev[2] if ev[0] == "zone" else ev[1] if ev[0] in ("attacks", "attacks_alone", "blocks", "unblocked",
                                                                       "becomes_blocked", "tapped",
                                                                       "counters", "turned_face_up",
                                                                       "transformed", "explored",
                                                                       "targeted") else None
        if ev[0] == "cast":
            candidate = ev[2]
        if ev[0] == "damage":
            candidate = ev[1]
        return [candidate] if candidate in state.objects else []
    if kind == "damaged":  # "whenever ~ deals combat damage to a creature, ... that creature"
        ev = c.event
        return [ev[2]] if ev and ev[0] == "damage" and ev[2] in state.objects else []
    if kind == "combat_partner":  # "whenever ~ blocks or becomes blocked by a creature, ... that creature"
        ev = c.event
        if not ev or ev[0] != "blocks":
            return []
        partner = ev[2] if ev[1] == c.source else ev[1]
        return [partner] if partner in state.objects else []
    if kind == "blocked_attacker":  # "whenever ~ blocks a creature, that creature ..."
        ev = c.event
        return [ev[2]] if ev and ev[0] == "blocks" and ev[2] in state.objects else []
    if kind in ("triggering_source", "triggering_source_controller"):
        # 702.21a: the spell or ability that targeted the ward permanent ("targeted", id, stack id).
        ev = c.event
        spell = ev[2] if ev and ev[0] == "targeted" else None
        if spell is None or spell not in state.objects:
            return []
        if kind == "triggering_source":
            return [spell]
        return [("player", _controller_or_owner(state, spell))]
    if kind == "triggering_controller":  # "its controller": of the object the trigger event was about
        ev = c.event
        if ev and ev[0] == "zone" and ev[3] == BATTLEFIELD and ev[1] in state.lki:
            return [("player", state.lki[ev[1]][1])]  # it left the battlefield: as it last existed (603.10a)
        if ev and ev[0] == "damage" and ev[1] not in state.objects and ev[1] in state.lki:
            return [("player", state.lki[ev[1]][1])]  # a damage source gone since (a resolved spell): 608.2h
        return [("player", _controller_or_owner(state, o)) for o in refs(state, rid, Ref("triggering"))]
    if kind == "triggering_player":  # "whenever enchanted player is attacked, ... that player" (303.4)
        seat = triggering_seat(c.event)
        return [] if seat is None else [("player", seat)]
    if kind == "those":  # 603.7c: a group named before, fixed as the delayed ability is created (rules.stack.information)
        return refs(state, rid, Ref("all", ref.index, ref.filter), follow)  # the index: a linked group's player
    if kind == "all":
        assert ref.filter is not None
        flt = ref.filter
        if flt.mana_value_at_most_x or flt.power_at_most_x or flt.toughness_at_most_x:
            flt = with_x(flt, c.x)  # "destroy each artifact with mana value X or less": X as chosen (107.3)
        found = matching_objects(state, flt, c.controller, c.source)
        found = read_group(state, c.targets, flt.controller, ref.index, found)  # "that player controls" (601.2c)
        found = read_event_group(state, c.event, flt.controller, found)  # ... the trigger event's player (603.2)
        rules = state.rules
        if flt.zone == BATTLEFIELD and rules is not None:
            found = [o for o in found if rules.affected_by_global(state, o)]
        everything: list[Any] = list(found)
        if flt.players or flt.only_players:
            everything += [("player", s) for s in state.apnap() if matches_player(state, s, flt, c.controller)]
        return everything
    if kind in ("remembered", "it"):
        it = c.recall("it")
        if it is None:
            return []
        if isinstance(it, tuple) or it in state.objects:
            return [it]
        f = followed(state, c, it, follow)
        return [f] if f is not None else []
    if kind == "defending_player":
        combat = state.combat
        if combat is not None and c.source in combat.attackers:
            target = combat.attackers[c.source]
            return [target] if isinstance(target, tuple) else []
        return []
    if kind == "active_player":
        return [("player", state.active)]
    if kind == "returned":  # "that creature gains haste": what this resolution returned to the battlefield
        return [o for o in c.recall("returned", ()) if o in state.objects]
    if kind == "sacrificed":  # "that creature" after "sacrifice a creature": the one this resolution sacrificed
        it = c.recall("sacrificed")
        return [] if it is None else [it]
    if kind == "created":  # "they gain haste", "sacrifice them": the token copies this resolution created
        return [o for o in c.recall("created", ()) if o in state.objects]
    if kind == "triggering_controller":  # "that creature's controller" in a trigger about an object (603.2e)
        objs = refs(state, rid, Ref("triggering"), follow)
        if objs and isinstance(objs[0], int):
            return [("player", chars(state, objs[0]).controller)]
        ev = c.event
        return [("player", ev[5])] if ev and ev[0] == "zone" else []  # it left: its controller then (603.10a)
    if kind == "bound":  # 603.7c: what a delayed triggered ability's text was fixed to refer to
        from kitchentable.rules.stack.information import bound_refs

        return bound_refs(state, c.recall("bound", ()), ref.index)
    players = PLAYER_GROUPS.get(kind)
    if players is not None:
        return [("player", s) for s in players(state, c.controller, c.source, ref)]
    raise ValueError(f"unknown reference kind {kind!r}")


def _controller_or_owner(state: GameState, oid: int) -> int:
    o = state.objects[oid]
    if o.zone[0] == BATTLEFIELD:
        return chars(state, oid).controller
    if o.zone[0] == STACK and o.stack is not None:
        return o.stack.controller
    return o.owner


def players_of(state: GameState, rid: int, ref: Ref) -> list[int]:
    return [t[1] for t in refs(state, rid, ref) if isinstance(t, tuple)]


def objects_of(state: GameState, rid: int, ref: Ref, follow: tuple[str, ...] = (BATTLEFIELD,)) -> list[int]:
    return [t for t in refs(state, rid, ref, follow) if not isinstance(t, tuple)]


def value(state: GameState, rid: int, amount: Any) -> int:
    c = rctx(state, rid)
    memory = c.mem()
    ref = getattr(amount, "ref", None)
    if ref is not None and ref.kind == "triggering":  # "damage equal to its power" in a dies trigger
        found = triggering_as_it_was(state, rid)
        if found is not None:
            memory["triggering"] = found
    if ref is not None and ref.kind == "triggering_player" and amount.kind in _COUNTED_FOR_A_PLAYER:
        # "the number of cards in their hand" of the player a trigger is about: counted from their side
        seats = [p[1] for p in refs(state, rid, ref) if isinstance(p, tuple)]
        return amount_value(state, amount, seats[0], c.source, x=c.x, targets=c.targets, memory=memory) \
            if seats else 0
    return amount_value(state, amount, c.controller, c.source, x=c.x, targets=c.targets, memory=memory)


_COUNTED_FOR_A_PLAYER = frozenset({"hand_size", "life", "cards_in_graveyard"})
"""Amounts read from one player's side (their hand, life total, graveyard): the player a reference names."""


def triggering_as_it_was(state: GameState, rid: int) -> int | None:
    """The object a trigger event was about, as the effect reads its characteristics (113.7a, 603.10a,
    608.2h): one that left the battlefield is read from its last known information there, even if it has
    ceased to exist (a token that died, 704.5d) or is a new object in another zone (400.7); otherwise the
    object as it is now."""
    ev = rctx(state, rid).event
    if ev and ev[0] == "zone" and ev[3] == BATTLEFIELD and ev[1] in state.lki:
        return int(ev[1])
    found = objects_of(state, rid, Ref("triggering"))
    return found[0] if found else None


def _source_for_damage(state: GameState, c: ResolveContext) -> int:
    return c.source if c.source in state.objects or c.source in state.lki else c.stack_id


def _damage_source(state: GameState, rid: int, ref: Ref) -> list[int]:
    """The source of the damage an effect deals: the ability's own source or the object its trigger was about,
    as it last existed if it has left the battlefield (113.7a: "when this token dies, it deals 1 damage")."""
    if ref.kind == "self":
        return [_source_for_damage(state, rctx(state, rid))]
    if ref.kind == "triggering":
        found = triggering_as_it_was(state, rid)
        return [found] if found is not None else []
    return objects_of(state, rid, ref)


# --- damage, life ------------------------------------------------------------------------------------------------


@executor("deal_damage")
def deal_damage(state: GameState, rid: int, eff: DealDamage) -> None:
    n = value(state, rid, eff.amount)
    src = _damage_source(state, rid, eff.source)
    if not src:
        return
    total = capped = 0
    for t in refs(state, rid, eff.to):
        cap = _damage_cap(state, t)
        dealt = events.deal_damage(state, src[0], t, n)
        total += dealt
        capped += min(dealt, cap)
    remember(state, rid, "amount", total)
    remember(state, rid, "damage_capped", capped)


def _damage_cap(state: GameState, target: Any) -> int:
    """What the damage dealt can count for at most (Drain Life): a player's life total and a planeswalker's
    loyalty before the damage, a creature's toughness (the larger when a permanent is both)."""
    if isinstance(target, tuple):
        return max(0, state.players[target[1]].life)
    if target not in state.objects:
        return 0
    c = chars(state, target)
    cap = 0
    if "Creature" in c.types:
        cap = max(cap, c.toughness or 0)
    if "Planeswalker" in c.types:
        cap = max(cap, state.objects[target].counters.get("loyalty", 0))
    return cap


@executor("divide_damage")
def divide_damage(state: GameState, rid: int, eff: DivideDamage) -> None:
    """601.2d: the division chosen on casting stands even if a target became illegal (608.2b)."""
    c = rctx(state, rid)
    group = c.targets[eff.index] if eff.index < len(c.targets) else ()
    src = _source_for_damage(state, c)
    for t, n in zip(group, c.division, strict=False):
        if t is not None:
            events.deal_damage(state, src, t, n)


@executor("gain_life")
def gain_life(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        events.gain_life(state, seat, n)


@executor("lose_life")
def lose_life(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    lost = sum(events.lose_life(state, seat, n) for seat in players_of(state, rid, eff.subject))
    remember(state, rid, "amount", lost)  # "you gain life equal to the life lost this way": all of it, 608.2h


@executor("set_life")
def set_life(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        state.rules.set_life(state, seat, n)
        state.log_event("119.5", "set_life", seat, n)


@executor("add_poison")
def add_poison(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        state.players[seat].poison += n
        state.log_event("122.1f", "poison", seat, n)


@executor("get_energy")
def get_energy(state: GameState, rid: int, eff: Simple) -> None:
    """"You get {E}{E}": that many energy counters on the player (107.14, 122.1)."""
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject) if n > 0 else ():
        counters = state.players[seat].counters
        counters["energy"] = counters.get("energy", 0) + n
        state.log_event("122.1", "energy", seat, n)


# --- cards: draw, discard, mill -------------------------------------------------------------------------------


@executor("draw")
def draw(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    frames: list[tuple[Any, ...]] = []
    for seat in players_of(state, rid, eff.subject):
        frames += [("draw", seat, "121.1")] * n
    push(state, *frames)


@executor("mill")
def mill(state: GameState, rid: int, eff: Simple) -> None:
    """701.13: put the top N cards of the library into the graveyard. The milled player is named as the
    mover and the graveyard's player (their own under 400.3), for formats whose library cards are unowned."""
    n = value(state, rid, eff.amount)
    milled: list[int] = []
    for seat in players_of(state, rid, eff.subject):
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        for oid in list(reversed(lib))[:n]:
            milled.append(events.move(state, oid, GRAVEYARD, to_seat=seat, mover=seat, cause="701.13"))
    if milled and isinstance(state.contexts.get(rid), ResolveContext):
        remember(state, rid, "milled", tuple(milled))  # "from among them" (rules.stack.choosing_cards.pick_milled)


@executor("discard")
def discard(state: GameState, rid: int, eff: Simple) -> None:
    """701.8: the discarding player chooses, unless the effect says random."""
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        push(state, ("choose_discard", rid, seat, n, bool(eff.param("random", False))))


@executor("prevent_next")
def prevent_next(state: GameState, rid: int, eff: Simple) -> None:
    """615.7: a prevention shield for the next N damage to that object or player this turn (spent in
    events._prevent; turn facts end with the turn)."""
    from kitchentable.rules.continuous.prevention_shields import add_shield

    n = value(state, rid, eff.amount)
    c = rctx(state, rid)
    for t in refs(state, rid, eff.subject):
        add_shield(state, (t, None, n, c.controller, False, None, False, c.source))


@executor("prevent_combat_this_turn")
def prevent_combat_this_turn(state: GameState, rid: int, eff: Simple) -> None:
    """615.1: "Prevent all combat damage that would be dealt this turn." (Fog)."""
    from kitchentable.rules.continuous.prevention_shields import prevent_all_this_turn

    prevent_all_this_turn(state, "combat", (), rctx(state, rid).source)


@executor("discard_chosen")
def discard_chosen(state: GameState, rid: int, eff: Simple) -> None:
    """701.16 and 701.8: the player reveals their hand and the effect's controller chooses the card(s) matching
    the filter that player discards (Duress). With no matching card the hand is only revealed. With `look`, the
    controller looks at the hand instead, and no one else sees it (400.2, Mind Warp)."""
    chooser = players_of(state, rid, Ref("you"))[0]
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        if eff.param("look"):
            look(state, chooser, state.zone(HAND, seat), "400.2", (HAND, seat))
        else:
            state.log_event("701.16", "reveal_hand", ("player", seat))
        flt = eff.param("filter")
        if flt is not None and flt.mana_value_at_most_x:  # "a nonland card with mana value X or less"
            flt = replace(flt, max_mana_value=rctx(state, rid).x, mana_value_at_most_x=False)
        push(state, ("choose_discard_for", rid, seat, chooser, n, flt))


def discard_for_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, chooser, n, flt = frame
    hand = [o for o in state.zone(HAND, seat) if flt is None or matches_object(state, o, flt, chooser, None)]
    if n <= 0 or not hand:
        return
    options = tuple(("discard", oid) for oid in hand)
    ask(state, Decision(chooser, "discard", options, "choose_discard_for", (rid, seat, n, flt),
                        f"Choose a card for that player to discard ({n} left) (701.8).", "701.8"))


@resumer("choose_discard_for")
def discard_for_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, seat, n, flt = decision.data
    events.discard(state, seat, action[1])
    push(state, ("choose_discard_for", rid, seat, decision.player, n - 1, flt))


@executor("discard_hand")
def discard_hand(state: GameState, rid: int, eff: Simple) -> None:
    for seat in players_of(state, rid, eff.subject):
        for oid in list(state.zone(HAND, seat)):
            events.discard(state, seat, oid)


def discard_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, random_ = frame
    hand = list(state.zone(HAND, seat))
    if n <= 0 or not hand:
        return
    if random_:
        pick = state.rng.choice(hand)
        events.discard(state, seat, pick)
        note_done(state, rid, "discarded", pick)
        push(state, ("choose_discard", rid, seat, n - 1, random_))
        return
    if len(hand) <= n:
        for oid in hand:
            events.discard(state, seat, oid)
            note_done(state, rid, "discarded", oid)
        return
    options = tuple(("discard", oid) for oid in hand)
    ask(state, Decision(seat, "discard", options, "choose_discard", (rid, n),
                        f"Choose a card to discard ({n} left) (701.8).", "701.8"))


@resumer("choose_discard")
def discard_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, n = decision.data
    events.discard(state, decision.player, action[1])
    note_done(state, rid, "discarded", action[1])
    push(state, ("choose_discard", rid, decision.player, n - 1, False))


# --- permanents ----------------------------------------------------------------------------------------------


@executor("destroy")
def destroy(state: GameState, rid: int, eff: Simple) -> None:
    """701.7; with the param "count", the number destroyed (put into a graveyard, not regenerated or
    indestructible) is remembered for "for each creature destroyed this way"."""
    regen = not eff.param("no_regenerate", False)
    destroyed = 0
    for oid in objects_of(state, rid, eff.subject):
        destroyed += events.destroy(state, oid, regenerate=regen)
    if eff.param("count"):
        note_done(state, rid, "destroyed", destroyed)


@executor("exile")
def exile(state: GameState, rid: int, eff: Simple) -> None:
    for t in objects_of(state, rid, eff.subject):
        if state.objects[t].zone[0] == STACK:
            info = state.objects[t].stack
            if info is not None and info.kind != "spell":
                remove_from_stack(state, t)
                continue
        new = events.move(state, t, EXILE, cause="406.2")
        remember(state, rid, "exiled", new)
        remember(state, rid, "moved", (t, new))


@executor("bounce", "return_to_hand")
def bounce(state: GameState, rid: int, eff: Simple) -> None:
    """Return to the owner's hand; from a zone whose cards every player owns (a format's shared zone), the
    effect's controller is the owner whose hand it goes to."""
    for oid in objects_of(state, rid, eff.subject):
        o = state.objects[oid]
        seat = rctx(state, rid).controller if state.rules.owned_by_all(state, o.zone) else o.owner
        events.move(state, oid, HAND, to_seat=seat, cause="400.7")


@executor("put_on_library_top", "put_on_library_bottom")
def to_library(state: GameState, rid: int, eff: Simple) -> None:
    top = eff.kind.endswith("top")
    for oid in objects_of(state, rid, eff.subject):
        events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, top=top, cause="401.4")


@executor("shuffle_into_library")
def shuffle_into(state: GameState, rid: int, eff: Simple) -> None:
    owners = set()
    for oid in objects_of(state, rid, eff.subject):
        owners.add(state.objects[oid].owner)
        events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, cause="401.4")
    for seat in owners:
        events.shuffle(state, state.rules.library_of(state, seat))


_PUBLIC = (BATTLEFIELD, GRAVEYARD, EXILE)  # 400.2; a stack object isn't returned "to the battlefield"


@executor("return_to_battlefield")
def return_to_battlefield(state: GameState, rid: int, eff: Simple) -> None:
    """Put the subject onto the battlefield (610.3). A card this same effect exiled is found in exile as the
    new object it became (400.7h): "exile target creature you control, then return that card to the
    battlefield under its owner's control" brings back a new permanent."""
    c = rctx(state, rid)
    returned: list[int] = []
    transformed = bool(eff.param("transformed", False))
    for oid in objects_of(state, rid, eff.subject, _PUBLIC):
        if transformed and state.objects[oid].card.layout != "transform":
            continue  # 712.10a: a card that isn't a transforming double-faced card stays where it is
        if state.objects[oid].token and state.objects[oid].zone[0] != BATTLEFIELD:
            continue  # 111.8: a token that has left the battlefield can't come back
        under = c.controller if eff.param("under_you", True) else state.objects[oid].owner
        counter = eff.param("counter")  # persist, undying: "with a -1/-1 counter on it" (702.79a, 702.93a)
        new = events.move(state, oid, BATTLEFIELD, controller=under, tapped=bool(eff.param("tapped", False)),
                          mover=c.controller, cause="712.10a" if transformed else "610.3",
                          tags=frozenset(eff.param("tags", ())), transformed=transformed,
                          counters=((counter, 1),) if counter else ())
        if new in state.objects and state.objects[new].zone[0] == BATTLEFIELD:
            returned.append(new)
            remember(state, rid, "moved", (oid, new))  # 400.7: "that creature" now means the new object
    remember(state, rid, "returned", tuple(returned))


@executor("counters_split")
def counters_split(state: GameState, rid: int, eff: Simple) -> None:
    """"Put a deathtouch counter on one of them. Put a menace counter on the other." The controller picks
    which permanent gets the first kind; with only one returned, they pick which kind it gets."""
    c = rctx(state, rid)
    returned = [o for o in c.recall("returned", ()) if o in state.objects]
    first, second = eff.param("counters")
    if not returned:
        return
    if len(returned) == 1:
        options = tuple(("counter", k) for k in (first, second))
        prompt = f"Which counter goes on {state.objects[returned[0]].card.name}?"
    else:
        options = tuple(("choose", o) for o in returned[:2])
        prompt = f"Which permanent gets the {first} counter (the other gets {second})?"
    ask(state, Decision(c.controller, "counters_split", options, "counters_split", (rid, tuple(returned[:2]),
                                                                                     first, second), prompt, "608.2d"))


@resumer("counters_split")
def counters_split_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    _rid, returned, first, second = decision.data
    if action[0] == "counter":
        events.add_counters(state, returned[0], action[1], 1)
        return
    events.add_counters(state, action[1], first, 1)
    for other in returned:
        if other != action[1]:
            events.add_counters(state, other, second, 1)


@executor("tap")
def tap(state: GameState, rid: int, eff: Simple) -> None:
    for oid in objects_of(state, rid, eff.subject):
        if not state.objects[oid].tapped:
            note_done(state, rid, "tapped", oid)  # "tap target creature. If you do, ..." (609.3)
        events.tap(state, oid)


@executor("untap")
def untap(state: GameState, rid: int, eff: Simple) -> None:
    for oid in objects_of(state, rid, eff.subject):
        events.untap(state, oid)


@executor("sacrifice")
def sacrifice(state: GameState, rid: int, eff: Simple) -> None:
    """701.17: each named player sacrifices N permanents matching the filter, of their choice."""
    flt = eff.param("filter")
    n = value(state, rid, eff.amount)
    if flt is None:
        for oid in objects_of(state, rid, eff.subject):
            if events.sacrifice(state, oid):
                _note_sacrificed(state, rid, oid)
        return
    for seat in players_of(state, rid, eff.subject):
        push(state, ("choose_sacrifice", rid, seat, n, flt))


def sacrifice_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, flt = frame
    c = rctx(state, rid) if rid in state.contexts else None
    pool = [o for o in matching_objects(state, replace(flt, controller="any"), seat, c.source if c else None)
            if chars(state, o).controller == seat]
    if n <= 0 or not pool:
        return
    if len(pool) <= n:
        for oid in pool:
            if events.sacrifice(state, oid):
                _note_sacrificed(state, rid, oid)
        return
    options = tuple(("sacrifice", oid) for oid in pool)
    ask(state, Decision(seat, "sacrifice", options, "choose_sacrifice", (rid, n, flt),
                        f"Choose a permanent to sacrifice ({n} left) (701.17).", "701.17"))


@resumer("choose_sacrifice")
def sacrifice_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, n, flt = decision.data
    if events.sacrifice(state, action[1]):
        _note_sacrificed(state, rid, action[1])
    push(state, ("choose_sacrifice", rid, decision.player, n - 1, flt))


def note_done(state: GameState, rid: int, what: str, oid: int) -> None:
    """Remember that the resolving effect did something, for a following "If you do, ..." (609.3: an action
    that couldn't be done didn't happen)."""
    if isinstance(state.contexts.get(rid), ResolveContext):
        remember(state, rid, what, oid)


def _note_sacrificed(state: GameState, rid: int, oid: int) -> None:
    """Remember what a resolving effect sacrificed, for a reflexive "when you do" (603.12, rules.stack.reflexive_triggers)."""
    if isinstance(state.contexts.get(rid), ResolveContext):
        remember(state, rid, "sacrificed", oid)


@executor("bounce_choice")
def bounce_choice(state: GameState, rid: int, eff: Simple) -> None:
    """"Return a permanent you control to its owner's hand" (Kor Skyfisher): the player chooses on resolution;
    nothing is targeted."""
    flt = eff.param("filter")
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        push(state, ("choose_bounce", rid, seat, n, flt))


def bounce_choice_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, flt = frame
    c = rctx(state, rid) if rid in state.contexts else None
    pool = [o for o in matching_objects(state, replace(flt, controller="any"), seat, c.source if c else None)
            if chars(state, o).controller == seat]
    if n <= 0 or not pool:
        return
    options = tuple(("return", oid) for oid in pool)
    ask(state, Decision(seat, "return", options, "choose_bounce", (rid, n, flt),
                        f"Choose a permanent to return to its owner's hand ({n} left).", "608.2c"))


@resumer("choose_bounce")
def bounce_choice_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, n, flt = decision.data
    oid = action[1]
    events.move(state, oid, HAND, to_seat=state.objects[oid].owner, cause="400.7")
    push(state, ("choose_bounce", rid, decision.player, n - 1, flt))


@executor("add_counters")
def add_counters(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    name = str(eff.param("counter", "+1/+1"))
    for t in refs(state, rid, eff.subject):
        if isinstance(t, tuple):
            p = state.players[t[1]]
            if name == "poison":
                p.poison += n
            else:
                p.counters[name] = p.counters.get(name, 0) + n
        else:
            events.add_counters(state, t, name, n)


@executor("remove_counters")
def remove_counters(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    name = str(eff.param("counter", "+1/+1"))
    for oid in objects_of(state, rid, eff.subject):
        if n > 0 and state.objects[oid].counters.get(name, 0) > 0:
            note_done(state, rid, "counters_removed", oid)  # "remove a counter from it. If you do" (609.3)
        events.remove_counters(state, oid, name, n)


@executor("proliferate")
def proliferate(state: GameState, rid: int, eff: Simple) -> None:
    """701.27: each permanent and player with a counter gets another of each kind it has (all chosen)."""
    c = rctx(state, rid)
    for oid in list(state.battlefield()):
        o = state.objects[oid]
        if o.counters and (chars(state, oid).controller == c.controller or "-1/-1" in o.counters):
            for name in list(o.counters):
                events.add_counters(state, oid, name, 1)
    for seat in state.opponents(c.controller):
        if state.players[seat].poison:
            state.players[seat].poison += 1


@executor("regenerate")
def regenerate(state: GameState, rid: int, eff: Simple) -> None:
    """701.15: the next time it would be destroyed this turn, instead remove damage, tap it, remove it from
    combat."""
    for oid in objects_of(state, rid, eff.subject):
        state.mut(oid, characteristics=False).regen_shields += 1
        made_one_shot_effect(state)


@executor("fight")
def fight(state: GameState, rid: int, eff: Simple) -> None:
    """701.12: each deals damage equal to its power to the other."""
    first = objects_of(state, rid, eff.subject)
    second = objects_of(state, rid, eff.param("other", Ref("target", 1)))
    if not first or not second:
        return
    a, b = first[0], second[0]
    if state.objects[a].zone[0] != BATTLEFIELD or state.objects[b].zone[0] != BATTLEFIELD:
        return
    pa, pb = chars(state, a).power or 0, chars(state, b).power or 0
    events.deal_damage(state, a, b, pa)
    events.deal_damage(state, b, a, pb)


@executor("counter")
def counter_spell(state: GameState, rid: int, eff: Simple) -> None:
    to = {"exile": EXILE, "library": LIBRARY, "hand": HAND}.get(str(eff.param("to")), GRAVEYARD)
    for oid in objects_of(state, rid, eff.subject):
        counter(state, oid, to)


@executor("create_token")
def create_token(state: GameState, rid: int, eff: CreateToken) -> None:
    n = value(state, rid, eff.amount)
    token = eff.token if eff.copy_of is None else _copy_for_token(state, rid, eff.copy_of)
    if token is None:
        return
    if eff.size is not None:
        token = _sized_token(state, rid, token, eff.size)
    if eff.copy_except:
        from kitchentable.rules.continuous.copies import apply_exceptions, resolving_exceptions

        token = apply_exceptions(token, resolving_exceptions(state, rid, eff.copy_except))
    from kitchentable.rules.continuous.token_replacements import token_batch

    for seat in players_of(state, rid, eff.controller):
        made, *added = token_batch(state, seat, token, n)  # 614.1a: doublers, "plus an additional ..."
        _create_tokens(state, rid, eff, token, seat, made[1])
        for extra, count in added:  # a kind a replacement added, as that replacement defines it
            for _ in range(count):
                events.create_token(state, extra, seat)


def _create_tokens(state: GameState, rid: int, eff: CreateToken, token: Any, seat: int, count: int) -> None:
    """The effect's own tokens for `seat`: tapped, attacking, with counters as it says, each remembered."""
    for _ in range(count):
        oid = events.create_token(state, token, seat, tapped=eff.tapped, counters=_token_counters(state, rid, eff))
        remember(state, rid, "it", oid)
        if eff.attacking:
            from kitchentable.rules.continuous.copies import put_attacking

            put_attacking(state, rid, oid)
        # "sacrifice them", "exile it at the beginning of the next end step": the tokens made (603.7c)
        remember(state, rid, "created", (*rctx(state, rid).recall("created", ()), oid))


def _token_counters(state: GameState, rid: int, eff: CreateToken) -> tuple[tuple[str, int], ...]:
    """"Create a 0/0 green Hydra creature token with X +1/+1 counters on it": the token is created with those
    counters already on it (122.6: it is given them as it enters, so it is never a 0/0 on the battlefield), each
    number read as the token is created (608.2h)."""
    return tuple((name, value(state, rid, amount)) for name, amount in eff.counters)


def _sized_token(state: GameState, rid: int, token: CardDef, size: Any) -> CardDef:
    """"Create an X/X green Ooze creature token" (111.3, 608.2h): X is read once, as the token is created, and
    the number becomes the token's printed power and toughness, so its copiable values (707.2) and not a
    continuous effect. X is the spell's X (107.3a) or the "where X is" count the sentence defines (107.3c)."""
    n = value(state, rid, size)
    return replace(token, power=n, toughness=n)


def _copy_for_token(state: GameState, rid: int, ref: Ref) -> Any:
    """707.2: a token copy takes the copied object's copiable values: what is printed on it, as modified by
    other copy effects. Token copies are created from the copied definition, so a copy of a copy carries the
    same values (707.3); a face-down permanent's copiable values are those of a face-down 2/2 (707.2b). If
    the object has left the battlefield, its last known copiable values are used (the source of a trigger)."""
    found = objects_of(state, rid, ref, follow=(BATTLEFIELD, GRAVEYARD, EXILE))
    if found:
        o = state.objects[found[0]]
        card = face_down_card() if o.face_down else o.card
    else:
        c = rctx(state, rid)
        if ref.kind == "self":
            info = state.lki.get(c.source)
        elif ref.kind == "target" and ref.index < len(c.targets) and c.targets[ref.index]:
            info = state.lki.get(c.targets[ref.index][0])  # the target left its zone: last known values
        else:
            info = None
        if info is None:
            return None
        card = face_down_card() if info[8] else info[9]
    return replace(card, is_token=True)


@executor("add_mana")
def add_mana(state: GameState, rid: int, eff: AddMana) -> None:
    """106.1: a resolving spell or non-mana ability adds mana; what is chosen ("one mana of any color", "two
    mana in any combination of colors") the controller chooses now (608.2d, rules.casting.mana_abilities)."""
    from kitchentable.rules.casting.mana_abilities import add_mana_resolving

    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    pool = state.players[c.controller].pool
    for m in eff.mana:
        if not m.startswith("?"):  # a color never chosen (614.12), a commander's identity with no commander (903.4e)
            pool.add(m, n)
    if eff.choices:
        add_mana_resolving(state, c.controller, eff, n)


# --- continuous effects ------------------------------------------------------------------------------------------


@executor("modify_pt")
def modify_pt(state: GameState, rid: int, eff: ModifyPT) -> None:
    """611.2: "+N/+N until end of turn": a continuous effect locked to the objects affected now (611.2c)."""
    c = rctx(state, rid)
    p = _signed(state, rid, eff.power)
    t = _signed(state, rid, eff.toughness)
    targets = objects_of(state, rid, eff.subject)
    if not targets:
        return
    if events.source_duration_over(state, eff.duration, c.source, c.controller):
        return  # 611.2b: "for as long as ~ remains tapped" already over as it resolves
    ab = StaticAbility("modify_pt", keywords=eff.keywords)
    state.continuous.append(ContinuousEffect(
        ab, c.controller, c.source, state.next_timestamp(), eff.duration, frozenset(targets), None, state.turn,
        p, t,
    ))
    if eff.keywords:
        state.continuous.append(ContinuousEffect(
            StaticAbility("add_keywords", keywords=eff.keywords), c.controller, c.source, state.next_timestamp(),
            eff.duration, frozenset(targets), None, state.turn,
        ))
        state.cache.clear()
    else:
        locked_effect_added(state, state.continuous[-1])  # only the pumped objects' results go, when it can tell
    events.watch_source_control(state, eff.duration)
    state.log_event("611.2", "pump", tuple(targets), p, t, tuple(sorted(eff.keywords)))


def _signed(state: GameState, rid: int, amount: Any) -> int:
    if amount.kind == "fixed":
        return int(amount.value)
    sign = -1 if amount.times < 0 else 1
    return sign * value(state, rid, replace(amount, times=abs(amount.times)))


@executor("apply_continuous")
def apply_continuous(state: GameState, rid: int, eff: ApplyContinuous) -> None:
    c = rctx(state, rid)
    assert eff.static is not None
    locked = frozenset(objects_of(state, rid, eff.subject)) if eff.subject is not None else None
    controller = c.controller
    static = eff.static
    if static.kind in ("becomes", "set_pt") and static.amount is not None:  # "an X/X", "X/X": X as it resolves (608.2h)
        n = value(state, rid, static.amount)
        static = replace(static, power=n, toughness=n, amount=None)
    if events.source_duration_over(state, eff.duration, c.source, c.controller):
        return  # 611.2b: "for as long as you control ~" already over as it resolves
    state.continuous.append(ContinuousEffect(
        static, controller, c.source, state.next_timestamp(), eff.duration, locked, None, state.turn,
    ))
    events.watch_source_control(state, eff.duration)
    state.cache.clear()
    state.log_event("611.2", "continuous", eff.static.kind)


# --- structure: conditions, options, repetition ---------------------------------------------------------------


@executor("conditional", "conditional_after", "conditional_instead", "conditional_instead_after",
          "conditional_after_also")
def conditional(state: GameState, rid: int, eff: Conditional) -> None:
    """608.2c: "If [condition], ..." ("conditional_instead": "If [condition], [instruction] instead.", and
    "..._after": "[instruction] instead if [condition].", whose `otherwise` is the instruction written before it,
    614.1a)."""
    c = rctx(state, rid)
    cond = eff.condition
    if cond.kind == "target_is":
        # "If it was a creature card": a graveyard card keeps its card types wherever the effect put it (400.7)
        follow = (BATTLEFIELD, EXILE, HAND, LIBRARY, GRAVEYARD) if cond.name == "it was" else (BATTLEFIELD,)
        if cond.name == "exiled this way":  # "If a creature card is exiled this way": the card now in exile
            follow = (EXILE,)
        objs = objects_of(state, rid, cond.ref if cond.ref is not None else Ref("target", cond.n), follow)
        ok = bool(objs) and cond.filter is not None and matches_object(state, objs[0], cond.filter,
                                                                       c.controller, c.source)
        ok = ok != cond.negate
    else:
        ok = check_condition(state, cond, c.controller, c.source, c)
    run_effects(state, rid, eff.then if ok else eff.otherwise)


@executor("optional")
def optional(state: GameState, rid: int, eff: Optional_) -> None:
    """608.2d: "you may" is chosen as the effect happens; "unless [a player] pays" asks that player."""
    choosers = players_of(state, rid, eff.chooser)
    if not choosers:
        return
    seat = choosers[0]
    if eff.x is not None and eff.cost is not None and eff.cost.mana is not None:
        eff = replace(eff, cost=replace(eff.cost, mana=eff.cost.mana.with_x(value(state, rid, eff.x))), x=None)
    options: list[tuple[Any, ...]] = [("no",)]
    if eff.cost is None or _can_pay_now(state, seat, eff):
        options.insert(0, ("yes",))
    kind = "unless" if eff.unless else "may"
    ask(state, Decision(seat, kind, tuple(options), "optional", (rid, eff),
                        "Pay to prevent it?" if eff.unless else "Do you want to? (608.2d)", "608.2d"))


def _can_pay_now(state: GameState, seat: int, eff: Optional_) -> bool:
    from kitchentable.rules.casting.castable import can_afford_roughly

    assert eff.cost is not None
    if eff.cost.energy and not can_pay_energy(state, seat, eff.cost.energy):
        return False
    if eff.cost.mana is not None:
        return can_afford_roughly(state, seat, eff.cost.mana)
    if eff.cost.life:
        p = state.players[seat]
        if not (infinite_life(state, seat) or p.life >= eff.cost.life):
            return False
    if eff.cost.discard is not None or eff.cost.sacrifice is not None or eff.cost.evidence \
            or eff.cost.bounce is not None or eff.cost.forage:
        return can_pay_choices(state, seat, eff.cost)  # ward—discard / —sacrifice (702.21a)
    return True


@resumer("optional")
def optional_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, eff = decision.data
    yes = action == ("yes",)
    if yes and eff.cost is not None:
        _pay_simple_cost(state, decision.player, eff)
        if eff.cost.discard is not None or eff.cost.sacrifice is not None or eff.cost.evidence \
                or eff.cost.bounce is not None or eff.cost.forage:
            # the chosen cards and permanents go first, then what paying allows (118.12, 608.2d)
            then = () if eff.unless else tuple(("run_effect", rid, e) for e in eff.then)
            push(state, *pay_choice_frames(decision.player, eff.cost), *then)
            return
    if eff.unless:
        if not yes:
            run_effects(state, rid, eff.then)
    elif yes:
        run_effects(state, rid, eff.then)


def _pay_simple_cost(state: GameState, seat: int, eff: Optional_) -> None:
    from kitchentable.rules.casting.mana_abilities import produces
    from kitchentable.rules.casting.payment import activate_mana_ability, mana_sources

    assert eff.cost is not None
    if eff.cost.life:
        events.lose_life(state, seat, eff.cost.life)
    pay_energy(state, seat, eff.cost.energy)
    if eff.cost.mana is None:
        return
    pool = state.players[seat].pool
    srcs = mana_sources(state, seat)
    index_of = dict(srcs)
    plan = choose_sources(eff.cost.mana, pool.amounts, [(o, produces(state, o, i)) for o, i in srcs], 0)
    if plan is None:
        return
    for oid, kind in plan[0]:
        activate_mana_ability(state, seat, oid, index_of[oid], kind)
    payment = pay_from_pool(eff.cost.mana, pool.amounts, 0)
    if payment is not None:
        for kind, n in payment.mana:
            pool.amounts[kind] -= n
        pool.amounts = {k: v for k, v in pool.amounts.items() if v}


@executor("for_each")
def for_each(state: GameState, rid: int, eff: ForEach) -> None:
    frames: list[tuple[Any, ...]] = []
    for item in refs(state, rid, eff.each):
        frames.append(("set_it", rid, item))
        frames += [("run_effect", rid, e) for e in eff.then]
    push(state, *frames)


def set_it_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    remember(state, frame[1], "it", frame[2])


# --- libraries: search, scry, look ------------------------------------------------------------------------------


@executor("search_library")
def search_library(state: GameState, rid: int, eff: Simple) -> None:
    """701.23: search for cards matching a description, put them somewhere, then shuffle. The searcher is the
    controller, or the targeted player when the subject is a target ("target player may search their library",
    the trigger of partner with [name], 702.124f). With the parameter "reveal" each card found is revealed to
    every player as it is found ("reveal it, put it into your hand", 701.16a)."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    seat = c.controller
    if eff.subject.kind == "target":
        found = players_of(state, rid, eff.subject)
        if not found:
            return
        seat = found[0]
    push(state, ("search_pick", rid, seat, n, eff))


def search_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, eff = frame
    key = state.rules.library_of(state, seat)
    flt = eff.param("filter")
    if flt is not None and flt.mana_value_at_most_x:  # "a creature card with mana value X or less"
        flt = replace(flt, max_mana_value=rctx(state, rid).x, mana_value_at_most_x=False)
    lib = state.zones.get(key, [])
    if flt is not None:  # "search your library for a card named ~" (201.2)
        flt = named_by_source(state, flt, rctx(state, rid).source)
    aside = eff.param("set_aside", ())
    pool = [o for o in lib if o not in aside
            and (flt is None or matches_object(state, o, replace(flt, zone="any"), seat, None))]
    if n <= 0 or not pool:
        events.shuffle(state, key)
        put_found_on_top(state, key, seat, aside, int(eff.param("position", 1)))
        return
    options: tuple[tuple[Any, ...], ...] = tuple(("find", o) for o in reversed(pool)) + (("find_none",),)
    if eff.param("to") == "split":
        # Cultivate: ("find", card) puts it onto the battlefield tapped, ("find", card, "hand") into the hand;
        # the other card found goes to the other place.
        options = options[:-1] + tuple(("find", o, HAND) for o in reversed(pool)) + options[-1:]
    ask(state, Decision(seat, "search", options, "search_pick", (rid, n, eff),
                        "Choose a card from your library (701.23).", "701.23"))


@resumer("search_pick")
def search_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, n, eff = decision.data
    seat = decision.player
    if action == ("find_none",):
        key = state.rules.library_of(state, seat)
        events.shuffle(state, key)
        put_found_on_top(state, key, seat, eff.param("set_aside", ()), int(eff.param("position", 1)))
        return
    dest = eff.param("to", HAND)
    oid = action[1]
    if eff.param("reveal"):  # "reveal it / those cards": every player sees each card found (701.19c, 701.16a)
        state.log_event("701.16a", "revealed", seat, (state.objects[oid].card.name,))
    if dest == "library_top":  # set aside until the shuffle, then put on top (Vampiric Tutor)
        aside = tuple(eff.param("set_aside", ())) + (oid,)
        eff = replace(eff, params=tuple((k, v) for k, v in eff.params if k != "set_aside") + (("set_aside", aside),))
        push(state, ("search_pick", rid, seat, n - 1, eff))
        return
    if dest == "split":
        dest = HAND if len(action) == 3 else BATTLEFIELD
        rest = BATTLEFIELD if dest == HAND else HAND
        eff = replace(eff, params=tuple((k, v) for k, v in eff.params if k not in ("to", "tapped"))
                      + (("to", rest), ("tapped", True)))
        if dest == BATTLEFIELD:
            events.move(state, oid, BATTLEFIELD, controller=seat, tapped=True, mover=seat, cause="701.23")
        else:
            events.move(state, oid, HAND, to_seat=seat, mover=seat, cause="701.23")
        push(state, ("search_pick", rid, seat, n - 1, eff))
        return
    if dest == BATTLEFIELD:
        events.move(state, oid, BATTLEFIELD, controller=seat, tapped=bool(eff.param("tapped", False)),
                    mover=seat, cause="701.23")
    elif dest == HAND:
        events.move(state, oid, HAND, to_seat=seat, mover=seat, cause="701.23")
    else:
        events.move(state, oid, dest, to_seat=seat, mover=seat, cause="701.23")
    push(state, ("search_pick", rid, seat, n - 1, eff))


def put_found_on_top(state: GameState, key: ZoneKey, seat: int, found: tuple[int, ...], position: int = 1) -> None:
    """"..., then shuffle and put that card / them on top" (701.23, 401.4): the cards the search set aside go on
    top of the shuffled library, the first found on top (the searcher chose that order card by card); "... put that
    card third from the top" leaves `position` - 1 cards above them. The searcher knows where they are
    (`concepts.looking`), as the card's text tells every player."""
    if not found:
        return
    lib = state.zones[key]
    for oid in reversed(found):
        if oid in lib:
            lib.remove(oid)
            lib.insert(max(0, len(lib) - (position - 1)), oid)
            state.mut(oid)
    look(state, seat, [oid for oid in found if oid in lib], "701.23", key)


@executor("scry", "surveil")
def scry(state: GameState, rid: int, eff: Simple) -> None:
    """701.18 scry / 701.42 surveil: look at the top N; each goes to the bottom (graveyard) or back on top."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    key = state.rules.library_of(state, c.controller)
    top = list(reversed(state.zones.get(key, [])))[:n]
    push(state, *[("scry_one", rid, c.controller, oid, eff.kind) for oid in top])
    if n > 0:  # 701.18b: scry 0 is no scry event ("whenever you scry" waits until the spell has resolved, 603.3)
        events.notify(state, ("scried" if eff.kind == "scry" else "surveilled", c.controller))


def scry_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, oid, kind = frame
    if oid not in state.objects:
        return
    away = "graveyard" if kind == "surveil" else "bottom"
    ask(state, Decision(seat, kind, (("keep", oid), (away, oid)), "scry_one", (rid,),
                        f"Keep this card on top, or put it {'into your graveyard' if kind == 'surveil' else 'on the bottom'}?",
                        "701.18" if kind == "scry" else "701.42"))


@resumer("scry_one")
def scry_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    what, oid = action
    key = state.objects[oid].zone
    lib = state.zones[key]
    if what == "bottom":
        lib.remove(oid)
        lib.insert(0, oid)
        state.mut(oid)
    elif what == "graveyard":
        events.move(state, oid, GRAVEYARD, to_seat=decision.player, mover=decision.player, cause="701.42")


@executor("look_and_pick")
def look_and_pick(state: GameState, rid: int, eff: Simple) -> None:
    """Look at the top N, put up to `pick` matching cards into hand (or battlefield), the rest on the bottom
    (or into the graveyard)."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    key = state.rules.library_of(state, c.controller)
    top = tuple(reversed(state.zones.get(key, [])))[:n]
    push(state, ("look_pick", rid, c.controller, top, int(eff.param("pick", 1)), eff))


def look_pick_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, seen, left, eff = frame
    seen = tuple(o for o in seen if o in state.objects)
    flt = eff.param("filter")
    if flt is not None:  # "a card named ~ from among them" (201.2)
        flt = named_by_source(state, flt, rctx(state, rid).source)
    pool = [o for o in seen if flt is None or matches_object(state, o, replace(flt, zone="any"), seat, None)]
    if left <= 0 or not pool:
        rest_to = eff.param("rest", "bottom")
        for oid in seen:
            if rest_to == "graveyard":
                events.move(state, oid, GRAVEYARD, to_seat=seat, mover=seat, cause="701.13")
            else:
                lib = state.zones[state.objects[oid].zone]
                lib.remove(oid)
                lib.insert(0, oid)
        return
    options = tuple(("pick", o) for o in pool) + (("pick_none",),)
    ask(state, Decision(seat, "look_pick", options, "look_pick", (rid, seen, left, eff),
                        "Choose a card to take.", "608.2c"))


@resumer("look_pick")
def look_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, seen, left, eff = decision.data
    if action == ("pick_none",):
        push(state, ("look_pick", rid, decision.player, seen, 0, eff))
        return
    oid = action[1]
    dest = eff.param("to", HAND)
    if dest == BATTLEFIELD:
        events.move(state, oid, BATTLEFIELD, controller=decision.player, mover=decision.player)
    else:
        events.move(state, oid, HAND, to_seat=decision.player, mover=decision.player)
    push(state, ("look_pick", rid, decision.player, tuple(o for o in seen if o != oid), left - 1, eff))


@executor("exile_top")
def exile_top(state: GameState, rid: int, eff: Simple) -> None:
    """406.2: exile the top N cards of each named library; "face down" (406.3) hides them from all but the player
    allowed to look at them (their owner, `rules.additional.faces.hidden_from`)."""
    n = value(state, rid, eff.amount)
    hidden = bool(eff.param("face_down"))
    exiled: list[int] = []
    for seat in players_of(state, rid, eff.subject):
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        for oid in list(reversed(lib))[:n]:
            exiled.append(events.move(state, oid, EXILE, mover=seat, face_down=hidden, cause="406.2"))
    remember(state, rid, "exiled_top", tuple(exiled))  # "you may play them this turn" (rules.continuous.play_from_exile)


@executor("shuffle")
def shuffle(state: GameState, rid: int, eff: Simple) -> None:
    for seat in players_of(state, rid, eff.subject):
        events.shuffle(state, state.rules.library_of(state, seat))


@executor("extra_turn")
def extra_turn(state: GameState, rid: int, eff: Simple) -> None:
    """500.7: each extra turn is taken after this one; of several, the most recently created first (the list
    is taken from its end). "Takes two extra turns" creates two."""
    for seat in players_of(state, rid, eff.subject):
        state.extra_turns.extend([seat] * max(0, value(state, rid, eff.amount)))


@executor("additional_land_plays")
def additional_land_plays(state: GameState, rid: int, eff: Simple) -> None:
    """305.2a: "You may play an additional land this turn." raises the player's land plays for this turn."""
    for seat in players_of(state, rid, eff.subject):
        state.players[seat].land_drops += max(0, value(state, rid, eff.amount))


@executor("lose_game")
def lose_game(state: GameState, rid: int, eff: Simple) -> None:
    for seat in players_of(state, rid, eff.subject):
        state.rules.player_loses(state, seat, "an effect (104.3e)")


@executor("win_game")
def win_game(state: GameState, rid: int, eff: Simple) -> None:
    for seat in players_of(state, rid, eff.subject):
        for opp in state.opponents(seat):
            state.rules.player_loses(state, opp, "an opponent won by an effect (104.2b)")


@executor("gain_control")
def gain_control(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    targets = objects_of(state, rid, eff.subject)
    duration = str(eff.param("duration", "permanent"))
    if targets and not events.source_duration_over(state, duration, c.source, c.controller):  # 611.2b
        state.continuous.append(ContinuousEffect(
            StaticAbility("control"), c.controller, c.source, state.next_timestamp(),
            duration, frozenset(targets), None, state.turn,
        ))
        events.watch_source_control(state, duration)
        for oid in targets:
            state.mut(oid).controlled_since = state.turn


@executor("owners_gain_control")
def owners_gain_control(state: GameState, rid: int, eff: Simple) -> None:
    """"Each player gains control of all creatures they own" (Homeward Path): one layer-2 control effect
    per owner (613.1b), over the permanents matching the `filter` parameter (default: creatures)."""
    c = rctx(state, rid)
    flt = eff.param("filter") or Filter(types=frozenset({"Creature"}))
    by_owner: dict[int, list[int]] = {}
    for oid in matching_objects(state, flt, c.controller, c.source):
        by_owner.setdefault(state.objects[oid].owner, []).append(oid)
    for owner, ids in sorted(by_owner.items()):
        state.continuous.append(ContinuousEffect(
            StaticAbility("control"), owner, c.source, state.next_timestamp(), "permanent", frozenset(ids), None,
            state.turn,
        ))
        for oid in ids:
            if chars(state, oid).controller != owner:
                state.mut(oid).controlled_since = state.turn
    state.cache.clear()


@executor("exchange_control")
def exchange_control(state: GameState, rid: int, eff: Simple) -> None:
    """701.12b: exchange control of the source and the subject permanent: each becomes controlled by the
    other's controller (layer 2, 613.1b). Nothing happens unless both are still on the battlefield."""
    from kitchentable.rules.stack.one_card_effects import exchange_or_spell

    if exchange_or_spell(state, rid, eff):
        return
    c = rctx(state, rid)
    others = objects_of(state, rid, eff.subject)
    src = state.objects.get(c.source)
    if not others or src is None or src.zone[0] != BATTLEFIELD or state.objects[others[0]].zone[0] != BATTLEFIELD:
        return
    other = others[0]
    mine, theirs = chars(state, c.source).controller, chars(state, other).controller
    for oid, new in ((c.source, theirs), (other, mine)):
        state.continuous.append(ContinuousEffect(
            StaticAbility("control"), new, c.source, state.next_timestamp(), "permanent", frozenset({oid}), None,
            state.turn,
        ))
        state.mut(oid).controlled_since = state.turn
    state.log_event("701.12b", "exchange_control", c.source, other)


@executor("attach")
def attach(state: GameState, rid: int, eff: Simple) -> None:
    """701.3: attach the source (an Equipment) to the target."""
    c = rctx(state, rid)
    for oid in objects_of(state, rid, eff.subject):
        if c.source in state.objects and state.objects[c.source].zone[0] == BATTLEFIELD:
            state.mut(c.source).attached_to = oid
            state.log_event("701.3", "attach", c.source, oid)


# --- cards from outside the game (400.11) ------------------------------------------------------------------


@executor("wish")
def wish(state: GameState, rid: int, eff: Simple) -> None:
    """400.11: "reveal a sorcery card you own from outside the game and put it into your hand": the player
    chooses among the matching cards they own outside the game (their sideboard, 100.4a)."""
    for seat in players_of(state, rid, eff.subject):
        push(state, ("wish", seat, eff.param("filter"), bool(eff.param("reveal", False)),
                     bool(eff.param("optional", False))))


def wish_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, flt, reveal, may = frame
    outside = state.zones.get((OUTSIDE, seat), [])
    found = [o for o in outside if flt is None or matches_object(state, o, replace(flt, zone=OUTSIDE, owner="any",
                                                                                 controller="any"), seat, None)]
    options: list[tuple[Any, ...]] = [("choose", o) for o in found]
    if may or not options:
        options.append(("none",))
    what = flt.describe() if flt is not None else "card"
    ask(state, Decision(seat, "wish", tuple(options), "wish", (reveal,),
                        f"Choose a {what} you own from outside the game to put into your hand (400.11).", "400.11"))


@resumer("wish")
def wish_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (reveal,) = decision.data
    if action[0] != "choose":
        return
    name = state.objects[action[1]].card.name
    if reveal:
        state.log_event("701.16a", "reveal", decision.player, name)
    events.move(state, action[1], HAND, to_seat=decision.player, mover=decision.player, cause="400.11")


@executor("replace_next_draw_with_wish")
def replace_next_draw_with_wish(state: GameState, rid: int, eff: Simple) -> None:
    """Ring of Ma'Ruf: "the next time you would draw a card this turn, instead choose a card you own from
    outside the game and put it into your hand" — a replacement effect that applies once (614.1a, 614.5)."""
    for seat in players_of(state, rid, eff.subject):
        key = ("draw_replaced_by_wish", seat)
        state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + 1


@executor("shuffle_from_outside")
def shuffle_from_outside(state: GameState, rid: int, eff: Simple) -> None:
    """Research: "choose up to four cards you own from outside the game and shuffle them into your library"."""
    for seat in players_of(state, rid, eff.subject):
        push(state, ("outside_to_library", seat, value(state, rid, eff.amount), ()))


def outside_to_library_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, left, chosen = frame
    outside = [o for o in state.zones.get((OUTSIDE, seat), []) if o not in chosen]
    if left <= 0 or not outside:
        _shuffle_chosen_in(state, seat, chosen)
        return
    options = tuple([("choose", o) for o in outside] + [("done",)])
    ask(state, Decision(seat, "outside_to_library", options, "outside_to_library", (seat, left, chosen),
                        f"Choose a card you own from outside the game to shuffle into your library ({left} left).",
                        "400.11"))


@resumer("outside_to_library")
def outside_to_library_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, left, chosen = decision.data
    if action[0] == "done":
        _shuffle_chosen_in(state, seat, chosen)
        return
    push(state, ("outside_to_library", seat, left - 1, (*chosen, action[1])))


def _shuffle_chosen_in(state: GameState, seat: int, chosen: tuple[int, ...]) -> None:
    for oid in chosen:
        events.move(state, oid, LIBRARY, to_seat=seat, mover=seat, cause="400.11")
    events.shuffle(state, state.rules.library_of(state, seat))


@executor("repeat_unless_draw")
def repeat_unless_draw(state: GameState, rid: int, eff: Simple) -> None:
    """Development: "create a 3/1 red Elemental creature token unless any opponent has you draw a card.
    Repeat this process two more times." Each time, the opponents in turn order may choose to have the
    caster draw; if none does, the token is created."""
    c = rctx(state, rid)
    push(state, ("unless_draw", rid, c.controller, value(state, rid, eff.amount), tuple(state.opponents(c.controller)),
                 eff.param("token")))


def unless_draw_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, times, asking, token = frame
    if times <= 0:
        return
    live = [o for o in asking if state.players[o].in_game]
    if not live:
        events.create_token(state, token, seat)
        push(state, ("unless_draw", rid, seat, times - 1, tuple(state.opponents(seat)), token))
        return
    ask(state, Decision(live[0], "unless_draw", (("draw",), ("no",)), "unless_draw",
                        (rid, seat, times, tuple(live[1:]), token),
                        f"Have player {seat + 1} draw a card instead of creating a {token.name}?", "608.2d"))


@resumer("unless_draw")
def unless_draw_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, seat, times, rest, token = decision.data
    if action == ("draw",):
        events.draw_one(state, seat)
        push(state, ("unless_draw", rid, seat, times - 1, tuple(state.opponents(seat)), token))
    else:
        push(state, ("unless_draw", rid, seat, times, rest, token))


@executor("ante")
def ante(state: GameState, rid: int, eff: Simple) -> None:
    """407.1: put objects into the ante, a zone outside the game's usual zones (ante cards only)."""
    for oid in objects_of(state, rid, eff.subject):
        remember(state, rid, "anted", events.move(state, oid, ANTE, cause="407.1"))


@executor("ante_top")
def ante_top(state: GameState, rid: int, eff: Simple) -> None:
    """407.4: each named player antes the top card of their library. Rebirth: "If a player does, that
    player's life total becomes 20" (`then_life`), so only a player who anted sets their life."""
    then_life = eff.param("then_life")
    for seat in players_of(state, rid, eff.subject):
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        if lib:
            events.move(state, lib[-1], ANTE, cause="407.4")
            if then_life is not None:
                state.rules.set_life(state, seat, int(then_life))
                state.log_event("119.5", "set_life", seat, int(then_life))


@executor("ante_exchange_library_top")
def ante_exchange_library_top(state: GameState, rid: int, eff: Simple) -> None:
    """Darkpact: "You own target card in the ante. Exchange that card with the top card of your library."
    (407.3: an ante card changes a card's owner.)"""
    c = rctx(state, rid)
    seat = c.controller
    for oid in objects_of(state, rid, eff.subject):
        if state.objects[oid].zone[0] != ANTE:
            continue
        state.mut(oid).owner = seat
        state.log_event("407.3", "owner", state.objects[oid].card.name, seat)
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        top = lib[-1] if lib else None
        if top is not None:
            events.move(state, top, ANTE, cause="407.4")
        events.move(state, oid, LIBRARY, to_seat=seat, mover=seat, cause="407.3")


@executor("ante_or_exchange_ownership")
def ante_or_exchange_ownership(state: GameState, rid: int, eff: Simple) -> None:
    """Timmerian Fiends: the owner of the target artifact may ante the top card of their library; if they
    don't, the artifact and the Fiends exchange owners, the artifact card goes to your graveyard and the
    Fiends card into that player's (its new owner's) graveyard (407.3)."""
    for oid in objects_of(state, rid, eff.subject):
        owner = state.objects[oid].owner
        lib = state.zones.get(state.rules.library_of(state, owner), [])
        options = (("ante",), ("no",)) if lib else (("no",),)
        ask(state, Decision(owner, "ante_or_exchange", options, "ante_or_exchange", (rid, oid),
                            "Ante the top card of your library to keep your artifact? (407.4)", "407.4"))
        return


@resumer("ante_or_exchange")
def ante_or_exchange_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, artifact = decision.data
    owner = decision.player
    if action == ("ante",):
        lib = state.zones.get(state.rules.library_of(state, owner), [])
        events.move(state, lib[-1], ANTE, cause="407.4")
        return
    c = rctx(state, rid)
    info = state.lki.get(c.source)
    fiends = info[10] if info is not None else c.source  # the card the sacrificed Fiends became (400.7)
    if artifact not in state.objects or fiends not in state.objects:
        return
    you = c.controller
    state.mut(artifact).owner = you
    state.mut(fiends).owner = owner
    state.log_event("407.3", "exchange_owners", state.objects[artifact].card.name, state.objects[fiends].card.name)
    events.move(state, artifact, GRAVEYARD, to_seat=you, mover=you, cause="407.3")
    events.move(state, fiends, GRAVEYARD, to_seat=owner, mover=you, cause="407.3")


@executor("ante_to_graveyard")
def ante_to_graveyard(state: GameState, rid: int, eff: Simple) -> None:
    """Jeweled Bird: every other card the player owns in the ante goes to its owner's graveyard."""
    kept = rctx(state, rid).recall("anted")
    for seat in players_of(state, rid, eff.subject):
        for oid in list(state.zones.get((ANTE, -1), [])):
            if state.objects[oid].owner == seat and oid != kept:
                events.move(state, oid, GRAVEYARD, cause="407.1")


def register_frames() -> None:
    HANDLERS["choose_discard"] = discard_frame
    HANDLERS["choose_discard_for"] = discard_for_frame
    HANDLERS["choose_sacrifice"] = sacrifice_frame
    HANDLERS["choose_bounce"] = bounce_choice_frame
    HANDLERS["set_it"] = set_it_frame
    HANDLERS["search_pick"] = search_frame
    HANDLERS["scry_one"] = scry_frame
    HANDLERS["look_pick"] = look_pick_frame
    HANDLERS["wish"] = wish_frame
    HANDLERS["outside_to_library"] = outside_to_library_frame
    HANDLERS["unless_draw"] = unless_draw_frame


register_frames()


# --- the same effects again for other players --------------------------------------------------------------------

@executor("same_for_attacking_opponents")
def same_for_attacking_opponents(state: GameState, rid: int, eff: Simple) -> None:
    """"Each opponent attacking that player does the same." (the Commander curses, 303.4): the previous
    sentence's effects again for each opponent of the controller who controls a creature attacking the enchanted
    player, in APNAP order, each run as if that opponent controlled the ability ("you" is them)."""
    c = rctx(state, rid)
    attacked = players_of(state, rid, eff.subject)
    combat = state.combat
    if not attacked or combat is None:
        return
    target: Any = ("player", attacked[0])
    attackers = {chars(state, a).controller for a, t in combat.attackers.items() if t == target and a in state.objects}
    seats = [seat for seat in state.apnap() if seat != c.controller and seat in attackers]
    push(state, *as_each_player(state, c, seats, eff.param("effects")))


def as_each_player(state: GameState, c: Any, seats: Iterable[int], effects: Iterable[Effect]) -> list[tuple[Any, ...]]:
    """The frames that run `effects` once for each of `seats`, in the order given, each in a context of its own
    as if that player controlled the ability (its "you" is them, its "it" its own): "each opponent attacking that
    player does the same", "each player may put two +1/+1 counters on a creature they control" (101.4)."""
    effects = tuple(effects)
    frames: list[tuple[Any, ...]] = []
    for seat in seats:
        sub = state.next_ctx
        state.next_ctx += 1
        state.contexts[sub] = replace(c, controller=seat, memory=())
        frames += [("run_effect", sub, e) for e in effects]
        frames.append(("drop_context", sub))
    return frames


@handler("drop_context")
def drop_context(state: GameState, frame: tuple[Any, ...]) -> None:
    """The end of a nested resolution context made by an executor above."""
    state.contexts.pop(frame[1], None)
