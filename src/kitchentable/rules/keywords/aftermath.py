"""Aftermath (702.127), a keyword of one half of a split card (709).

702.127a: aftermath is three static abilities of that half: it may be cast from its owner's graveyard; it can't be
cast from any other zone; and a spell cast from a graveyard this way is exiled whenever it would leave the stack.

Here the half is cast by the cast mode "aftermath", offered only for a card in its owner's graveyard (the
graveyard-cast registry). The spell is that half alone (709.3b), paid for with the half's own mana cost, and it
is marked like a flashback spell so that it is exiled instead of going anywhere else as it leaves the stack
(`rules.stack.resolve`). The other half is an ordinary split half: cast from the hand (never offered from the
graveyard by this keyword), and the aftermath half is never offered from the hand, since only "split" cards
offer their second half there (`rules.turn.priority`).
"""

from __future__ import annotations

from kitchentable.rules.abilities import AlternativeCost, CardDef, Cost
from kitchentable.rules.casting.cast_modes import CastMode, cast_mode
from kitchentable.rules.casting.castable import castable_from_graveyard
from kitchentable.rules.casting.zone_facts import GRAVEYARD_CAST_FACE_KEYWORDS
from kitchentable.rules.records import replace
from kitchentable.rules.state import GameState

AFTERMATH = "aftermath"
GRAVEYARD_CAST_FACE_KEYWORDS.add(AFTERMATH)

_HALVES: dict[int, tuple[CardDef, CardDef | None]] = {}


def aftermath_half(card: CardDef) -> CardDef | None:
    """The half of the split card that has aftermath, as a spell cast from the graveyard: its own mana cost is
    what is paid, recorded as a flashback-like cost so the spell is exiled as it leaves the stack (702.127a).
    None if no half has aftermath. Made once per card definition."""
    found = _HALVES.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    half = next((f for f in card.faces if AFTERMATH in f.keywords), None)
    spell = None
    if half is not None and half.mana_cost is not None:
        spell = replace(half, alternative_costs=(
            *half.alternative_costs, AlternativeCost(Cost(mana=half.mana_cost), AFTERMATH, flashback=True)))
    _HALVES[id(card)] = (card, spell)
    return spell


def _part(card: CardDef, how: str) -> CardDef:
    found = aftermath_half(card)
    return found if found is not None else card


cast_mode(CastMode(AFTERMATH, "702.127a", flashback=True, part=_part))


@castable_from_graveyard("702.127a", AFTERMATH)
def _aftermath(state: GameState, seat: int, oid: int) -> str | None:
    """702.127a: its owner may cast the aftermath half from their graveyard."""
    o = state.objects[oid]
    return AFTERMATH if o.owner == seat and aftermath_half(o.card) is not None else None
