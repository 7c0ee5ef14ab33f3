"""601.2g-h: activating mana abilities and paying the total cost, with every other part of the cost (life,
sacrifices, discards, delve, tapping creatures); and the mana sources a player has (605).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import islice
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import AddMana, Conditional, Cost, DealDamage, Filter, SpendRestriction
from kitchentable.rules.casting.context import (
    TAPPED_FOR_COST,
    CastContext,
    _fail,
    ctx,
    rewind,
    set_ctx,
    spell_card,
)
from kitchentable.rules.casting.cost_parts import (
    FORAGE_EXILE,
    FORAGE_FOOD,
    ask_crew,
    ask_evidence,
    ask_forage,
    bounce_candidates,
    can_forage,
    craft_candidates,
    crew_power,
    evidence_available,
    foraged,
    with_x_count,
)
from kitchentable.rules.casting.library_costs import library_cost_payable, pay_library_cost
from kitchentable.rules.casting.mana_abilities import (
    ability_holders,
    activate_with_picks,
    add_chosen,
    chosen_mana,
    costed_holders_options,
    fixed_units,
    hand_mana_options,
    more_unit_id,
    pay_mana_part,
    pay_picked_parts,
    pays_itself,
    pays_itself_but_mana,
    pays_with_other_parts,
    produces,
    source_units,
    spending_options,
    unit_source,
)
from kitchentable.rules.casting.mana_abilities import alternatives as mana_alternatives
from kitchentable.rules.casting.mana_spent import FLAG as MANA_SPENT
from kitchentable.rules.casting.mana_spent import mark_treasure_mana, record_treasure_spent, treasure_source
from kitchentable.rules.casting.mana_spent import record as record_mana_spent
from kitchentable.rules.casting.storage_lands import activate, storage_options
from kitchentable.rules.casting.total_cost import activation_reduced, life_tax
from kitchentable.rules.casting.triggered_mana import fire
from kitchentable.rules.casting.triggered_mana import in_play as mana_triggers_in_play
from kitchentable.rules.concepts.card_names import activation_banned, any_bans
from kitchentable.rules.concepts.energy import can_pay_energy, pay_energy
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.mana import ManaCost, ManaPool, can_pay, choose_sources, pay_from_pool
from kitchentable.rules.concepts.restricted_mana import (
    Lent,
    lend,
    rider_sources,
    settle,
    usable_sources,
    with_lendable,
)
from kitchentable.rules.concepts.targets import matches_object, matching_objects, objects_in_zone_of
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, handler, push, resumer, rule_order
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.events import deal_damage, gain_life, lose_life, move, sacrifice, snapshot_lki, tap
from kitchentable.rules.records import replace
from kitchentable.rules.ruleset import RuleSet
from kitchentable.rules.stack.amounts import amount_value
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.triggers import notify
from kitchentable.rules.state import (
    BATTLEFIELD,
    CHANGED_SINCE,
    COST_CANDIDATES,
    EXILE,
    GRAVEYARD,
    HAND,
    Decision,
    GameState,
)

# --- what mechanics add to paying: hooks they register, called in the order of their rules ----------------------

PaymentHook = Callable[[GameState, int], None]
PaymentStep = Callable[[GameState, int], bool]

AFTER_COST_PICKS: list[tuple[str, PaymentHook]] = []
BEFORE_MANA: list[tuple[str, PaymentStep]] = []


def after_cost_picks(rule: str) -> Callable[[PaymentHook], PaymentHook]:
    """Register `fn(state, cast id)`, run once the objects a cost needs are picked and before mana is paid
    (702.119a emerge: the total cost is reduced by the sacrificed creature's mana value)."""

    def register(fn: PaymentHook) -> PaymentHook:
        AFTER_COST_PICKS.append((rule, fn))
        AFTER_COST_PICKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def pays_before_mana(rule: str) -> Callable[[PaymentStep], PaymentStep]:
    """Register `fn(state, cast id) -> bool`: a way to pay part of the total cost other than mana, asked after
    delve and before mana abilities (702.51 convoke, 702.126 improvise, 702.180 harmonize); True if a decision
    is pending."""

    def register(fn: PaymentStep) -> PaymentStep:
        BEFORE_MANA.append((rule, fn))
        BEFORE_MANA.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register

RETRACE_COST = Cost(discard=Filter(types=frozenset({"Land"}), zone=HAND), discard_count=1)
"""702.81a: "by discarding a land card in addition to paying its other costs"."""


_NO_COST = Cost()


def _full_cost(state: GameState, c: CastContext) -> Cost:
    """Every cost part the player must pay: the card's additional costs, the alternative cost's non-mana
    parts and the ability's own cost."""
    parts: list[Cost] = []
    if c.kind in ("activated", "special") and c.cost is not None:
        parts.append(replace(c.cost, add_counters=("", 0)) if c.kind == "special" else c.cost)
    elif c.kind == "spell":
        card = spell_card(state, c.stack_id)
        parts.extend(p.or_cost if c.other_additional and p.or_cost is not None else p  # 601.2b
                     for p in card.additional_costs)
        if c.alternative >= 0:
            parts.append(card.alternative_costs[c.alternative].cost)
        if c.flashback and c.flashback_cost is not None:
            parts.append(c.flashback_cost)
        if c.kicked:
            parts.extend(o.cost for o in card.optional_costs)
        if c.retrace:
            parts.append(RETRACE_COST)
        tax = life_tax(state, c)
        if tax:  # "cost an additional 3 life to cast" (601.2f), known once targets are chosen
            parts.append(Cost(life=tax))
    if not parts:
        return _NO_COST  # the usual spell: nothing beyond its mana (a Cost is immutable, so one serves all)
    if any(p.per_x for p in parts):
        return _merged(parts, c.x)
    key = tuple(id(p) for p in parts)
    found = _MERGED.get(key)
    if found is None or any(a is not b for a, b in zip(found[0], parts, strict=True)):
        if len(_MERGED) > 4096:
            _MERGED.clear()
        found = _MERGED[key] = (tuple(parts), _merged(parts, 0))
    return found[1]


_MERGED: dict[tuple[int, ...], tuple[tuple[Cost, ...], Cost]] = {}
"""`_merged` results for cost parts that don't depend on X, by the parts' identities (each entry keeps its parts,
so an id can't be reused while it is remembered): the parts are a card's or ability's own immutable costs, so
the same parts always merge to the same cost, and most activations and casts repeat a handful of them."""


def _merged(parts: list[Cost], x: int) -> Cost:
    """The cost parts as one cost (601.2h pays them all together), each "X" part counted with `x`."""
    merged = _NO_COST
    for p in parts:
        if p.per_x:
            p = with_x_count(p, x)  # "as an additional cost to cast ~, pay X life" (rules.casting.cost_parts)
        merged = replace(
            merged,
            tap=merged.tap or p.tap, untap=merged.untap or p.untap,
            sacrifice_self=merged.sacrifice_self or p.sacrifice_self,
            sacrifice=p.sacrifice or merged.sacrifice,
            sacrifice_count=p.sacrifice_count if p.sacrifice else merged.sacrifice_count,
            discard=p.discard or merged.discard, discard_count=merged.discard_count + p.discard_count,
            discard_self=merged.discard_self or p.discard_self, life=merged.life + p.life,
            discard_at_random=merged.discard_at_random or p.discard_at_random,
            exile_from_graveyard=p.exile_from_graveyard or merged.exile_from_graveyard,
            exile_count=merged.exile_count + p.exile_count, exile_self=merged.exile_self or p.exile_self,
            remove_counters=p.remove_counters if p.remove_counters[1] else merged.remove_counters,
            add_counters=p.add_counters if p.add_counters[1] else merged.add_counters,
            tap_untapped=p.tap_untapped or merged.tap_untapped, tap_count=merged.tap_count + p.tap_count,
            energy=merged.energy + p.energy,
            crew=merged.crew + p.crew, evidence=max(merged.evidence, p.evidence),
            bounce=p.bounce or merged.bounce, bounce_count=merged.bounce_count + p.bounce_count,
            forage=merged.forage or p.forage,
            craft=p.craft or merged.craft, craft_count=merged.craft_count + p.craft_count,
            return_self=merged.return_self or p.return_self,
            mill_count=merged.mill_count + p.mill_count, exile_top_count=merged.exile_top_count + p.exile_top_count,
            counter_from=p.counter_from or merged.counter_from,
            counter_from_count=merged.counter_from_count + p.counter_from_count,
            reveal=p.reveal or merged.reveal, reveal_count=merged.reveal_count + p.reveal_count,
        )
    return merged


def mana_sources(state: GameState, seat: int, exclude: int | None = None) -> list[tuple[int, int]]:
    """(object, ability index) for every mana ability the player can activate now (605.3a): untapped
    sources whose only cost is {T} and which produce one mana.

    What depends only on characteristics (which permanents the player controls with such an ability, and
    whether each is a creature) is remembered in the state's cache under the "ability_holders" key, which
    `GameState.forget` drops whenever a card with activated abilities changes, enters or leaves, and with
    everything else while an effect is in play. Tapped state, summoning sickness and a format's limits are
    read each time."""
    return [(c[0], c[1]) for c in _usable_mana(state, seat, exclude)]


def mana_units(state: GameState, seat: int) -> list[tuple[int, frozenset[str]]]:
    """(object, the mana types it could add) for each of `mana_sources`: the kinds are read from the ability
    alone (`produces`), so they are remembered with the cached candidates instead of being looked up again at
    each legal-action check."""
    return [(c[0], c[4]) for c in _usable_mana(state, seat, None)]


_ManaCandidate = tuple[int, int, bool, Any, frozenset[str]]
"""(object, ability index, is a creature, the ability's "activate only if" condition, the mana types it adds)."""


def _usable_mana(state: GameState, seat: int, exclude: int | None) -> list[_ManaCandidate]:
    key = ("mana", seat)
    lists: dict[Any, Any] | None = state.cache.get("ability_holders")  # see GameState.forget
    if lists is None:  # not setdefault: no empty dict made and dropped at each call
        lists = state.cache["ability_holders"] = {}
    candidates: list[_ManaCandidate] | None = lists.get(key)
    if candidates is None:
        candidates = []
        for oid, c in ability_holders(state, seat):
            for i, ab in enumerate(c.activated):
                if not ab.is_mana or not ab.cost.tap or ab.cost.mana is not None and not ab.cost.mana.is_zero():
                    continue
                if ab.cost.sacrifice_self or ab.cost.exile_self or ab.cost.life or ab.cost.discard_count \
                        or ab.cost.tap_count or ab.cost.energy or ab.cost.remove_any or ab.cost.bounce_count \
                        or ab.cost.return_self or ab.cost.mill_count or ab.cost.exile_top_count:
                    continue
                candidates.append((oid, i, "Creature" in c.types, ab.condition, produces(state, oid, i)))
        lists[key] = candidates
    if not candidates:
        return candidates
    found: list[_ManaCandidate] = []
    rules = state.rules
    limits = rules is not None and type(rules).can_activate is not RuleSet.can_activate  # a format's limits
    objects = state.objects
    bans = any_bans(state)
    for candidate in candidates:
        oid, i, creature, cond, _kinds = candidate
        if oid == exclude or objects[oid].tapped:
            continue
        if bans and activation_banned(state, oid, True):
            continue  # Phyrexian Revoker: its mana abilities too
        if creature and summoning_sick(state, oid):
            continue
        if limits and not rules.can_activate(state, seat, oid, i):
            continue
        if cond is not None:  # 602.5b: "Activate only if you control a Swamp" (605.3a: mana abilities too)
            if not check_condition(state, cond, seat, oid):
                continue
        found.append(candidate)
    return found


def summoning_sick(state: GameState, oid: int) -> bool:
    """302.6: a creature can't attack or use {T} abilities unless controlled continuously since the
    controller's most recent turn began; haste (702.10) removes the restriction."""
    o = state.objects[oid]
    if o.controlled_since < 0:
        return False
    c = chars(state, oid)
    return "haste" not in c.keywords and o.controlled_since >= state.players[c.controller].turn_began


def _non_mana_choices(state: GameState, c: CastContext, cost: Cost) -> list[tuple[str, list[int], int]]:
    """(kind, candidates, how many) for cost parts that need the player to pick objects."""
    return cost_pools(state, c.controller, c.source, c.stack_id, cost)


def cost_pools(state: GameState, seat: int, source: int | None, stack_id: int | None,
               cost: Cost) -> list[tuple[str, list[int], int]]:
    """(kind, candidates, how many) for each part of `cost` the player pays by picking objects (601.2h):
    sacrifice, discard, exile, tap untapped permanents, return. `stack_id` is the card being cast (never
    discarded or exiled from hand for its own cost), `source` the object the cost belongs to (not exiled from
    the graveyard for its own cost)."""
    return [(kind, list(found), n) for kind, found, n in _candidates(state, seat, source, stack_id, cost)]


def missing_cost_part(state: GameState, seat: int, source: int | None, stack_id: int | None,
                      cost: Cost) -> tuple[str, int] | None:
    """The first part of `cost` paid by picking objects that has too few to pick from now, as (kind, how
    many), or None. The same candidates as `cost_pools`, which the payment step asks from, so the priority
    pre-check (`rules.turn.priority`) offers an action exactly when these parts can be paid; it stops
    looking once it has found enough."""
    for kind, found, n in _candidates(state, seat, source, stack_id, cost):
        if n > 0 and sum(1 for _ in islice(found, n)) < n:
            return kind, n
    return None


def _candidates(state: GameState, seat: int, source: int | None, stack_id: int | None,
                cost: Cost) -> list[tuple[str, Iterator[int], int]]:
    """(kind, the candidates as a lazy sequence, how many) for each part of `cost` paid by picking objects."""
    out: list[tuple[str, Iterator[int], int]] = []
    if cost.sacrifice is not None:
        out.append(("sacrifice", iter(_yours_matching(state, cost.sacrifice, seat, source)), cost.sacrifice_count))
    if cost.discard_count:
        discard = cost.discard
        out.append(("discard", (o for o in state.zone(HAND, seat) if o != stack_id and
                                (discard is None or matches_object(state, o, discard, seat, source))),
                    cost.discard_count))
    if cost.exile_count and cost.exile_from_graveyard is not None:
        flt = cost.exile_from_graveyard
        if flt.zone == HAND:
            pile: Iterator[int] = (o for o in state.zone(HAND, seat) if o != stack_id and
                                   matches_object(state, o, flt, seat, source))
        else:
            anywhere = replace(flt, zone="any")
            pile = (o for o in state.zones.get(state.rules.graveyard_of(state, seat), []) if o != source and
                    matches_object(state, o, anywhere, seat, source))
        out.append(("exile", pile, cost.exile_count))
    if cost.tap_count and cost.tap_untapped is not None:
        objects = state.objects
        out.append(("tap", (o for o in _yours_matching(state, _tapped_or_not(cost.tap_untapped), seat, source)
                            if not objects[o].tapped), cost.tap_count))
    if cost.bounce_count and cost.bounce is not None:
        out.append(("return", iter(bounce_candidates(state, seat, cost.bounce, source)), cost.bounce_count))
    if cost.craft_count and cost.craft is not None:  # 702.167a
        out.append(("craft", iter(craft_candidates(state, seat, cost.craft, source)), cost.craft_count))
    if cost.counter_from_count and cost.counter_from is not None:  # "remove a +1/+1 counter from a creature you control"
        out.append(("counter", iter(_yours_matching(state, cost.counter_from, seat, source)), cost.counter_from_count))
    if cost.reveal_count and cost.reveal is not None:  # "reveal a Kithkin card from your hand" (701.16a)
        shown = cost.reveal
        out.append(("reveal", (o for o in state.zone(HAND, seat) if o != stack_id and
                               matches_object(state, o, shown, seat, source)), cost.reveal_count))
    return out


def _yours_matching(state: GameState, flt: Filter, seat: int, source: int | None) -> list[int]:
    """The objects matching `flt` that `seat` controls. When the description reads nothing but characteristics,
    control and the battlefield, the answer is remembered in `state.cache` under `COST_CANDIDATES`, kept while
    the layer results of the other objects are kept: `GameState.forget` names each object whose
    characteristics changed (or that entered the battlefield) under `CHANGED_SINCE`, and an answer made before is
    brought up to date by asking again about those objects only, in battlefield order, since no other object's
    answer can have changed (taps don't matter either: the "untapped" of "tap an untapped creature" is read by
    the caller)."""
    if not _reads_characteristics_only(flt):
        return _matching(state, flt, seat, source, state.battlefield() if flt.zone == BATTLEFIELD else None)
    memo: dict[Any, Any] | None = state.cache.get(COST_CANDIDATES)
    if memo is None:  # not setdefault: no empty dict made and dropped at each call
        memo = state.cache[COST_CANDIDATES] = {CHANGED_SINCE: []}
    changed: list[int] = memo[CHANGED_SINCE]
    key = (id(flt), seat, source)
    found = memo.get(key)
    if found is not None and found[0] is flt:
        if found[2] == len(changed):
            return found[1]  # type: ignore[no-any-return]
        again = set(changed[found[2]:])
        kept = set(found[1])
        battlefield = state.battlefield()
        asked = set(_matching(state, flt, seat, source, [o for o in battlefield if o in again]))
        result = [o for o in battlefield if o in asked or (o in kept and o not in again)]
    else:
        result = _matching(state, flt, seat, source, state.battlefield())
    memo[key] = (flt, result, len(changed))
    return result


def _matching(state: GameState, flt: Filter, seat: int, source: int | None, among: list[int] | None) -> list[int]:
    """Those of `among` (the battlefield's permanents; None: the zone `flt` names) that match `flt` and `seat`
    controls."""
    if among is not None:  # control first: a look-up that turns away the other players' permanents
        return [o for o in among if chars(state, o).controller == seat and matches_object(state, o, flt, seat, source)]
    return [o for o in objects_in_zone_of(state, flt)
            if matches_object(state, o, flt, seat, source) and chars(state, o).controller == seat]


_CHARACTERISTICS_ONLY: dict[int, tuple[Filter, bool]] = {}
_ANY_TAP_STATE: dict[int, tuple[Filter, Filter]] = {}


def _reads_characteristics_only(flt: Filter) -> bool:
    """Does matching `flt` on the battlefield read only characteristics (613) and control: no tapped state,
    combat, counters, attachment or comparison with the source? (Remembered per filter object.)"""
    found = _CHARACTERISTICS_ONLY.get(id(flt))
    if found is None or found[0] is not flt:
        answer = (flt.zone == BATTLEFIELD and flt.controller in (None, "you", "opponent", "not_you") and flt.tapped is None
                  and flt.attacking is None and flt.blocking is None and flt.in_combat is None
                  and flt.with_counter is None and flt.any_counter is None and flt.without_counter is None
                  and flt.this_turn is None and not flt.attached and not flt.attached_to_source
                  and not flt.blocking_source and not flt.power_below_source and not flt.spell_kind
                  and not flt.single_target and not flt.only_players)
        if len(_CHARACTERISTICS_ONLY) > 4096:
            _CHARACTERISTICS_ONLY.clear()
        found = _CHARACTERISTICS_ONLY[id(flt)] = (flt, answer)
    return found[1]


def _tapped_or_not(flt: Filter) -> Filter:
    """`flt` without its "untapped" (the tap candidates are matched once, their tapped state read each time)."""
    if flt.tapped is not False:
        return flt
    found = _ANY_TAP_STATE.get(id(flt))
    if found is None or found[0] is not flt:
        if len(_ANY_TAP_STATE) > 4096:
            _ANY_TAP_STATE.clear()
        found = _ANY_TAP_STATE[id(flt)] = (flt, replace(flt, tapped=None))
    return found[1]


def _ask_delve(state: GameState, cid: int) -> bool:
    """702.66a: for each generic mana in the total cost, the caster may exile a card from their graveyard
    instead of paying it. Asked one card at a time before the mana; True if a decision is pending."""
    c = ctx(state, cid)
    if c.kind != "spell" or state.turn_facts.get(("delve_done", cid)):
        return False
    if "delve" not in state.objects[c.stack_id].card.keywords or not c.total or not c.total.generic:
        return False
    pile = [o for o in state.zones.get(state.rules.graveyard_of(state, c.controller), []) if o != c.stack_id]
    if not pile:
        return False
    options = tuple(("pick", "delve", o) for o in reversed(pile)) + (("delve_done",),)
    ask(state, Decision(c.controller, "cost_delve", options, "cast_delve", (cid,),
                        f"Exile a card from your graveyard to pay {{1}} of {c.total} (702.66a), or stop.", "702.66a"))
    return True


@resumer("cast_delve")
def delve_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    push(state, ("cast_pay", cid))
    if action == ("delve_done",):
        state.turn_facts[("delve_done", cid)] = True
        return
    c = ctx(state, cid)
    move(state, action[2], EXILE, mover=c.controller, cause="702.66a")
    set_ctx(state, cid, replace(c, total=(c.total or ManaCost()).reduce_generic(1)))


@handler("cast_pay")
def cast_pay(state: GameState, frame: tuple[Any, ...]) -> None:
    """601.2g-h: first the choices non-mana costs need, then mana abilities and payment."""
    cid = frame[1]
    c = ctx(state, cid)
    cost = _full_cost(state, c)
    if not _can_pay_fixed_parts(state, c, cost):
        _fail(state, cid, "601.2h", "a cost can't be paid")
        return
    picks = state.turn_facts.get(("cost_picks", cid), ())
    for kind, pool, count in _non_mana_choices(state, c, cost):
        already = [p for p in picks if p[0] == kind]
        if len(already) >= count:
            continue
        usable = [o for o in pool if (kind, o) not in picks]
        if len(usable) < count - len(already):
            _fail(state, cid, "601.2h", f"not enough to {kind}")
            return
        if kind == "discard" and cost.discard_at_random:  # 701.8b: the cards are chosen at random, not picked
            picks = (*picks, *(("discard", o) for o in state.rng.sample(usable, count - len(already))))
            state.turn_facts[("cost_picks", cid)] = picks
            continue
        options = tuple(("pick", kind, o) for o in usable) + (("cancel",),)
        ask(state, Decision(c.controller, f"cost_{kind}", options, "cast_pick", (cid,),
                            f"Choose what to {kind} to pay the cost (601.2h).", "601.2h"))
        push(state, ("cast_pay", cid))
        return
    if cost.crew:
        if ask_crew(state, cid, c.controller, c.source, cost.crew, picks):
            push(state, ("cast_pay", cid))
            return
    if cost.evidence:
        if ask_evidence(state, cid, c.controller, c.stack_id, cost.evidence, picks):
            push(state, ("cast_pay", cid))
            return
    if cost.forage and ask_forage(state, cid, c.controller, (c.stack_id, c.source), picks):
        push(state, ("cast_pay", cid))
        return
    for _rule, picked in AFTER_COST_PICKS:
        picked(state, cid)  # emerge (702.119a)
    if _ask_delve(state, cid):
        return
    for _rule, pays in BEFORE_MANA:
        if pays(state, cid):  # convoke and improvise (702.51, 702.126), harmonize (702.180a)
            return
    _ask_mana(state, cid)


@resumer("cast_pick")
def pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    if action == ("cancel",):
        rewind(state)
        return
    key = ("cost_picks", cid)
    state.turn_facts[key] = tuple(state.turn_facts.get(key, ())) + ((action[1], action[2]),)


def _can_pay_fixed_parts(state: GameState, c: CastContext, cost: Cost) -> bool:
    src = state.objects.get(c.source)
    player = state.players[c.controller]
    if cost.tap or cost.untap:
        if src is None or src.zone[0] != BATTLEFIELD:
            return False
        if cost.tap and (src.tapped or ("Creature" in chars(state, c.source).types and summoning_sick(state, c.source))):
            return False
        if cost.untap and (not src.tapped or ("Creature" in chars(state, c.source).types and summoning_sick(state, c.source))):
            return False
    if (cost.sacrifice_self or cost.return_self) and (src is None or src.zone[0] != BATTLEFIELD):
        return False
    if cost.life and not infinite_life(state, c.controller) and player.life < cost.life and not unbounded_payment(state):
        return False
    if cost.energy and not can_pay_energy(state, c.controller, cost.energy):
        return False
    name, n = cost.remove_counters
    if n and (src is None or src.counters.get(name, 0) < n):
        return False
    if cost.evidence:
        if evidence_available(state, c.controller, c.stack_id) < cost.evidence:
            return False  # 701.59a: not enough mana value in the graveyard
    if cost.forage and not can_forage(state, c.controller, c.stack_id, c.source):
        return False  # 701.61a: fewer than three cards in the graveyard and no Food
    if not library_cost_payable(state, c.controller, cost):
        return False  # 118.3: fewer cards in the library than the cost mills or exiles
    if cost.crew:
        return crew_power(state, c.controller, c.source, ()) >= cost.crew
    return True


def unbounded_payment(state: GameState) -> bool:
    """Every mana and life cost can be paid (a format's rule, `RuleSet.unbounded_payment`)."""
    rules = state.rules
    return rules is not None and rules.unbounded_payment


def _ask_mana(state: GameState, cid: int) -> None:
    """601.2g-h: the player may activate mana abilities, then pays. A total cost with no mana in it
    (a loyalty cost, "Sacrifice a creature", a spell cast without paying its mana cost) asks nothing: the
    rest of the cost is paid at once."""
    c = ctx(state, cid)
    total = c.total or ManaCost()
    if total.is_zero():
        if not _pay_everything(state, cid):
            rewind(state, "601.2h", "the cost could not be paid", "")
        return
    player = state.players[c.controller]
    options: list[tuple[Any, ...]] = []
    amounts = with_lendable(state, c, player.pool.amounts)  # 106.6 (rules.concepts.restricted_mana)
    if pay_from_pool(total, amounts, _life_for_phyrexian(state, c)) is not None:
        options.append(("pay",))
    else:
        abilities = [(oid, i) for oid, i in mana_sources(state, c.controller)
                     if not (c.cost is not None and c.cost.tap and oid == c.source)]
        sources = source_units(state, usable_sources(state, c, abilities))  # "{T}: Add {C}{C}" counts two
        if can_pay(total, amounts, sources, _life_for_phyrexian(state, c)):
            options.append(("pay",))
        for oid, i in abilities:
            options.append(("mana", oid, i))
            options.extend(mana_alternatives(state, c.controller, oid, i))  # the other colors (106.1)
        options.extend(storage_options(state, c.controller))  # storage lands: X chosen as activated
        options.extend(costed_holders_options(state, c.controller))  # filter lands: mana paid from the pool
        options.extend(spending_options(state, c.controller, c.source if c.cost is not None and c.cost.tap
                                        else None))  # a Treasure (111.10a): the player's to give up
        options.extend(hand_mana_options(state, c.controller))  # Simian Spirit Guide (605.1a)
    if unbounded_payment(state) and ("pay",) not in options:
        options.append(("pay",))
    options.append(("cancel",))
    ask(state, Decision(c.controller, "pay_mana", tuple(options), "cast_mana", (cid,),
                        f"Pay {total} (601.2g-h): pay, activate a mana ability, or cancel.", "601.2h"))


def _life_for_phyrexian(state: GameState, c: CastContext) -> int:
    p = state.players[c.controller]
    return 10**9 if infinite_life(state, c.controller) else p.life


@resumer("cast_mana")
def mana_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (cid,) = decision.data
    if action == ("cancel",):
        rewind(state)
        return
    if action[0] == "mana":
        push(state, ("cast_pay", cid))  # after any choice a triggered mana ability asks (605.4a)
        activate_mana_ability(state, decision.player, action[1], action[2], action[3] if len(action) > 3 else None,
                              may_ask=True)
        return
    if not _pay_everything(state, cid):
        c = ctx(state, cid)
        rewind(state, "601.2h", "the mana could not be paid", str(c.total) if c.total is not None else "")


def _add_mana(pool: ManaPool, kind: str, n: int, only_for: Filter | SpendRestriction | None) -> None:
    """Add n mana of one kind; mana with a spending restriction is kept apart, lent only to a payment it may
    pay for (106.6, rules.concepts.restricted_mana)."""
    if only_for is not None:
        pool.restricted.append((kind, n, only_for))
    else:
        pool.add(kind, n)


def activate_mana_ability(state: GameState, seat: int, oid: int, index: int, choice: str | None = None,
                          may_ask: bool = False, picks: tuple[tuple[str, int], ...] = ()) -> None:
    """605.3b: a mana ability resolves immediately; it does not use the stack. A land tapped for mana triggers
    triggered mana abilities, which resolve right after it (605.4a, rules.casting.triggered_mana); `may_ask`: a choice
    they offer may be asked of the player (not while the automatic payment taps sources). A cost naming other
    objects ("Discard a card", "Sacrifice a creature") asks for them first; `picks` are those chosen so far
    (rules.casting.mana_abilities)."""
    ab = chars(state, oid).activated[index]
    if any_bans(state) and activation_banned(state, oid, True):
        raise IllegalAction("101.2", "activated abilities of sources with the chosen name can't be activated")
    if ab.cost.remove_any:  # "remove any number of storage counters" (the number chosen, 107.3)
        activate(state, seat, oid, index, choice)
        return
    other_parts = pays_with_other_parts(ab.cost)
    if other_parts:
        if not activate_with_picks(state, seat, oid, index, choice, picks, may_ask):
            return  # a decision is pending: the activation goes on with its answer
    if ab.cost.mana is not None and not ab.cost.mana.is_zero():
        if not (other_parts or pays_itself_but_mana(ab.cost)):
            raise IllegalAction("605.3a", "this mana ability's cost can't be paid by activating it alone")
        reduced = activation_reduced(state, seat, oid, ab, ab.cost.mana)  # 601.2f by way of 605.3a
        pay_mana_part(state, seat, replace(ab.cost, mana=reduced))  # "{W/U}, {T}: Add {W}{W}, ..." (rules.casting.mana_abilities)
    elif not other_parts and not pays_itself(ab.cost):
        raise IllegalAction("605.3a", "this mana ability's cost can't be paid by activating it alone")
    # 106.12a: only when a triggered mana ability is in play is what the land made worked out
    pool_before = dict(state.players[seat].pool.amounts) if ab.cost.tap and mana_triggers_in_play(state) else None
    treasure_before = dict(state.players[seat].pool.amounts) if treasure_source(state, oid) else None
    if ab.cost.tap:
        tap(state, oid)
    if ab.cost.sacrifice_self:
        sacrifice(state, oid)
    if ab.cost.exile_self and state.objects[oid].zone[0] != EXILE:
        snapshot_lki(state, oid)
        move(state, oid, EXILE, cause="602.2b")  # Simian Spirit Guide, from the hand (rules.casting.mana_abilities)
    if ab.cost.return_self and state.objects[oid].zone[0] == BATTLEFIELD:  # Grinning Ignus (118.3)
        snapshot_lki(state, oid)
        move(state, oid, HAND, to_seat=state.objects[oid].owner, cause="602.2b")
    pay_library_cost(state, seat, ab.cost)  # Millikin's "Mill a card"
    if ab.cost.life:
        lose_life(state, seat, ab.cost.life)
    pay_energy(state, seat, ab.cost.energy)
    if other_parts:
        pay_picked_parts(state, seat, oid, ab.cost, picks)
    if state.rules is not None:
        state.rules.on_activated(state, seat, oid, index)
    for mode in ab.effect.modes:
        for eff in mode.effects:
            mana = getattr(eff, "mana", ())
            choices = getattr(eff, "choices", ())
            n = _mana_times(state, seat, oid, eff)
            only_for = getattr(eff, "only_for", None)
            pool = state.players[seat].pool
            if mana:
                for m in mana:
                    if not m.startswith("?"):  # no color chosen as it entered (614.12), no commander (903.4e)
                        _add_mana(pool, m, n, only_for)
            elif choices and isinstance(eff, AddMana):
                add_chosen(pool, chosen_mana(state, seat, oid, ab, eff, choice), only_for)  # 106.1, 605.3b
            elif getattr(eff, "kind", "") == "gain_life" and getattr(getattr(eff, "subject", None), "kind", "") == "you":
                gain_life(state, seat, _mana_times(state, seat, oid, eff), oid)  # Pristine Talisman
            elif isinstance(eff, DealDamage) and eff.to.kind in ("you", "controller"):
                deal_damage(state, oid, ("player", seat), n)  # Elves of Deep Shadow (605.3b: at once, with the mana)
            elif isinstance(eff, Conditional) and eff.condition.kind == "counters_at_least" \
                    and all(getattr(t, "kind", "") == "sacrifice" for t in eff.then) \
                    and check_condition(state, eff.condition, seat, oid):
                sacrifice(state, oid)  # a depletion land with no counter left (the only such effect compiled)
    if treasure_before is not None:
        mark_treasure_mana(state.players[seat].pool, treasure_before)  # "mana from a Treasure" (601.2h)
    state.log_event("605.3b", "mana", seat, oid)
    if pool_before is not None and "Land" in chars(state, oid).types:
        fire(state, seat, oid, _produced_now(state, pool_before, seat), may_ask)


def _produced_now(state: GameState, before: dict[str, int], seat: int) -> tuple[str, ...]:
    """The types of mana a mana ability just added to the pool (106.12a: "mana of any type that land produced")."""
    after = state.players[seat].pool.amounts
    return tuple(k for k, n in after.items() if n > before.get(k, 0))


def _notify_cycled(state: GameState, c: CastContext) -> None:
    """702.29c: "when you cycle this card" triggers once the cycling ability is activated; the card, discarded
    as the cost, is the last card put into its owner's graveyard."""
    lki = state.objects[c.stack_id].stack
    source = lki.source_lki if lki is not None else None
    if source is None or c.ability_index >= len(source.activated):
        return
    ab = source.activated[c.ability_index]
    if not (ab.zone == HAND and ab.cost.discard_self and ab.text.split(" ")[0].endswith(("Cycling", "cycling"))):
        return
    key = state.rules.graveyard_of(state, c.controller) if state.rules is not None else (GRAVEYARD, c.controller)
    pile = state.zones.get(key, [])
    if pile and state.objects[pile[-1]].card.name == source.name:
        notify(state, ("cycled", c.controller, pile[-1]))


def _mana_times(state: GameState, seat: int, oid: int, eff: Any) -> int:
    """How many times a mana ability's effect applies: fixed, "for each Elf you control" (Elvish Archdruid), or
    another amount read as it resolves ("X mana of any one color, where X is ~'s power", 605.3b, 608.2h)."""
    amount = getattr(eff, "amount", None)
    if amount is None or amount.kind == "fixed":
        return int(amount.value) if amount is not None else 1
    if amount.kind == "count" and amount.filter is not None:
        return int(len(matching_objects(state, amount.filter, seat, oid)) * amount.times + amount.plus)
    if amount.kind == "x":
        return 1

    return amount_value(state, amount, seat, oid)


def _pay_everything(state: GameState, cid: int) -> bool:
    """601.2h: pay the total cost: tap the chosen sources for mana, spend the pool, then the other parts.
    Restricted mana that may pay for this spell is lent to the payment and settled after (106.6)."""
    lent: Lent = []
    c = ctx(state, cid)
    try:
        return _pay_everything_lent(state, cid, lent)
    finally:
        settle(state, c, lent)


def _fixed_unit_sources(state: GameState, usable: list[tuple[int, int]], kinds_of: dict[int, set[str]]
                        ) -> dict[int, tuple[frozenset[str], ...]]:
    """The sources among `kinds_of` whose one usable mana ability adds two or more mana of fixed types
    (`mana_abilities.fixed_units`), with those units: the automatic payment counts each, and taps the source once."""
    abilities: dict[int, list[int]] = {}
    for oid, i in usable:
        abilities.setdefault(oid, []).append(i)
    out: dict[int, tuple[frozenset[str], ...]] = {}
    for oid in kinds_of:
        indexes = abilities.get(oid, [])
        if len(indexes) == 1:
            units = fixed_units(state, oid, indexes[0])
            if units:
                out[oid] = units
    return out


MANA_SPENT_HOOKS: list[Callable[[GameState, int, int], None]] = []
"""Called with (state, seat, amount) each time a player spends mana from their pool to pay a cost (spells and
abilities alike): what the mechanics that count the mana spent this turn register (expend)."""


def _pay_everything_lent(state: GameState, cid: int, lent: Lent) -> bool:
    c = ctx(state, cid)
    lend(state, c, lent)
    total = c.total or ManaCost()
    player = state.players[c.controller]
    life_cap = _life_for_phyrexian(state, c)
    payment = pay_from_pool(total, player.pool.amounts, life_cap)
    if payment is None:
        usable = usable_sources(state, c, mana_sources(state, c.controller))
        riders = rider_sources(state, c, usable)  # 106.6: mana whose rider helps the spell is tapped first
        # one source per permanent (it taps once), making any kind one of its mana abilities makes (106.1)
        index_of: dict[tuple[int, str], int] = {}
        kinds_of: dict[int, set[str]] = {}
        first: dict[int, frozenset[str]] = {}
        for oid, i in usable:
            if not (c.cost is not None and c.cost.tap and oid == c.source):
                for kind in produces(state, oid, i):
                    index_of.setdefault((oid, kind), i)
                    kinds_of.setdefault(oid, set()).add(kind)
        for oid, i in riders:
            if oid in kinds_of:
                kinds = produces(state, oid, i)
                first[oid] = first.get(oid, frozenset()) | kinds
                for kind in kinds:
                    index_of[(oid, kind)] = i
        multi = _fixed_unit_sources(state, usable, kinds_of)  # "{T}: Add {C}{C}": one unit for each mana
        sources: list[tuple[int, frozenset[str]]] = []
        for oid, made in kinds_of.items():
            units = multi.get(oid)
            if units:
                sources.append((oid, units[0]))
                sources += [(more_unit_id(oid, k), unit) for k, unit in enumerate(units[1:], 1)]
            else:
                sources.append((oid, frozenset(made)))
        plan = choose_sources(total, player.pool.amounts, sources, life_cap, first or None)
        if plan is None:
            if not unbounded_payment(state):
                return False
            return _pay_unbounded(state, cid)
        tapped: set[int] = set()
        for unit, kind in plan[0]:
            oid = unit_source(unit)
            if oid in tapped:
                continue  # one activation adds every unit of a `fixed_units` source
            tapped.add(oid)
            activate_mana_ability(state, c.controller, oid, index_of[(oid, kind)], kind)
        lend(state, c, lent)
        payment = pay_from_pool(total, player.pool.amounts, life_cap)
        if payment is None:
            return False
    for kind, n in payment.mana:
        player.pool.amounts[kind] -= n
        if not player.pool.amounts[kind]:
            del player.pool.amounts[kind]
    spent_now = sum(n for _kind, n in payment.mana)
    for spent_hook in MANA_SPENT_HOOKS:
        spent_hook(state, c.controller, spent_now)  # expend (rules.keywords.expend)
    if c.kind == "spell" and player.pool.from_treasure:
        record_treasure_spent(state, c.stack_id, c.controller, payment.mana)  # rules.casting.mana_spent
    if c.kind == "spell" and MANA_SPENT in state.objects[c.stack_id].card.flags:
        record_mana_spent(state, c.stack_id, payment.mana)  # "if {R} was spent to cast ~" (rules.casting.mana_spent)
    if c.kind == "spell" and "sunburst" in state.objects[c.stack_id].card.keywords:
        spent = frozenset(k for k, n in payment.mana if n and k in "WUBRG")
        set_ctx(state, cid, replace(ctx(state, cid), colors_spent=spent))
    if payment.life:
        events.lose_life(state, c.controller, payment.life)
    return _pay_other_parts(state, cid)


def remember_paid(state: GameState, cid: int, picks: tuple[tuple[str, int], ...]) -> None:
    """601.2h, 608.2h: the objects chosen to pay a cost are part of what the spell or ability knows: their last
    known information is taken before they are paid, so "the sacrificed creature's power" reads them as they
    last existed, wherever they went."""
    for _kind, oid in picks:
        if oid in state.objects:
            snapshot_lki(state, oid)
    set_ctx(state, cid, replace(ctx(state, cid), paid=tuple((kind, oid) for kind, oid in picks
                                                            if kind != "crew")))


def _pay_unbounded(state: GameState, cid: int) -> bool:
    """ICR 100.11 (a format's rule): every mana cost can be paid; floating mana is spent first (200.7)."""
    c = ctx(state, cid)
    player = state.players[c.controller]
    total = c.total or ManaCost()
    needs = dict(total.colored)
    for kind in list(player.pool.amounts):
        use = min(player.pool.amounts[kind], needs.get(kind, 0))
        player.pool.amounts[kind] -= use
    generic = total.generic
    for kind in list(player.pool.amounts):
        use = min(player.pool.amounts[kind], generic)
        player.pool.amounts[kind] -= use
        generic -= use
    player.pool.amounts = {k: v for k, v in player.pool.amounts.items() if v}
    state.log_event("ICR 100.11", "paid_by_rule", c.controller, str(total))
    return _pay_other_parts(state, cid)


def _pay_other_parts(state: GameState, cid: int) -> bool:
    c = ctx(state, cid)
    cost = _full_cost(state, c)
    seat = c.controller
    if cost.tap:
        events.tap(state, c.source)
    if cost.untap:
        events.untap(state, c.source)
    if cost.life:
        events.lose_life(state, seat, cost.life)
    pay_energy(state, seat, cost.energy)
    name, n = cost.remove_counters
    if n:
        events.remove_counters(state, c.source, name, n)
    name, n = cost.add_counters
    if n:
        events.add_counters(state, c.source, name, n)
    picks = state.turn_facts.pop(("cost_picks", cid), ())
    if picks:
        remember_paid(state, cid, picks)
    for kind, oid in picks:
        if kind in ("sacrifice", FORAGE_FOOD):
            events.sacrifice(state, oid)
        elif kind == "discard":
            events.discard(state, seat, oid)
        elif kind in ("exile", "evidence", FORAGE_EXILE, "craft"):
            events.move(state, oid, EXILE, cause={"exile": "601.2h", "evidence": "701.59a", "craft": "702.167a"}.get(
                kind, "701.61a"))
        elif kind in ("tap", "crew"):
            events.tap(state, oid)
            if kind == "tap":  # station (702.184a) reads the tapped creature's power as it resolves
                key = (TAPPED_FOR_COST, c.stack_id)
                state.turn_facts[key] = (*state.turn_facts.get(key, ()), oid)
        elif kind == "return":  # 118.3: returning a permanent to its owner's hand as a cost
            events.move(state, oid, HAND, to_seat=state.objects[oid].owner, cause="601.2h")
        elif kind == "counter" and cost.counter_from is not None and cost.counter_from.with_counter is not None:
            events.remove_counters(state, oid, cost.counter_from.with_counter, 1)  # 118.3, 122.8
        elif kind == "reveal":  # 701.16a: every player sees it; it stays in the hand
            state.log_event("701.16a", "reveal", seat, (state.objects[oid].card.name,))
    if cost.sacrifice_self:
        events.sacrifice(state, c.source)
    pay_library_cost(state, seat, cost)
    if cost.return_self and c.source in state.objects:  # 118.3: "return ~ to its owner's hand"
        events.snapshot_lki(state, c.source)  # 608.2h: what the effect reads of it
        events.move(state, c.source, HAND, to_seat=state.objects[c.source].owner, cause="601.2h")
    if cost.discard_self and c.source in state.objects:
        events.discard(state, seat, c.source)
    if cost.exile_self and c.source in state.objects:
        events.snapshot_lki(state, c.source)  # 608.2h: scavenge's "the exiled card's power" (702.97a)
        events.move(state, c.source, EXILE, cause="601.2h")
    if cost.forage:
        foraged(state, seat)
    state.log_event("601.2h", "paid", seat, str(c.total or ""))
    return True
