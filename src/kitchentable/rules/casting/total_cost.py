"""601.2f: the total cost: the mana cost or an alternative cost, plus additional costs and cost increases, minus
cost reductions, the generic part floored at zero; and its estimate for the legal-action scan (X = 0).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import ActivatedAbility, CardDef, Modal
from kitchentable.rules.casting.context import FACE_DOWN_COST, CastContext, ctx, set_ctx, spell_card
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import (
    chars,
    printed_static_kinds,
    static_sources,
)
from kitchentable.rules.continuous.player_rules import FLASH_PERMISSION_USED, flash_permission
from kitchentable.rules.continuous.static_abilities import first_spell_used, spells_cast_count, targets_fit
from kitchentable.rules.engine import handler, rule_order
from kitchentable.rules.records import replace
from kitchentable.rules.stack.amounts import amount_value, static_amount
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.state import STACK, GameState

# --- what mechanics add to the total cost: hooks they register, called in the order of their rules -------------

AdditionalCost = Callable[[GameState, CastContext, CardDef], "ManaCost | None"]
CostReduction = Callable[[GameState, CardDef, int], int]
CostEstimate = Callable[[GameState, int, CardDef, ManaCost], ManaCost]

ADDITIONAL_COSTS: list[tuple[str, AdditionalCost]] = []
COST_REDUCTIONS: list[tuple[str, CostReduction]] = []
COST_ESTIMATES: list[tuple[str, frozenset[str], CostEstimate]] = []
ALTERNATIVE_ESTIMATES: dict[str, CostEstimate] = {}
ActivationChange = Callable[[GameState, int, int, ActivatedAbility, ManaCost], ManaCost]
ACTIVATION_COST_CHANGES: list[tuple[str, ActivationChange]] = []


def additional_cost(rule: str) -> Callable[[AdditionalCost], AdditionalCost]:
    """Register `fn(state, cast, card) -> mana | None`: an additional cost the spell's choices add in 601.2f
    (702.47a splice, 702.120a escalate, 702.172a spree)."""

    def register(fn: AdditionalCost) -> AdditionalCost:
        ADDITIONAL_COSTS.append((rule, fn))
        ADDITIONAL_COSTS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def activation_cost_change(rule: str) -> Callable[[ActivationChange], ActivationChange]:
    """Register `fn(state, activator, source, ability, mana) -> mana`: static increases and reductions other
    objects make to an activated ability's cost (601.2f by way of 602.2b: "Activated abilities of creatures you
    control cost {1} less to activate.")."""

    def register(fn: ActivationChange) -> ActivationChange:
        ACTIVATION_COST_CHANGES.append((rule, fn))
        ACTIVATION_COST_CHANGES.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def cost_reduction(rule: str) -> Callable[[CostReduction], CostReduction]:
    """Register `fn(state, card, caster) -> n`: a generic cost reduction of the spell's own keyword (601.2f;
    702.41a affinity)."""

    def register(fn: CostReduction) -> CostReduction:
        COST_REDUCTIONS.append((rule, fn))
        COST_REDUCTIONS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def cost_estimate(rule: str, *keywords: str) -> Callable[[CostEstimate], CostEstimate]:
    """Register `fn(state, caster, card, cost) -> cost`: how the legal-action pre-check estimates the mana a card
    with one of `keywords` needs (702.41 affinity, 702.51 convoke, 702.126 improvise)."""

    def register(fn: CostEstimate) -> CostEstimate:
        COST_ESTIMATES.append((rule, frozenset(keywords), fn))
        COST_ESTIMATES.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def alternative_cost_estimate(label: str) -> Callable[[CostEstimate], CostEstimate]:
    """Register `fn(state, caster, card, cost) -> cost`: the pre-check's estimate of a graveyard cast for the
    alternative cost `label` (702.180a harmonize: a creature tapped pays its power)."""

    def register(fn: CostEstimate) -> CostEstimate:
        ALTERNATIVE_ESTIMATES[label] = fn
        return fn

    return register


def own_static(card: CardDef, kind: str) -> ManaCost | None:
    """The mana of the card's own static ability of `kind`: "replicate" (its replicate cost, 702.56a),
    "escalate" (its escalate cost, 702.120a), "splice" (its splice cost, 702.47a) or "ripple" (N as {N},
    702.60a); None if it has none."""
    for ab in card.static:
        if ab.kind == kind:
            return ab.mana or ManaCost()
    return None


@additional_cost("702.120a")
def _escalate(state: GameState, c: CastContext, card: CardDef) -> ManaCost | None:
    """702.120a: the escalate cost for each mode chosen beyond the first."""
    if not (card.static and len(c.modes) > 1):
        return None
    escalate = own_static(card, "escalate")
    total: ManaCost | None = None
    for _ in range(len(c.modes) - 1 if escalate is not None else 0):
        total = (total or ManaCost()).plus(escalate or ManaCost())
    return total


def _own_multi_cost(card: CardDef) -> ManaCost | None:
    """The card's own cost it may pay any number of times as it is cast: replicate (702.56a), squad
    (702.157a: "as an additional cost to cast this spell, you may pay [cost] any number of times") or
    multikicker (702.33c: "you may pay an additional [cost] any number of times as you cast this spell")."""
    return own_static(card, "replicate") or own_static(card, "squad") or own_static(card, "multikicker")


def _replicate_cost(card: CardDef) -> ManaCost:
    """702.56a: the card's own replicate (or squad) cost, else (granted replicate, Djinn Illuminatus) its mana
    cost."""
    return (_own_multi_cost(card) if card.static else None) or card.mana_cost or ManaCost()


def _base_cost(state: GameState, c: CastContext) -> ManaCost | None:
    if c.kind in ("activated", "special"):
        return c.cost.mana if c.cost is not None and c.cost.mana is not None else ManaCost()
    card = state.objects[c.stack_id].card
    if c.without_paying:
        return ManaCost()
    if state.objects[c.stack_id].face_down:
        return FACE_DOWN_COST
    if c.flashback:
        return c.flashback_cost.mana or ManaCost() if c.flashback_cost is not None else card.mana_cost
    if c.alternative >= 0:
        return card.alternative_costs[c.alternative].cost.mana or ManaCost()
    return card.mana_cost or ManaCost()


def _x_paid(state: GameState, c: CastContext, base: ManaCost) -> ManaCost:
    """{X} as the announced number of generic mana (601.2f), or of one color where the card says "Spend only
    black mana on X" (Drain Life), so the payment must use that color for X."""
    if not base.x or c.kind != "spell":
        return base.with_x(c.x)
    color = next((ab.param("color") for ab in spell_card(state, c.stack_id).static if ab.kind == "x_mana_color"),
                 None)
    if color is None:
        return base.with_x(c.x)
    return ManaCost(base.generic).plus(ManaCost(colored=((str(color), base.x * c.x),) if c.x else ())).plus(
        ManaCost(0, base.colored, 0, base.hybrid, base.phyrexian))


def total_cost(state: GameState, c: CastContext) -> ManaCost:
    """601.2f: the cost to pay: base (mana cost with X, or the alternative cost), plus additional costs and
    increases, minus reductions; reductions cannot take the generic part below zero."""
    base = _base_cost(state, c) or ManaCost()
    total = _x_paid(state, c, base)
    if c.kind == "activated" and c.ability_index >= 0 and c.source in state.objects:
        abilities = chars(state, c.source).activated
        if c.ability_index < len(abilities):
            total = activation_reduced(state, c.controller, c.source, abilities[c.ability_index], total)
    if c.kind == "spell":
        card = spell_card(state, c.stack_id)
        if c.kicked:
            for opt in card.optional_costs:
                if opt.cost.mana:
                    total = total.plus(opt.cost.mana)
        for _ in range(c.replicate):
            total = total.plus(_replicate_cost(card).with_x(c.x))
        for _rule, added in ADDITIONAL_COSTS:
            extra = added(state, c, card)  # splice (702.47a), escalate (702.120a), spree (702.172a)
            if extra is not None:
                total = total.plus(extra)
        increase, reduction, colored_reduction = _cost_modifiers(state, c)
        increase = increase.plus(_own_cost_increase(card, c))
        if card.static:
            own_generic, own_colored = own_cost_reduction(state, card, c.controller, c.stack_id, c)
            reduction += own_generic
            colored_reduction += own_colored
        permission = flash_permission(card) if FLASH_PERMISSION_USED in state.objects[c.stack_id].tags else None
        if permission is not None:
            increase = increase.plus(ManaCost(generic=permission.power))  # "if you pay {N} more", flash timing only
        for _rule, reduced in COST_REDUCTIONS:
            reduction += reduced(state, card, c.controller)  # affinity (702.41a)
        total = total.plus(increase)
        total = _reduce_colored(total, colored_reduction)
        total = total.reduce_generic(reduction)
    return total


def activation_reduced(state: GameState, seat: int, oid: int, ab: ActivatedAbility, cost: ManaCost) -> ManaCost:
    """601.2f (602.2b): an activated ability's own "This ability costs {N} less to activate if <condition>";
    power-up's reduction is its source's mana cost, its colored symbols taking off colored mana first."""
    for _rule, changed in ACTIVATION_COST_CHANGES:
        cost = changed(state, seat, oid, ab, cost)  # other objects' "activated abilities of ... cost {1} less"
    less = ab.reduction
    if less is None:
        return cost

    if less.condition is not None and not check_condition(state, less.condition, seat, oid):
        return cost
    mana = less.mana if less.mana is not None else state.objects[oid].card.mana_cost  # its printed cost (202.1)
    if mana is None:
        return cost
    colored = [sym for sym, k in mana.colored for _ in range(k)]
    return _reduce_colored(cost, colored).reduce_generic(mana.generic)


def _own_cost_increase(card: CardDef, c: CastContext) -> ManaCost:
    """601.2f: a spell's own "costs {1} more to cast for each target beyond the first" (Fireball; strive's
    colored "{U} more", an ability word, 207.2c), which functions on the stack once its targets are chosen
    (601.2c comes before 601.2f)."""
    extra = ManaCost()
    for ab in card.static:
        if ab.kind == "cost_increase_per_extra_target":
            chosen = sum(len(group) for group in c.targets)
            each = ab.mana if ab.mana is not None else ManaCost(generic=ab.power)
            for _ in range(max(0, chosen - 1)):
                extra = extra.plus(each)
    return extra


def own_cost_reduction(state: GameState, card: CardDef, seat: int, oid: int,
                       cast: CastContext | None = None) -> tuple[int, list[str]]:
    """601.2f: the spell's own "costs {1} less to cast for each ..." (Ghoultree; Khalni Hydra's {G} each):
    the generic mana and the colored symbols it takes off, counted now. `cast` (the cast being made) lets a
    condition read the targets chosen for it ("if it targets a Dinosaur you control", 601.2c)."""
    generic = 0
    colored: list[str] = []
    for ab in card.static:
        if ab.kind == "self_cost_reduction" and ab.amount is not None and ab.mana is not None:
            if ab.condition is not None and not (cast is None and ab.condition.kind == "kicked") \
                    and not check_condition(state, ab.condition, seat, oid, cast):
                continue  # "~ costs {2} less to cast if ..." (601.2f); the legal-action pre-check (no cast yet)
                # counts "if it's bargained / kicked" as chosen: announcing it is the player's choice (601.2b)
            n = amount_value(state, ab.amount, seat, oid)
            generic += ab.mana.generic * n
            colored.extend(sym for sym, k in ab.mana.colored for _ in range(k * n))
    return generic, colored


def estimated_own_reduction(state: GameState, seat: int, oid: int, card: CardDef, cost: ManaCost) -> ManaCost:
    """The legal-action pre-check's view of `own_cost_reduction` for a card not yet cast."""
    generic, colored = own_cost_reduction(state, card, seat, oid)
    if not generic and not colored:
        return cost
    return _reduce_colored(cost.with_x(0), colored).reduce_generic(generic)


def _reduce_colored(cost: ManaCost, symbols: list[str]) -> ManaCost:
    colored = dict(cost.colored)
    generic = 0
    for sym in symbols:
        if colored.get(sym, 0) > 0:
            colored[sym] -= 1
        else:
            generic += 1
    cost = ManaCost(cost.generic, tuple(sorted((k, v) for k, v in colored.items() if v)), cost.x, cost.hybrid,
                    cost.phyrexian)
    return cost.reduce_generic(generic)


def has_cost_modifiers(state: GameState) -> bool:
    """Whether any static cost increase or reduction could be in play (cached until the state changes): a
    printed one counts even if an effect removed it, since the exact set is read when the cost is worked out."""
    return not _COST_MODIFIERS.isdisjoint(printed_static_kinds(state))


_COST_MODIFIERS = frozenset({"cost_increase", "cost_reduction"})


def estimated_cost(state: GameState, seat: int, oid: int, base: ManaCost) -> ManaCost:
    """The total cost a spell in hand would have if cast now for `base` with X = 0 (601.2f): the pre-check
    for legal actions, so that a spell the player can't pay isn't offered."""
    probe = CastContext(kind="spell", controller=seat, stack_id=oid, source=oid, modal=Modal())
    increase, reduction, colored = _cost_modifiers(state, probe, anywhere=True)
    total = base.with_x(0).plus(increase)
    return _reduce_colored(total, colored).reduce_generic(reduction)


def _cost_modifiers(state: GameState, c: CastContext, anywhere: bool = False) -> tuple[ManaCost, int, list[str]]:
    """Static cost increases and reductions that apply to this spell (601.2f): the mana added (colored too:
    "Black spells you cast cost {B} more to cast"), the generic mana taken off and the colored symbols
    taken off. `anywhere` reads filters written for spells on the stack against the card where it is (for
    the legal-action pre-check)."""
    increase = ManaCost()
    reduction = 0
    colored: list[str] = []
    for src, ab, ctl in static_sources(state):
        if ab.kind not in ("cost_increase", "cost_reduction"):
            continue
        who = ab.param("whose", "any")
        if who == "you" and c.controller != ctl:
            continue
        if who == "opponent" and c.controller == ctl:
            continue
        flt = ab.affected
        if flt is not None and anywhere and flt.zone == STACK:
            flt = replace(flt, zone="any")
        if flt is not None and not matches_object(state, c.stack_id, flt, ctl, src):
            continue
        if ab.condition is not None and not check_condition(state, ab.condition, ctl, src):
            continue  # "As long as it's not your turn, spells you cast cost {1} less to cast."
        if ab.param("first_each_turn") and first_spell_used(state, c.controller, ab.param("first_each_turn")):
            continue
        if ab.param("nth_each_turn") and spells_cast_count(state, c.controller) != ab.param("nth_each_turn") - 1:
            continue  # "The second spell you cast each turn costs {2} less to cast." (601.2f)
        if ab.param("targets") is not None and not (anywhere and ab.kind == "cost_reduction") \
                and not targets_fit(state, ab.param("targets"), src, ctl, c.targets):
            continue  # "spells your opponents cast that target ~ cost {2} more" (601.2c comes before 601.2f); the
            # pre-check, before targets, counts a reduction as if it applied (the payment is the real test)
        n = static_amount(state, ab, src, ctl) if ab.amount is not None else ab.power
        if ab.kind == "cost_increase":
            increase = increase.plus(ab.mana if ab.mana is not None and ab.amount is None else ManaCost(generic=n))
        elif ab.mana is not None:
            colored.extend(sym for sym, k in ab.mana.colored for _ in range(k))
            reduction += ab.mana.generic
        else:
            reduction += n
    return increase, reduction, colored


@handler("cast_total")
def cast_total(state: GameState, frame: tuple[Any, ...]) -> None:
    cid = frame[1]
    c = ctx(state, cid)
    total = total_cost(state, c)
    set_ctx(state, cid, replace(c, total=total))
    state.log_event("601.2f", "total_cost", str(total))


LIFE_TAX = "life_tax"


def life_tax(state: GameState, c: CastContext) -> int:
    """601.2f: the life a static ability adds to a spell's total cost once its targets are chosen ("Spells your
    opponents cast that target ~ cost an additional 3 life to cast.", Terror of the Peaks; 601.2c comes first),
    paid with the rest of the cost (601.2h; 119.4: only with that much life)."""
    if c.kind != "spell" or not c.targets or LIFE_TAX not in printed_static_kinds(state):
        return 0
    total = 0
    for src, ab, ctl in static_sources(state):
        if ab.kind != LIFE_TAX or (ab.param("whose") == "opponent" and c.controller == ctl):
            continue
        if ab.affected is not None and not matches_object(state, c.stack_id, ab.affected, ctl, src):
            continue
        if targets_fit(state, ab.param("targets"), src, ctl, c.targets):
            total += ab.power
    return total
