"""Effects of the few cards whose wording no template shares: hideaway (702.75), playing and casting a card
without paying its mana cost while an ability resolves (601.2, 305.2-305.3), copying a spell (707.10) and
choosing new targets or changing a single target (115.7), an opponent's choice from your graveyard, exiling until a card shares a card
type, and Warp World's shuffle, reveal and put.

Executors register in `rules.stack.effects.EXECUTORS` like every other effect.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Filter, Ref, Simple, spell_modal
from kitchentable.rules.concepts.target_links import read_event_spec
from kitchentable.rules.concepts.targets import candidates, matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.continuous.player_rules import land_plays
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor, objects_of, players_of, refs, value
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, EXILE, HAND, LIBRARY, STACK, Decision, GameState

LINKED = "hidden"
"""The memory key on a permanent naming the card its hideaway ability exiled (607.2: linked abilities)."""


# --- hideaway (702.75) ---------------------------------------------------------------------------------------


@executor("hideaway")
def hideaway(state: GameState, rid: int, eff: Simple) -> None:
    """702.75a: look at the top N cards of your library, exile one face down, put the rest on the bottom in a
    random order."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    lib = state.zones.get(state.rules.library_of(state, c.controller), [])
    seen = tuple(reversed(lib))[:n]
    if not seen:
        return
    options = tuple(("exile", oid) for oid in seen)
    ask(state, Decision(c.controller, "hideaway", options, "hideaway", (rid, seen),
                        "Choose the card to exile face down (702.75a).", "702.75a"))


@resumer("hideaway")
def hideaway_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, seen = decision.data
    seat = decision.player
    c = rctx(state, rid)
    hidden = events.move(state, action[1], EXILE, face_down=True, mover=seat, cause="702.75a")
    if c.source in state.objects and state.objects[c.source].zone[0] == BATTLEFIELD:
        src = state.mut(c.source, characteristics=False)
        src.memory = tuple(m for m in src.memory if m[0] != LINKED) + ((LINKED, hidden),)
    rest = [oid for oid in seen if oid != action[1] and oid in state.objects]
    state.rng.shuffle(rest)
    _to_bottom(state, rest)
    state.log_event("702.75a", "hideaway", seat, len(rest))


def _to_bottom(state: GameState, ids: list[int]) -> None:
    """Put library cards already in their library on its bottom, the first given lowest."""
    for oid in reversed(ids):
        lib = state.zones[state.objects[oid].zone]
        lib.remove(oid)
        lib.insert(0, oid)
        state.mut(oid, characteristics=False)


@executor("play_hidden_free")
def play_hidden_free(state: GameState, rid: int, eff: Simple) -> None:
    """Mosswort Bridge: "you may play the exiled card without paying its mana cost" (the card its hideaway
    ability exiled, 607.2a). Nothing happens if that card has left exile."""
    c = rctx(state, rid)
    src = state.objects.get(c.source)
    memory = src.memory if src is not None else ()
    hidden = next((m[1] for m in memory if m[0] == LINKED), None)
    if hidden is None or hidden not in state.objects or state.objects[hidden].zone[0] != EXILE:
        return
    offer_free(state, rid, c.controller, hidden, play=True)


# --- playing or casting without paying the mana cost during resolution -------------------------------------------


def offer_free(state: GameState, rid: int, seat: int, oid: int, play: bool) -> None:
    """Ask whether to play (a land, 305.2-305.3) or cast (601.2, ignoring timing, 608.2g) the card without
    paying its mana cost. A land can be played only during its player's turn with a land play left; a card
    that can't be cast now (no legal targets, 601.2c) isn't offered."""
    card = state.objects[oid].card
    if "Land" in card.types:
        p = state.players[seat]
        if not play or state.active != seat or p.lands_played >= land_plays(state, seat):
            state.log_event("305.3", "cant_play_land", seat, card.name)
            return
    elif not castable_now(state, seat, oid):
        state.log_event("601.2c", "cant_cast", seat, card.name)
        return
    verb = "play" if play else "cast"
    ask(state, Decision(seat, "may", (("yes",), ("no",)), "free_cast", (rid, oid),
                        f"{verb.capitalize()} {card.name} without paying its mana cost? (608.2d)", "608.2d"))


def castable_now(state: GameState, seat: int, oid: int) -> bool:
    """Whether an effect could cast the card now (601.3: its casting restriction; 601.2c: legal targets; its
    additional costs payable)."""
    from kitchentable.rules.casting.castable import has_targets_for
    from kitchentable.rules.casting.casting_restrictions import cast_allowed
    from kitchentable.rules.concepts.targets import matching_objects

    card = state.objects[oid].card
    if card.static and not cast_allowed(state, seat, card, oid):
        return False  # 601.3
    modal = spell_modal(card)
    if card.enchant is not None and card.spell is None:
        from kitchentable.rules.abilities import Modal, Mode, TargetSpec

        modal = Modal((Mode(targets=(TargetSpec(card.enchant),)),))
    if not has_targets_for(state, modal, seat, oid):
        return False
    for cost in card.additional_costs:
        if cost.sacrifice is not None and len([o for o in matching_objects(state, cost.sacrifice, seat, oid)
                                               if chars(state, o).controller == seat]) < cost.sacrifice_count:
            return False
        if cost.discard_count and len(state.zone(HAND, seat)) < cost.discard_count:
            return False
    return True


@resumer("free_cast")
def free_cast_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    _rid, oid = decision.data
    if action != ("yes",) or oid not in state.objects:
        return
    seat = decision.player
    if "Land" in state.objects[oid].card.types:
        from kitchentable.rules.casting.lands import play_land

        play_land(state, seat, oid)
        return
    from kitchentable.rules.casting.casting import begin_cast

    begin_cast(state, seat, oid, "free", decision)


@executor("cast_free_from_hand")
def cast_free_from_hand(state: GameState, rid: int, eff: Simple) -> None:
    """"You may cast a card with mana value 3 or less from your hand without paying its mana cost." (608.2g):
    the controller may choose a card in their hand the description fits and that could be cast now (601.2c),
    and casts it for no mana (118.9a); a land card is never cast (305.9)."""
    seat = rctx(state, rid).controller
    flt = eff.param("filter")
    options = tuple(("pick", oid) for oid in state.zone(HAND, seat)
                    if "Land" not in state.objects[oid].card.types
                    and (flt is None or matches_object(state, oid, flt, seat, None)) and castable_now(state, seat, oid))
    if not options:
        state.log_event("608.2g", "nothing_to_cast", seat)
        return
    ask(state, Decision(seat, "choose_card", (*options, ("no",)), "free_cast_pick", (rid,),
                        "Choose a card to cast without paying its mana cost, or none (608.2g).", "608.2g"))


@resumer("free_cast_pick")
def free_cast_pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    if action[0] != "pick" or action[1] not in state.objects:
        return
    from kitchentable.rules.casting.casting import begin_cast

    begin_cast(state, decision.player, action[1], "free", decision)


@executor("cast_free")
def cast_free(state: GameState, rid: int, eff: Simple) -> None:
    """"That player may cast that card without paying its mana cost" (Possibility Storm)."""
    caster = players_of(state, rid, eff.param("caster", Ref("you")))
    for oid in objects_of(state, rid, eff.subject):
        if caster and state.objects[oid].zone[0] == EXILE:
            offer_free(state, rid, caster[0], oid, play=False)


# --- Possibility Storm: exile until a card shares a card type ----------------------------------------------------


@executor("exile_until_shared_type")
def exile_until_shared_type(state: GameState, rid: int, eff: Simple) -> None:
    """Exile cards from the top of the player's library until one shares a card type (205.2a) with the card
    exiled before (the spell, by its last known information if it had left the stack). That card becomes
    "it"; every card exiled this way is remembered as exiled with the source."""
    c = rctx(state, rid)
    spell = c.recall("exiled")
    if spell is not None and spell in state.objects:
        types = state.objects[spell].card.types
    else:
        ev = c.event
        info = state.lki.get(ev[2]) if ev and ev[0] == "cast" else None
        if info is None:
            return
        types = info[0].types
    exiled: list[int] = [spell] if spell is not None else []
    for seat in players_of(state, rid, eff.subject):
        key = state.rules.library_of(state, seat)
        while state.zones.get(key):
            top = state.zones[key][-1]
            shares = bool(state.objects[top].card.types & types)
            new = events.move(state, top, EXILE, mover=seat, cause="406.2")
            exiled.append(new)
            if shares:
                remember(state, rid, "it", new)
                break
        break
    remember(state, rid, "exiled_with", tuple(exiled))


@executor("exiled_to_bottom")
def exiled_to_bottom(state: GameState, rid: int, eff: Simple) -> None:
    """"Put all cards exiled with [this] on the bottom of their library in a random order": the cards the
    effect exiled that are still in exile."""
    c = rctx(state, rid)
    seats = players_of(state, rid, eff.subject)
    if not seats:
        return
    left = [oid for oid in c.recall("exiled_with", ()) if oid in state.objects and state.objects[oid].zone[0] == EXILE]
    state.rng.shuffle(left)
    for oid in left:
        events.move(state, oid, LIBRARY, to_seat=seats[0], top=False, mover=seats[0], cause="401.4")


# --- Tasigur: a card of an opponent's choice ------------------------------------------------------------------


@executor("return_opponents_choice")
def return_opponents_choice(state: GameState, rid: int, eff: Simple) -> None:
    """"Return a nonland card of an opponent's choice from your graveyard to your hand": you choose the
    opponent (with more than one), who chooses the card."""
    c = rctx(state, rid)
    opponents = state.opponents(c.controller)
    if not opponents or not _choosable(state, rid, eff):
        return
    if len(opponents) == 1:
        push(state, ("opponent_picks", rid, opponents[0], eff))
        return
    ask(state, Decision(c.controller, "choose_opponent", tuple(("opponent", s) for s in opponents),
                        "choose_opponent", (rid, eff), "Choose the opponent who chooses the card.", "608.2d"))


def _choosable(state: GameState, rid: int, eff: Simple) -> list[int]:
    c = rctx(state, rid)
    flt: Filter = replace(eff.param("filter") or Filter(), zone="any")
    pile = state.zones.get(state.rules.graveyard_of(state, c.controller), [])
    return [o for o in reversed(pile) if matches_object(state, o, flt, c.controller, c.source)]


@resumer("choose_opponent")
def choose_opponent_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, eff = decision.data
    push(state, ("opponent_picks", rid, action[1], eff))


def opponent_picks_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, eff = frame
    pool = _choosable(state, rid, eff)
    if not pool:
        return
    ask(state, Decision(seat, "opponent_choice", tuple(("choose", o) for o in pool), "opponent_choice", (rid,),
                        "Choose the card your opponent returns to their hand.", "608.2d"))


@resumer("opponent_choice")
def opponent_choice_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rid,) = decision.data
    seat = rctx(state, rid).controller
    events.move(state, action[1], HAND, to_seat=seat, mover=seat, cause="608.2d")


# --- Warp World ------------------------------------------------------------------------------------------------


@executor("shuffle_owned_permanents_and_reveal")
def shuffle_owned_and_reveal(state: GameState, rid: int, eff: Simple) -> None:
    """Each player shuffles every permanent they own (tokens too) into their library, then reveals that many
    cards from its top. Players act in APNAP order; where players share a library, a card another player
    already revealed is passed over, so each reveals cards of their own."""
    seats = players_of(state, rid, eff.subject)
    counts: dict[int, int] = {}
    for seat in seats:
        owned = [oid for oid in list(state.battlefield()) if state.objects[oid].owner == seat]
        counts[seat] = len(owned)
        for oid in owned:
            events.move(state, oid, LIBRARY, to_seat=seat, cause="401.4")
    for seat in seats:
        events.shuffle(state, state.rules.library_of(state, seat))
    taken: set[int] = set()
    revealed: list[tuple[int, tuple[int, ...]]] = []
    for seat in seats:
        lib = state.zones.get(state.rules.library_of(state, seat), [])
        mine = [oid for oid in reversed(lib) if oid not in taken and not state.objects[oid].token][:counts[seat]]
        taken.update(mine)
        revealed.append((seat, tuple(mine)))
        state.log_event("701.16", "reveal", seat, tuple(state.objects[o].card.name for o in mine))
    remember(state, rid, "revealed", tuple(revealed))


@executor("put_revealed_permanents")
def put_revealed_permanents(state: GameState, rid: int, eff: Simple) -> None:
    """Each player puts the artifact, creature and land cards they revealed onto the battlefield, then the
    enchantment cards (an Aura's player chooses what it enchants as it enters, 303.4f; with nothing to enchant
    it stays), then the rest on the bottom of their library in the order they choose."""
    c = rctx(state, rid)
    revealed: tuple[tuple[int, tuple[int, ...]], ...] = c.recall("revealed", ())
    first = frozenset({"Artifact", "Creature", "Land"})
    for seat, ids in revealed:
        for oid in ids:
            if _still_revealed(state, oid) and state.objects[oid].card.types & first:
                events.move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="610.3")
    enchantments = tuple((seat, oid) for seat, ids in revealed for oid in ids
                         if _still_revealed(state, oid) and "Enchantment" in state.objects[oid].card.types)
    push(state, ("put_enchantments", rid, enchantments))


def _still_revealed(state: GameState, oid: int) -> bool:
    return oid in state.objects and state.objects[oid].zone[0] == LIBRARY


def put_enchantments_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.concepts.targets import matching_objects

    _name, rid, left = frame
    for i, (seat, oid) in enumerate(left):
        if not _still_revealed(state, oid):
            continue
        card = state.objects[oid].card
        if card.enchant is None:
            events.move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="610.3")
            continue
        hosts = [o for o in matching_objects(state, card.enchant, seat, None) if o != oid]
        push(state, ("put_enchantments", rid, left[i + 1:]))
        if hosts:
            ask(state, Decision(seat, "aura_host", tuple(("attach", h) for h in hosts), "aura_host", (oid,),
                                f"Choose what {card.name} enchants as it enters (303.4f).", "303.4f"))
        return
    c = rctx(state, rid)
    push(state, *[("order_bottom", seat, tuple(o for o in ids if _still_revealed(state, o)), ())
                  for seat, ids in c.recall("revealed", ())])


def order_bottom_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """"Put [them] on the bottom of [their] library in any order": the player picks the lowest card first."""
    _name, seat, left, chosen = frame
    left = tuple(o for o in left if _still_revealed(state, o))
    if len(left) <= 1:
        _to_bottom(state, [*chosen, *left])
        return
    ask(state, Decision(seat, "bottom_order", tuple(("lowest", o) for o in left), "order_bottom", (left, chosen),
                        "Choose the card to put lowest of those left (401.4).", "401.4"))


@resumer("order_bottom")
def order_bottom_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    left, chosen = decision.data
    push(state, ("order_bottom", decision.player, tuple(o for o in left if o != action[1]), (*chosen, action[1])))


@resumer("aura_host")
def aura_host_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (oid,) = decision.data
    new = events.move(state, oid, BATTLEFIELD, controller=decision.player, mover=decision.player, cause="303.4f")
    if new in state.objects:
        state.mut(new).attached_to = action[1]
        state.log_event("303.4f", "attach", state.objects[new].card.name, action[1])


# --- spells: control, copies, new targets --------------------------------------------------------------------------


def exchange_with_spell(state: GameState, rid: int, spell: int) -> None:
    """701.10 with Perplexing Chimera: the source permanent and a spell exchange controllers; the spell's
    controller is the one its StackInfo names (so "you" in its text means its new controller)."""
    from kitchentable.rules.abilities import StaticAbility
    from kitchentable.rules.continuous.layers import ContinuousEffect

    c = rctx(state, rid)
    info = state.objects[spell].stack
    src = state.objects.get(c.source)
    if info is None or info.kind != "spell" or src is None or src.zone[0] != BATTLEFIELD:
        return
    mine, theirs = chars(state, c.source).controller, info.controller
    if mine == theirs:
        return
    state.continuous.append(ContinuousEffect(
        StaticAbility("control"), theirs, c.source, state.next_timestamp(), "permanent", frozenset({c.source}),
        None, state.turn,
    ))
    state.mut(c.source).controlled_since = state.turn
    o = state.mut(spell)
    o.controller = mine
    o.stack = replace(info, controller=mine)
    state.log_event("701.10", "exchange_control", c.source, spell)


@executor("choose_new_targets")
def choose_new_targets(state: GameState, rid: int, eff: Simple) -> None:
    """115.7: the spell's controller may change each of its targets to another legal one; with the param
    "chooser" "you" ("You may choose new targets for target spell", 115.7d) this effect's controller does."""
    chooser: tuple[int, ...] = (rctx(state, rid).controller,) if eff.param("chooser") == "you" else ()
    for oid in objects_of(state, rid, eff.subject):
        o = state.objects[oid]
        if o.zone[0] == STACK and o.stack is not None and o.stack.targets:
            push(state, ("retarget", oid, 0, 0, *chooser))


@executor("change_target")
def change_target(state: GameState, rid: int, eff: Simple) -> None:
    """115.7a: "change the target of target spell with a single target": the effect's controller chooses another
    legal target for it; with no other legal target it stays unchanged."""
    from kitchentable.rules.concepts.target_links import read_spec
    from kitchentable.rules.concepts.targets import spec_with_x
    from kitchentable.rules.stack.resolve import _specs

    c = rctx(state, rid)
    for oid in objects_of(state, rid, eff.subject, (STACK,)):
        info = state.objects[oid].stack
        if state.objects[oid].zone[0] != STACK or info is None:
            continue
        slots = [(g, s) for g, group in enumerate(info.targets) for s, t in enumerate(group) if t is not None]
        specs = _specs(state, oid)
        if len(slots) != 1 or slots[0][0] >= len(specs):
            continue
        group, slot = slots[0]
        current = info.targets[group][slot]
        spec = read_event_spec(read_spec(spec_with_x(specs[group], info.x), info.targets), info.event)
        pool = [t for t in candidates(state, spec, info.controller, oid, this=oid) if t != current]
        if not pool:
            state.log_event("115.7a", "target_unchanged", state.objects[oid].card.name)
            continue
        ask(state, Decision(c.controller, "change_target", tuple(("target", t) for t in pool), "retarget",
                            (oid, group, slot), "Choose the spell's new target (115.7a).", "115.7a"))
        return


def _target_specs(state: GameState, oid: int) -> list[Any]:
    from kitchentable.rules.stack.resolve import _specs

    return _specs(state, oid)


def retarget_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """One target of a spell or ability at a time: keep it or choose a new legal one (115.7). The frame's fifth
    item, if any, is the player who chooses (115.7d); else the object's controller does."""
    oid, group, slot = frame[1], frame[2], frame[3]
    chooser: tuple[int, ...] = tuple(frame[4:5])
    o = state.objects.get(oid)
    if o is None or o.stack is None:
        return
    info = o.stack
    if group >= len(info.targets):
        return
    if slot >= len(info.targets[group]):
        push(state, ("retarget", oid, group + 1, 0, *chooser))
        return
    specs = _target_specs(state, oid)
    current = info.targets[group][slot]
    others = set(info.targets[group]) - {current}
    spec = read_event_spec(specs[group], info.event)  # a copy's new targets: "that player" as the event named
    pool = [t for t in candidates(state, spec, info.controller, oid, this=oid)
            if t != current and t not in others]
    push(state, ("retarget", oid, group, slot + 1, *chooser))
    if not pool:
        return
    options = (("keep",),) + tuple(("target", t) for t in pool)
    who = chooser[0] if chooser else info.controller
    ask(state, Decision(who, "new_target", options, "retarget", (oid, group, slot),
                        "Keep this target or choose a new one (115.7).", "115.7"))


@resumer("retarget")
def retarget_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid, group, slot = decision.data
    if action == ("keep",):
        return
    o = state.mut(oid, characteristics=False)
    assert o.stack is not None
    targets = [list(g) for g in o.stack.targets]
    targets[group][slot] = action[1]
    o.stack = replace(o.stack, targets=tuple(tuple(g) for g in targets))
    state.log_event("115.7", "new_target", o.card.name, action[1])


@executor("copy_spell")
def copy_spell(state: GameState, rid: int, eff: Simple) -> None:
    """707.10: put N copies of the spell onto the stack, controlled by this effect's controller; copies are
    not cast. With the `new_targets` parameter the controller may choose new targets for each (707.10c)."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    for spell in objects_of(state, rid, eff.subject):
        o = state.objects[spell]
        if o.zone[0] != STACK or o.stack is None or o.stack.kind != "spell":
            continue
        for _ in range(n):
            twin = state.new_object(o.card, c.controller, (STACK, -1))
            twin.controller = c.controller
            twin.stack = replace(o.stack, controller=c.controller, copy=True)
            state.log_event("707.10", "copy_spell", o.card.name, c.controller)
            events.notify(state, ("copied", c.controller, twin.id))  # "whenever you cast or copy" (603.2)
            if eff.param("new_targets") and o.stack.targets:
                push(state, ("retarget", twin.id, 0, 0))


def replicate_trigger_effect(times: int) -> Simple:
    """702.56a: "copy it for each time its replicate cost was paid; you may choose new targets"."""
    from kitchentable.rules.abilities import fixed

    return Simple("copy_spell", Ref("triggering"), fixed(times), params=(("new_targets", True),))


HANDLERS["opponent_picks"] = opponent_picks_frame
HANDLERS["retarget"] = retarget_frame
HANDLERS["put_enchantments"] = put_enchantments_frame
HANDLERS["order_bottom"] = order_bottom_frame


def exchange_or_spell(state: GameState, rid: int, eff: Simple) -> bool:
    """Whether the subject of an exchange is a spell on the stack (then handled here, returning True)."""
    for t in refs(state, rid, eff.subject):
        if isinstance(t, int) and state.objects[t].zone[0] == STACK:
            exchange_with_spell(state, rid, t)
            return True
    return False


def _explainers() -> None:
    """Sentences for the log events these effects add (`rules.log_text.explain`)."""
    from kitchentable.rules.log_text import EXPLAINERS, _thing, player_name

    EXPLAINERS["hideaway"] = lambda st, d: (
        f"{player_name(st, d[0])} exiles a card face down and puts the other {d[1]} on the bottom of the library.")
    EXPLAINERS["copy_spell"] = lambda st, d: f"{player_name(st, d[1])} puts a copy of {d[0]} on the stack."
    EXPLAINERS["new_target"] = lambda st, d: f"{d[0]} now targets {_thing(st, d[1])}."
    EXPLAINERS["exchange_control"] = lambda st, d: f"{_thing(st, d[0])} and {_thing(st, d[1])} exchange controllers."
    EXPLAINERS["cant_cast"] = lambda st, d: f"{player_name(st, d[0])} can't cast {d[1]} now (no legal choice)."
    EXPLAINERS["cant_play_land"] = lambda st, d: (
        f"{player_name(st, d[0])} can't play {d[1]}: a land is played only on its player's turn with a land "
        "play left.")
    EXPLAINERS["reveal"] = lambda st, d: f"{player_name(st, d[0])} reveals {', '.join(d[1]) or 'no card'}."


_explainers()
