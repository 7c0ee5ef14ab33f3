"""Priority (117): state-based actions and triggered abilities before a player receives it (117.5), every
action the player could begin while holding it (117.1), and passing it around (117.3-117.4).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Cost, Modal, Mode, TargetSpec, spell_modal
from kitchentable.rules.casting.cast_modes import (
    ELSEWHERE,
    FROM_HAND,
    HAND_VARIANTS,
    CastMode,
    mode_of,
    spell_part,
)
from kitchentable.rules.casting.castable import (
    can_afford_roughly,
    castable_from,
    flashback_cost,
    has_targets_for,
)
from kitchentable.rules.casting.casting import begin_activate, begin_cast
from kitchentable.rules.casting.casting_restrictions import cast_allowed
from kitchentable.rules.casting.context import FACE_DOWN_COST
from kitchentable.rules.casting.cost_parts import can_forage, crew_power, evidence_available, with_x_count
from kitchentable.rules.casting.lands import land_faces, play_land
from kitchentable.rules.casting.library_costs import library_cost_payable
from kitchentable.rules.casting.loyalty_abilities import loyalty_used
from kitchentable.rules.casting.mana_abilities import alternatives as mana_alternatives
from kitchentable.rules.casting.mana_abilities import costed_options as costed_mana_options
from kitchentable.rules.casting.mana_abilities import (
    hand_mana_units,
    more_units,
    pays_itself,
    pays_itself_but_mana,
    pays_with_other_parts,
    picked_mana_units,
    spending_units,
)
from kitchentable.rules.casting.payment import (
    activate_mana_ability,
    mana_sources,
    mana_units,
    missing_cost_part,
    summoning_sick,
    unbounded_payment,
)
from kitchentable.rules.casting.storage_lands import choices as storage_choices
from kitchentable.rules.casting.total_cost import (
    ALTERNATIVE_ESTIMATES,
    COST_ESTIMATES,
    activation_reduced,
    estimated_cost,
    estimated_own_reduction,
    has_cost_modifiers,
)
from kitchentable.rules.casting.triggered_mana import extra_sources as extra_mana_sources
from kitchentable.rules.casting.triggered_mana import in_play as mana_triggers_in_play
from kitchentable.rules.casting.zone_facts import (
    GRAVEYARD_ABILITY,
    HAND_ABILITY,
    with_zone_fact,
    zone_facts_of,
)
from kitchentable.rules.concepts.card_names import activation_banned, any_bans, cast_banned
from kitchentable.rules.concepts.energy import can_pay_energy
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.continuous.layers import chars, face_down_card
from kitchentable.rules.continuous.library_top import castable_from_top, land_from_top
from kitchentable.rules.continuous.play_from_exile import exiled_playable
from kitchentable.rules.continuous.player_rules import (
    flash_granted,
    flash_granted_in_play,
    flash_permission,
    land_plays,
)
from kitchentable.rules.continuous.static_abilities import any_cast_bans, cast_forbidden
from kitchentable.rules.engine import ask, handler, push, resumer, rule_order
from kitchentable.rules.records import replace
from kitchentable.rules.ruleset import RuleSet
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.triggers import check_state_triggers
from kitchentable.rules.state import BATTLEFIELD, HAND, Decision, GameObject, GameState
from kitchentable.rules.turn import opening_hand  # noqa: F401  (registers the 103.6 frames)
from kitchentable.rules.turn.combat_restrictions import NO_NONMANA_ACTIVATIONS
from kitchentable.rules.turn.state_based_actions import check_sba

MAIN_STEPS = frozenset({"main1", "main2"})

# --- what mechanics add to priority: special actions and locks they register, in the order of their rules -------

Action = tuple[Any, ...]
Sources = list[tuple[int, frozenset[str]]]
Lock = Callable[[GameState, list[int]], bool]
Offer = Callable[[GameState, int, Callable[[], Sources], bool], list[Action]]
CardOffer = Callable[[GameState, int, int, str, Any, Callable[[], Sources]], list[Action]]
FaceDownOffer = Callable[[GameState, int, int], list[Action]]
Begin = Callable[[GameState, int, Action, Decision], None]

LOCKS: list[tuple[str, Lock]] = []
OFFERS: list[tuple[str, Offer]] = []
CARD_OFFERS: list[tuple[str, CardOffer]] = []
FACE_DOWN_OFFERS: list[tuple[str, Callable[[GameObject], bool], FaceDownOffer]] = []
ACTIONS: dict[str, Begin] = {}


def priority_lock(rule: str) -> Callable[[Lock], Lock]:
    """Register `fn(state, stack) -> bool`: while true, players can't cast spells or activate abilities that
    aren't mana abilities (702.61a split second)."""

    def register(fn: Lock) -> Lock:
        LOCKS.append((rule, fn))
        LOCKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def special_actions(rule: str) -> Callable[[Offer], Offer]:
    """Register `fn(state, player, mana sources, sorcery timing) -> actions`: special actions a player may take
    while holding priority (116.2; 702.143a foretell, 702.170a plot), offered after land plays."""

    def register(fn: Offer) -> Offer:
        OFFERS.append((rule, fn))
        OFFERS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def special_actions_of_a_card(rule: str) -> Callable[[CardOffer], CardOffer]:
    """Register `fn(state, player, card id, how, card, mana sources) -> actions`: special actions offered with a
    card the player could cast (116.2f; 702.62a suspend), just before the cast itself."""

    def register(fn: CardOffer) -> CardOffer:
        CARD_OFFERS.append((rule, fn))
        CARD_OFFERS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def special_actions_face_down(rule: str, may: Callable[[GameObject], bool]) -> Callable[[FaceDownOffer], FaceDownOffer]:
    """Register `fn(state, player, permanent) -> actions` for face-down permanents its controller `may` turn
    face up (116.2b; 702.37e morph, 701.34b manifest)."""

    def register(fn: FaceDownOffer) -> FaceDownOffer:
        FACE_DOWN_OFFERS.append((rule, may, fn))
        FACE_DOWN_OFFERS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def priority_action(kind: str) -> Callable[[Begin], Begin]:
    """Register `fn(state, player, action, decision)`, beginning the special action `kind` a player chose while
    holding priority (116.2: suspend, foretell, plot, turning a permanent face up)."""

    def register(fn: Begin) -> Begin:
        ACTIONS[kind] = fn
        return fn

    return register


@handler("priority_start")
def priority_start(state: GameState, frame: tuple[Any, ...]) -> None:
    """117.3a: the active player receives priority at the start of a step with priority. The priority
    frame's work follows at once (nothing can come between), without a trip through the engine loop."""
    state.priority = state.active
    state.passes = 0
    priority(state, ("priority",))


@handler("priority")
def priority(state: GameState, frame: tuple[Any, ...]) -> None:
    """117.5: before a player receives priority, state-based actions, then triggered abilities."""

    if check_sba(state):
        conflicts = state.turn_facts.pop("legend_conflicts", ())
        push(state, *[("legend_rule", ctl, ids) for ctl, ids in conflicts], ("priority",))
        return
    if state.over:
        return
    check_state_triggers(state)
    if state.pending_triggers:
        push(state, ("put_triggers",), ("priority",))
        return
    seat = state.priority
    assert seat is not None
    if not state.players[seat].in_game:
        state.priority = state.next_seat(seat)
        push(state, ("priority",))
        return
    options = priority_actions(state, seat)
    if len(options) == 1:  # only passing: the same immutable decision every time (most priority checks)
        decision = _PASS_ONLY.get(seat)
        if decision is None:
            decision = _PASS_ONLY[seat] = Decision(seat, "priority", (options[0],), "priority", (), PRIORITY_PROMPT,
                                                   "117.3")
    else:
        decision = Decision(seat, "priority", tuple(options), "priority", (), PRIORITY_PROMPT, "117.3")
    ask(state, decision)


PRIORITY_PROMPT = "You have priority: cast, activate, play a land, or pass (117)."


_PRIORITY_FRAME = ("priority",)


_PASS_ONLY: dict[int, Decision] = {}


@resumer("priority")
def priority_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat = decision.player
    kind = action[0]
    if kind == "pass":
        state.passes += 1
        state.log_event("117.3d", "pass", seat)
        if state.passes >= len(state.seats_in_game()):
            if state.stack_ids():
                state.passes = 0
                push(state, ("resolve_top",), ("after_resolve",))
            return  # 500.2: all passed with an empty stack: the step ends
        state.priority = state.next_seat(seat)
        state.frames.append(_PRIORITY_FRAME)  # push() of one frame
        return
    state.passes = 0
    push(state, ("priority",))  # 117.3c: after acting, the same player receives priority
    if kind == "play_land":
        play_land(state, seat, action[1], str(action[2]) if len(action) > 2 else "")
    elif kind == "cast":
        begin_cast(state, seat, action[1], action[2] if len(action) > 2 else FROM_HAND, decision)
    elif kind == "activate":
        begin_activate(state, seat, action[1], action[2], decision)
    elif kind in ACTIONS:
        ACTIONS[kind](state, seat, action, decision)  # suspend, foretell, plot, turning face up (116.2)
    elif kind == "mana":
        activate_mana_ability(state, seat, action[1], action[2], action[3] if len(action) > 3 else None,
                              may_ask=True)
    else:
        state.rules.take_special_action(state, seat, action)


@handler("after_resolve")
def after_resolve(state: GameState, frame: tuple[Any, ...]) -> None:
    """117.3b: after a spell or ability resolves, the active player receives priority."""
    state.priority = state.active
    state.passes = 0
    push(state, ("priority",))


Refusals = dict[tuple[Any, ...], tuple[Any, ...]]
"""Why an action is not offered now: the action it would be -> (rule, reason code, data...). Filled only when
a caller asks (`priority_actions(..., why=...)`), so a player's view can say why a card can't be used."""


def priority_actions(state: GameState, seat: int, why: Refusals | None = None) -> list[tuple[Any, ...]]:
    """Every action the player could begin now while holding priority (117.1).

    Most of the times a player holds priority it is outside sorcery timing with no card to cast and no
    ability to activate: outside sorcery timing `castable_from` offers only cards that could be cast as
    though they had flash, so the loops below usually have nothing to look at.

    With `why`, each card and ability these checks turn down is recorded in it with the rule and the
    reason (`Refusals`); every card that could be cast at some time is looked at then, not only instants."""
    options: list[tuple[Any, ...]] = [("pass",)]
    rules = state.rules
    stack = state.stack_ids()
    sorcery_time = seat == state.active and not stack and state.step in MAIN_STEPS
    idle_mana = bool(state.options.get("idle_mana_abilities", False))
    # 702.61a split second: looked for at once only when refusals are asked for; otherwise only once there is
    # something it could stop (below), since most priority checks with a spell on the stack have nothing to do
    locked = bool(stack) and why is not None and any(lock(state, stack) for _rule, lock in LOCKS)
    # 307.1: outside sorcery timing only cards that could be cast as though they had flash are candidates
    granted = not sorcery_time and flash_granted_in_play(state, seat)  # "creature spells as though they had flash"
    castable = [] if locked else castable_from(state, seat, not sorcery_time and why is None and not granted)
    if locked and why is not None:
        for oid, how in castable_from(state, seat, False):
            why[("cast", oid) if how == FROM_HAND else ("cast", oid, how)] = ("702.61a", "split_second")
    if not locked:
        castable += castable_from_top(state, seat)  # "you may cast spells from the top of your library"
    player = state.players[seat]
    sources: list[list[tuple[int, frozenset[str]]]] = []
    guides: set[int] = set()  # cards in hand counted as mana sources: a card can't pay for itself

    def available() -> list[tuple[int, frozenset[str]]]:
        if not sources:
            found = mana_units(state, seat)
            found += more_units(state, mana_sources(state, seat))  # "{T}: Add {C}{C}": each mana it adds
            if mana_triggers_in_play(state):  # 106.12a: lands that make more mana when tapped
                found += extra_mana_sources(state, seat, found)
            found += picked_mana_units(state, seat)  # 605.3a: Ashnod's Altar, Bog Witch
            found += spending_units(state, seat)  # a Treasure (111.10a), Lotus Petal: activated while paying
            in_hand = hand_mana_units(state, seat)  # 605.1a: Simian Spirit Guide, from the hand
            found += in_hand
            guides.update(oid for oid, _kinds in in_hand)
            sources.append(found)
        return sources[0]

    if sorcery_time and player.lands_played < land_plays(state, seat):
        for oid in state.zone(HAND, seat):
            card = state.objects[oid].card
            if "Land" in card.types:
                options.append(("play_land", oid))
            if card.faces:
                options.extend(("play_land", oid, face) for face in land_faces(card))  # 712.8: a land back face
        top_land = land_from_top(state, seat)  # "you may play lands from the top of your library" (305.1)
        if top_land is not None:
            options.append(("play_land", top_land))
        if state.continuous:  # lands exiled with a permission to play them (rules.continuous.play_from_exile)
            options.extend(("play_land", oid) for oid in exiled_playable(state, seat, lands=True))
    elif why is not None:  # 305.1: in your main phase with an empty stack; 305.2: one land each turn
        refusal = ("305.2", "land_played") if sorcery_time else ("305.1", "land_timing")
        for oid in state.zone(HAND, seat):
            if "Land" in state.objects[oid].card.types:
                why[("play_land", oid)] = refusal
    for _rule, offer in OFFERS:
        options += offer(state, seat, available, sorcery_time)  # foretell (702.143a), plot (702.170a)
    # cards in hand and graveyard are not mana sources: one answer per cost, found by identity (copies of one card
    # share their cost; hashing a cost field by field cost more than the look-up saved), the cost kept with it
    afford: dict[int, tuple[ManaCost | None, bool]] = {}
    holders = _ability_holders(state, seat, idle_mana)
    if stack and why is None and (castable or holders) and any(lock(state, stack) for _rule, lock in LOCKS):
        locked = True
        castable = []
    # "spells with the chosen name can't be cast" and the like (rules.concepts.card_names); "your opponents
    # can't cast spells during your turn" (rules.continuous.static_abilities): read only when there is
    # something they could forbid (most of the time nothing is castable and nothing has an ability)
    bans = bool(castable or holders) and any_bans(state)
    cast_bans = bool(castable) and any_cast_bans(state)
    objects = state.objects
    for oid, how in _with_split_halves(state, castable) if castable else ():
        plan = _cast_plan(objects[oid].card, how)
        card = plan.card
        key: tuple[Any, ...] = ("cast", oid) if how == FROM_HAND else ("cast", oid, how)
        if bans and not plan.face_down and cast_banned(state, plan.names):
            if why is not None:
                why[key] = ("201.3", "name_banned")
            continue
        if plan.land:
            continue
        if cast_bans and cast_forbidden(state, seat, card, oid):
            if why is not None:
                why[key] = ("101.2", "forbidden")
            continue  # 101.2
        native = plan.native or granted and flash_granted(state, seat, card)
        permission = plan.permission if not native and not sorcery_time else None
        if not native and not sorcery_time and permission is None:
            if why is not None:
                why[key] = ("307.1", "timing")
            continue
        if plan.static and not cast_allowed(state, seat, card, oid):
            if why is not None:
                why[key] = ("601.3", "restricted")
            continue  # 601.3: the card's own "cast this spell only ..." forbids it now
        for _rule, card_offer in CARD_OFFERS:
            options.extend(card_offer(state, seat, oid, how, card, available))  # suspend (702.62a, 116.2f)
        cost = plan.cost
        parts = plan.parts
        if plan.flashback:
            fb = flashback_cost(state, oid, seat, card)
            if fb is None:
                continue
            cost = fb.mana
            parts = (*parts, fb)
            if cost is not None:
                for estimate in plan.alternative_estimates:
                    cost = estimate(state, seat, card, cost)  # 702.180a harmonize: a tapped creature's power
        if plan.no_mana_cost:
            if why is not None:
                why[key] = ("202.1b", "no_mana_cost")
            continue  # 202.1b: a card with no mana cost can't be cast unless an alternative cost allows it
        if cost is not None and has_cost_modifiers(state):
            cost = estimated_cost(state, seat, oid, cost)
        if cost is not None and plan.own_reduction:
            cost = estimated_own_reduction(state, seat, oid, card, cost)  # 601.2f: "costs {1} less for each"
        if cost is not None and plan.delve:  # 702.66a: graveyard cards pay generic mana
            cost = cost.reduce_generic(len(state.zones.get(rules.graveyard_of(state, seat), ())))
        if cost is not None:
            for estimate in plan.keyword_estimates:  # 702.41 affinity, 702.51 convoke, 702.126 improvise
                cost = estimate(state, seat, card, cost)
        if permission is not None and permission.power and cost is not None:
            cost = cost.plus(ManaCost(generic=permission.power))  # "if you pay {N} more to cast it"
        known = afford.get(id(cost))
        if known is None or known[0] is not cost:
            known = afford[id(cost)] = (cost, can_afford_roughly(state, seat, cost, None, available()))
        affordable = known[1]
        if affordable and guides and oid in guides:
            affordable = can_afford_roughly(state, seat, cost, oid, available())  # it is on the stack as it is paid
        if not affordable and plan.mana_only:
            if why is not None:
                why[key] = ("601.2g", "mana", cost, tuple(available()), dict(player.pool.amounts))
            continue
        problem = _parts_problem(state, seat, oid, parts) if parts else None
        if problem is not None:
            if why is not None:
                why[key] = problem
            continue
        if not has_targets_for(state, plan.modal, seat, oid) and not any(
                has_targets_for(state, spell, seat, oid) for spell in plan.alternative_spells):
            if why is not None:
                why[key] = ("601.2c", "targets")
            continue  # (an alternative cost's own spell may need other targets: 702.96 overload, 702.148 cleave)
        options.append(("cast", oid) if how == FROM_HAND else ("cast", oid, how))
    limits = bool(holders) and type(rules).can_activate is not RuleSet.can_activate  # a format's own limits
    for oid in holders:
        o = state.objects[oid]
        if o.face_down:  # 702.37e: a face-down permanent has no abilities, only the special action
            for _rule, _may, face_down_offer in FACE_DOWN_OFFERS:
                options.extend(face_down_offer(state, seat, oid))
            continue
        c = chars(state, oid) if o.zone[0] == BATTLEFIELD else None
        abilities = c.activated if c is not None else o.card.activated
        if c is not None and "activated abilities can't be activated" in c.keywords:
            if why is not None:
                for i, ab in enumerate(abilities):
                    if not ab.is_mana:
                        why[("activate", oid, i)] = ("602.5", "cant_activate")
            continue  # 602.5 (Arrest)
        for i, ab in enumerate(abilities):
            if ab.zone != o.zone[0]:
                continue
            key = ("activate", oid, i)
            if c is not None and not ab.is_mana and NO_NONMANA_ACTIVATIONS in c.keywords:
                if why is not None:
                    why[key] = ("602.5", "cant_activate")
                continue  # 602.5 (Damping Matrix: mana abilities stay)
            if bans and activation_banned(state, oid, ab.is_mana):
                if why is not None and not ab.is_mana:
                    why[key] = ("602.5", "name_banned")
                continue
            if c is not None and c.controller != seat and not ab.any_player:
                continue  # 602.2: only its controller may activate it, unless it says any player may
            if (ab.sorcery_speed or ab.loyalty) and not sorcery_time:
                if why is not None:
                    why[key] = ("606.3" if ab.loyalty else "602.5d", "timing")
                continue
            if ab.loyalty and loyalty_used(state, oid):
                if why is not None:
                    why[key] = ("606.3", "loyalty_used")
                continue
            if (ab.once_per_turn or ab.max_per_turn) and \
                    int(state.turn_facts.get(("activated", oid, i), 0)) >= (ab.max_per_turn or 1):
                if why is not None:
                    why[key] = ("602.5b", "per_turn", ab.max_per_turn or 1)
                continue  # 602.5b: "activate only once each turn" / "no more than twice each turn"
            if limits and not rules.can_activate(state, seat, oid, i):
                if why is not None and not ab.is_mana:
                    why[key] = ("", "format")
                continue
            if ab.condition is not None and not check_condition(state, ab.condition, seat, oid):
                if why is not None and not ab.is_mana:
                    why[key] = ("602.5b", "condition")
                continue  # 602.5b: "activate only if ..."
            problem = _cost_problem(state, seat, oid, ab, available)
            if problem is not None:
                if why is not None and not ab.is_mana:
                    why[key] = problem
                continue
            if ab.is_mana:
                if idle_mana and ab.cost.remove_any:
                    options.extend(("mana", oid, i, m) for m in storage_choices(state, seat, oid, i))
                elif idle_mana and pays_itself(ab.cost):
                    options.append(("mana", oid, i))
                    options.extend(mana_alternatives(state, seat, oid, i))  # 106.1: the color is chosen
                elif idle_mana and (pays_itself_but_mana(ab.cost) or pays_with_other_parts(ab.cost)):
                    options.extend(costed_mana_options(state, seat, oid, i))  # 605.3a: its mana from the pool
                continue
            if locked:
                if why is not None:
                    why[key] = ("702.61a", "split_second")
                continue
            if not has_targets_for(state, ab.effect, seat, oid):
                if why is not None:
                    why[key] = ("602.2b", "targets")
                continue
            options.append(("activate", oid, i))
    if type(rules).special_actions is not RuleSet.special_actions:  # only formats that add some (Vortex, Castle)
        options.extend(rules.special_actions(state, seat))
    return options


class _CastPlan:
    """What the legal-action scan needs to know about casting one card one way that the card and the way alone
    decide (117.1): the card as cast (709.3a a half, 702.37c face down, 712.4b a back face), its names for 201.3,
    whether it is a land (305.9) or has flash (702.8a), its own flash permission (601.3), its announced cost and
    additional costs (601.2b, 601.2f), which cost estimates apply to it, the modes whose targets it needs
    (601.2c). Made once per card definition and way (`_cast_plan`); what the game state decides is checked at
    each priority as before."""

    __slots__ = ("whole", "card", "names", "face_down", "land", "native", "permission", "static", "cost",
                 "parts", "flashback", "alternative_estimates", "no_mana_cost", "own_reduction", "delve",
                 "keyword_estimates", "mana_only", "modal", "alternative_spells")

    def __init__(self, whole: CardDef, how: str) -> None:
        mode = mode_of(how)
        if mode.face_down:
            card = face_down_card()
        elif mode.transformed is not None:
            card = mode.transformed(whole)  # 702.146a disturb: the back face, for the disturb cost
        else:
            card = spell_part(whole, how)
        regular = all(a.flashback or a.label in ELSEWHERE for a in card.alternative_costs)
        self.whole = whole
        self.card = card
        self.names = frozenset({card.name, whole.name})
        self.face_down = mode.face_down
        self.land = "Land" in card.types
        self.native = "Instant" in card.types or "flash" in card.keywords
        self.permission = flash_permission(card) if card.static else None
        self.static = bool(card.static)
        self.cost = _announced_cost(mode, card)
        self.parts: tuple[Cost, ...] = card.additional_costs
        self.flashback = mode.flashback
        self.alternative_estimates = tuple(
            estimate for label, estimate in ALTERNATIVE_ESTIMATES.items()
            if any(a.label == label for a in card.alternative_costs))
        self.no_mana_cost = card.mana_cost is None and mode.for_mana_cost and regular
        self.own_reduction = bool(card.static) and any(ab.kind == "self_cost_reduction" for ab in card.static)
        self.delve = "delve" in card.keywords
        self.keyword_estimates = tuple(estimate for _rule, keywords, estimate in COST_ESTIMATES
                                       if card.keywords and not card.keywords.isdisjoint(keywords))
        self.mana_only = regular  # every alternative cost is flashback or paid elsewhere: mana is the only way
        modal = spell_modal(card)
        if card.enchant is not None and card.spell is None:
            modal = Modal((Mode(targets=(TargetSpec(card.enchant),)),))
        self.modal = modal
        self.alternative_spells = tuple(a.spell for a in card.alternative_costs if a.spell is not None)


_CAST_PLANS: dict[tuple[int, str], _CastPlan] = {}


def _cast_plan(whole: CardDef, how: str) -> _CastPlan:
    """The cast plan of this card definition cast this way, made once (card definitions are immutable; the
    plan keeps its card, so its id is not reused while remembered). The registries it reads (cast modes, cost
    estimates) are filled when the kernel loads, before any game."""
    key = (id(whole), how)
    plan = _CAST_PLANS.get(key)
    if plan is None or plan.whole is not whole:
        if len(_CAST_PLANS) > 4096:
            _CAST_PLANS.clear()
        plan = _CAST_PLANS[key] = _CastPlan(whole, how)
    return plan


def _announced_cost(mode: CastMode, card: CardDef) -> ManaCost | None:
    """The mana a cast mode pays before modifiers: {3} face down (702.37c), nothing without paying its mana cost,
    the alternative cost it is cast for, else the card's mana cost."""
    if mode.face_down:
        return FACE_DOWN_COST
    if mode.without_paying:
        return None
    if mode.alternative:
        alternative: ManaCost | None = next(a.cost.mana for a in card.alternative_costs if a.label == mode.alternative)
        return alternative
    cost: ManaCost | None = card.mana_cost
    return cost


def _with_split_halves(state: GameState, found: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """709.3: each half of a split card in hand may be cast; the card's first half is cast as the card.
    702.37a: a card with morph in hand may also be cast face down."""
    out: list[tuple[int, str]] = []
    objects = state.objects
    for oid, how in found:
        out.append((oid, how))
        if how == FROM_HAND:
            ways = _hand_ways(objects[oid].card)
            if ways:
                out.extend((oid, way) for way in ways)
    return out


_HAND_WAYS: dict[int, tuple[CardDef, tuple[str, ...]]] = {}


def _hand_ways(card: CardDef) -> tuple[str, ...]:
    """The other ways this card may be cast from hand: its other split halves (709.3), fused (702.102a), face
    down (702.37c). The card alone decides, so the answer is remembered per card definition (the registry of
    hand variants is filled when the kernel loads, before any game)."""
    found = _HAND_WAYS.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    ways: list[str] = []
    if card.layout == "split" and len(card.faces) > 1:
        ways.extend(f"half:{i}" for i in range(1, len(card.faces)))
    for mode in HAND_VARIANTS:
        if mode.offered_from_hand is not None and mode.offered_from_hand(card):
            ways.append(mode.how)
    if len(_HAND_WAYS) > 4096:
        _HAND_WAYS.clear()
    _HAND_WAYS[id(card)] = (card, tuple(ways))
    return tuple(ways)


def _ability_holders(state: GameState, seat: int, with_mana: bool) -> list[int]:
    """Objects whose activated abilities this player may activate: permanents they control, and cards in
    their hand or graveyard with abilities that work there (cycling, 702.29). Permanents whose only
    abilities are mana abilities are left out unless `with_mana`: 605.3a lets a player activate those
    while holding priority, but they change nothing a legal-action list needs unless asked for."""
    key = (seat, with_mana)
    lists: dict[Any, Any] | None = state.cache.get("ability_holders")  # see GameState.forget
    if lists is None:  # not setdefault: no empty dict made and dropped at each call
        lists = state.cache["ability_holders"] = {}
    cached: list[int] | None = lists.get(key)
    if cached is None:
        objects = state.objects
        cached = []
        for oid in state.battlefield():
            if objects[oid].face_down:
                if objects[oid].controller == seat and any(may(objects[oid]) for _r, may, _o in FACE_DOWN_OFFERS):
                    cached.append(oid)  # it may be turned face up (702.37e, 701.34b)
                continue
            c = chars(state, oid)
            if c.activated and (with_mana or _has_non_mana(c.activated)) and (
                    c.controller == seat or _any_player(c.activated)):
                cached.append(oid)
        lists[key] = cached
    hand = state.zone(HAND, seat)
    in_hand = with_zone_fact(state, hand, 1) if hand and zone_facts_of(state, hand) & HAND_ABILITY else None
    graveyard = state.zones.get(state.rules.graveyard_of(state, seat))
    in_graveyard = with_zone_fact(state, graveyard, 2) \
        if graveyard and zone_facts_of(state, graveyard) & GRAVEYARD_ABILITY else None
    if not (in_hand or in_graveyard):
        return cached  # the cache's own list: callers only read it
    return cached + (in_hand or []) + (in_graveyard or [])


_NON_MANA: dict[int, tuple[tuple[Any, ...], bool]] = {}


_ANY_PLAYER: dict[int, tuple[tuple[Any, ...], bool]] = {}


def _any_player(activated: tuple[Any, ...]) -> bool:
    """Does this ability list hold an ability any player may activate (602.2)? Remembered per list."""
    found = _ANY_PLAYER.get(id(activated))
    if found is None or found[0] is not activated:
        found = (activated, any(ab.any_player for ab in activated))
        _ANY_PLAYER[id(activated)] = found
    return found[1]


def _has_non_mana(activated: tuple[Any, ...]) -> bool:
    """Does this ability list hold an ability that is not a mana ability? Remembered per list, which
    layers share between objects with the same printed abilities."""
    found = _NON_MANA.get(id(activated))
    if found is None or found[0] is not activated:
        found = (activated, any(not ab.is_mana for ab in activated))
        if len(_NON_MANA) > 4096:
            _NON_MANA.clear()
        _NON_MANA[id(activated)] = found
    return found[1]


def _cost_problem(state: GameState, seat: int, oid: int, ab: Any,
                  available: Callable[[], list[tuple[int, frozenset[str]]]]) -> tuple[Any, ...] | None:
    """Why an activated ability's cost can't be paid now (602.2b, 601.2h), as (rule, reason code, data...);
    None when it looks payable (a pre-check: the payment step is the real test)."""
    cost = ab.cost
    o = state.objects[oid]
    if cost.tap or cost.untap:
        if o.zone[0] != BATTLEFIELD:
            return ("602.2b", "not_on_battlefield")
        if cost.tap and o.tapped:
            return ("107.5", "tapped")
        if cost.untap and not o.tapped:
            return ("107.6", "untapped")
        if "Creature" in chars(state, oid).types and summoning_sick(state, oid):
            return ("302.6", "summoning_sick")
    name, n = cost.remove_counters
    if n and o.counters.get(name, 0) < n:
        return ("602.2b", "counters", name, n)
    if ab.loyalty and cost.remove_counters[1] and o.counters.get("loyalty", 0) < cost.remove_counters[1]:
        return ("606.6", "counters", "loyalty", cost.remove_counters[1])
    if cost.life:
        p = state.players[seat]
        if not infinite_life(state, seat) and p.life < cost.life and not unbounded_payment(state):
            return ("119.4", "life", cost.life)
    if cost.energy and not can_pay_energy(state, seat, cost.energy):
        return ("107.14", "energy", cost.energy)
    if cost.per_x:
        cost = with_x_count(cost, 0)  # X may be announced as 0 (107.3); the mana below is checked the same way
    if cost.sacrifice is not None or cost.discard_count or cost.exile_count or cost.tap_count or cost.bounce_count \
            or cost.craft_count or cost.counter_from_count:
        # 601.2h: the candidates the payment step picks from (a card in hand is not discarded for its own cost)
        missing = missing_cost_part(state, seat, oid, oid if o.zone[0] == HAND else None, cost)
        if missing is not None:
            return ("601.2h", "bounce" if missing[0] == "return" else missing[0], missing[1])
    if cost.evidence and evidence_available(state, seat) < cost.evidence:
        return ("701.59a", "cost")
    if cost.forage and not can_forage(state, seat, oid):
        return ("701.61a", "cost")
    if not library_cost_payable(state, seat, cost):
        return ("118.3", "cost")  # too few cards to mill or exile from the top of the library
    if cost.crew:
        if crew_power(state, seat, oid, ()) < cost.crew:
            return ("702.122", "crew", cost.crew)
    if ab.is_mana:
        return None
    mana = cost.mana.with_x(0) if cost.mana else None
    if mana is not None:
        mana = activation_reduced(state, seat, oid, ab, mana)  # 601.2f: "costs {N} less to activate if ..."
    if can_afford_roughly(state, seat, mana, oid if cost.tap else None, available()):
        return None
    return ("601.2g", "mana", mana, tuple(available()), dict(state.players[seat].pool.amounts))


def _parts_problem(state: GameState, seat: int, oid: int, parts: tuple[Cost, ...]) -> tuple[Any, ...] | None:
    """Why a spell's additional costs (and its flashback cost's other parts) can't be paid now (601.2h, 118.3),
    or None. Each part is checked on its own with X as 0, against the pools the payment step picks from; the
    card itself is never discarded or exiled for its own cost. Of an additional cost "<this> or <that>" (601.2b)
    one of the two must be payable; a choice that is only mana is left to the payment."""
    for part in parts:
        if part.or_cost is not None:
            first = replace(part, or_cost=None)
            if _parts_problem(state, seat, oid, (first,)) is None or replace(part.or_cost, mana=None).is_free():
                continue
            part = part.or_cost
        if part.per_x:
            part = with_x_count(part, 0)
        if part.life and not infinite_life(state, seat) and state.players[seat].life < part.life \
                and not unbounded_payment(state):
            return ("119.4", "life", part.life)
        if part.energy and not can_pay_energy(state, seat, part.energy):
            return ("107.14", "energy", part.energy)
        if part.evidence and evidence_available(state, seat, oid) < part.evidence:
            return ("701.59a", "cost")
        if part.forage and not can_forage(state, seat, oid):
            return ("701.61a", "cost")
        if part.sacrifice is not None or part.discard_count or part.exile_count or part.tap_count \
                or part.bounce_count or part.craft_count or part.reveal_count:
            missing = missing_cost_part(state, seat, oid, oid, part)
            if missing is not None:
                return ("601.2h", "bounce" if missing[0] == "return" else missing[0], missing[1])
    return None


@handler("legend_rule")
def legend_rule(state: GameState, frame: tuple[Any, ...]) -> None:
    """704.5j: the controller of two or more legendary permanents with the same name chooses one."""
    _name, controller, ids = frame
    alive = tuple(o for o in ids if o in state.objects and state.objects[o].zone[0] == BATTLEFIELD)
    if len(alive) < 2:
        return
    ask(state, Decision(controller, "legend_rule", tuple(("keep", o) for o in alive), "legend_rule", (alive,),
                        "Choose the legendary permanent to keep; the others go to the graveyard (704.5j).",
                        "704.5j"))


@resumer("legend_rule")
def legend_rule_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (alive,) = decision.data
    for oid in alive:
        if oid != action[1] and oid in state.objects:
            events.move(state, oid, "graveyard", cause="704.5j")
