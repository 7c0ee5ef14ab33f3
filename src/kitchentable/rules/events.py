"""Game events: every change of state the rules name, each with its replacement effects (614-616) and the
triggers it causes (603.2).

Functions here change the state at once. Replacement and prevention effects are applied on the way in:
the format's own rules first (ICR 100.1 and the like: a format's rule takes precedence), then static
replacement abilities in play, then one-shot shields (regeneration, 701.15). When two or more static
replacement effects apply to one event, the affected player (or the affected object's controller) chooses
which applies first (616.1): the engine asks through `ReplacementChoice` and re-runs the frame.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from kitchentable.rules.abilities import CardDef, StaticAbility
from kitchentable.rules.casting.mana_spent import carried
from kitchentable.rules.concepts.targets import matches_object, matches_player, protected_against
from kitchentable.rules.continuous.layers import Characteristics, chars, static_sources
from kitchentable.rules.continuous.player_rules import FLASH_PERMISSION_USED, flash_sacrifice_on_entry
from kitchentable.rules.continuous.static_abilities import cant_gain_life
from kitchentable.rules.engine import push, rule_order
from kitchentable.rules.errors import ReplacementChoice
from kitchentable.rules.stack.amounts import static_amount
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.graveyard_triggers import has_graveyard_triggers, track_graveyard_card
from kitchentable.rules.state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LAYER_ZONES,
    LIBRARY,
    STACK,
    GameObject,
    GameState,
    ZoneKey,
)

# --- what mechanics add to events: hooks they register, called in the order of their rules -------------------

EnterHook = Callable[[GameState, int], None]
LeaveHook = Callable[[GameState, int], None]
EntryHook = Callable[[GameState, GameObject], None]
TransformedEntry = Callable[[GameState, frozenset[str]], bool]
DrawReplacement = Callable[[GameState, int, str, int], bool]
DrawHook = Callable[[GameState, int, int], None]
LifeLossHook = Callable[[GameState, int], None]
CombatDamageHook = Callable[[GameState, Characteristics, int], None]
DestroyReplacement = Callable[[GameState, int], "list[tuple[int, Callable[[], None]]]"]
DiscardReplacement = Callable[[GameState, int, int], "int | None"]

ENTER_HOOKS: list[tuple[str, frozenset[str], bool, EnterHook]] = []
LEAVE_HOOKS: list[tuple[str, LeaveHook]] = []
ENTRY_HOOKS: dict[str, EntryHook] = {}
TRANSFORMED_ENTRIES: dict[str, TransformedEntry] = {}
DRAW_REPLACEMENTS: list[tuple[str, DrawReplacement]] = []
FIRST_DRAW_HOOKS: list[tuple[str, DrawHook]] = []
LIFE_LOSS_HOOKS: list[tuple[str, LifeLossHook]] = []
COMBAT_DAMAGE_TO_PLAYER_HOOKS: list[tuple[str, CombatDamageHook]] = []
DESTROY_REPLACEMENTS: list[tuple[str, DestroyReplacement]] = []
DISCARD_REPLACEMENTS: list[tuple[str, DiscardReplacement]] = []
DamageAmplifiers = Callable[[GameState, int, Any, bool], "list[tuple[int, Any]]"]
DAMAGE_AMPLIFIERS: list[tuple[str, DamageAmplifiers]] = []
LifeGainReplacement = Callable[[GameState, int, int], int]
UnpreventableCheck = Callable[[GameState, int, bool], bool]
LIFE_GAIN_REPLACEMENTS: list[tuple[str, LifeGainReplacement]] = []
UNPREVENTABLE_CHECKS: list[tuple[str, UnpreventableCheck]] = []
EffectEntryChoice = Callable[[GameState, int, int, bool], None]
EFFECT_ENTRY_CHOICES: list[tuple[str, EffectEntryChoice]] = []
WHOLE_OF = "whole_of"
"""`GameObject.memory` entry (WHOLE_OF, whole card) of a permanent that has only part of its card's characteristics
(709.5: a Room's unlocked doors; 718.3c: a prototyped permanent): the whole card again as it leaves."""
EnteringForm = Callable[[GameState, GameObject, CardDef | None], None]
ENTERING_FORMS: list[tuple[str, EnteringForm]] = []
"""Rules that decide which part of its card a permanent has as it enters (709.5: a Room's unlocked doors; 718.3c: a
prototyped permanent), given the new object and the spell's own card (None if it wasn't cast). Asked for a card
with faces, and for a spell whose card on the stack was a part or variant of its whole card."""
ASKED_BEFORE_ENTERING = frozenset({"608.3", "305.1"})
"""The causes of a move onto the battlefield whose as-enters choices were asked before it moved (a permanent
spell resolving, a land played)."""


def _by_rule(hooks: list[Any]) -> None:
    hooks.sort(key=lambda hook: rule_order(hook[0]))


def on_enter(rule: str, *keywords: str, delayed: bool = False) -> Callable[[EnterHook], EnterHook]:
    """Register `fn(state, new id)` to run after a permanent enters the battlefield and its triggers are
    collected, when its card has one of `keywords`, or, with `delayed`, while `state.delayed` holds an entry
    (where designations such as the city's blessing live). The test is that cheap, so a game without the
    mechanic pays almost nothing."""

    def register(fn: EnterHook) -> EnterHook:
        ENTER_HOOKS.append((rule, frozenset(keywords), delayed, fn))
        _by_rule(ENTER_HOOKS)
        return fn

    return register


def entering_form(rule: str) -> Callable[[EnteringForm], EnteringForm]:
    """Register `fn(state, new object, cast part)`, run as a card with faces, or a spell cast as a part or variant
    of its card, enters the battlefield face up, before replacement effects and triggers look at it (709.5: a Room
    enters with the door that was cast unlocked; 718.3c: a prototyped spell stays prototyped)."""

    def register(fn: EnteringForm) -> EnteringForm:
        ENTERING_FORMS.append((rule, fn))
        _by_rule(ENTERING_FORMS)
        return fn

    return register


def put_onto_battlefield_choices(rule: str) -> Callable[[EffectEntryChoice], EffectEntryChoice]:
    """Register `fn(state, new id, controller, tapped)` to run after a permanent with static abilities is put onto
    the battlefield by anything but a resolving permanent spell or a played land (614.12: the choices its own
    text makes as it enters, rules.keywords.entering_by_effect); `tapped`: the mover put it there tapped."""

    def register(fn: EffectEntryChoice) -> EffectEntryChoice:
        EFFECT_ENTRY_CHOICES.append((rule, fn))
        _by_rule(EFFECT_ENTRY_CHOICES)
        return fn

    return register


def on_leave_battlefield(rule: str) -> Callable[[LeaveHook], LeaveHook]:
    """Register `fn(state, old id)` to run after a permanent left the battlefield, while `state.delayed` holds
    an entry (610.3c: what it exiled "until ~ leaves the battlefield" returns)."""

    def register(fn: LeaveHook) -> LeaveHook:
        LEAVE_HOOKS.append((rule, fn))
        _by_rule(LEAVE_HOOKS)
        return fn

    return register


def as_enters(subtype: str) -> Callable[[EntryHook], EntryHook]:
    """Register `fn(state, new object)` to run as a permanent of `subtype` enters, face up, with the other
    "enters with" replacements (614.1c; 714.3a: a Saga enters with a lore counter)."""

    def register(fn: EntryHook) -> EntryHook:
        ENTRY_HOOKS[subtype] = fn
        return fn

    return register


def enters_transformed_if(keyword: str) -> Callable[[TransformedEntry], TransformedEntry]:
    """Register `fn(state, keywords) -> bool`: whether a card with `keyword` enters the battlefield with its back
    face up (712.10a; 702.145b: a daybound permanent at night). Asked only while `state.delayed` holds an entry."""

    def register(fn: TransformedEntry) -> TransformedEntry:
        TRANSFORMED_ENTRIES[keyword] = fn
        return fn

    return register


def draw_replacement(rule: str) -> Callable[[DrawReplacement], DrawReplacement]:
    """Register `fn(state, seat, rule, library size) -> bool`, a player's option to replace a draw (614.11;
    702.52a dredge): True when it put the choice on the frame stack (the answer then draws or replaces)."""

    def register(fn: DrawReplacement) -> DrawReplacement:
        DRAW_REPLACEMENTS.append((rule, fn))
        _by_rule(DRAW_REPLACEMENTS)
        return fn

    return register


def on_first_draw(rule: str) -> Callable[[DrawHook], DrawHook]:
    """Register `fn(state, seat, card id)` to run when a player draws their first card of a turn (702.94a)."""

    def register(fn: DrawHook) -> DrawHook:
        FIRST_DRAW_HOOKS.append((rule, fn))
        _by_rule(FIRST_DRAW_HOOKS)
        return fn

    return register


def on_life_lost(rule: str) -> Callable[[LifeLossHook], LifeLossHook]:
    """Register `fn(state, seat)` to run when a player loses life (119.3), while `state.delayed` holds an entry
    (702.179: an opponent losing life raises your speed)."""

    def register(fn: LifeLossHook) -> LifeLossHook:
        LIFE_LOSS_HOOKS.append((rule, fn))
        _by_rule(LIFE_LOSS_HOOKS)
        return fn

    return register


def on_combat_damage_to_player(rule: str) -> Callable[[CombatDamageHook], CombatDamageHook]:
    """Register `fn(state, source characteristics, seat)` to run when a source with keywords deals combat damage
    to a player (702.164c: toxic)."""

    def register(fn: CombatDamageHook) -> CombatDamageHook:
        COMBAT_DAMAGE_TO_PLAYER_HOOKS.append((rule, fn))
        _by_rule(COMBAT_DAMAGE_TO_PLAYER_HOOKS)
        return fn

    return register


def destroy_replacement(rule: str) -> Callable[[DestroyReplacement], DestroyReplacement]:
    """Register `fn(state, permanent) -> [(key, apply)]`, the replacements of a permanent's destruction a
    mechanic has in play (614.8; 702.89a totem armor): each names the object whose effect it is and applies it.
    With the permanent's regeneration shields (701.15) they are one choice for its controller (616.1)."""

    def register(fn: DestroyReplacement) -> DestroyReplacement:
        DESTROY_REPLACEMENTS.append((rule, fn))
        _by_rule(DESTROY_REPLACEMENTS)
        return fn

    return register


def discard_replacement(rule: str) -> Callable[[DiscardReplacement], DiscardReplacement]:
    """Register `fn(state, seat, card id) -> new id | None`, a replacement of where a discarded card goes
    (702.35a: madness exiles it): the card's new id when it replaced the discard, else None."""

    def register(fn: DiscardReplacement) -> DiscardReplacement:
        DISCARD_REPLACEMENTS.append((rule, fn))
        _by_rule(DISCARD_REPLACEMENTS)
        return fn

    return register


def damage_amplifier(rule: str) -> Callable[[DamageAmplifiers], DamageAmplifiers]:
    """Register `fn(state, source, target, combat) -> [(key, apply)]`: the replacements that change how much
    damage a source deals (614.1a: "it deals double that damage instead"), each named by the object whose effect
    it is, with `apply(amount) -> amount`. They join the prevention effects on the same damage in the order the
    affected player or the affected object's controller chooses (616.1)."""

    def register(fn: DamageAmplifiers) -> DamageAmplifiers:
        DAMAGE_AMPLIFIERS.append((rule, fn))
        _by_rule(DAMAGE_AMPLIFIERS)
        return fn

    return register


def life_gain_replacement(rule: str) -> Callable[[LifeGainReplacement], LifeGainReplacement]:
    """Register `fn(state, seat, amount) -> amount`, the replacements of a life gain a mechanic has in play
    (614.1a: "you gain twice that much life instead"): the amount the player gains instead."""

    def register(fn: LifeGainReplacement) -> LifeGainReplacement:
        LIFE_GAIN_REPLACEMENTS.append((rule, fn))
        _by_rule(LIFE_GAIN_REPLACEMENTS)
        return fn

    return register


def unpreventable_check(rule: str) -> Callable[[UnpreventableCheck], UnpreventableCheck]:
    """Register `fn(state, source, combat) -> bool`: whether a static ability a mechanic has in play makes the
    damage this source deals unpreventable (615.12: "Damage can't be prevented.")."""

    def register(fn: UnpreventableCheck) -> UnpreventableCheck:
        UNPREVENTABLE_CHECKS.append((rule, fn))
        _by_rule(UNPREVENTABLE_CHECKS)
        return fn

    return register


# --- replacement effects ---------------------------------------------------------------------------------


def _replacements(state: GameState, event: str) -> list[tuple[int, StaticAbility, int]]:
    return [
        (src, ab, ctl) for src, ab, ctl in static_sources(state)
        if ab.kind == "replacement" and ab.param("event") == event
    ]


def order_replacements(
    state: GameState, event: str, applicable: list[tuple[int, StaticAbility, int]], chooser: int
) -> list[tuple[int, StaticAbility, int]]:
    """616.1: the affected player chooses one of the applicable replacement effects to apply first; after
    it, the rest are checked again. Choices already made for this frame are read back in order."""
    if len(applicable) < 2:
        return applicable
    kinds = {ab.param("mode") for _s, ab, _c in applicable}
    if len(kinds) == 1 and all(ab.param("mode") in ORDER_FREE for _s, ab, _c in applicable):
        return applicable
    queue: tuple[int, ...] = tuple(state.turn_facts.get("replacement_answers", ()))
    if queue:
        first = queue[0]
        state.turn_facts["replacement_answers"] = queue[1:]
        chosen = [a for a in applicable if a[0] == first]
        if chosen:
            return chosen + [a for a in applicable if a[0] != first]
    raise ReplacementChoice(chooser, [src for src, _ab, _c in applicable], event)


ORDER_FREE = frozenset({"prevent_all", "enters_tapped"})


# --- telling the triggered-ability check about events (603.2) ---------------------------------------------------

EventCheck = Callable[[GameState, tuple[Any, ...]], None]
EVENT_CHECKS: list[EventCheck] = []
"""What hears each event as it happens: the triggered-ability check of `rules.stack.triggers` (603.2), which
imports this module and so registers itself here (`event_check`) rather than being imported by it."""


def event_check(fn: EventCheck) -> EventCheck:
    """Register `fn(state, event)`, called with every event this module performs, in registration order."""
    EVENT_CHECKS.append(fn)
    return fn


def notify(state: GameState, event: tuple[Any, ...]) -> None:
    """An event happened: every registered check looks at it (603.2: abilities it triggers)."""
    for check in EVENT_CHECKS:
        check(state, event)


# --- replacements of untapping (122.1d) -------------------------------------------------------------------------

UntapReplacement = Callable[[GameState, int], bool]
UNTAP_REPLACEMENTS: list[UntapReplacement] = []
"""What may replace a permanent's becoming untapped (122.1d stun counters), registered by the mechanic."""


def untap_replacement(fn: UntapReplacement) -> UntapReplacement:
    """Register `fn(state, oid) -> bool`: does it replace `oid`'s untapping now (applying itself if so)?"""
    UNTAP_REPLACEMENTS.append(fn)
    return fn


def stays_tapped(state: GameState, oid: int) -> bool:
    """Would `oid` untap now, but something replaces that (122.1d)? Called by every untap (the untap step's
    502.3 and an effect's) for a permanent with counters on it."""
    return any(replaced(state, oid) for replaced in UNTAP_REPLACEMENTS)


# --- zone changes (400.7, 603.6, 603.10) -------------------------------------------------------------------

LEFT_TOGETHER = "left_together"
"""The turn fact holding the permanents that have left the battlefield so far in the event being performed
(one effect of a resolving spell or ability, one pass of state-based actions): present only while that event
is performed. 603.10a: a leaves-the-battlefield ability of any of them sees the others leave."""


BEFORE_EVENT = "before_event"
"""The turn fact holding the game as it was just before the event being performed first moved a permanent off
the battlefield (a copy of the state), or None when no permanent then had a leaves-the-battlefield ability to
look back with; present only while that event is performed (603.10a)."""


def begin_together(state: GameState) -> bool:
    """Open one event whose permanents leave the battlefield at the same time (Wrath of God's "destroy all
    creatures", the creatures of one state-based action check). Returns whether this call opened it (an event
    performed inside another is part of it)."""
    if LEFT_TOGETHER in state.turn_facts:
        return False
    state.turn_facts[LEFT_TOGETHER] = ()
    return True


def end_together(state: GameState, opened: bool) -> None:
    if opened:
        state.turn_facts.pop(LEFT_TOGETHER, None)
        state.turn_facts.pop(BEFORE_EVENT, None)


def _remember_before(state: GameState) -> None:
    """603.10a: the first permanent of an event is about to leave the battlefield. If any permanent has a
    leaves-the-battlefield ability, keep the game as it is now: those abilities trigger, and their
    intervening-if conditions are checked, as the game was immediately before the event, and the permanents
    that leave in it are remembered as they were then (a creature dying with its lord keeps the lord's bonus)."""
    if BEFORE_EVENT in state.turn_facts:
        return
    from kitchentable.rules.stack.triggers import look_back_in_play

    view: GameState | None = None
    if look_back_in_play(state):
        view = state.copy()
        view.cache = dict(state.cache)  # the same moment: every result cached so far holds for it
    state.turn_facts[BEFORE_EVENT] = view


def before_event(state: GameState) -> GameState | None:
    """The game just before the event being performed (see `BEFORE_EVENT`), or None."""
    view: GameState | None = state.turn_facts.get(BEFORE_EVENT)
    return view


def left_together(state: GameState) -> tuple[int, ...]:
    """The permanents (their ids before they left) that have left the battlefield so far in this event."""
    found: tuple[int, ...] = state.turn_facts.get(LEFT_TOGETHER, ())
    return found


def snapshot_lki(state: GameState, oid: int) -> Characteristics:
    """Record an object's last known information before it leaves its zone (113.7a, 608.2h). A permanent
    leaving in an event that others left earlier is remembered as it was before the event (603.10a)."""
    seen = state
    view = before_event(state) if LEFT_TOGETHER in state.turn_facts else None
    if view is not None and oid in view.objects and view.objects[oid].zone[0] == BATTLEFIELD \
            and state.objects[oid].zone[0] == BATTLEFIELD:
        seen = view
    c = chars(seen, oid)
    o = seen.objects[oid]
    info = (c, o.controller, o.owner, o.zone, dict(o.counters), o.tapped, o.attached_to, o.token, o.face_down,
            o.card, None)
    state.lki[oid] = info
    return c


def lki_chars(state: GameState, oid: int) -> Characteristics | None:
    if oid in state.objects:
        return chars(state, oid)
    info = state.lki.get(oid)
    return info[0] if info else None


SELF_EXILE_INSTEAD = "self_exile_instead"
"""A static ability kind: "If ~ would be put into a graveyard from anywhere, exile it instead." (614.1a)"""

KICKED_TIMES = "kicked_times"
"""Tag of a spell (and the permanent it becomes) kicked with multikicker; "kicked_times:N" says how many times."""
SQUAD_PAID = "squad_paid"
"""Tag of a spell (and the permanent it becomes) whose squad cost was paid; "squad:N" says how many times."""


def move(
    state: GameState,
    oid: int,
    kind: str,
    *,
    to_seat: int | None = None,
    top: bool = True,
    tapped: bool = False,
    controller: int | None = None,
    mover: int | None = None,
    face_down: bool = False,
    transformed: bool = False,
    cause: str = "",
    tags: frozenset[str] = frozenset(),
    counters: tuple[tuple[str, int], ...] = (),
) -> int:
    """Move an object to a zone; it becomes a new object there (400.7). Returns the new id (or the old id
    if the move was replaced by nothing happening). Tokens that leave the battlefield still move, then
    cease to exist as a state-based action (704.5d). `tags` are a format's facts about the new object,
    in place before replacement effects and triggers look at it; so are `counters` a permanent enters with
    (614.1c: persist's and undying's "return it with a counter on it"). A permanent leaving the battlefield
    outside a larger event (a sacrifice to pay a cost) is an event of its own (603.10a)."""
    opened = state.objects[oid].zone[0] == BATTLEFIELD and begin_together(state)
    try:
        return _move(state, oid, kind, to_seat, top, tapped, controller, mover, face_down, transformed, cause,
                     tags, counters)
    finally:
        if opened:
            end_together(state, opened)


def _move(
    state: GameState,
    oid: int,
    kind: str,
    to_seat: int | None,
    top: bool,
    tapped: bool,
    controller: int | None,
    mover: int | None,
    face_down: bool,
    transformed: bool,
    cause: str,
    tags: frozenset[str],
    counters: tuple[tuple[str, int], ...],
) -> int:
    rules = state.rules
    o = state.objects[oid]
    from_kind = o.zone[0]
    if from_kind == BATTLEFIELD and kind != EXILE and "unearthed" in o.tags:
        kind = EXILE  # 702.84a: "if it would leave the battlefield, exile it instead of putting it anywhere else"
    if kind == GRAVEYARD and from_kind == BATTLEFIELD:
        kind = _replace_dies(state, oid, kind)
    if kind == GRAVEYARD and from_kind == STACK and EXILED_IF_GRAVEYARD in o.tags:
        kind = EXILE  # 614.1a: "If that spell would be put into your graveyard, exile it instead." (608.2g casts)
    shuffle_after = False
    if kind == GRAVEYARD and o.card.static and not o.face_down:
        own = next((ab for ab in o.card.static if ab.kind == SELF_EXILE_INSTEAD), None)
        if own is not None:  # 614.1a: "if ~ would be put into a graveyard from anywhere, exile it instead"
            kind = EXILE if own.param("to") is None else LIBRARY  # (or "shuffle it into its owner's library")
            shuffle_after = kind == LIBRARY
    if from_kind == BATTLEFIELD:
        _remember_before(state)
        snapshot_lki(state, oid)
        if LEFT_TOGETHER in state.turn_facts:
            state.turn_facts[LEFT_TOGETHER] = (*state.turn_facts[LEFT_TOGETHER], oid)
        _detach_all(state, oid)
        end_source_durations(state, oid)
    elif from_kind == STACK:
        snapshot_lki(state, oid)
    dest: ZoneKey
    if to_seat is not None and kind in (HAND, LIBRARY, GRAVEYARD):
        dest = rules.library_of(state, to_seat) if kind == LIBRARY else (
            rules.graveyard_of(state, to_seat) if kind == GRAVEYARD else (HAND, to_seat))
    else:
        dest = rules.destination(state, o, kind)
    zone_list = state.zones.get(o.zone)
    if zone_list is not None and oid in zone_list:
        zone_list.remove(oid)
    new_owner = rules.owner_after_move(state, o, dest, mover if mover is not None else (
        controller if controller is not None else -1))
    card = o.card
    if from_kind == STACK and o.memory and o.memory[0][0] in ("split_of", "spliced_of", "transformed_of"):
        card = o.memory[0][1]  # 709.3c: a split card is whole again outside the stack (so is a spliced one,
        # and a double-faced card cast transformed, 712.4b)
    bestow_of = o.memory[0] if o.memory and isinstance(o.memory[0], tuple) and o.memory[0][0] == "bestow_of" \
        else None
    if bestow_of is not None and kind != BATTLEFIELD:
        card = bestow_of[1]  # 702.103: bestowed only on the stack and the battlefield
    if from_kind == BATTLEFIELD and o.memory:
        whole = next((m[1] for m in o.memory if isinstance(m, tuple)
                      and m[0] in ("transformed_of", "entered_color_of", "copied_of", WHOLE_OF)), None)
        if whole is not None:  # 712.4a: a transformed card is its front face again once it leaves (400.7: a
            # permanent's color chosen as it entered, 614.12, is forgotten too; 709.4: a Room is whole again)
            state.forget(card)  # what the back face's abilities could have altered
            card = whole
    parts = _leaving_parts(state, o) if from_kind == BATTLEFIELD and kind != BATTLEFIELD and o.memory else None
    if parts:
        card = parts[0][0]  # 723.3: one permanent leaves; its topmost component is the object that moves
    new = state.new_object(card, new_owner, dest, top=top)
    if parts:
        state.turn_facts[(MOVED_WITH, new.id)] = tuple(_other_components(state, parts[1:], new_owner, dest, top, oid))
    if shuffle_after:
        state.log_event("701.16a", "revealed", o.controller, (card.name,))
        shuffle(state, dest)
    new.token = parts[0][1] if parts else o.token
    if oid in state.lki:  # what the object became (400.7), so "another target" can leave out its new self
        state.lki[oid] = (*state.lki[oid][:10], new.id)
    if tags:
        new.tags = tags
    if o.token and kind != BATTLEFIELD:
        state.turn_facts["token_left_battlefield"] = True
    if kind == BATTLEFIELD:
        new.controller = controller if controller is not None else (
            o.stack.controller if o.stack is not None else (mover if mover is not None else o.controller))
        new.entered_turn = state.turn
        new.controlled_since = state.turn
        new.tapped = tapped
        new.face_down = face_down
        if from_kind == STACK and o.memory and isinstance(o.memory[-1], tuple) and o.memory[-1][0] == "copied_of":
            new.memory = (o.memory[-1],)  # 707.5: a clone is its printed card again once it leaves (rules.continuous.copies)
        if not face_down and (card.faces or (from_kind == STACK and o.card is not card)):
            for _rule, form in ENTERING_FORMS:  # 709.5: a Room's unlocked doors; 718.3c: a prototyped permanent
                form(state, new, o.card if from_kind == STACK else None)
        if not transformed and state.delayed and TRANSFORMED_ENTRIES:
            for keyword, enters_transformed in TRANSFORMED_ENTRIES.items():
                if keyword in card.keywords:
                    transformed = enters_transformed(state, card.keywords)  # 702.145b: "if it is night"
                    break
        if transformed and card.layout == "transform" and len(card.faces) > 1:
            new.card = card.faces[1]  # 712.10a: it enters with its back face up
            new.memory = (("transformed_of", card),)
        if o.stack is not None and "sunburst" in card.keywords and o.stack.colors_spent:
            # 702.44a: a +1/+1 counter (a charge counter if it isn't a creature) for each color spent
            counters = (*counters, ("+1/+1" if "Creature" in card.types else "charge", len(o.stack.colors_spent)))
        for name, n in counters:
            new.counters[name] = new.counters.get(name, 0) + n
        if o.stack is not None and o.stack.kind == "spell" and o.stack.x:
            from kitchentable.rules.casting.entering_x import tag_for

            new.tags = new.tags | tag_for(o.stack.x)  # 107.3m: its enters trigger's X
        if o.stack is not None and o.stack.kicked:
            new.tags = new.tags | {"kicked"}  # before 614.1c: "if ~ was kicked, it enters with ..." reads it
        if o.stack is not None and 0 <= o.stack.alternative < len(o.card.alternative_costs):
            # 702.74a, 702.109a: "if its evoke / dash cost was paid" asks about the permanent it became; set
            # before 614.1c so "~ escapes with ... counters" (702.138c) can read it as it enters.
            new.tags = new.tags | {"paid:" + o.card.alternative_costs[o.stack.alternative].label}
        if o.tags and "mana_spent" in card.flags:  # "if {R} was spent to cast it" asks the permanent (mana_spent)
            new.tags = new.tags | carried(o.tags)
        if o.tags and SQUAD_PAID in o.tags:  # 702.157a: "if its squad cost was paid", and how many times
            new.tags = new.tags | {t for t in o.tags if t.startswith("squad")}
        if o.tags and KICKED_TIMES in o.tags:  # 702.33c: "for each time it was kicked" asks the permanent
            new.tags = new.tags | {t for t in o.tags if t.startswith(KICKED_TIMES)}
        if o.stack is not None and not o.stack.copy and o.stack.kind == "spell":
            # "if you cast it (from your hand)": a resolving permanent spell (601.2), and where it was cast from;
            # noted before 614.1c so "~ enters with a divinity counter on it if you cast it from your hand" reads it
            state.turn_facts[("was_cast", new.id)] = "hand" if "cast_from_hand" in o.tags else "elsewhere"
        _enter_replacements(state, new, given={})  # a new object (400.7): every counter it has, it enters with
        if bestow_of is not None:
            new.memory = (bestow_of,)  # 702.103b: a bestowed Aura spell becomes a bestowed Aura
        if "suspend_haste" in o.tags:
            new.tags = new.tags | {"suspend_haste"}  # 702.62a: a creature cast by suspend has haste
        if FLASH_PERMISSION_USED in o.tags:
            flash_sacrifice_on_entry(state, new.id)  # "if you cast it any time a sorcery couldn't have been cast"
    elif kind == STACK:
        new.controller = o.controller
        new.face_down = face_down  # 708.4: a spell cast face down is turned face down before it is put there
    elif face_down:
        new.face_down = True  # 406.3: a card exiled face down (hideaway, 702.75a)
    del state.objects[oid]
    state.zone_changed(kind if kind in LAYER_ZONES else from_kind, new.card, new.id)  # the stronger of the two
    event_kind = "zone"
    shown = "" if new.face_down else card.name  # 406.3: a face-down card's name stays hidden
    # The seats of both zones, the owner and the controller let a player's view of the log name the card only
    # to those the rules let see it (a draw names the card to the drawer alone, 401.2 / 402.3).
    state.log_event(cause or _zone_rule(from_kind, kind), event_kind, shown, from_kind, kind, oid, new.id,
                    o.zone[1], dest[1], new.owner, new.controller)
    notify(state, ("zone", oid, new.id, from_kind, kind, o.controller, o.owner))
    if (kind == GRAVEYARD or from_kind == GRAVEYARD) and has_graveyard_triggers(new.card):
        track_graveyard_card(state, oid, new.id, kind)  # 113.6k: its triggered abilities work there
    if from_kind == BATTLEFIELD and kind == GRAVEYARD and "Creature" in state.lki[oid][0].types:
        state.turn_facts["creature_died"] = int(state.turn_facts.get("creature_died", 0)) + 1
        died = ("died", state.lki[oid][1], o.token)  # rules.concepts.turn_history: whose, and whether a token
        state.turn_facts[died] = int(state.turn_facts.get(died, 0)) + 1
    if from_kind == GRAVEYARD:  # "if a creature card left your graveyard this turn" (rules.concepts.turn_history)
        gone = ("left_graveyard", o.owner)
        state.turn_facts[gone] = (*state.turn_facts.get(gone, ()), card.types)
    if from_kind == BATTLEFIELD:
        state.turn_facts[("permanent_left", state.lki[oid][1])] = True  # revolt (rules.concepts.turn_history)
        if "Land" not in state.lki[oid][0].types:
            state.turn_facts["nonland_left_battlefield"] = True  # void (rules.keywords.ability_words)
    if kind == GRAVEYARD and not o.token and card.is_permanent_card():  # descend (701.60b)
        key = ("descended", new.owner)
        state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + 1
    if kind == BATTLEFIELD:  # landfall counts (lands), celebration (nonland permanents; rules.keywords.ability_words)
        key = ("lands_entered" if "Land" in card.types else "nonland_entered", new.controller)
        state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + 1
        arrived = ("entered", new.controller)  # "if a creature entered under your control this turn"
        state.turn_facts[arrived] = (*state.turn_facts.get(arrived, ()), new.id)
        for _rule, keywords, delayed, entered in ENTER_HOOKS:
            if (delayed and state.delayed) or not keywords.isdisjoint(card.keywords):
                entered(state, new.id)  # ascend (702.131b), start your engines! (702.179), day and night (702.145d)
        if new.card.static and not new.face_down and cause not in ASKED_BEFORE_ENTERING and new.id in state.objects:
            for _rule, choices in EFFECT_ENTRY_CHOICES:
                choices(state, new.id, new.controller, tapped)  # 614.12 (rules.keywords.entering_by_effect)
    if from_kind == BATTLEFIELD and state.delayed:
        for _rule, left in LEAVE_HOOKS:
            left(state, oid)  # 610.3c: "exile ... until ~ leaves the battlefield"
    return new.id


def _leaving_parts(state: GameState, o: GameObject) -> tuple[tuple[CardDef, bool], ...] | None:
    for split in LEAVING_COMPONENTS:
        found = split(state, o)
        if found:
            return found
    return None


def _zone_rule(from_kind: str, to_kind: str) -> str:
    if to_kind == STACK:
        return "601.2a"
    if from_kind == STACK and to_kind == GRAVEYARD:
        return "608.2n"
    if to_kind == BATTLEFIELD:
        return "608.3"
    return "400.7"


LEAVING_COMPONENTS: list[Callable[[GameState, GameObject], tuple[tuple[CardDef, bool], ...] | None]] = []
"""723.3: a permanent represented by several cards or tokens (a merged permanent, `rules.additional.merged_permanents`)
leaving the battlefield: the (card, token) pairs it becomes, topmost first, or None for a permanent of one card.
The moving object becomes the first; the others are put into the same zone after it."""


def leaving_components(fn: Callable[[GameState, GameObject], tuple[tuple[CardDef, bool], ...] | None]) \
        -> Callable[[GameState, GameObject], tuple[tuple[CardDef, bool], ...] | None]:
    """Register `fn(state, leaving permanent)` in `LEAVING_COMPONENTS`."""
    LEAVING_COMPONENTS.append(fn)
    return fn


MOVED_WITH = "moved_with"
"""`state.turn_facts[(MOVED_WITH, new id)]`: the other components a merged permanent's new object was put into its
zone with (723.3c: an effect that finds that object finds them all, `rules.stack.effects.refs`)."""


def _other_components(state: GameState, parts: tuple[tuple[CardDef, bool], ...], owner: int, dest: ZoneKey,
                      top: bool, old: int) -> list[int]:
    """723.3: each component beyond the first is put into the zone the merged permanent went to, as a new object
    (a token one ceases to exist there as a state-based action, 704.5d). Returns their ids."""
    ids: list[int] = []
    for card, token in parts:
        extra = state.new_object(card, owner, dest, top=top)
        extra.token = token
        ids.append(extra.id)
        state.log_event("723.3", "component_moved", card.name, dest[0], old, extra.id, dest[1], owner)
        if dest[0] == GRAVEYARD and has_graveyard_triggers(card):
            track_graveyard_card(state, old, extra.id, GRAVEYARD)
    return ids


EXILED_IF_GRAVEYARD = "exiled_if_graveyard"
"""Tag of a spell an effect cast with "If that spell would be put into your graveyard, exile it instead." (Torrential
Gearhulk; the cast mode "free_exiled", `rules.casting.cast_modes`): it is exiled as it would leave the stack for a
graveyard (resolved or countered), not as it goes anywhere else."""

GRAVEYARD_INSTEAD: list[Callable[[GameState, int], str | None]] = []
"""Rules that send a permanent somewhere else as it would be put into a graveyard from the battlefield, read from
the permanent itself (a finality counter, `rules.concepts.finality_counters`): the zone kind, or None."""


def _replace_dies(state: GameState, oid: int, kind: str) -> str:
    """Replacement effects on a permanent going to a graveyard ("exile it instead", Castle's rule). A rule of the
    permanent itself (a finality counter) and a replacement effect that would send it elsewhere are ordered by
    its controller (616.1); when they agree on the destination, the order changes nothing."""
    own = next((found for instead in GRAVEYARD_INSTEAD if (found := instead(state, oid)) is not None), None)
    facts = state.turn_facts
    if own is None and (("dies_exiled", oid) in facts or "dies_exiled_all" in facts):
        return EXILE  # "if that creature would die this turn, exile it instead" (614.1a; rules.keywords.level_up_and_soulbond)
    applicable = [
        (src, ab, ctl) for src, ab, ctl in _replacements(state, "dies")
        if _affects(state, ab, src, ctl, oid)
    ]
    if own is not None:
        if not any(str(ab.param("to", EXILE)) != own for _s, ab, _c in applicable):
            return own
        rule = (oid, StaticAbility("replacement", params=(("event", "dies"), ("to", own), ("mode", "own_rule"))),
                chars(state, oid).controller)
        applicable = [rule, *applicable]  # 616.1: the permanent's own rule is one of the choices
    for _src, ab, _ctl in order_replacements(state, "dies", applicable, chars(state, oid).controller):
        dest = ab.param("to", EXILE)
        return str(dest)
    override: str | None = state.rules.graveyard_replacement(state, oid)
    return override or kind


def _affects(state: GameState, ab: StaticAbility, src: int, ctl: int, oid: int) -> bool:
    if ab.affected is None:
        return oid == src
    rules = state.rules
    return matches_object(state, oid, ab.affected, ctl, src) and (rules is None or rules.affected_by_global(state, oid))


def _enter_replacements(state: GameState, new: GameObject, given: dict[str, int] | None = None) -> None:
    """614.1c-d / 614.12: "enters tapped", "enters with counters" apply as the permanent enters. A permanent
    entering face down has none of its own (708.3). `given`: its counters before any it enters with (a token's
    are given to it before this; default, those it has now)."""
    before = dict(new.counters) if given is None else given
    _enter_replacements_applied(state, new)
    _entering_counters_modified(state, new, before)


def _entering_counters_modified(state: GameState, new: GameObject, before: dict[str, int]) -> None:
    """122.6, 614.1c: counters a permanent enters with are "put on" it, so the counter modifiers in play see them
    (Hardened Scales: "that many plus one"; Doubling Season doubles a planeswalker's loyalty). Its own abilities
    don't apply to it yet (614.12: they exist only once it is on the battlefield). The "enters with an
    additional counter" replacements were applied first, the order that gives the most counters."""
    from kitchentable.rules.continuous.prevention_shields import counter_modifiers_in_play, counters_to_put

    if not counter_modifiers_in_play(state):
        return
    changed = False
    for name, n in list(new.counters.items()):
        added = n - before.get(name, 0)
        if added > 0:
            now = before.get(name, 0) + counters_to_put(state, new.id, name, added, entering=True)
            changed = changed or now != n
            new.counters[name] = now
    if changed:
        state.forget(new.card, new.id)


def _enter_replacements_applied(state: GameState, new: GameObject) -> None:
    own = () if new.face_down else new.card.static
    if ENTRY_HOOKS and not new.face_down:
        for subtype, entering in ENTRY_HOOKS.items():
            if subtype in new.card.subtypes:
                entering(state, new)  # 714.3a: a Saga's first lore counter
    for ab in own:
        if ab.kind == "enters_tapped" and (ab.condition is None or not _condition_met(state, ab, new)):
            new.tapped = True
        elif ab.kind == "enters_with_counters" and (ab.condition is None or _condition_met(state, ab, new)):
            from kitchentable.rules.casting.entering_x import x_on_entry

            n = static_amount(state, ab, new.id, new.controller, x=x_on_entry(new))  # 107.3m
            name = str(ab.param("counter", "+1/+1"))
            if n > 0:
                new.counters[name] = new.counters.get(name, 0) + n
    if new.card.loyalty is not None and not new.face_down:
        new.counters["loyalty"] = new.card.loyalty
    for src, ab, ctl in _replacements(state, "enter"):
        if src != new.id and _affects(state, ab, src, ctl, new.id):
            if ab.param("mode") == "enters_tapped":
                new.tapped = True
            elif ab.param("mode") == "with_counters":  # "enters with an additional +1/+1 counter on it" (614.1c)
                name = str(ab.param("counter"))
                new.counters[name] = new.counters.get(name, 0) + int(ab.param("count", 1))
                state.forget(new.card, new.id)  # characteristics read while matching it are out of date now


def _condition_met(state: GameState, ab: StaticAbility, new: GameObject) -> bool:
    assert ab.condition is not None
    return check_condition(state, ab.condition, new.controller, new.id)


def _detach_all(state: GameState, oid: int) -> None:
    """Auras and equipment attached to a leaving permanent stay where they are, unattached; SBAs
    (704.5m-n) then put illegal auras into the graveyard."""
    o = state.objects[oid]
    if o.attached_to is not None:
        host = o.attached_to
        if host in state.objects and any(ab.kind == "control" for ab in o.card.static):
            state.mut(host).controlled_since = state.turn  # 302.6: control goes back (Control Magic leaves)
        state.mut(oid).attached_to = None
    for other in state.battlefield():
        if other != oid and state.objects[other].attached_to == oid:
            state.mut(other).attached_to = None


# --- drawing (121) -----------------------------------------------------------------------------------------


def draw_one(state: GameState, seat: int, rule: str = "121.1", replaceable: bool = True) -> int | None:
    """Draw a card (121.2). Returns the new object id, or None when the library was empty (121.4) or the
    draw was replaced (Ring of Ma'Ruf: the card from outside the game is chosen by a frame run next; a draw a
    player may replace, `DRAW_REPLACEMENTS` (702.52 dredge): the player chooses by a frame run next whether to
    replace it or draw; `replaceable=False` is that draw).

    616.1: the drawing player orders the replacements of one draw. The optional ones are offered first, each
    with the answer "draw" that declines it; a declined draw then meets the mandatory one (the Ring's), so
    dredging applies dredge first (the Ring's effect waits for the next draw, this one having become a mill)
    and declining applies the Ring's first."""
    rules = state.rules
    lib = state.zones.get(rules.library_of(state, seat), [])
    if replaceable:
        for _rule, offer in DRAW_REPLACEMENTS:
            if offer(state, seat, rule, len(lib)):
                return None
    if state.turn_facts.get(("draw_replaced_by_wish", seat)):
        state.turn_facts[("draw_replaced_by_wish", seat)] = int(state.turn_facts[("draw_replaced_by_wish", seat)]) - 1
        state.log_event("614.1a", "draw_replaced", seat)

        push(state, ("wish", seat, None, False, False))
        return None
    if not lib:
        rules.on_draw_from_empty(state, seat)
        state.log_event("121.4", "draw_empty", seat)
        return None
    top = lib[-1]
    new = move(state, top, HAND, to_seat=seat, mover=seat, cause=rule)
    state.log_event(rule, "draw", seat)
    drawn = int(state.turn_facts.get(("drawn", seat), 0)) + 1
    state.turn_facts[("drawn", seat)] = drawn
    if drawn == 1:
        for _rule, first_drawn in FIRST_DRAW_HOOKS:
            first_drawn(state, seat, new)  # 702.94a: miracle
    notify(state, ("draw", seat, new))
    return new


# --- life (119) --------------------------------------------------------------------------------------------


def gain_life(state: GameState, seat: int, amount: int, source: int | None = None) -> int:
    if amount <= 0 or not state.players[seat].in_game:
        return 0

    if cant_gain_life(state, seat):  # 119.7: the life gain doesn't happen
        state.log_event("119.7", "cant_gain_life", seat, amount)
        return 0
    for _rule, replaced in LIFE_GAIN_REPLACEMENTS:
        amount = replaced(state, seat, amount)  # 614.1a ("twice that much life", "that much life plus 1")
    changed: int = state.rules.change_life(state, seat, amount)
    key = ("gained_life", seat)  # "if you gained life this turn" (rules.concepts.life)
    state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + amount
    state.log_event("119.3", "gain_life", seat, amount)
    notify(state, ("gain_life", seat, amount))
    return changed


def lose_life(state: GameState, seat: int, amount: int, source: int | None = None) -> int:
    if amount <= 0 or not state.players[seat].in_game:
        return 0
    _life_lost(state, seat, amount, logged=True)
    return amount


def _life_lost(state: GameState, seat: int, amount: int, logged: bool = False) -> None:
    """119.3 / 120.3a: a player loses life, from an effect or from damage dealt by a source without infect.
    Either way it is a life loss: it counts for "life lost this turn", and "whenever you lose life" triggers
    (with infinite life too, R-JT-4: the total stays, the loss still happens)."""
    state.rules.change_life(state, seat, -amount)
    state.players[seat].life_lost_this_turn += amount
    if state.delayed:
        for _rule, lost in LIFE_LOSS_HOOKS:
            lost(state, seat)  # 702.179: an opponent losing life during your turn raises your speed
    if logged:  # damage has its own line (120.3a)
        state.log_event("119.3", "lose_life", seat, amount)
    notify(state, ("lose_life", seat, amount))


# --- damage (120) ------------------------------------------------------------------------------------------


def deal_damage(state: GameState, source: int, target: Any, amount: int, combat: bool = False) -> int:
    """120.3: damage to a player causes life loss (or poison from infect), to a planeswalker removes
    loyalty, to a creature is marked. Prevention (615) first; lifelink (702.15) and deathtouch (702.2)
    read the source's characteristics (last known if it has left). Returns the damage dealt."""
    if amount <= 0:
        return 0
    src = lki_chars(state, source)
    if src is None:
        return 0
    if isinstance(target, tuple):
        seat = target[1]
        if not state.players[seat].in_game:
            return 0
        amount = _prevent(state, source, target, amount, combat, _unpreventable(state, source, combat))
        amount = state.rules.damage_to_player(state, source, seat, amount, combat)
        if amount <= 0:
            return 0
        if "infect" in src.keywords:
            state.players[seat].poison += amount
            state.log_event("702.90b", "poison", seat, amount)
        else:
            _life_lost(state, seat, amount)  # 120.3a: the damage is also a life loss
        if combat and src.keywords:
            for _rule, dealt in COMBAT_DAMAGE_TO_PLAYER_HOOKS:
                dealt(state, src, seat)  # 702.164c: toxic
        state.turn_facts[("dealt_damage", seat)] = True  # bloodthirst (702.54a)
        state.log_event("120.3a", "damage", src.name, ("player", seat), amount, combat)
    else:
        if target not in state.objects or state.objects[target].zone[0] != BATTLEFIELD:
            return 0

        unpreventable = _unpreventable(state, source, combat)
        if not unpreventable and protected_against(state, target, source):
            state.log_event("702.16e", "prevented", src.name, target, amount)
            return 0
        first = _counters_replacement_first(state, source, target, combat, unpreventable)
        if first is not None and any(first == src for src, _ab, _c in _counters_sources(state, source, target, combat)):
            _damage_becomes_counters(state, source, target, amount, combat)
            return 0
        amount = _prevent(state, source, target, amount, combat, unpreventable, first)
        if amount <= 0:
            return 0
        if _damage_becomes_counters(state, source, target, amount, combat):
            return 0
        tc = chars(state, target)
        t = state.mut(target, characteristics=bool({"infect", "wither"} & src.keywords))
        walker = "Planeswalker" in tc.types
        if walker:  # 120.3c: loyalty counters removed
            t.counters["loyalty"] = max(0, t.counters.get("loyalty", 0) - amount)
        if not walker or "Creature" in tc.types:  # 120.3d-e: and, for a planeswalker that's a creature, marked too
            if "infect" in src.keywords or "wither" in src.keywords:
                t.counters["-1/-1"] = t.counters.get("-1/-1", 0) + amount
            else:
                t.damage += amount
        if "deathtouch" in src.keywords:
            t.deathtouch_hit = True
        if src.triggered and any(ab.trigger.event == "damaged_by_self_dies" for ab in src.triggered):
            key = ("damaged_by", source)  # Sengir Vampire remembers the creatures it damaged this turn
            state.turn_facts[key] = frozenset(state.turn_facts.get(key, frozenset())) | {target}
        state.cache.pop("sba_clean", None)
        state.log_event("120.3", "damage", src.name, target, amount, combat)
    if "lifelink" in src.keywords:
        ctl = state.lki[source][1] if source not in state.objects else chars(state, source).controller
        gain_life(state, ctl, amount)
    notify(state, ("damage", source, target, amount, combat))
    return amount


def _source_controller(state: GameState, source: int) -> int | None:
    o = state.objects.get(source)
    if o is None:
        info = state.lki.get(source)
        return int(info[1]) if info is not None else None
    if o.zone[0] == STACK and o.stack is not None:
        return o.stack.controller
    if o.zone[0] == BATTLEFIELD:
        return chars(state, source).controller
    return o.owner


def _damage_becomes_counters(state: GameState, source: int, target: int, amount: int, combat: bool) -> bool:
    """614.1a: "If a source you control would deal noncombat damage to a creature an opponent controls, put
    that many -1/-1 counters on that creature instead" (Soul-Scar Mage). The damage is never dealt, so
    nothing that cares about damage dealt (lifelink, "is dealt damage") happens."""
    for src, ab, _ctl in _counters_sources(state, source, target, combat)[:1]:
        name = str(ab.param("counter", "-1/-1"))
        state.log_event("614.1a", "damage_as_counters", src, target, amount, name)
        add_counters(state, target, name, amount)
        return True
    return False


def _counters_sources(state: GameState, source: int, target: int, combat: bool) -> list[tuple[int, StaticAbility, int]]:
    """The "put that many counters on it instead" replacement effects that apply to this damage (614.1a)."""
    found = []
    for src, ab, ctl in static_sources(state):
        if ab.kind != "damage_as_counters" or (combat and ab.param("noncombat")):
            continue
        if _source_controller(state, source) != ctl or ab.affected is None:
            continue
        if matches_object(state, target, ab.affected, ctl, src):
            found.append((src, ab, ctl))
    return found


def _unpreventable(state: GameState, source: int, combat: bool = False) -> bool:
    """615.12: "the damage can't be prevented" (Banefire with X 5 or more): prevention effects don't apply."""
    for _rule, check in UNPREVENTABLE_CHECKS:
        if check(state, source, combat):
            return True  # a static ability in play ("Damage can't be prevented.")
    if "no_prevention" in state.turn_facts:  # "damage can't be prevented [this turn]" (rules.continuous.prevention_shields)
        from kitchentable.rules.continuous.prevention_shields import unpreventable_now

        if unpreventable_now(state, source):
            return True
    o = state.objects.get(source)
    if o is None or o.zone[0] != STACK or not o.card.static:
        return False
    from kitchentable.rules.stack.resolve import has_stack_ability

    return has_stack_ability(state, source, "damage_unpreventable")


def _prevents_by(state: GameState, ab: StaticAbility, src: int, ctl: int, source: int, target: Any) -> bool:
    """615.1: a static prevention effect on the damage a permanent deals ("by"), or deals and is dealt
    ("to_and_by"); the permanent is the one `ab.affected` describes (the enchanted creature), else `src`."""
    flt = ab.affected

    def named(oid: Any) -> bool:
        if isinstance(oid, tuple) or oid not in state.objects:
            return False
        return oid == src if flt is None else matches_object(state, oid, flt, ctl, src)

    return named(source) or (ab.param("by") == "to_and_by" and named(target))


def _prevention_applies(state: GameState, src: int, ab: StaticAbility, ctl: int, source: int, target: Any,
                        combat: bool) -> bool:
    """615.1: does the static prevention ability `ab` of `src` apply to damage from `source` to `target`?"""
    if ab.param("combat_only") and not combat:
        return False
    flt = ab.affected
    if ab.param("by") is not None:  # "prevent all damage that would be dealt [to and] by enchanted creature"
        return _prevents_by(state, ab, src, ctl, source, target)
    if flt is None:
        need = ab.param("while_counter")  # "... to ~ while it has a +1/+1 counter on it" (Ugin's Conjurant)
        return bool(target == src) and not (need and not state.objects[src].counters.get(str(need), 0))
    if isinstance(target, tuple):
        return matches_player(state, target[1], flt, ctl)
    return matches_object(state, target, flt, ctl, src) and (
        state.rules is None or state.rules.affected_by_global(state, target))


def _counters_replacement_first(state: GameState, source: int, target: int, combat: bool,
                                unpreventable: bool) -> int | None:
    """616.1: when a replacement effect ("put that many -1/-1 counters on it instead", Soul-Scar Mage) and a
    prevention effect (Unbreathing Horde's "prevent that damage and remove a +1/+1 counter", a shield) both apply
    to damage to a permanent, its controller chooses which applies first. Returns the key of the effect chosen
    first (see `_prevention_effects`), or None when there was nothing to choose. When the replacement is chosen,
    the damage becomes counters and is never dealt, so no prevention effect applies to it; otherwise prevention
    applies first, and the replacement sees only what is left."""
    replacing = _counters_sources(state, source, target, combat)
    if not replacing or unpreventable:
        return None
    preventing = _prevention_effects(state, source, target, combat)
    if not preventing:
        return None
    keys = list(dict.fromkeys([src for src, _ab, _ctl in replacing] + [key for key, _kind, _what in preventing]))
    first = choose_first(state, keys, chars(state, target).controller, "damage")
    return first


def choose_first(state: GameState, keys: list[int], chooser: int, event: str) -> int:
    """616.1: the affected player or the affected object's controller chooses which of the effects named by
    `keys` (each the object whose effect it is) applies first. An answer given for this frame is read back;
    otherwise the engine rewinds the frame and asks (`ReplacementChoice`)."""
    if len(keys) < 2:
        return keys[0]
    queue: tuple[int, ...] = tuple(state.turn_facts.get("replacement_answers", ()))
    if queue:
        state.turn_facts["replacement_answers"] = queue[1:]
        if queue[0] in keys:
            return queue[0]
    raise ReplacementChoice(chooser, keys, event)


PreventionEffect = tuple[int, str, Any]
"""One prevention effect that applies to a damage event: (key, "static", "shield" or "turn", what). The key names it
when its order is chosen: the object with the static ability, or the object whose spell or ability made the
shield (a shield without one is named by the damaged object or player's own id)."""


def _prevention_effects(state: GameState, source: int, target: Any, combat: bool) -> list[PreventionEffect]:
    """The prevention effects of static abilities and this turn's shields that apply to this damage (615)."""
    found: list[PreventionEffect] = [
        (src, "static", (src, ab, ctl)) for src, ab, ctl in static_sources(state)
        if ab.kind == "prevent_damage" and _prevention_applies(state, src, ab, ctl, source, target, combat)]
    if "damage_shields" in state.turn_facts:  # shields and redirections made this turn (rules.continuous.prevention_shields)
        from kitchentable.rules.continuous.prevention_shields import applicable_shields

        for shield in applicable_shields(state, source, target, combat):
            maker = shield[7]
            found.append((maker if isinstance(maker, int) else -1, "shield", shield))
    if "prevent_all_this_turn" in state.turn_facts:  # Fog's kind (rules.continuous.prevention_shields)
        from kitchentable.rules.continuous.prevention_shields import applicable_whole_turn

        for effect in applicable_whole_turn(state, source, target, combat):
            found.append((effect[2] if isinstance(effect[2], int) else -1, "turn", effect))
    for _rule, amplifiers in DAMAGE_AMPLIFIERS:  # 614.1a: "it deals double that damage instead"
        found.extend((key, "amplify", apply) for key, apply in amplifiers(state, source, target, combat))
    return found


def _order_free(effects: list[PreventionEffect]) -> bool:
    """Would every order give the same result? Only when each effect prevents all the damage and does nothing
    else (Unbreathing Horde's counter removal, a shield that is used up or gains life make the order matter)."""
    from kitchentable.rules.continuous.prevention_shields import shield_order_free

    for _key, kind, what in effects:
        if kind == "static":
            ab = what[1]
            if ab.param("amount") is not None or ab.param("remove_counter"):
                return False
        elif kind == "turn":
            continue  # prevents all of it and does nothing else
        elif kind == "amplify":
            if sum(1 for e in effects if e[1] == "amplify") > 1:
                return False  # "twice" and "plus 2" give different results in different orders
            continue  # with only effects that prevent all of it, the order changes nothing
        elif not shield_order_free(what):
            return False
    return True


def _prevent(state: GameState, source: int, target: Any, amount: int, combat: bool, unpreventable: bool = False,
             first: int | None = None) -> int:
    """615: prevention effects. The prevention effects that apply (static abilities, this turn's shields, the
    "prevent all [combat] damage ... this turn" effects of resolved spells: Fog, Maze of Ith) apply one at a time in the order the affected player or the affected object's controller chooses
    (616.1; `first` is a choice already made), each seeing what the ones before it left (616.1f). Damage that
    can't be prevented (615.12) still applies each static prevention effect's other parts (Unbreathing Horde's
    counter removal) but prevents nothing and leaves shields untouched."""
    effects = _prevention_effects(state, source, target, combat)
    if unpreventable:
        for _key, kind, what in effects:
            if kind == "static":
                _apply_static_prevention(state, what, source, target, amount, combat, True)
            elif kind == "amplify":
                amount = what(amount)  # 615.12: only prevention is switched off
        return amount
    chooser = target[1] if isinstance(target, tuple) else chars(state, target).controller
    applied: set[int] = set()
    while effects and amount > 0:
        keys = list(dict.fromkeys(key for key, _kind, _what in effects))
        if first is not None and first in keys:
            key, first = first, None
        elif len(keys) > 1 and not _order_free(effects):
            key = choose_first(state, keys, chooser, "damage")
        else:
            key = keys[0]
        for _key, kind, what in [e for e in effects if e[0] == key]:
            if kind == "static":
                amount = _apply_static_prevention(state, what, source, target, amount, combat, False)
            elif kind == "turn":
                state.log_event("615.1", "prevented", source, target, amount)
                amount = 0
            elif kind == "amplify":
                amount = what(amount)
                state.log_event("614.1a", "damage_changed", source, target, amount)
            else:
                from kitchentable.rules.continuous.prevention_shields import use_shield

                amount = use_shield(state, what, source, target, amount, combat)
        applied.add(key)
        if amount > 0:  # 616.1f: the rest are checked again against what is left
            effects = [e for e in _prevention_effects(state, source, target, combat) if e[0] not in applied]
    return amount


def _apply_static_prevention(state: GameState, what: tuple[int, StaticAbility, int], source: int, target: Any,
                             amount: int, combat: bool, unpreventable: bool) -> int:
    """A static prevention ability applies to this damage: its other part (remove a counter), then what it
    prevents ("prevent 1 of that damage", 615.7; or all of it). Returns the damage left."""
    src, ab, _ctl = what
    counter = ab.param("remove_counter")
    if counter and ab.param("that_many") and not isinstance(target, tuple) and target in state.objects:
        # "remove that many": one counter for each 1 damage, each source's share of an event counted (Protean Hydra)
        remove_counters(state, target, str(counter), min(amount, state.objects[target].counters.get(str(counter), 0)))
        state.log_event("615.1", "remove_counter", target, counter)
        counter = None
    once = ("counter_removed_for", target, state.turn_facts.get("combat_damage_event")) if combat else None
    if counter and once is not None and state.turn_facts.get(once):
        counter = None  # simultaneous combat damage from several sources is one event (510.2)
    if once is not None:
        state.turn_facts[once] = True
    if counter and not isinstance(target, tuple) and target in state.objects:
        remove_counters(state, target, str(counter), 1)
        state.log_event("615.1", "remove_counter", target, counter)
    if unpreventable:
        return amount
    part = ab.param("amount")  # "prevent 1 of that damage" (615.7 for each event)
    if part is not None and int(part) < amount:
        state.log_event("615.7", "prevented", src, target, int(part))
        return amount - int(part)
    state.log_event("615.1", "prevented", src, target, amount)
    return 0


# --- permanents ----------------------------------------------------------------------------------------------


def tap(state: GameState, oid: int) -> bool:
    o = state.objects[oid]
    if o.tapped:
        return False
    state.mut(oid, characteristics=False).tapped = True
    notify(state, ("tapped", oid))
    return True


def untap(state: GameState, oid: int) -> bool:
    o = state.objects[oid]
    if not o.tapped:
        return False
    if o.counters and stays_tapped(state, oid):  # 122.1d: a stun counter is removed instead
        return False
    state.mut(oid, characteristics=False).tapped = False
    end_while_tapped(state, oid)
    from kitchentable.rules.stack.triggers import untap_triggers_in_play

    if untap_triggers_in_play(state):  # "whenever ~ becomes untapped" (inspired); nothing to do otherwise
        notify(state, ("untapped", oid))
    return True


# Durations tied to the effect's source (611.2b): "for as long as ~ remains tapped", "... remains on the
# battlefield", "... you control ~", "... you control ~ and ~ remains tapped".
WHILE_TAPPED = "while_source_tapped"
WHILE_ON_BATTLEFIELD = "while_source_on_battlefield"
WHILE_CONTROLLED = "while_you_control_source"
WHILE_CONTROLLED_TAPPED = "while_you_control_source_tapped"
SOURCE_DURATIONS = frozenset({WHILE_TAPPED, WHILE_ON_BATTLEFIELD, WHILE_CONTROLLED, WHILE_CONTROLLED_TAPPED})
CONTROL_DURATIONS = frozenset({WHILE_CONTROLLED, WHILE_CONTROLLED_TAPPED})
_UNTAP_ENDS = frozenset({WHILE_TAPPED, WHILE_CONTROLLED_TAPPED})
WATCH_CONTROL = "source_control_durations"
"""The `state.delayed` entry kept while an effect lasts "for as long as you control ~": control is a layer-2 fact
other effects change, so the loss of control is looked for before each state-based action check
(`continuous.source_durations`)."""


def source_duration_over(state: GameState, duration: str, source: int, controller: int) -> bool:
    """611.2b: is the effect's "for as long as" duration over (or never started): its source gone from the
    battlefield, untapped (the tapped ones) or under another player's control (the "you control ~" ones)?"""
    if duration not in SOURCE_DURATIONS:
        return False
    o = state.objects.get(source)
    if o is None or o.zone[0] != BATTLEFIELD:
        return True
    if duration in _UNTAP_ENDS and not o.tapped:
        return True
    return duration in CONTROL_DURATIONS and chars(state, source).controller != controller


def watch_source_control(state: GameState, duration: str) -> None:
    """List `WATCH_CONTROL` in `state.delayed` when an effect that lasts "for as long as you control ~" begins."""
    if duration in CONTROL_DURATIONS and not any(type(e) is tuple and e[:1] == (WATCH_CONTROL,) for e in state.delayed):
        state.delayed = [*state.delayed, (WATCH_CONTROL,)]


def end_while_tapped(state: GameState, oid: int) -> None:
    """611.2b: an effect that lasts "for as long as ~ remains tapped" ends when its source untaps (the only place
    that ends it but its leaving, so other untaps cost one look at an empty list)."""
    _end_durations(state, oid, _UNTAP_ENDS)


def end_source_durations(state: GameState, oid: int) -> None:
    """611.2b: every effect whose duration is tied to `oid` ends as it leaves the battlefield."""
    _end_durations(state, oid, SOURCE_DURATIONS)


def _end_durations(state: GameState, oid: int, kinds: frozenset[str]) -> None:
    if state.continuous and any(ce.duration in kinds and ce.source == oid for ce in state.continuous):
        state.continuous = [ce for ce in state.continuous if not (ce.duration in kinds and ce.source == oid)]
        state.cache.clear()


def add_counters(state: GameState, oid: int, name: str, n: int) -> None:
    """122.1: put counters; 704.5q annihilates +1/+1 with -1/-1 later as a state-based action."""
    if n <= 0 or oid not in state.objects:
        return
    if state.objects[oid].zone[0] == BATTLEFIELD:
        from kitchentable.rules.continuous.prevention_shields import (
            counter_modifiers_in_play,
            counters_to_put,
        )

        if counter_modifiers_in_play(state):  # "that many plus one" (614.1a)
            n = counters_to_put(state, oid, name, n)
    o = state.mut(oid)
    o.counters[name] = o.counters.get(name, 0) + n
    state.log_event("122.1", "counters", oid, name, n)
    notify(state, ("counters", oid, name, n))


def remove_counters(state: GameState, oid: int, name: str, n: int) -> int:
    o = state.objects[oid]
    have = o.counters.get(name, 0)
    take = min(have, n)
    if take:
        m = state.mut(oid)
        m.counters[name] = have - take
        if not m.counters[name]:
            del m.counters[name]
    return take


def destroy(state: GameState, oid: int, rule: str = "701.7", regenerate: bool = True) -> bool:
    """701.7: destroy = move to the graveyard; indestructible (702.12) and regeneration (701.15) stop it."""
    if oid not in state.objects or state.objects[oid].zone[0] != BATTLEFIELD:
        return False
    if "indestructible" in chars(state, oid).keywords:
        return False
    o = state.objects[oid]
    options = [found for _rule, replacements in DESTROY_REPLACEMENTS for found in replacements(state, oid)]
    if regenerate and o.regen_shields > 0 and ("cant_regenerate", oid) not in state.turn_facts:
        options.append((oid, partial(_regenerate, state, oid)))
    if options:  # 616.1: its controller chooses which replaces the destruction (totem armor, a regeneration shield)
        key = choose_first(state, list(dict.fromkeys(k for k, _apply in options)), chars(state, oid).controller,
                           "destroy")
        next(apply for k, apply in options if k == key)()
        return False
    move(state, oid, GRAVEYARD, cause=rule)
    return True


def _regenerate(state: GameState, oid: int) -> None:
    """701.15a: the next time it would be destroyed this turn, instead tap it, remove all damage marked on it and
    remove it from combat (a regeneration shield used up)."""
    m = state.mut(oid)
    m.regen_shields -= 1
    m.tapped = True
    m.damage = 0
    m.deathtouch_hit = False
    if state.combat is not None:
        from kitchentable.rules.turn.combat import remove_from_combat

        remove_from_combat(state, oid)
    state.log_event("701.15", "regenerate", m.card.name)


def sacrifice(state: GameState, oid: int) -> bool:
    """701.17: sacrifice = move from the battlefield to its owner's graveyard; can't be regenerated."""
    if oid not in state.objects or state.objects[oid].zone[0] != BATTLEFIELD:
        return False
    move(state, oid, GRAVEYARD, cause="701.17")
    info = state.lki[oid]
    key = ("sacrificed", info[1])  # "if you sacrificed an artifact this turn" (rules.concepts.turn_history)
    state.turn_facts[key] = (*state.turn_facts.get(key, ()), info[0])
    notify(state, ("sacrificed", oid))
    return True


DISCARDED_CARD = "discarded_card"
"""`state.turn_facts` key (DISCARDED_CARD, graveyard card id) -> the seat that discarded it this turn (701.8)."""


def discard(state: GameState, seat: int, oid: int) -> int:
    """701.8: discard = move from hand to graveyard (to exile for a card with madness, 702.35a)."""
    state.turn_facts[("discarded", seat)] = int(state.turn_facts.get(("discarded", seat), 0)) + 1  # this turn
    for _rule, replaced in DISCARD_REPLACEMENTS:
        found = replaced(state, seat, oid)  # 702.35a: madness exiles it
        if found is not None:
            notify(state, ("discard", seat, found))
            return found
    new = move(state, oid, GRAVEYARD, cause="701.8")
    state.turn_facts[(DISCARDED_CARD, new)] = seat  # "if you discarded it this turn" asks the card it became
    notify(state, ("discard", seat, new))
    return new


def create_token(state: GameState, card: CardDef, controller: int, tapped: bool = False,
                 counters: tuple[tuple[str, int], ...] = ()) -> int:
    """111.1: a token is created on the battlefield under its creator's control; `counters`: the counters it is
    created with (122.6), in place before replacement effects and triggers look at it."""
    o = state.new_object(card, controller, (BATTLEFIELD, -1))
    o.token = True
    o.controller = controller
    o.tapped = tapped
    for name, n in counters:
        if n > 0:
            o.counters[name] = o.counters.get(name, 0) + n
    o.entered_turn = state.turn
    o.controlled_since = state.turn
    _enter_replacements(state, o, given={})  # its counters, given as it is created, are put on it (122.6)
    state.log_event("111.1", "token", card.name, controller)
    notify(state, ("zone", None, o.id, "outside", BATTLEFIELD, controller, controller))
    return o.id


def shuffle(state: GameState, key: ZoneKey) -> None:
    """701.19: randomize a library's order with the game's seeded generator."""
    ids = state.zones.get(key)
    if ids:
        state.rng.shuffle(ids)
        for forget in AFTER_SHUFFLE:
            forget(state, ids)
    state.log_event("701.19", "shuffle", key)


ShuffleHook = Callable[[GameState, list[int]], None]
AFTER_SHUFFLE: list[ShuffleHook] = []
"""What a shuffle makes unknown again (701.19: knowledge of the library's order, `concepts.looking`), registered
by the mechanic that keeps that knowledge."""


def after_shuffle(fn: ShuffleHook) -> ShuffleHook:
    """Register `fn(state, ids)`, called with a library's cards just after it is shuffled."""
    AFTER_SHUFFLE.append(fn)
    return fn
