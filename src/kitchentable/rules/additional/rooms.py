"""Rooms (709.5): split cards whose two halves, called doors, are enchantment permanents.

The bundled Comprehensive Rules predate Duskmourn (2024); the rules as we apply them:

- Either door may be cast from the hand like any split card's half (709.3). When the Room spell resolves, the
  Room enters with the door that was cast unlocked and the other locked. A Room put onto the battlefield any
  other way enters with both doors locked.
- On the battlefield a Room has only the characteristics of its unlocked doors (the shared type line
  "Enchantment — Room" always): their names, their mana costs added together (so their colors and mana value)
  and their abilities. A Room with both doors locked has no name, no mana cost and no abilities. Which doors
  are unlocked is a designation of the permanent (the tags "door_unlocked:N"), public, and forgotten when it
  leaves the battlefield (400.7), where it is the whole card again (709.4).
- Unlocking a locked door is a special action (116.2): its controller pays that door's mana cost any time they
  have priority and could cast a sorcery; it doesn't use the stack. Effects may unlock a door too.
- "When you unlock this door" triggers when that door becomes unlocked; a door unlocked because its half was
  cast and the Room entered that way never became unlocked, so it doesn't trigger. A player fully unlocks a Room
  when the last of its locked doors becomes unlocked ("whenever you fully unlock a Room", and eerie's second
  half, 207.2c).

The doors' combined card is built once per (card, unlocked doors) and kept as the permanent's card while it is
on the battlefield, with the whole card remembered (`events.WHOLE_OF`), so that leaving the battlefield gives the whole
card back (`rules.events.move`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import CardDef, Cost, Modal, Mode, Simple, TriggeredAbility
from kitchentable.rules.casting.castable import can_afford_roughly
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.events import WHOLE_OF, entering_form
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import BATTLEFIELD, Decision, GameObject, GameState
from kitchentable.rules.turn.priority import priority_action, special_actions

ROOM = "Room"
UNLOCKED = "door_unlocked:"
"""The designation of an unlocked door: the tag "door_unlocked:N" (N the door's index) on the Room permanent."""
UNLOCK_THIS_DOOR = "unlock_this_door"  # trigger events (cards.language.phrases.rooms)
FULLY_UNLOCK = "fully_unlock_room"
UNLOCK_EVENT = "door_unlocked"  # ("door_unlocked", Room, door, controller, fully unlocked)


def is_room(card: CardDef) -> bool:
    """A split card whose halves are Rooms (709.5)."""
    return card.layout == "split" and len(card.faces) == 2 and all(ROOM in f.subtypes for f in card.faces)


def room_of(o: GameObject) -> CardDef | None:
    """The whole Room card of a Room permanent (None if the object is not one)."""
    if o.zone[0] != BATTLEFIELD or o.face_down:
        return None
    whole = next((m[1] for m in o.memory if isinstance(m, tuple) and m[0] == WHOLE_OF), None)
    return whole if whole is not None and is_room(whole) else None


def unlocked_doors(o: GameObject) -> frozenset[int]:
    """The indexes of the Room permanent's unlocked doors."""
    return frozenset(int(t[len(UNLOCKED):]) for t in o.tags if t.startswith(UNLOCKED))


_DOORS: dict[tuple[int, frozenset[int]], tuple[CardDef, CardDef]] = {}


def doors_card(whole: CardDef, unlocked: frozenset[int]) -> CardDef:
    """The Room's characteristics with these doors unlocked: the shared type line, and the names, added mana
    costs and abilities of the unlocked doors only (709.5). Made once per card and set of doors."""
    key = (id(whole), unlocked)
    found = _DOORS.get(key)
    if found is not None and found[0] is whole:
        return found[1]
    doors = [whole.faces[i] for i in sorted(unlocked)]
    cost: ManaCost | None = None
    for door in doors:
        if door.mana_cost is not None:
            cost = door.mana_cost if cost is None else cost.plus(door.mana_cost)
    front = whole.faces[0]
    card = CardDef(
        name=" // ".join(d.name for d in doors), mana_cost=cost, types=front.types, subtypes=front.subtypes,
        supertypes=front.supertypes, keywords=frozenset().union(*(d.keywords for d in doors)),
        activated=tuple(a for d in doors for a in d.activated), triggered=tuple(t for d in doors for t in d.triggered),
        static=tuple(s for d in doors for s in d.static), text="\n".join(d.text for d in doors if d.text),
        rarity=whole.rarity, flags=whole.flags,
        keyword_order=tuple(k for d in doors for k in d.keyword_order))
    _DOORS[key] = (whole, card)
    return card


@entering_form("709.5")
def _room_enters(state: GameState, new: GameObject, cast_part: CardDef | None) -> None:
    """709.5: a Room enters with the door that was cast unlocked (none if it wasn't cast)."""
    whole = new.card
    if not is_room(whole):
        return
    if cast_part is whole:
        unlocked = frozenset({0})  # the left door, cast as the card itself (`rules.casting.cast_modes`)
    else:
        unlocked = frozenset(i for i, f in enumerate(whole.faces) if f is cast_part)
    new.card = doors_card(whole, unlocked)
    new.memory = (*new.memory, (WHOLE_OF, whole))
    new.tags = new.tags | {f"{UNLOCKED}{i}" for i in unlocked}


def unlock(state: GameState, oid: int, door: int, cause: str = "709.5") -> bool:
    """Unlock a locked door of a Room permanent: it gains that door's characteristics at once, and "when you
    unlock this door" and "whenever you fully unlock a Room" trigger (the Room's controller unlocks it). False
    if the object is not a Room or that door is already unlocked."""
    from kitchentable.rules.stack.triggers import notify

    o = state.objects.get(oid)
    whole = room_of(o) if o is not None else None
    if o is None or whole is None or not 0 <= door < len(whole.faces) or door in unlocked_doors(o):
        return False
    unlocked = unlocked_doors(o) | {door}
    o = state.mut(oid)
    o.tags = o.tags | {f"{UNLOCKED}{door}"}
    o.card = doors_card(whole, unlocked)
    state.forget(o.card, oid)  # the unlocked door's abilities
    state.zone_changed(BATTLEFIELD, o.card, oid)
    fully = len(unlocked) == len(whole.faces)
    state.log_event(cause, UNLOCK_EVENT, o.controller, oid, whole.faces[door].name, fully)
    notify(state, (UNLOCK_EVENT, oid, door, o.controller, fully))
    return True


def lock(state: GameState, oid: int, door: int, cause: str = "709.5") -> bool:
    """Lock an unlocked door of a Room permanent: it loses that door's characteristics. Nothing triggers."""
    o = state.objects.get(oid)
    whole = room_of(o) if o is not None else None
    if o is None or whole is None or door not in unlocked_doors(o):
        return False
    o = state.mut(oid)
    o.tags = o.tags - {f"{UNLOCKED}{door}"}
    o.card = doors_card(whole, unlocked_doors(o))
    state.forget(o.card, oid)
    state.zone_changed(BATTLEFIELD, o.card, oid)
    state.log_event(cause, "door_locked", o.controller, oid, whole.faces[door].name)
    return True


@executor("unlock_door")
def unlock_door_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"Unlock a locked door of target Room": the Room's controller chooses the door if both are locked."""
    for oid in objects_of(state, rid, eff.subject):
        o = state.objects[oid]
        whole = room_of(o)
        if whole is None:
            continue
        locked = [i for i in range(len(whole.faces)) if i not in unlocked_doors(o)]
        if len(locked) == 1:
            unlock(state, oid, locked[0])
        elif locked:
            _ask_door(state, o.controller, oid, locked, "unlock")


@executor("unlock_door_of_yours")
def unlock_door_of_yours_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"Unlock a locked door of a Room you control": its controller chooses among the locked doors of the Rooms
    they control as it resolves (nothing happens if there is none)."""
    seat = rctx(state, rid).controller
    doors = [(oid, i) for oid in state.battlefield() if state.objects[oid].controller == seat
             and (whole := room_of(state.objects[oid])) is not None
             for i in range(len(whole.faces)) if i not in unlocked_doors(state.objects[oid])]
    if len(doors) == 1:
        unlock(state, *doors[0])
    elif doors:
        ask(state, Decision(seat, "choose_door", tuple(("door", oid, i) for oid, i in doors), "rc_door",
                            (None, "unlock"), "Choose a locked door of a Room you control (709.5).", "709.5"))


@executor("lock_or_unlock_door")
def lock_or_unlock_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"Lock or unlock a door of target Room": a door is chosen; it locks if unlocked, unlocks if locked."""
    for oid in objects_of(state, rid, eff.subject):
        whole = room_of(state.objects[oid])
        if whole is not None:
            _ask_door(state, rctx(state, rid).controller, oid, list(range(len(whole.faces))), "toggle")


def _ask_door(state: GameState, seat: int, oid: int, doors: list[int], how: str) -> None:
    ask(state, Decision(seat, "choose_door", tuple(("door", oid, i) for i in doors), "rc_door", (oid, how),
                        "Choose a door of the Room (709.5).", "709.5"))


@resumer("rc_door")
def door_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    _room, how = decision.data
    oid, door = action[1], action[2]
    if oid not in state.objects:
        return
    if how == "toggle" and door in unlocked_doors(state.objects[oid]):
        lock(state, oid, door)
    else:
        unlock(state, oid, door)


# --- the special action (116.2) -------------------------------------------------------------------------------


def unlock_actions(state: GameState, seat: int) -> list[tuple[Any, ...]]:
    """("unlock", Room, door) for each locked door of a Room the player controls whose mana cost they could pay
    now (a pre-check; the payment step is the real test)."""
    out: list[tuple[Any, ...]] = []
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.controller != seat or o.phased_out or not o.memory:
            continue
        whole = room_of(o)
        if whole is None:
            continue
        opened = unlocked_doors(o)
        for i, door in enumerate(whole.faces):
            if i not in opened and door.mana_cost is not None and can_afford_roughly(state, seat, door.mana_cost):
                out.append(("unlock", oid, i))
    return out


@special_actions("709.5")
def _unlock_offers(state: GameState, seat: int, available: Any, sorcery_time: bool) -> list[tuple[Any, ...]]:
    """116.2, 709.5: unlocking a door is offered when its controller could cast a sorcery."""
    return unlock_actions(state, seat) if sorcery_time else []


@priority_action("unlock")
def begin_unlock(state: GameState, seat: int, action: tuple[Any, ...], decision: Decision) -> None:
    """Pay the door's mana cost through 601.2f-h (mana abilities allowed; abandoning rewinds), then unlock it.
    It doesn't use the stack (116.2)."""
    from kitchentable.rules.casting.context import CastContext, new_ctx, save_rewind_point

    _kind, oid, door = action[:3]
    o = state.objects.get(oid)
    whole = room_of(o) if o is not None else None
    if o is None or whole is None or o.controller != seat or door in unlocked_doors(o) \
            or not 0 <= door < len(whole.faces) or whole.faces[door].mana_cost is None:
        raise IllegalAction("709.5", "only a locked door of a Room you control can be unlocked")
    if seat != state.active or state.stack_ids() or state.step not in ("main1", "main2"):
        raise IllegalAction("709.5", "a door is unlocked only when you could cast a sorcery")
    save_rewind_point(state, decision)
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid,
                                     modal=Modal((Mode(),)), cost=Cost(mana=whole.faces[door].mana_cost)))
    state.log_event("709.5", "announce_unlock", seat, oid, whole.faces[door].name)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("unlock_done", cid, door))


@handler("unlock_done")
def unlock_done(state: GameState, frame: tuple[Any, ...]) -> None:
    """The door's cost is paid: the rewind point goes and the door unlocks."""
    from kitchentable.rules.casting.context import ctx, finish_rewind_point

    cid, door = frame[1], frame[2]
    c = ctx(state, cid)
    finish_rewind_point(state)
    del state.contexts[cid]
    unlock(state, c.source, door)


# --- the triggers (603.2) ---------------------------------------------------------------------------------------


@matcher(UNLOCK_EVENT, UNLOCK_THIS_DOOR)
def _this_door(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"When you unlock this door": the door unlocked is the one this ability is printed on."""
    room, door, who = event[1], event[2], event[3]
    if room != source or who != controller or source not in state.objects:
        return False
    whole = room_of(state.objects[source])
    return whole is not None and any(t is ab for t in whole.faces[door].triggered)


@matcher(UNLOCK_EVENT, FULLY_UNLOCK, "eerie")
def _fully_unlocked(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                    event: tuple[Any, ...]) -> bool:
    """"Whenever you fully unlock a Room" and eerie's second half (207.2c): the last locked door of a Room the
    ability's controller controls became unlocked."""
    return bool(event[4]) and whose_matches(ab.trigger.whose, event[3], controller, state, source)


def _explainers() -> None:
    from kitchentable.rules.log_text import EXPLAINERS, player_name

    EXPLAINERS[UNLOCK_EVENT] = lambda st, d: f"{player_name(st, d[0])} unlocks {d[2]}" + (
        " (the Room is fully unlocked)." if d[3] else ".")
    EXPLAINERS["door_locked"] = lambda st, d: f"{player_name(st, d[0])} locks {d[2]}."
    EXPLAINERS["announce_unlock"] = lambda st, d: f"{player_name(st, d[0])} pays to unlock {d[2]}."


_explainers()
