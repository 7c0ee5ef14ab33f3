"""Permanents whose face changes: face-down permanents turned face up (morph 702.37, megamorph 702.37b,
face-down rules 708), transforming double-faced permanents (701.28, 712) and flip cards (710).

Casting face down lives in `rules.casting.casting.begin_cast` (how = "face_down"): the card moves to the stack already
face down (708.4), its cost is {3} (702.37a, an alternative cost 118.9), and it resolves into a face-down
permanent (`rules.stack.resolve._finish`). A face-down object's characteristics are those of `rules.continuous.layers.face_down_card`
(708.2a); observations and the log hide its identity from everyone but its controller (708.5), and it is
revealed when it leaves the battlefield or the stack (708.9) because the new object is face up.

Turning a permanent face up is a special action (116.2b, 702.37e): it is offered while its controller
holds priority, the morph cost is paid through the casting procedure's payment frames (601.2g-h, with the
same rewind if it can't be paid), and the permanent stays the same object (708.8): no enters-the-battlefield
ability triggers, but "when ~ is turned face up" does.

Disguise (702.168a) and cloak (701.58a) follow morph's procedure (cast face down for {3}, turn face up for the
disguise cost); the face-down (or cloaked) permanent is a 2/2 with ward {2}. Manifest dread (701.62): look at
the top two cards of your library, manifest one of them, put the other into your graveyard.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Cost, Modal, Mode, Simple
from kitchentable.rules.additional.merged_permanents import MERGED_OF
from kitchentable.rules.casting.cast_modes import CastMode, cast_mode
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.layers import face_down_variant
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.stack.effects import executor, objects_of, players_of
from kitchentable.rules.stack.resolve import remember
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, Decision, GameObject, GameState
from kitchentable.rules.turn.priority import priority_action, special_actions_face_down

MANIFESTED = "manifested"  # GameObject.tags: put onto the battlefield by manifest (701.34a)


def hidden_from(o: GameObject, viewer: int) -> bool:
    """708.5: a face-down spell or permanent is hidden from everyone but its controller, unless it was
    revealed to all or this player looked at it ("look at target face-down creature")."""
    return o.face_down and o.controller != viewer and not o.revealed and f"seen_by:{viewer}" not in o.tags


@executor("look_at_face_down")
def look_at_face_down(state: GameState, rid: int, eff: Simple) -> None:
    """"Look at target face-down creature": its card becomes known to the ability's controller alone, for as
    long as it stays that object (the log records only that they looked)."""
    from kitchentable.rules.stack.resolve import rctx

    seat = rctx(state, rid).controller
    for oid in objects_of(state, rid, eff.subject):
        if state.objects[oid].face_down:
            o = state.mut(oid, characteristics=False)
            o.tags = o.tags | {f"seen_by:{seat}"}
            state.log_event("708.5", "looked_at_face_down", seat, oid)


def may_turn_face_up(o: GameObject) -> bool:
    """Could this face-down permanent ever be turned face up by its controller: it has a morph cost
    (702.37e) or it was manifested (701.34b-c)."""
    return o.card.morph is not None or MANIFESTED in o.tags


def face_up_cost(o: GameObject, how: str) -> Cost | None:
    """The cost to turn it face up: its morph cost (702.37e, also for a manifested card with morph, 701.34c),
    or for a manifested creature card its mana cost (701.34b)."""
    if how == "manifest":
        if MANIFESTED in o.tags and "Creature" in o.card.types and o.card.mana_cost is not None:
            return Cost(mana=o.card.mana_cost)
        return None
    return o.card.morph


def face_up_actions(state: GameState, seat: int, oid: int) -> list[tuple[Any, ...]]:
    """116.2b: ("turn_face_up", id) for a face-down permanent this player controls with a morph cost, and
    ("turn_face_up", id, "manifest") for a manifested creature card, when they could pay the cost now (a
    pre-check; the payment step is the real test)."""
    from kitchentable.rules.casting.castable import can_afford_roughly

    o = state.objects[oid]
    if o.controller != seat or o.phased_out:
        return []
    found: list[tuple[Any, ...]] = []
    for how in ("morph", "manifest"):
        cost = face_up_cost(o, how)
        if cost is None or not can_afford_roughly(state, seat, cost.mana, None):
            continue
        if cost.life and state.players[seat].life < cost.life:
            continue
        found.append(("turn_face_up", oid) if how == "morph" else ("turn_face_up", oid, how))
    return found


def begin_turn_face_up(state: GameState, seat: int, oid: int, decision: Decision, how: str = "morph") -> None:
    """702.37e, 701.34b: show the morph cost (or the manifested creature card's mana cost), pay it, then turn
    the permanent face up. The payment reuses the casting frames (601.2f-h) with a context of kind
    "special": no stack object is created (116.2b)."""
    from kitchentable.rules.casting.context import CastContext, new_ctx, save_rewind_point

    o = state.objects[oid]
    cost = face_up_cost(o, how)
    if cost is None or not o.face_down or o.zone[0] != BATTLEFIELD or o.controller != seat:
        from kitchentable.rules.errors import IllegalAction

        raise IllegalAction("702.37e", "only a face-down permanent you control with a morph cost can be "
                                       "turned face up this way")
    save_rewind_point(state, decision)
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid,
                                     modal=Modal((Mode(),)), cost=cost))
    state.log_event("702.37e" if how == "morph" else "701.34b", "morph_shown", seat, oid, o.card.name)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("face_up_done", cid, how))


@handler("face_up_done")
def face_up_done(state: GameState, frame: tuple[Any, ...]) -> None:
    """The morph cost is paid: the rewind point goes and the permanent turns face up; megamorph's +1/+1
    counter is put on it as it turns face up (702.37b, 708.11)."""
    from kitchentable.rules.casting.context import ctx, finish_rewind_point

    cid = frame[1]
    c = ctx(state, cid)
    finish_rewind_point(state)
    del state.contexts[cid]
    how = frame[2] if len(frame) > 2 else "morph"
    if c.source in state.objects:
        turn_face_up(state, c.source, "702.37e" if how == "morph" else "701.34b",
                     megamorph_paid=how == "morph" and state.objects[c.source].card.megamorph)


def turn_face_up(state: GameState, oid: int, cause: str, megamorph_paid: bool = False) -> None:
    """708.8: the permanent regains its normal characteristics; it is the same object, so abilities about
    entering the battlefield don't trigger. "When ~ is turned face up" abilities trigger (603.2)."""
    from kitchentable.rules import events
    from kitchentable.rules.stack.triggers import notify

    o = state.mut(oid)
    o.face_down = False
    o.tags = o.tags - {MANIFESTED}  # turned face down again later, it would not be a manifested permanent
    state.zone_changed(BATTLEFIELD, o.card, oid)  # its static, triggered and activated abilities now exist
    state.log_event(cause, "turned_face_up", o.controller, oid, o.card.name)
    if megamorph_paid:
        events.add_counters(state, oid, "+1/+1", 1)
    notify(state, ("turned_face_up", oid))


EXPLAINERS.update({
    "morph_shown": lambda s, d: f"{player_name(s, d[0])} shows the morph cost of {d[2]} (#{d[1]}) and pays it.",
    "turned_face_up": lambda s, d: f"{player_name(s, d[0])} turns #{d[1]} face up: it is {d[2]}.",
})


@executor("turn_face_up")
def turn_face_up_effect(state: GameState, rid: int, eff: Simple) -> None:
    """An effect that turns face-down permanents face up (708.8); others are left as they are."""
    for oid in objects_of(state, rid, eff.subject):
        if state.objects[oid].face_down and state.objects[oid].zone[0] == BATTLEFIELD:
            turn_face_up(state, oid, "708.8")


@executor("turn_face_down")
def turn_face_down_effect(state: GameState, rid: int, eff: Simple) -> None:
    """708.2a: a face-up permanent turned face down is a 2/2 creature with no text, name, subtypes or mana
    cost, the same object (effects on it keep applying); a double-faced permanent can't be (712.12). It can be
    turned face up again only by a morph cost (702.37e) or an effect."""
    for oid in objects_of(state, rid, eff.subject):
        o = state.objects[oid]
        if o.face_down or o.zone[0] != BATTLEFIELD or whole_card(o).layout in ("transform", "modal_dfc"):
            continue
        o = state.mut(oid)
        o.face_down = True
        state.forget(None)  # its abilities are gone; it may now be turned face up (702.37e)
        state.log_event("708.2a", "turned_face_down", o.controller, oid)


@executor("exile_return_transformed")
def exile_return_transformed(state: GameState, rid: int, eff: Simple) -> None:
    """"Exile ~, then return it to the battlefield transformed under its owner's control": the exiled card
    is a new object (400.7) that enters with its back face up (712.10a); a card that isn't a transforming
    double-faced card stays in exile."""
    from kitchentable.rules import events

    for oid in objects_of(state, rid, eff.subject):
        exiled = events.move(state, oid, EXILE, cause="406.2")
        o = state.objects.get(exiled)
        if o is not None and o.zone[0] == EXILE and o.card.layout == "transform":
            events.move(state, exiled, BATTLEFIELD, controller=o.owner, transformed=True, cause="712.10a")


@executor("manifest")
def manifest(state: GameState, rid: int, eff: Simple) -> None:
    """701.34a: put the top card of the player's library onto the battlefield face down as a 2/2 creature
    with no text, name, subtypes or mana cost; it can be turned face up for its mana cost if it is a creature
    card (701.34b) or for its morph cost (701.34c). "It" is the last card manifested ("then put a +1/+1
    counter on it")."""
    from kitchentable.rules import events
    from kitchentable.rules.stack.effects import players_of, value
    from kitchentable.rules.stack.resolve import remember

    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        library = state.zones.get(state.rules.library_of(state, seat), [])
        for _ in range(n):
            if not library:
                break
            cloak = bool(eff.param("cloak"))  # 701.58a: cloaked, it also has ward {2} (`disguised_face_down`)
            new = events.move(state, library[-1], BATTLEFIELD, face_down=True, controller=seat,
                              cause="701.58a" if cloak else "701.34a",
                              tags=frozenset({MANIFESTED, "cloaked"} if cloak else {MANIFESTED}))
            remember(state, rid, "it", new)
    state.forget(None)  # a face-down card any card may be is now a permanent that may turn face up


# --- transforming double-faced permanents (701.28, 712) and flip cards (710) -------------------------------------

TRANSFORMED_OF = "transformed_of"  # GameObject.memory entry: the whole card while its other face is up


def whole_card(o: GameObject) -> CardDef:
    """The whole double-faced card behind a permanent, whichever face is up (712.4a: it is the front face
    again, whole, once it leaves the battlefield; `events.move` reads this)."""
    for m in o.memory:
        if isinstance(m, tuple) and m[0] == TRANSFORMED_OF:
            return m[1]  # type: ignore[no-any-return]
    return o.card


def transform(state: GameState, oid: int, cause: str = "701.28a") -> bool:
    """701.28a: turn a transforming double-faced permanent over to its other face. It stays the same object
    (712.14): counters, damage, attachments and effects on it remain. Nothing happens to a permanent that
    isn't a transforming double-faced card (701.28c, 712.5), to one whose other face is an instant or
    sorcery (701.28d), or to a face-down one (712.11a). The face up is read by the layers from `o.card`:
    the back face while transformed (712.4d), the card itself while its front face is up (712.4c)."""
    from kitchentable.rules.stack.triggers import notify

    o = state.objects[oid]
    whole = whole_card(o)
    if whole.layout != "transform" or len(whole.faces) < 2 or o.face_down or o.zone[0] != BATTLEFIELD:
        return False
    if any(isinstance(m, tuple) and m[0] == MERGED_OF for m in o.memory):
        return False  # 723.2i (each double-faced component turns over) is not built: a merged permanent stays as it is
    if not cause.startswith("702.145") and ("daybound" in o.card.keywords or "nightbound" in o.card.keywords):
        return False  # 702.145b/e: "can't be transformed except by its daybound / nightbound ability"
    to_back = o.card is whole
    if to_back and whole.faces[1].types & {"Instant", "Sorcery"}:
        return False
    o = state.mut(oid)
    if to_back:
        o.card = whole.faces[1]
        o.memory = o.memory + ((TRANSFORMED_OF, whole),)
    else:
        o.card = whole
        o.memory = tuple(m for m in o.memory if not (isinstance(m, tuple) and m[0] == TRANSFORMED_OF))
    state.forget(o.card, oid)  # the new face's abilities (mut forgot what the old face's could alter)
    state.zone_changed(BATTLEFIELD, o.card, oid)
    state.log_event(cause, "transformed", o.controller, oid, o.card.name)
    notify(state, ("transformed", oid))
    return True


def flip(state: GameState, oid: int) -> bool:
    """710.2: a flip card permanent that flips has its alternative name, text, type line, power and
    toughness (the card's second face; color and mana cost are the same, 710.1c). Flipping is one-way
    (710.4) and the permanent stays the same object; once it leaves the battlefield it is the normal card
    again (`events.move`). Nothing happens to a permanent that isn't a flip card or is already flipped."""
    from kitchentable.rules.stack.triggers import notify

    o = state.objects[oid]
    if o.card.layout != "flip" or len(o.card.faces) < 2 or o.face_down or o.zone[0] != BATTLEFIELD:
        return False
    whole = o.card
    o = state.mut(oid)
    o.card = whole.faces[1]
    o.memory = o.memory + ((TRANSFORMED_OF, whole),)
    state.forget(o.card, oid)
    state.zone_changed(BATTLEFIELD, o.card, oid)
    state.log_event("710.2", "flipped", o.controller, oid, o.card.name)
    notify(state, ("flipped", oid))
    return True


@executor("flip")
def flip_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"Flip ~" / "you may flip it" (710)."""
    for oid in objects_of(state, rid, eff.subject):
        flip(state, oid)


@executor("transform")
def transform_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"Transform ~" / "transform target Werewolf": 701.28f: an ability of a permanent that transforms that
    permanent does nothing if it transformed since the ability was put on the stack (read from the face
    the source showed then; a permanent that transformed twice since is not noticed)."""
    from kitchentable.rules.continuous.layers import chars
    from kitchentable.rules.stack.resolve import rctx

    c = rctx(state, rid)
    holder = state.objects.get(c.stack_id)
    then = holder.stack.source_lki if holder is not None and holder.stack is not None else None
    for oid in objects_of(state, rid, eff.subject):
        if oid == c.source and then is not None and then.name != chars(state, oid).name:
            state.log_event("701.28f", "not_transformed", oid)
            continue
        transform(state, oid)


EXPLAINERS.update({
    "looked_at_face_down": lambda s, d: f"{player_name(s, d[0])} looks at face-down #{d[1]}.",
    "turned_face_down": lambda s, d: f"{player_name(s, d[0])}'s #{d[1]} is turned face down.",
    "flipped": lambda s, d: f"{player_name(s, d[0])}'s #{d[1]} flips: it is now {d[2]}.",
    "transformed": lambda s, d: f"{player_name(s, d[0])}'s #{d[1]} transforms: it is now {d[2]}.",
    "not_transformed": lambda s, d: f"#{d[0]} has transformed since the ability was put on the stack: "
                                    "it doesn't transform again.",
})


# --- disguise (702.168) and cloak (701.58) -----------------------------------------------------------------------

_DISGUISED: list[CardDef] = []


def disguised_face_down() -> CardDef:
    """702.168a: a face-down permanent with disguise is a 2/2 creature with no name, text or cost (708.2) and ward
    {2} (702.21a: counter a spell or ability an opponent controls that targets it unless they pay {2})."""
    if not _DISGUISED:
        from kitchentable.rules.abilities import Mode, Optional_, Ref, TriggeredAbility, TriggerSpec

        ward = TriggeredAbility(TriggerSpec("becomes_target"), Modal((Mode((Optional_(
            (Simple("counter", Ref("triggering_source")),), Ref("triggering_source_controller"),
            Cost(mana=ManaCost(generic=2)), unless=True),)),)), text="Ward {2}")
        _DISGUISED.append(CardDef(name="", types=frozenset({"Creature"}), power=2, toughness=2, triggered=(ward,)))
    return _DISGUISED[0]


@face_down_variant
def _disguised_or_cloaked(o: GameObject) -> CardDef | None:
    """702.168a, 701.58a: a face-down permanent with disguise, or a cloaked one, is a 2/2 with ward {2}."""
    if "disguise" in o.card.keywords or "cloaked" in o.tags:
        return disguised_face_down()
    return None


# --- manifest dread (701.62) -------------------------------------------------------------------------------------

@executor("manifest_dread")
def manifest_dread(state: GameState, rid: int, eff: Simple) -> None:
    """701.62a: look at the top two cards of your library; manifest one of them (701.34a) and put the rest into
    your graveyard. With one card left, that card is manifested."""
    seats = players_of(state, rid, eff.subject)
    if not seats:
        return
    seat = seats[0]
    top = list(reversed(state.zones.get(state.rules.library_of(state, seat), [])))[:2]
    if len(top) == 1:
        _manifest_one(state, rid, seat, top[0], ())
    elif top:
        ask(state, Decision(seat, "manifest_dread", tuple(("manifest", o) for o in top), "rc_dread",
                            (rid, tuple(top)), "Choose the card to manifest (701.62a).", "701.62a"))


@resumer("rc_dread")
def dread_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, top = decision.data
    _manifest_one(state, rid, decision.player, action[1], tuple(o for o in top if o != action[1]))


def _manifest_one(state: GameState, rid: int, seat: int, oid: int, rest: tuple[int, ...]) -> None:
    new = events.move(state, oid, BATTLEFIELD, face_down=True, controller=seat, cause="701.62a",
                      tags=frozenset({MANIFESTED}))
    remember(state, rid, "it", new)
    for other in rest:
        if other in state.objects:
            events.move(state, other, GRAVEYARD, cause="701.62a")
    state.forget(None)  # a face-down card any card may be is now a permanent that may turn face up


# --- casting face down and turning face up: a cast mode and a special action -------------------------------------


def _has_morph(card: CardDef) -> bool:
    return card.morph is not None


cast_mode(CastMode("face_down", "702.37c", from_hand=True, face_down=True, offered_from_hand=_has_morph))
special_actions_face_down("702.37e", may=may_turn_face_up)(face_up_actions)


@priority_action("turn_face_up")
def _begin_turn_face_up(state: GameState, seat: int, action: tuple[Any, ...], decision: Decision) -> None:
    begin_turn_face_up(state, seat, action[1], decision, action[2] if len(action) > 2 else "morph")
