"""Resolving spells and abilities (608).

608.2b: targets are checked again; if every target is now illegal the spell or ability doesn't resolve
(R-C-5) and a spell goes to the graveyard. Otherwise its effects happen in order, skipping what refers only
to illegal targets (608.2b), reading the source's last known information if it has left (608.2h, R-C-4).
608.2n / 608.3: an instant or sorcery goes to its owner's graveyard; a permanent spell enters the battlefield
(an Aura attached to what it targeted).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Effect, Modal, Mode, TargetSpec, spell_modal
from kitchentable.rules.concepts.restricted_mana import UNCOUNTERABLE_TAG
from kitchentable.rules.concepts.target_links import read_event_spec, read_spec
from kitchentable.rules.concepts.targets import can_target, spec_with_x
from kitchentable.rules.continuous.static_abilities import spell_uncounterable
from kitchentable.rules.engine import handler, push, rule_order
from kitchentable.rules.events import move
from kitchentable.rules.records import replace
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK, GameObject, GameState

ENTERED_CHOICE = "as_enters_choose"
PAID_LIFE_TAG = "paid:life_to_enter"
REVEALED_TAG = "paid:revealed_to_enter"  # "you may reveal a Plains or Island card from your hand" (614.12)
"""The tag of a permanent whose controller paid life as it entered untapped (614.12, 119.4)."""

# --- what mechanics add to resolving: hooks they register, called in the order of their rules ------------------

TargetCheck = Callable[[GameState, int], "tuple[GameObject, Any]"]
EnteringChoices = Callable[[GameState, int, int], bool]
StackExit = Callable[[GameState, int, int], bool]
AfterGraveyard = Callable[[GameState, int], None]

TARGET_CHECKS: dict[str, TargetCheck] = {}
ENTERING_CHOICES: list[tuple[str, EnteringChoices]] = []
STACK_EXITS: list[tuple[str, str, StackExit]] = []
AFTER_GRAVEYARD: list[tuple[str, str, AfterGraveyard]] = []


def before_targets_checked(memory: str) -> Callable[[TargetCheck], TargetCheck]:
    """Register `fn(state, spell) -> (object, stack info)`, run as a spell whose first memory entry is `memory`
    resolves, before its targets are checked (702.103e: a bestowed Aura spell whose target is illegal resolves
    as an enchantment creature spell)."""

    def register(fn: TargetCheck) -> TargetCheck:
        TARGET_CHECKS[memory] = fn
        return fn

    return register


def choices_as_it_enters(rule: str) -> Callable[[EnteringChoices], EnteringChoices]:
    """Register `fn(state, spell, controller) -> bool`: choices made as a permanent spell resolves and enters
    (614.12: unleash, devour, amplify, tribute, riot, "as ~ enters, choose ..."); True when it asked them (the
    answer then puts the permanent onto the battlefield)."""

    def register(fn: EnteringChoices) -> EnteringChoices:
        ENTERING_CHOICES.append((rule, fn))
        ENTERING_CHOICES.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def leaves_the_stack_instead(rule: str, keyword: str) -> Callable[[StackExit], StackExit]:
    """Register `fn(state, spell, controller) -> bool` for a resolved instant or sorcery with `keyword`: True
    when it went somewhere other than its owner's graveyard (702.88a rebound, 702.99a cipher)."""

    def register(fn: StackExit) -> StackExit:
        STACK_EXITS.append((rule, keyword, fn))
        STACK_EXITS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def after_resolving_to_graveyard(rule: str, keyword: str) -> Callable[[AfterGraveyard], AfterGraveyard]:
    """Register `fn(state, card)` for a resolved spell card with `keyword` just put into its owner's graveyard
    (702.55a: haunt). A copy of a spell is no card and never gets there."""

    def register(fn: AfterGraveyard) -> AfterGraveyard:
        AFTER_GRAVEYARD.append((rule, keyword, fn))
        AFTER_GRAVEYARD.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


@dataclass(frozen=True, slots=True)
class ResolveContext:
    """A resolving spell or ability: who controls it, its source and the choices made when it was put on
    the stack. `memory` holds what effects remember for later ones ("it", "the damage dealt")."""

    controller: int
    source: int
    stack_id: int
    kind: str
    x: int
    modes: tuple[int, ...]
    targets: tuple[tuple[Any, ...], ...]
    division: tuple[int, ...]
    kicked: bool
    event: tuple[Any, ...]
    memory: tuple[tuple[str, Any], ...] = ()

    def __init__(
        self, controller: int, source: int, stack_id: int, kind: str, x: int, modes: tuple[int, ...],
        targets: tuple[tuple[Any, ...], ...], division: tuple[int, ...], kicked: bool,
        event: tuple[Any, ...], memory: tuple[tuple[str, Any], ...] = ()
    ) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "stack_id", stack_id)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "modes", modes)
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "division", division)
        object.__setattr__(self, "kicked", kicked)
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "memory", memory)

    def recall(self, name: str, default: Any = None) -> Any:
        memory = self.memory
        for index in range(len(memory) - 1, -1, -1):
            if memory[index][0] == name:
                return memory[index][1]
        return default

    def mem(self) -> dict[str, Any]:
        return dict(self.memory)


def rctx(state: GameState, rid: int) -> ResolveContext:
    found = state.contexts[rid]
    assert isinstance(found, ResolveContext)
    return found


def remember(state: GameState, rid: int, name: str, value: Any) -> None:
    c = rctx(state, rid)
    state.contexts[rid] = replace(c, memory=c.memory + ((name, value),))


def remove_from_stack(state: GameState, oid: int) -> None:
    """An ability leaving the stack ceases to exist (113.7); a spell card goes where the caller says. The stack
    is no layer zone: what its contents could alter is forgotten by the cache's own rule (`zone_changed`)."""
    ids = state.stack_ids()
    if oid in ids:
        ids.remove(oid)
    if oid in state.objects:
        del state.objects[oid]
    state.cache.pop(oid, None)
    state.zone_changed(STACK)


def _specs(state: GameState, oid: int) -> list[TargetSpec]:
    o = state.objects[oid]
    info = o.stack
    assert info is not None
    modal = _modal_of(state, oid)
    specs: list[TargetSpec] = []
    for i in info.modes:
        if i < len(modal.modes):
            specs.extend(modal.modes[i].targets)
    return specs


def _modal_of(state: GameState, oid: int) -> Any:
    o = state.objects[oid]
    info = o.stack
    assert info is not None
    if info.kind == "spell":
        card = o.card
        if card.enchant is not None and card.spell is None:
            return Modal((Mode(targets=(TargetSpec(card.enchant, label="enchant"),)),))
        if 0 <= info.alternative < len(card.alternative_costs):
            paid = card.alternative_costs[info.alternative].spell  # overload 702.96a, awaken 702.113a
            if paid is not None:
                return paid
        return spell_modal(card)
    if info.kind == "triggered":
        return o.memory[0].effect
    lki = info.source_lki
    if lki is not None and info.ability_index < len(lki.activated):
        return lki.activated[info.ability_index].effect
    return state.objects[info.source].card.activated[info.ability_index].effect if info.source in state.objects \
        else Modal()


@handler("resolve_top")
def resolve_top(state: GameState, frame: tuple[Any, ...]) -> None:
    """608.1-608.2: the top object of the stack resolves."""
    ids = state.stack_ids()
    oid = ids[-1]
    o = state.objects[oid]
    info = o.stack
    assert info is not None
    if info.kind == "spell" and o.memory and isinstance(o.memory[0], tuple) and o.memory[0][0] in TARGET_CHECKS:
        o, info = TARGET_CHECKS[o.memory[0][0]](state, oid)  # 702.103e: a bestowed Aura spell
    specs = _specs(state, oid)
    checked: list[tuple[Any, ...]] = []
    any_target = False
    any_legal = False
    for i, group in enumerate(info.targets):
        spec = specs[i] if i < len(specs) else None
        if spec is not None:
            spec = read_event_spec(read_spec(spec_with_x(spec, info.x), info.targets), info.event)  # 608.2b
        kept = []
        for t in group:
            any_target = True
            legal = spec is not None and can_target(state, t, spec, info.controller,
                                                    info.source if info.kind != "spell" else oid, this=oid)
            kept.append(t if legal else None)
            any_legal = any_legal or legal
        checked.append(tuple(kept))
    name = "" if o.face_down else o.card.name  # 708.5: a face-down spell's identity stays hidden
    if any_target and not any_legal:
        state.log_event("608.2b", "fizzle", name, info.kind)
        _finish(state, oid, resolved=False)
        return
    state.log_event("608.2", "resolve", name, info.kind)  # the kind: a spell, or an ability of the named source
    rid = state.next_ctx
    state.next_ctx += 1
    event = info.event
    # Annotated: the compiled kernel (mypyc) checks the declared type, and the memory grows below.
    memory: tuple[tuple[str, Any], ...] = (("bound", info.event[3]),) if event and event[0] == "delayed" else ()
    if event and event[0] == "reflexive":  # 603.12: the parent's event and memory (rules.stack.reflexive_triggers)
        event, memory = event[1], event[2]
    elif info.kind == "triggered" and event and event[0] in _EVENT_AMOUNT:
        # "that much" / "that many" in a trigger: the amount of the event it triggered on (603.7c, 608.2h)
        memory = (*memory, ("amount", event[_EVENT_AMOUNT[event[0]]]))
    if info.paid:
        memory = (*_paid_memory(state, info.paid), *memory)
    state.contexts[rid] = ResolveContext(
        controller=info.controller, source=info.source if info.kind != "spell" else oid, stack_id=oid,
        kind=info.kind, x=info.x, modes=info.modes, targets=_by_mode(_modal_of(state, oid), info.modes, checked),
        division=info.division, kicked=info.kicked, event=event, memory=memory,
    )
    if info.kind == "triggered":
        ab = o.memory[0]
        if ab.intervening_if is not None:
            if not check_condition(state, ab.intervening_if, info.controller, info.source):
                state.log_event("603.4", "intervening_if_false", name)
                push(state, ("resolve_finish", rid, oid))
                return
    modal = _modal_of(state, oid)
    frames: list[tuple[Any, ...]] = []
    for i in info.modes:
        if i < len(modal.modes):
            for eff in modal.modes[i].effects:
                frames.append(("run_effect", rid, eff))
    frames.append(("resolve_finish", rid, oid))
    push(state, *frames)


def _paid_memory(state: GameState, paid: tuple[tuple[str, int, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """608.2h: what the effect knows of the objects paid for its cost: "paid" lists them as (kind, id), and
    "it" is the first ("the sacrificed creature", "the discarded card") until an effect remembers another.
    Their last known information, kept with the spell, is put back where `lki_chars` reads it."""
    for _kind, oid, info in paid:
        if info is not None and oid not in state.objects and oid not in state.lki:
            state.lki[oid] = info
    return (("paid", tuple((kind, oid) for kind, oid, _info in paid)), ("it", paid[0][1]))


_EVENT_AMOUNT = {"damage": 3, "gain_life": 2, "lose_life": 2, "counters": 3}
"""Where the amount sits in a trigger event (rules.stack.triggers lists the events)."""


def _by_mode(modal: Any, modes: tuple[int, ...], checked: list[Any]) -> tuple[Any, ...]:
    """700.2: target groups numbered across every mode of a modal spell, so an effect of mode 2 names
    its targets the same way whichever other modes were chosen; unchosen modes keep empty groups."""
    if not modal.is_modal:
        return tuple(checked)
    out: list[Any] = []
    rest = list(checked)
    for i, mode in enumerate(modal.modes):
        for _spec in mode.targets:
            out.append(rest.pop(0) if i in modes and rest else ())
    return tuple(out)


Executor = Callable[[GameState, int, Any], None]
EXECUTORS: dict[str, Executor] = {}
"""Each effect kind's executor (608.2), filled by `rules.stack.effects.executor` and the mechanics' modules; kept
here, where `run_effect` reads it at every effect, so that no import runs there."""


@handler("run_effect")
def run_effect(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, eff = frame
    if rid not in state.contexts:
        return
    executor = EXECUTORS.get(eff.kind)
    if executor is None:
        raise NotImplementedError(f"no executor for effect kind {eff.kind!r}")
    opened = events.begin_together(state)  # what one effect moves off the battlefield leaves together (603.10a)
    try:
        executor(state, rid, eff)
    finally:
        events.end_together(state, opened)


def run_effects(state: GameState, rid: int, effects: tuple[Effect, ...]) -> None:
    """Schedule nested effects (conditional branches, "for each") to run next, in order."""
    push(state, *[("run_effect", rid, e) for e in effects])


@handler("resolve_finish")
def resolve_finish(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, oid = frame
    state.contexts.pop(rid, None)
    if oid in state.objects and state.objects[oid].zone[0] == STACK:
        _finish(state, oid, resolved=True)


def _finish(state: GameState, oid: int, resolved: bool) -> None:
    """608.2n, 608.3: where the resolved (or not resolved) stack object goes."""
    o = state.objects[oid]
    info = o.stack
    assert info is not None
    if info.kind != "spell" or info.copy:  # 707.10a: a copy of a spell leaving the stack ceases to exist
        remove_from_stack(state, oid)
        return
    card = o.card
    if info.flashback:
        move(state, oid, EXILE, cause="702.34a")
        return
    if resolved and o.face_down:  # 702.37c: it enters with the face-down spell's characteristics
        move(state, oid, BATTLEFIELD, controller=info.controller, face_down=True, cause="702.37c")
        return
    if resolved and card.is_permanent_card():
        if card.static and any(ab.kind == "enter_as_copy" for ab in card.static):
            from kitchentable.rules.continuous.copies import ask_clone_choice, wants_clone_choice

            if wants_clone_choice(state, oid):  # 707.5: chosen as it resolves, before the other choices
                ask_clone_choice(state, oid, info.controller)
                return
        for _rule, asked in ENTERING_CHOICES:
            if asked(state, oid, info.controller):  # chosen as it enters (614.12)
                return
        target = info.targets[0][0] if card.enchant is not None and info.targets and info.targets[0] else None
        back = bool(o.memory) and o.memory[0][0] == "transformed_of"  # cast transformed (702.146b)
        new = move(state, oid, BATTLEFIELD, controller=info.controller, cause="608.3", transformed=back)
        if target is not None and new in state.objects:
            state.mut(new).attached_to = target
            state.log_event("303.4f", "attach", card.name, target)
            if any(ab.kind == "control" for ab in card.static) and target in state.objects:
                state.mut(target).controlled_since = state.turn  # 302.6: a new controller (Control Magic)
        return
    if resolved and card.keywords:
        for _rule, keyword, elsewhere in STACK_EXITS:
            if keyword in card.keywords and elsewhere(state, oid, info.controller):
                return  # rebound (702.88a), cipher (702.99a)
    if resolved and info.kicked and any(opt.label == "buyback" for opt in card.optional_costs):
        move(state, oid, HAND, cause="702.27a")  # buyback: it goes to its owner's hand as it resolves
        return
    new = move(state, oid, GRAVEYARD, cause="608.2n")
    if resolved and card.keywords and not o.token:
        for _rule, keyword, arrived in AFTER_GRAVEYARD:
            if keyword in card.keywords:
                arrived(state, new)  # 702.55a: "when this spell card is put into a graveyard after resolving"


def counter(state: GameState, oid: int, to: str = GRAVEYARD) -> bool:
    """701.5: a countered spell goes to its owner's graveyard (or where the countering effect says: "exile it
    instead", `to`); a countered ability ceases to exist."""
    o = state.objects.get(oid)
    if o is None or o.zone[0] != STACK or o.stack is None:
        return False

    if o.stack.kind == "spell" and (has_stack_ability(state, oid, "uncounterable") or spell_uncounterable(state, oid)
                                    or UNCOUNTERABLE_TAG in o.tags):
        state.log_event("113.6g", "not_countered", o.card.name)  # "can't be countered" works on the stack
        return False
    state.log_event("701.5", "countered", o.card.name)
    if o.stack.kind != "spell" or o.stack.copy:
        remove_from_stack(state, oid)
        return True
    if o.stack.flashback:
        move(state, oid, EXILE, cause="702.34a")
    else:
        move(state, oid, to, cause="701.5")
    state.frames = [f for f in state.frames if not (f[0] in ("run_effect", "resolve_finish") and
                                                   _ctx_stack(state, f[1]) == oid)]
    return True


def has_stack_ability(state: GameState, oid: int, kind: str) -> bool:
    """Does the spell `oid` on the stack have a static ability of `kind` that functions there now (113.6g:
    "can't be countered"; Banefire's conditions read its X)?"""
    o = state.objects.get(oid)
    if o is None or o.zone[0] != STACK or o.stack is None:
        return False
    return any(ab.kind == kind and (ab.condition is None
                                    or check_condition(state, ab.condition, o.stack.controller, oid))
               for ab in o.card.static)


def _ctx_stack(state: GameState, rid: int) -> int | None:
    c = state.contexts.get(rid)
    return c.stack_id if isinstance(c, ResolveContext) else None
