"""Casting spells (601.2) and activating abilities (602.2): the procedure's steps as frames.

The procedure runs as frames in the order `RULINGS.md` R-C-1 fixes, each choice a decision:

  601.2a announce: the card moves to the stack (an ability is created on it)
  601.2b cost intentions (alternative cost, kicker, splice onto Arcane), then X, then modes
  601.2c targets (the number first when it varies), 601.2d division
  601.2f total cost (`rules.casting.total_cost`)
  601.2g-h activate mana abilities, then pay everything (`rules.casting.payment`)
  601.2i the spell becomes cast: cast triggers; the caster receives priority again

If a step cannot be completed, or the player cancels, the whole action is rewound (601.2 / document 001,
R-C-2, `rules.casting.context`): the state becomes exactly the saved copy from before the announcement, log
included, and the player holds priority again.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import Any

from kitchentable.rules.abilities import (
    ActivatedAbility,
    CardDef,
    DivideDamage,
    Modal,
    Mode,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    spell_modal,
)
from kitchentable.rules.casting.cast_modes import ELSEWHERE, alternative_index, mode_of, spell_part
from kitchentable.rules.casting.castable import can_afford_roughly, flashback_cost
from kitchentable.rules.casting.casting_restrictions import cast_allowed
from kitchentable.rules.casting.context import (
    CastContext,
    _fail,
    ctx,
    finish_rewind_point,
    new_ctx,
    save_rewind_point,
    set_ctx,
    spell_card,
)
from kitchentable.rules.casting.cost_parts import REMOVE_X, x_cap
from kitchentable.rules.casting.entering_x import x_for_trigger
from kitchentable.rules.casting.mana_abilities import source_units
from kitchentable.rules.casting.payment import (
    _can_pay_fixed_parts,
    _full_cost,
    _non_mana_choices,
    _notify_cycled,
    mana_sources,
    unbounded_payment,
)
from kitchentable.rules.casting.total_cost import (
    _base_cost,
    _own_multi_cost,
    _replicate_cost,
    own_static,
    total_cost,
)
from kitchentable.rules.concepts.card_names import activation_banned, any_bans, cast_banned
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.target_links import (
    groups_fillable,
    keeps_groups_fillable,
    read_event_spec,
    read_spec,
)
from kitchentable.rules.concepts.targets import Target, candidates, matches_object, spec_with_x
from kitchentable.rules.continuous.copies import squad_paid
from kitchentable.rules.continuous.layers import chars, static_sources
from kitchentable.rules.continuous.player_rules import FLASH_PERMISSION_USED, flash_permission
from kitchentable.rules.continuous.static_abilities import any_cast_bans, cast_forbidden, note_cast
from kitchentable.rules.engine import ask, handler, push, resumer, rule_order
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.events import lki_chars, move
from kitchentable.rules.records import replace
from kitchentable.rules.stack.amounts import amount_value
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.one_card_effects import replicate_trigger_effect
from kitchentable.rules.stack.triggers import PendingTrigger, notify
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, STACK, Decision, GameState, StackInfo

MAX_X = 20
MAX_REPLICATE = 4
"""The most replicate payments offered (702.56a says "any number of times"; a bound keeps games finite)."""

# --- what mechanics add to casting: hooks they register, called in the order of their rules ---------------------

AlternativeOffered = Callable[[GameState, CastContext], bool]
AlternativeChosen = Callable[[GameState, CastContext], CastContext]
CastHook = Callable[[GameState, CastContext, CardDef, str], None]
ActivationHook = Callable[[GameState, int, int], None]

ALTERNATIVES_OFFERED: dict[str, AlternativeOffered] = {}
ALTERNATIVES_CHOSEN: dict[str, AlternativeChosen] = {}
CAST_HOOKS: list[tuple[str, bool, CastHook]] = []
ACTIVATION_HOOKS: list[tuple[str, ActivationHook]] = []
TargetsHook = Callable[[GameState, int, tuple[tuple[Any, ...], ...]], None]
TARGETS_HOOKS: list[tuple[str, TargetsHook]] = []


def alternative_offered_if(label: str) -> Callable[[AlternativeOffered], AlternativeOffered]:
    """Register `fn(state, cast) -> bool`: whether the alternative cost `label` is offered in 601.2b for this
    spell (702.117a surge: only after another spell this turn; 702.185a warp: only cast from hand)."""

    def register(fn: AlternativeOffered) -> AlternativeOffered:
        ALTERNATIVES_OFFERED[label] = fn
        return fn

    return register


def as_alternative_is_chosen(label: str) -> Callable[[AlternativeChosen], AlternativeChosen]:
    """Register `fn(state, cast) -> cast`: what choosing the alternative cost `label` in 601.2b changes
    (702.103b: a bestowed spell becomes an Aura spell targeting a creature)."""

    def register(fn: AlternativeChosen) -> AlternativeChosen:
        ALTERNATIVES_CHOSEN[label] = fn
        return fn

    return register


def as_spell_becomes_cast(rule: str, after_copies: bool = False) -> Callable[[CastHook], CastHook]:
    """Register `fn(state, cast, card, name)`, run as a spell becomes cast (601.2i): before it is counted among
    this turn's spells (702.40 storm, 702.85 cascade, 702.185 warp), or with `after_copies` after the cast event
    and the copies its own costs make (702.60 ripple)."""

    def register(fn: CastHook) -> CastHook:
        CAST_HOOKS.append((rule, after_copies, fn))
        CAST_HOOKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def as_ability_is_activated(rule: str) -> Callable[[ActivationHook], ActivationHook]:
    """Register `fn(state, source, ability index)`, run as an ability of a permanent becomes activated (602.2e;
    702.177a: an exhaust ability marks its permanent)."""

    def register(fn: ActivationHook) -> ActivationHook:
        ACTIVATION_HOOKS.append((rule, fn))
        ACTIVATION_HOOKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def as_targets_are_final(rule: str) -> Callable[[TargetsHook], TargetsHook]:
    """Register `fn(state, controller, targets)`, run once the targets of a spell, an activated ability or a
    triggered ability are final (601.2c, 602.2b, 603.3d) and only if it has any (700.13: a crime)."""

    def register(fn: TargetsHook) -> TargetsHook:
        TARGETS_HOOKS.append((rule, fn))
        TARGETS_HOOKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def _targets_final(state: GameState, c: CastContext) -> None:
    """Each target "becomes the target" (603.2: its triggers), then the mechanics that read a spell or
    ability's targets as a whole (700.13 crimes)."""
    for group in c.targets:
        for t in group:
            if not isinstance(t, tuple):
                notify(state, ("targeted", t, c.stack_id))
    if c.targets:
        for _rule, chosen in TARGETS_HOOKS:
            chosen(state, c.controller, c.targets)


# --- spells ----------------------------------------------------------------------------------------------


def begin_cast(state: GameState, seat: int, oid: int, how: str, decision: Decision) -> None:
    """601.2a: announce the spell and move it to the stack, cast the way the `CastMode` named `how` says
    (`rules.casting.cast_modes`: "hand", "half:N" of a split card, "flashback", "free", ...)."""
    mode = mode_of(how)
    whole = state.objects[oid].card
    card = spell_part(whole, how)
    if any_bans(state) and cast_banned(state, frozenset({card.name, whole.name})):
        if mode.by_effect:  # "Spells with the chosen name can't be cast." (101.2: the "can't" wins)
            state.log_event("101.2", "cant_cast", seat, card.name)
            return
        raise IllegalAction("101.2", f"spells named {card.name} can't be cast")
    forbidden = cast_forbidden(state, seat, card, oid) if any_cast_bans(state) else ""
    if forbidden:
        if mode.by_effect:  # 101.2: an effect offering the cast can't override a "can't"
            state.log_event("101.2", "cant_cast", seat, card.name)
            return
        raise IllegalAction("101.2", f"{card.name} can't be cast now: {forbidden}")
    if card.static and not cast_allowed(state, seat, card, oid):
        if mode.by_effect:  # an effect offering the cast can't override the card's restriction (601.3)
            state.log_event("601.3", "cant_cast", seat, card.name)
            return
        raise IllegalAction("601.3", f"{card.name}'s casting restriction forbids casting it now")
    save_rewind_point(state, decision)
    # 601.3: outside sorcery timing only a flash permission allows a cast from a player's own choice; casts
    # an effect makes during its resolution (free, madness, miracle) ignore timing and don't use it.
    late = bool(card.static) and not mode.any_time and not (
        seat == state.active and state.step in ("main1", "main2") and not state.stack_ids())

    fb_cost = flashback_cost(state, oid, seat, card) if mode.flashback else None
    face_down = mode.face_down
    origin = state.objects[oid].zone[0]
    new = move(state, oid, STACK, mover=seat, cause="702.37c" if face_down else "601.2a", face_down=face_down)
    if face_down:
        card = spell_card(state, new)
    o = state.mut(new, characteristics=False)
    o.controller = seat
    state.cache.pop(new, None)  # a spell's controller is a characteristic only of the spell itself
    if mode.transformed is not None:  # 702.146a, 712.4b: the spell has only its back face's characteristics
        card = mode.transformed(whole)
        o.card = card
        o.memory = (("transformed_of", whole),)
    elif card is not whole and not face_down:
        # 709.3b: on the stack the spell has only the chosen half's characteristics; the card is whole again
        # once it leaves the stack (709.3c), which `events.move` reads from the memory.
        o.card = card
        o.memory = (("split_of", whole),)
    if mode.from_hand:
        o.tags = o.tags | {"cast_from_hand"}
    if state.active == seat and state.step in ("main1", "main2"):
        o.tags = o.tags | {"cast_in_main"}  # addendum: "if you cast this spell during your main phase"
    if origin in (EXILE, GRAVEYARD):  # "whenever you cast a spell from exile" (601.2a)
        o.tags = o.tags | {"cast_from_" + origin}
    if mode.stack_tag:
        o.tags = o.tags | {mode.stack_tag}
    if late and "Instant" not in card.types and "flash" not in card.keywords and flash_permission(card):
        o.tags = o.tags | {FLASH_PERMISSION_USED}  # 601.3: cast only thanks to the permission
    modal = spell_modal(card)
    if card.enchant is not None and card.spell is None:
        modal = Modal((Mode(targets=(TargetSpec(card.enchant, label="enchant"),)),))
    cid = new_ctx(state, CastContext(
        kind="spell", controller=seat, stack_id=new, source=new, modal=modal,
        has_x=bool(card.mana_cost and card.mana_cost.x) or any(a.per_x for a in card.additional_costs),
        flashback=mode.flashback,
        flashback_cost=fb_cost, without_paying=mode.without_paying,
        alternative=alternative_index(card, mode.alternative) if mode.alternative else -1,
        retrace=mode.retrace,
    ))
    _set_stack_info(state, cid)
    state.log_event("601.2a", "announce", seat, card.name)  # a face-down spell's name is "" (708.2a)
    push(state, ("cast_costopts", cid), ("cast_additional_choice", cid), ("cast_splice", cid), ("cast_replicate", cid), ("cast_x", cid), ("cast_modes", cid),
         ("cast_targets", cid, 0, 0), ("cast_divide", cid), ("cast_total", cid), ("cast_pay", cid),
         ("cast_done", cid))


def begin_activate(state: GameState, seat: int, oid: int, index: int, decision: Decision) -> None:
    """602.2a: announce an activated ability; it is created on the stack."""
    if any_bans(state) and activation_banned(state, oid, False):
        raise IllegalAction("101.2", "activated abilities of sources with the chosen name can't be activated")
    save_rewind_point(state, decision)
    ab = chars(state, oid).activated[index] if state.objects[oid].zone[0] == BATTLEFIELD \
        else state.objects[oid].card.activated[index]
    holder = state.new_object(_ability_card(state, oid, ab), seat, (STACK, -1))
    holder.controller = seat
    cid = new_ctx(state, CastContext(
        kind="activated", controller=seat, stack_id=holder.id, source=oid, modal=ab.effect, ability_index=index,
        has_x=bool(ab.cost.mana and ab.cost.mana.x) or ab.cost.per_x.startswith(REMOVE_X), cost=ab.cost,
    ))
    _set_stack_info(state, cid)
    state.log_event("602.2a", "announce_ability", seat, state.objects[oid].card.name, index)
    push(state, ("cast_x", cid), ("cast_modes", cid), ("cast_targets", cid, 0, 0), ("cast_divide", cid),
         ("cast_total", cid), ("cast_pay", cid), ("cast_done", cid))


_ABILITY_CARDS: dict[tuple[str, str], CardDef] = {}


def _ability_card(state: GameState, source: int, ab: ActivatedAbility | Any) -> CardDef:
    """A stack object for an ability (113.1b) shows its source's name; it has no card characteristics."""
    name = state.objects[source].card.name if source in state.objects else "ability"
    key = (name, getattr(ab, "text", ""))
    found = _ABILITY_CARDS.get(key)
    if found is None:
        found = CardDef(name=name, text=key[1], is_token=True)
        _ABILITY_CARDS[key] = found
    return found


def begin_triggered(state: GameState, trig: Any) -> None:
    """603.3: put a triggered ability on the stack; choose modes and targets now (603.3c-d)."""
    holder = state.new_object(_ability_card(state, trig.source, trig.ability) if trig.source in state.objects
                              else CardDef(name=trig.source_name, text=trig.ability.text, is_token=True),
                              trig.controller, (STACK, -1))
    holder.controller = trig.controller
    cid = new_ctx(state, CastContext(
        kind="triggered", controller=trig.controller, stack_id=holder.id, source=trig.source,
        modal=trig.ability.effect, ability_index=trig.index, event=trig.event,
        x=x_for_trigger(state, trig.source, trig.event),
    ))
    source_chars = trig.source_chars or lki_chars(state, trig.source)
    holder.stack = StackInfo("triggered", trig.controller, trig.source, trig.index, event=trig.event,
                             source_lki=source_chars)
    holder.memory = (trig.ability,)
    state.log_event("603.3", "trigger", trig.controller, trig.source_name, trig.ability.text)
    push(state, ("cast_modes", cid), ("cast_targets", cid, 0, 0), ("cast_divide", cid), ("trigger_done", cid))


def _set_stack_info(state: GameState, cid: int) -> None:
    c = ctx(state, cid)
    o = state.mut(c.stack_id, characteristics=False)
    lki = None
    if c.kind != "spell":
        # 112.7a: a source sacrificed or discarded to pay the cost is read as it last existed.
        lki = lki_chars(state, c.source)
        if lki is None and o.stack is not None:
            lki = o.stack.source_lki
    o.stack = StackInfo(
        kind=c.kind, controller=c.controller, source=c.source, ability_index=c.ability_index, x=c.x,
        modes=c.modes, targets=c.targets, division=c.division, kicked=c.kicked, alternative=c.alternative,
        flashback=c.flashback, event=c.event, source_lki=lki, colors_spent=c.colors_spent,
        paid=tuple((kind, oid, state.lki.get(oid)) for kind, oid in c.paid),
    )


# --- 601.2b: cost intentions, X, modes --------------------------------------------------------------------------


@handler("cast_costopts")
def cast_costopts(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    card = state.objects[c.stack_id].card
    if c.flashback or c.without_paying or state.objects[c.stack_id].face_down:
        return  # a face-down spell is already cast for an alternative cost, {3} (702.37c, 118.9a)

    options: list[tuple[Any, ...]] = [("cost", "normal")]  # a preset alternative (madness) stays
    for i, alt in enumerate(card.alternative_costs):
        offered = ALTERNATIVES_OFFERED.get(alt.label)
        if offered is not None and not offered(state, c):
            continue  # 702.117a surge, 702.185a warp
        if alt.condition is not None and not check_condition(state, alt.condition, c.controller, c.stack_id):
            continue  # 118.9: a conditional alternative cost is an option only while its condition holds
        if not alt.flashback and alt.label not in ELSEWHERE and c.alternative < 0:
            options.append(("cost", "alternative", i))
    for i, _opt in enumerate(card.optional_costs):
        options.append(("cost", "kicker", i))
    if len(options) == 1:
        return
    ask(state, Decision(c.controller, "cost_choice", tuple(options), "cast_costopts", (cid,),
                        f"How will you cast {card.name}? (601.2b)", "601.2b"))


def cost_option_problem(state: GameState, cid: int, option: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """Could an answer to "How will you cast it?" (601.2b: ("cost", "normal" | "alternative" | "kicker", i))
    be paid now? None when it looks payable, else (rule, reason code, data...) as in `turns.Refusals`. The same
    pre-checks as the payment step (601.2g-h) with X = 0 and before targets: the payment stays the real test."""
    c = ctx(state, cid)
    if option[1] == "alternative":
        c = replace(c, alternative=option[2])
    elif option[1] == "kicker":
        c = replace(c, kicked=True)
    elif option[1] == "additional":  # "<this> or <that>" (rules.casting.additional_cost_choices)
        c = replace(c, other_additional=option[2] == 1)
    cost = _full_cost(state, c)
    if not _can_pay_fixed_parts(state, c, cost):
        if cost.life and not infinite_life(state, c.controller) and state.players[c.controller].life < cost.life:
            return ("119.4", "life", cost.life)
        return ("601.2h", "cost")
    for kind, pool, count in _non_mana_choices(state, c, cost):
        if len(pool) < count:
            return ("601.2h", kind, count)
    total = total_cost(state, c)
    sources = source_units(state, mana_sources(state, c.controller))  # "{T}: Add {C}{C}" counts two
    if not can_afford_roughly(state, c.controller, total, None, sources):
        return ("601.2g", "mana", total, tuple(sources), dict(state.players[c.controller].pool.amounts))
    return None


@resumer("cast_costopts")
def costopts_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    c = ctx(state, cid)
    if action[1] == "alternative":
        c = replace(c, alternative=action[2])
        alt = state.objects[c.stack_id].card.alternative_costs[action[2]]
        if alt.spell is not None:
            c = replace(c, modal=alt.spell)  # 702.96a overload, 702.113a awaken: chosen before modes and targets
        chosen = ALTERNATIVES_CHOSEN.get(alt.label)
        if chosen is not None:
            c = chosen(state, c)  # 702.103b: bestow
    elif action[1] == "kicker":
        c = replace(c, kicked=True)
    set_ctx(state, cid, c)
    _set_stack_info(state, cid)


def has_replicate(state: GameState, c: CastContext) -> bool:
    """702.56: the spell has replicate, here granted by a static ability ("each instant and sorcery spell you
    cast has replicate", Djinn Illuminatus) whose replicate cost is the spell's mana cost."""
    if state.objects[c.stack_id].card.static and _own_multi_cost(state.objects[c.stack_id].card):
        return True  # the card's own replicate (702.56a) or squad (702.157a) keyword
    grants = state.cache.get("replicate_grants")
    if grants is None:
        grants = [g for g in static_sources(state) if g[1].kind == "grant_replicate"]
        state.cache["replicate_grants"] = grants
    for src, ab, ctl in grants:
        if ab.param("whose", "you") == "you" and ctl != c.controller:
            continue
        if ab.affected is None or matches_object(state, c.stack_id, ab.affected, ctl, src):
            return True
    return False


@handler("cast_replicate")
def cast_replicate(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.56a / 601.2b: announce how many times the replicate cost (the mana cost) will be paid."""
    cid = frame[1]
    c = ctx(state, cid)
    if c.kind != "spell" or not has_replicate(state, c):
        return
    card = state.objects[c.stack_id].card
    each = _replicate_cost(card).with_x(0).least_mana
    top = MAX_REPLICATE
    if not unbounded_payment(state) and each:
        available = state.players[c.controller].pool.total() + len(mana_sources(state, c.controller))
        top = min(top, max(0, available - each) // each)
    options = tuple(("replicate", n) for n in range(0, top + 1))
    rule, what = ("702.157a", "squad") if card.static and own_static(card, "squad") else \
        ("702.33c", "multikicker") if card.static and own_static(card, "multikicker") else ("702.56a", "replicate")
    ask(state, Decision(c.controller, "replicate", options, "cast_replicate", (cid,),
                        f"How many times will you pay the {what} cost of {card.name}? ({rule})", rule))


@resumer("cast_replicate")
def replicate_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    c = replace(ctx(state, cid), replicate=int(action[1]))
    card = state.objects[c.stack_id].card
    if c.replicate and card.static and own_static(card, "multikicker") is not None:
        c = replace(c, kicked=True)  # 702.33d: paying a multikicker cost at least once kicks the spell
    set_ctx(state, cid, c)


def _x_forced_zero(state: GameState, c: CastContext) -> bool:
    """R-C-3: only "without paying its mana cost" forces X = 0, unless the x_under_alternative_cost option
    follows CR 107.3b (X = 0 under an alternative cost that has no X)."""
    if c.without_paying:
        return True
    if c.alternative >= 0 and state.options.get("x_under_alternative_cost", "keep") == "zero":
        card = state.objects[c.stack_id].card
        alt = card.alternative_costs[c.alternative].cost
        return not (alt.mana and alt.mana.x)
    return False


@handler("cast_x")
def cast_x(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    if not c.has_x:
        return
    if _x_forced_zero(state, c):
        set_ctx(state, cid, replace(c, x=0))
        return
    top = min(MAX_X, _affordable_x(state, c), x_cap(state, c))
    options = tuple(("x", n) for n in range(0, top + 1))
    ask(state, Decision(c.controller, "choose_x", options, "cast_x", (cid,),
                        "Choose the value of X (601.2b).", "601.2b"))


def _affordable_x(state: GameState, c: CastContext) -> int:
    """The largest X worth offering: X is free when an alternative cost without X replaces the mana cost
    (R-C-3); otherwise what the available mana could pay after the rest of the total cost (601.2f)."""
    base = _base_cost(state, c)
    if base is None or not base.x or unbounded_payment(state):
        return MAX_X
    available = state.players[c.controller].pool.total() + len(mana_sources(state, c.controller, exclude=c.source))
    rest = total_cost(state, replace(c, x=0)).least_mana
    return max(0, (available - rest) // base.x)


@resumer("cast_x")
def x_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), x=action[1]))
    _set_stack_info(state, cid)
    state.log_event("601.2b", "x", action[1])


@handler("cast_modes")
def cast_modes(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    modal = c.modal
    if not modal.is_modal:
        return
    legal: list[tuple[Any, ...]] = []
    usable = [i for i, m in enumerate(modal.modes) if _mode_targetable(state, c, m.targets)]
    if modal.once_each:  # "choose one that hasn't been chosen": remembered on the source object (700.2)
        src = state.objects.get(c.source)
        usable = [i for i in usable if src is None or f"mode_chosen:{c.ability_index}:{i}" not in src.tags]
    hi = min(modal.choose_max, len(modal.modes))
    if modal.more_if is not None and check_condition(state, modal.more_if, c.controller, c.source, c):
        hi = min(modal.more_max, len(modal.modes))  # "if this spell was kicked, choose any number instead"
    if modal.at_random:  # 700.2: "choose one at random": no player chooses; a legal mode is picked
        if not usable:
            _fail(state, cid, "601.2b", "no mode can be chosen")
            return
        picked = (state.rng.choice(usable),)
        set_ctx(state, cid, replace(c, modes=picked))
        _set_stack_info(state, cid)
        state.log_event("700.2", "random_mode", picked[0])
        return
    if c.kicked and any(o.label == "entwine" for o in state.objects[c.stack_id].card.optional_costs):
        if len(usable) == len(modal.modes):  # 702.42a: the entwine cost paid, every mode is chosen
            legal.append(("modes", tuple(usable)))
    else:
        for n in range(modal.choose_min, hi + 1):
            for combo in combinations(usable, n):
                if not modal.same_mode or _copies_in_order(modal.same_mode, combo):
                    legal.append(("modes", combo))
    if not legal:
        _fail(state, cid, "601.2b", "no mode can be chosen")
        return
    ask(state, Decision(c.controller, "choose_modes", tuple(legal), "cast_modes", (cid,),
                        "Choose the mode(s) (601.2b; 700.2).", "601.2b"))


def _copies_in_order(same_mode: tuple[int, ...], combo: tuple[int, ...]) -> bool:
    """700.2d: a mode chosen k times is its first k copies, so each choice of modes is offered once."""
    return all(same_mode[i] == i or i - 1 in combo for i in combo)


def _mode_targetable(state: GameState, c: CastContext, specs: tuple[TargetSpec, ...]) -> bool:
    return all(spec.min == 0 or len(candidates(state, read_event_spec(spec, c.event), c.controller, c.source,
                                               this=c.stack_id)) >= spec.min for spec in specs) \
        and groups_fillable(state, specs, c.controller, c.source)


@resumer("cast_modes")
def modes_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), modes=tuple(action[1])))
    _set_stack_info(state, cid)
    c = ctx(state, cid)
    if c.modal.once_each and c.source in state.objects:
        src = state.mut(c.source, characteristics=False)
        src.tags = src.tags | {f"mode_chosen:{c.ability_index}:{i}" for i in action[1]}


# --- 601.2c-d: targets and division ---------------------------------------------------------------------------


def target_specs(c: CastContext) -> list[TargetSpec]:
    specs: list[TargetSpec] = []
    for i in c.modes:
        specs.extend(c.modal.modes[i].targets)
    return specs


@handler("cast_targets")
def cast_targets(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2c: choose targets group by group; for a variable number, the number first."""
    _name, cid, group, count = frame
    c = ctx(state, cid)
    specs = target_specs(c)
    if group >= len(specs):
        return
    spec = read_event_spec(read_spec(spec_with_x(specs[group], c.x, c.replicate), c.targets), c.event)
    chosen = c.targets[group] if group < len(c.targets) else ()
    pool = [t for t in candidates(state, spec, c.controller, c.source, this=c.stack_id) if t not in chosen
            and not _excluded(c, spec, t) and _within_total_mana_value(state, spec, chosen, t)
            and (not spec.distinct_controllers or _new_controller(state, chosen, t))
            and keeps_groups_fillable(state, specs, group, t, c.controller, c.source)]
    if count == 0 and spec.min != spec.max:
        hi = min(spec.max, len(pool) if not spec.distinct_controllers else len({_whose(state, t) for t in pool}))
        if hi < spec.min:
            _fail(state, cid, "601.2c", "not enough legal targets")
            return
        options = tuple(("count", n) for n in range(spec.min, hi + 1))
        ask(state, Decision(c.controller, "target_count", options, "cast_target_count", (cid, group),
                            "Choose how many targets (601.2c).", "601.2c"))
        return
    want = count if count else spec.max
    if len(chosen) >= want:
        push(state, ("cast_targets", cid, group + 1, 0))
        return
    if not pool:
        _fail(state, cid, "601.2c", "no legal target")
        return
    options = tuple(("target", t) for t in pool)
    label = spec.label or "target"
    ask(state, Decision(c.controller, "choose_target", options, "cast_target", (cid, group, want),
                        f"Choose a {label} (601.2c).", "601.2c"))


def _within_total_mana_value(state: GameState, spec: TargetSpec, chosen: tuple[Target, ...], t: Target) -> bool:
    """601.2c: "up to two target creature cards with total mana value 3 or less": the group together."""
    limit = spec.max_total_mana_value
    if limit is None or isinstance(t, tuple):
        return True
    total = sum(chars(state, o).mana_value for o in (*chosen, t) if not isinstance(o, tuple))
    return total <= limit


def _new_controller(state: GameState, chosen: tuple[Target, ...], t: Target) -> bool:
    """601.2c: "two target creatures controlled by different players": no target of the group already chosen has
    `t`'s controller (a card off the battlefield: its owner)."""
    return all(_whose(state, o) != _whose(state, t) for o in chosen)


def _whose(state: GameState, o: Target) -> Any:
    if isinstance(o, tuple):
        return o
    return chars(state, o).controller if state.objects[o].zone[0] == BATTLEFIELD else state.objects[o].owner


def _excluded(c: CastContext, spec: TargetSpec, t: Target) -> bool:
    for g in spec.different_from:
        if g < len(c.targets) and t in c.targets[g]:
            return True
    return False


@resumer("cast_target_count")
def target_count_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    cid, group = decision.data
    if action[1] == 0:
        c = ctx(state, cid)
        targets = list(c.targets) + [()] * (group + 1 - len(c.targets))
        set_ctx(state, cid, replace(c, targets=tuple(targets)))
        push(state, ("cast_targets", cid, group + 1, 0))
    else:
        push(state, ("cast_targets", cid, group, action[1]))


@resumer("cast_target")
def target_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    cid, group, want = decision.data
    c = ctx(state, cid)
    targets = list(c.targets) + [()] * (group + 1 - len(c.targets))
    targets[group] = targets[group] + (action[1],)
    set_ctx(state, cid, replace(c, targets=tuple(targets)))
    _set_stack_info(state, cid)
    push(state, ("cast_targets", cid, group, want))


@handler("cast_divide")
def cast_divide(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2d: divide damage among the targets, at least one to each."""
    cid = frame[1]
    c = ctx(state, cid)
    for i in c.modes:
        for eff in c.modal.modes[i].effects:
            if isinstance(eff, DivideDamage):
                group = c.targets[eff.index] if eff.index < len(c.targets) else ()
                if eff.evenly and group:
                    share = _amount_now(state, c, eff.amount) // len(group)
                    set_ctx(state, cid, replace(c, division=(share,) * len(group)))
                    _set_stack_info(state, cid)
                    return
                if len(group) <= 1:
                    set_ctx(state, cid, replace(c, division=(_amount_now(state, c, eff.amount),) * len(group)))
                    _set_stack_info(state, cid)
                    return
                total = _amount_now(state, c, eff.amount)
                options = tuple(("divide", split) for split in _splits(total, len(group)))
                if not options:
                    _fail(state, cid, "601.2d", "not enough damage to divide among the targets")
                    return
                ask(state, Decision(c.controller, "divide", options, "cast_divide", (cid,),
                                    "Divide the damage among the targets (601.2d).", "601.2d"))
                return


def _amount_now(state: GameState, c: CastContext, amount: Any) -> int:
    return amount_value(state, amount, c.controller, c.source, x=c.x)


def _splits(total: int, n: int) -> list[tuple[int, ...]]:
    if n == 1:
        return [(total,)] if total >= 1 else []
    out: list[tuple[int, ...]] = []
    for first in range(1, total - n + 2):
        for rest in _splits(total - first, n - 1):
            out.append((first, *rest))
    return out


@resumer("cast_divide")
def divide_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    set_ctx(state, cid, replace(ctx(state, cid), division=tuple(action[1])))
    _set_stack_info(state, cid)


# --- 601.2i: the spell becomes cast ---------------------------------------------------------------------------


@handler("cast_done")
def cast_done(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2i / 602.2e: the spell becomes cast (the ability becomes activated); triggers on casting and on
    targets becoming targeted now trigger. The rewind point is dropped."""
    cid = frame[1]
    c = ctx(state, cid)
    _set_stack_info(state, cid)
    finish_rewind_point(state)
    if c.kind == "spell":
        card = spell_card(state, c.stack_id)  # a face-down spell has no name or keywords (708.2a)
        name = card.name
        if card.triggered:
            _cast_self_triggers(state, c, card, name)
        for _rule, after_copies, cast in CAST_HOOKS:
            if not after_copies:
                cast(state, c, card, name)  # storm (702.40), cascade (702.85), warp (702.185)
        key = ("spells_cast", c.controller)
        state.turn_facts[key] = int(state.turn_facts.get(key, 0)) + 1
        note_cast(state, c.controller, c.stack_id)
        state.players[c.controller].spells_cast += 1
        state.log_event("601.2i", "cast", c.controller, name, c.x, c.modes, c.targets)
        notify(state, ("cast", c.controller, c.stack_id))
        if c.replicate and card.static and own_static(card, "squad") is not None:
            squad_paid(state, c.stack_id, c.replicate)  # 702.157a: copies as it enters, not of the spell
        elif c.replicate and not (card.static and own_static(card, "multikicker") is not None):
            _replicate_trigger(state, c, name)  # multikicker's count is read by its own hook (702.33c)
        if c.kicked and any(o.label == "conspire" for o in card.optional_costs):
            _replicate_trigger(state, replace(c, replicate=1), name, "Conspire")  # 702.78a: copy it once
        if c.kicked and any(o.label == "casualty" for o in card.optional_costs):
            # 702.153a: "when you cast this spell, if a casualty cost was paid for it, copy it"
            _replicate_trigger(state, replace(c, replicate=1), name, "Casualty")
        for _rule, after_copies, cast in CAST_HOOKS:
            if after_copies:
                cast(state, c, card, name)  # ripple (702.60)
    else:
        state.log_event("602.2e", "activated", c.controller, c.source, c.ability_index)
        used = ("activated", c.source, c.ability_index)  # counted for "activate only once each turn" (602.5b)
        state.turn_facts[used] = int(state.turn_facts.get(used, 0)) + 1
        if c.source in state.objects and state.objects[c.source].zone[0] == BATTLEFIELD:
            for _rule, activated in ACTIVATION_HOOKS:
                activated(state, c.source, c.ability_index)  # 702.177a: exhaust, "activate only once"
        if state.rules is not None:
            state.rules.on_activated(state, c.controller, c.source, c.ability_index)
        notify(state, ("activated", c.controller, c.source, c.ability_index))  # 602.2i: "whenever you activate"
        _notify_cycled(state, c)
    _targets_final(state, c)
    del state.contexts[cid]


def _cast_self_triggers(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    """601.2i: "when you cast ~" abilities of the spell itself trigger from the stack (emerge's titans)."""
    for i, ab in enumerate(card.triggered):
        if ab.trigger.event != "cast_self":
            continue
        if ab.intervening_if is not None and not check_condition(state, ab.intervening_if, c.controller, c.stack_id):
            continue
        state.pending_triggers.append(PendingTrigger(c.controller, c.stack_id, i, ab,
                                                     ("cast", c.controller, c.stack_id), name))


def _replicate_trigger(state: GameState, c: CastContext, name: str, text: str = "Replicate") -> None:
    """702.56a: "when you cast this spell, if a replicate cost was paid for it, copy it for each time"."""
    ability = TriggeredAbility(TriggerSpec("cast"), Modal((Mode((replicate_trigger_effect(c.replicate),)),)),
                               text=text)
    state.pending_triggers.append(PendingTrigger(c.controller, c.stack_id, -1, ability,
                                                 ("cast", c.controller, c.stack_id), name))


@handler("trigger_done")
def trigger_done(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    _set_stack_info(state, cid)
    c = ctx(state, cid)
    _targets_final(state, c)
    del state.contexts[cid]
