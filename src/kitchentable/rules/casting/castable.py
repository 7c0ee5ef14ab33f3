"""What a player could begin casting now, for the legal-action scan (117.1, 601.3): the cards in hand, graveyard
and exile that may be cast, remembered per zone, and rough checks of targets and cost.
"""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.rules.abilities import CardDef, Cost, Modal
from kitchentable.rules.casting.mana_abilities import source_units
from kitchentable.rules.casting.payment import mana_sources, unbounded_payment
from kitchentable.rules.casting.zone_facts import (
    FLASHBACK,
    GRAVEYARD_CAST,
    GRAVEYARD_CAST_LABELS,
    HAND_SPECIAL_ACTION_LABELS,
    INSTANT_SPEED,
    castable_at_instant_speed,
    scan_zone_fact,
    with_zone_fact,
    zone_facts_of,
)
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.mana import ManaCost, can_pay
from kitchentable.rules.concepts.target_links import groups_fillable
from kitchentable.rules.concepts.targets import has_candidates
from kitchentable.rules.continuous.play_from_exile import exiled_playable
from kitchentable.rules.engine import rule_order
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.state import HAND, GameState

# --- what mechanics add: cards castable by their own permissions, registered in the order of their rules -------

LaterCasts = Callable[[GameState, int, bool], list[tuple[int, str]]]
GraveyardCast = Callable[[GameState, int, int], "str | None"]

LATER_CASTS: list[tuple[str, LaterCasts]] = []
GRAVEYARD_CASTS: list[tuple[str, GraveyardCast]] = []


def castable_later(rule: str) -> Callable[[LaterCasts], LaterCasts]:
    """Register `fn(state, player, instant speed) -> [(card, how)]`: cards a player may cast on a later turn
    by a permission kept in `state.delayed` (702.143a foretold, 702.185a warped cards in exile); asked only
    while `state.delayed` holds an entry."""

    def register(fn: LaterCasts) -> LaterCasts:
        LATER_CASTS.append((rule, fn))
        LATER_CASTS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def castable_from_graveyard(rule: str, label: str) -> Callable[[GraveyardCast], GraveyardCast]:
    """Register `fn(state, player, card) -> how | None`: a way to cast a card from its owner's graveyard for
    its alternative cost `label` (702.138a escape, 702.146a disturb)."""

    def register(fn: GraveyardCast) -> GraveyardCast:
        GRAVEYARD_CASTS.append((rule, fn))
        GRAVEYARD_CASTS.sort(key=lambda hook: rule_order(hook[0]))
        GRAVEYARD_CAST_LABELS.add(label)
        return fn

    return register


def special_action_from_hand(label: str) -> None:
    """The alternative cost `label` is paid by a special action that exiles the card from its owner's hand
    (702.143a foretell, 702.170a plot): hands holding such a card are looked at (`HAND_SPECIAL_ACTION`)."""
    HAND_SPECIAL_ACTION_LABELS.add(label)


def castable_from(state: GameState, seat: int, instant_speed: bool = False) -> list[tuple[int, str]]:
    """Cards the player could begin to cast: from hand, from the graveyard with flashback (702.34), and
    from exile with an impulse permission (`rules.continuous.play_from_exile`, read only while a resolved effect exists).
    `instant_speed` (outside sorcery timing, 307.1) keeps only cards `castable_at_instant_speed`."""
    out = _castable_from_hand_or_graveyard(state, seat, instant_speed)
    if state.continuous:
        out += [(oid, "exiled") for oid in exiled_playable(state, seat)
                if not instant_speed or castable_at_instant_speed(state.objects[oid].card)]
    return out


def _castable_from_hand_or_graveyard(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    hand = state.zone(HAND, seat)
    if not instant_speed:
        out = [(oid, "hand") for oid in hand]
    elif zone_facts_of(state, hand) & INSTANT_SPEED:
        out = [(oid, "hand") for oid in scan_zone_fact(state, hand, INSTANT_SPEED)]
    else:
        out = []
    if state.delayed:
        for _rule, later in LATER_CASTS:
            out = out + later(state, seat, instant_speed)  # 702.143a foretold, 702.185a warped cards in exile
    gy = state.zones.get(state.rules.graveyard_of(state, seat), [])
    facts = zone_facts_of(state, gy)
    if not (state.continuous or facts & (FLASHBACK | GRAVEYARD_CAST)):
        return out  # nothing in the graveyard could be cast from there
    if instant_speed and not facts & INSTANT_SPEED:
        return out  # 307.1: no card there could be cast outside sorcery timing, whatever lets it be cast from there
    from_graveyard = _castable_from_graveyard(state, seat, gy)
    if instant_speed:
        from_graveyard = [c for c in from_graveyard if castable_at_instant_speed(state.objects[c[0]].card)]
    return out + from_graveyard


def _castable_from_graveyard(state: GameState, seat: int, gy: list[int]) -> list[tuple[int, str]]:
    """The player's graveyard cards they could begin to cast from there, and how: flashback (702.34), granted
    flashback, retrace (702.81), "you may cast this card from your graveyard", escape and disturb."""
    out: list[tuple[int, str]] = []
    flashback = with_zone_fact(state, gy, 0)
    if state.continuous:
        granted = _granted_flashback(state, seat)
        if granted:
            own = set(flashback)
            flashback = [oid for oid in gy if oid in own or oid in granted]
    with_flashback = set(flashback)
    out += [(oid, "flashback") for oid in flashback]
    for oid in with_zone_fact(state, gy, 3):
        if "retrace" in state.objects[oid].card.keywords:
            if state.objects[oid].owner == seat and _has_land_in_hand(state, seat):
                out.append((oid, "retrace"))
        if oid not in with_flashback and _may_cast_from_graveyard(state, seat, oid):
            out.append((oid, "graveyard"))
        for _rule, cast_from_graveyard in GRAVEYARD_CASTS:
            how = cast_from_graveyard(state, seat, oid)  # 702.138a escape, 702.146a disturb
            if how is not None:
                out.append((oid, how))
    return out


def _has_land_in_hand(state: GameState, seat: int) -> bool:
    """702.81a: retrace needs a land card to discard."""
    return any("Land" in state.objects[h].card.types for h in state.zone(HAND, seat))


def _may_cast_from_graveyard(state: GameState, seat: int, oid: int) -> bool:
    """"You may cast this card from your graveyard [as long as ...]" (Gravecrawler): a static ability that
    functions in the graveyard (113.6b), for the card's owner."""
    o = state.objects[oid]
    return o.owner == seat and any(
        ab.kind == "cast_from_graveyard" and (ab.condition is None or check_condition(state, ab.condition, seat, oid))
        for ab in o.card.static)


def _granted_flashback(state: GameState, seat: int) -> frozenset[int]:
    """Cards given flashback for this player by a resolved effect (Past in Flames): locked to the cards in
    their graveyard when it resolved (611.2c), so a card put there later, or one that left and came back,
    has none. Only the effect's controller casts with it: "your graveyard" is theirs alone, even where
    players share a graveyard (Judge's Tower ICR 100.6)."""
    found: set[int] = set()
    for ce in state.continuous:
        if ce.ability.kind == "grant_flashback" and ce.objects is not None and ce.controller == seat:
            found |= ce.objects
    return frozenset(found)


def flashback_cost(state: GameState, oid: int, seat: int, card: CardDef | None = None) -> Cost | None:
    """702.34a: the card's flashback cost: its own flashback keyword, else a granted flashback whose cost is
    the card's mana cost (a card with no mana cost then has no flashback cost, 118.6). `card` is the part of
    the card being cast when it is not the whole card (702.127a: an aftermath half's own cost)."""
    card = card if card is not None else state.objects[oid].card
    for alt in card.alternative_costs:
        if alt.flashback:
            return alt.cost
    if oid in _granted_flashback(state, seat) and card.mana_cost is not None:
        return Cost(mana=card.mana_cost)
    return None


def has_targets_for(state: GameState, modal: Modal, seat: int, source: int) -> bool:
    """Could at least one mode's targets be chosen now (601.2c)? A cheap pre-check for legal actions."""
    for mode in modal.modes:
        if all(has_candidates(state, spec, seat, source, spec.min) for spec in mode.targets) \
                and groups_fillable(state, mode.targets, seat, source):
            return True
    return False


def can_afford_roughly(state: GameState, seat: int, cost: ManaCost | None, source: int | None = None,
                       available: list[tuple[int, frozenset[str]]] | None = None) -> bool:
    """Could the player's available mana cover this cost (ignoring modifiers)? A pre-check only; the real
    test is the payment step, which rewinds if it fails. `available` may pass the player's mana sources
    (object, mana types) when checking many costs at once."""
    if cost is None:
        return True
    if unbounded_payment(state):
        return True
    player = state.players[seat]
    if available is None:
        available = source_units(state, mana_sources(state, seat))  # "{T}: Add {C}{C}" counts two
    sources = available if source is None else [s for s in available if s[0] != source]  # only read below
    need = cost.with_x(0)
    amounts = player.pool.amounts
    if player.pool.restricted:  # 106.6: counted as if it could pay (a pre-check; the payment decides)
        amounts = dict(amounts)
        for kind, n, _flt in player.pool.restricted:
            amounts[kind] = amounts.get(kind, 0) + n
    if sum(amounts.values()) + len(sources) < need.least_mana:
        return False
    return can_pay(need, amounts, sources, 10**9 if infinite_life(state, seat) else player.life)
