"""What a card can do from the zone it is in, as bits computed once per card definition (`zone_facts`), and
the union of those bits over a hand or graveyard, remembered per zone list: the legal-action scan (117.1) asks
about every card in hands and graveyards each time a player would receive priority, and most of the time the
answer is that no card there can do anything from where it is.
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.player_rules import flash_permission
from kitchentable.rules.state import HAND, GameState

GRAVEYARD_CAST_LABELS: set[str] = set()
"""Alternative costs paid to cast a card from its owner's graveyard (702.138a escape, 702.146a disturb),
filled by `rules.casting.castable.castable_from_graveyard`."""
GRAVEYARD_CAST_FACE_KEYWORDS: set[str] = set()
"""Keywords of one face of a card that let that face be cast from its owner's graveyard (702.127a aftermath),
filled by the mechanic's module."""
HAND_SPECIAL_ACTION_LABELS: set[str] = set()
"""Alternative costs paid by a special action that exiles the card from its owner's hand (702.143a foretell,
702.170a plot), filled by `rules.casting.castable.special_action_from_hand`."""


# What a card definition can do from where it is, as bits (`zone_facts`): the priority check asks about every
# card in hands and graveyards each time a player would receive priority, so each answer is computed once.
FLASHBACK = 1  # it has flashback (702.34)
HAND_ABILITY = 2  # an activated ability that works in hand (cycling, 702.29)
GRAVEYARD_ABILITY = 4  # an activated ability that works in a graveyard, or recover (702.59)
GRAVEYARD_CAST = 8  # "you may cast this card from your graveyard" or retrace (702.81)
INSTANT_SPEED = 16  # it may be cast outside sorcery timing (see `castable_at_instant_speed`)
HAND_SPECIAL_ACTION = 32  # a special action from hand for an alternative cost (foretell, plot; `special_action_from_hand`)
HAND_MANA = 64  # a mana ability that works in hand (Simian Spirit Guide, 605.1a; rules.casting.mana_abilities)


_ZONE_FACTS: dict[int, int] = {}


def zone_facts(card: CardDef) -> int:
    """The card's zone facts (the bits above), computed once per card definition."""
    key = id(card)
    found = _ZONE_FACTS.get(key)
    if found is None:
        found = (
            FLASHBACK * any(a.flashback for a in card.alternative_costs)
            | HAND_ABILITY * any(a.zone == HAND for a in card.activated)
            | GRAVEYARD_ABILITY * (any(a.zone == "graveyard" for a in card.activated)
                                   or any(s.kind == "recover" for s in card.static))
            | GRAVEYARD_CAST * (any(a.kind == "cast_from_graveyard" for a in card.static)
                                or "retrace" in card.keywords
                                or any(a.label in GRAVEYARD_CAST_LABELS for a in card.alternative_costs)
                                or any(not f.keywords.isdisjoint(GRAVEYARD_CAST_FACE_KEYWORDS) for f in card.faces))
            | INSTANT_SPEED * any("Instant" in c.types or "flash" in c.keywords or flash_permission(c) is not None
                                  for c in (card, *card.faces))
            | HAND_SPECIAL_ACTION * any(a.label in HAND_SPECIAL_ACTION_LABELS for a in card.alternative_costs)
            | HAND_MANA * any(a.zone == HAND and a.is_mana for a in card.activated))
        _ZONE_FACTS[key] = found
        _KEEP_ALIVE.append(card)
    return found


_KEEP_ALIVE: list[CardDef] = []  # ids stay valid while the definitions they were computed for live


def castable_at_instant_speed(card: CardDef) -> bool:
    """Could this card be cast while a sorcery couldn't (307.1, 117.1a): is it, one of its halves or one of
    its faces an instant, does it have flash (702.8a), or its own "you may cast ~ as though it had flash"
    (601.3)? A superset of what the legal actions allow. It exists for speed: most of the times a player
    holds priority it is outside sorcery timing, and every card this answers False for is left out before
    any cost, target or split half is looked at."""
    found = _ZONE_FACTS.get(id(card))
    return bool((zone_facts(card) if found is None else found) & INSTANT_SPEED)


def zone_facts_of(state: GameState, ids: list[int]) -> int:
    """The zone facts of any card among `ids` (their union): tells whether a closer look at a hand or
    graveyard is needed at all. Remembered per zone list in `state.scans` with a copy of its contents,
    which are compared (in C) before the answer is reused: an object's card never changes while it stays
    in one zone, so the same ids mean the same facts."""
    if not ids:
        return 0
    key = id(ids)
    memo = state.scans.get(key)
    if memo is not None and memo[0] is ids and memo[1] == ids:
        return memo[2]  # type: ignore[no-any-return]
    objects = state.objects
    facts = _ZONE_FACTS
    union = 0
    for oid in ids:
        card = objects[oid].card
        found = facts.get(id(card))
        union |= zone_facts(card) if found is None else found
    if len(state.scans) > 64:
        state.scans.clear()
    state.scans[key] = (ids, ids[:], union)  # the list itself is kept, so its id can't be reused meanwhile
    return union


def with_zone_fact(state: GameState, ids: list[int], index: int) -> list[int]:
    """The objects among `ids` whose card has zone fact bit `index` of `zone_facts` (0 flashback, 1 an
    ability that works in hand, 2 one that works in a graveyard, 3 may be cast from a graveyard)."""
    if len(ids) > 12:
        key = (index, tuple(ids))
        found: list[int] | None = state.scans.get(key)
        if found is None:
            found = scan_zone_fact(state, ids, 1 << index)
            if len(state.scans) > 64:
                state.scans.clear()
            state.scans[key] = found
        return list(found)
    return scan_zone_fact(state, ids, 1 << index)


def scan_zone_fact(state: GameState, ids: list[int], bit: int) -> list[int]:
    objects = state.objects
    facts = _ZONE_FACTS
    out: list[int] = []
    for oid in ids:
        card = objects[oid].card
        found = facts.get(id(card))
        if (zone_facts(card) if found is None else found) & bit:
            out.append(oid)
    return out
