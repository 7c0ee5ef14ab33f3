"""Mayhem (Spider-Man, 2025; newer than the bundled CR): "You may cast this card from your graveyard for its mayhem
cost if you discarded it this turn. Timing rules still apply."

The card is cast by the cast mode "mayhem" for its alternative cost labelled "mayhem" (never offered from the
hand: the cost is paid only by this cast, `cast_modes.ELSEWHERE`), offered for a card in its owner's graveyard
that this player discarded this turn (`rules.events.discard` notes each discarded card as it arrives there; the
note is about that object, so a card that left the graveyard and came back is a new object and is not noted).
The usual timing applies (the legal-action scan's), and the spell goes wherever a spell goes afterwards.
"""

from __future__ import annotations

from kitchentable.rules.casting.cast_modes import CastMode, cast_mode
from kitchentable.rules.casting.castable import castable_from_graveyard
from kitchentable.rules.events import DISCARDED_CARD
from kitchentable.rules.state import GameState

MAYHEM = "mayhem"

cast_mode(CastMode(MAYHEM, "702", alternative=MAYHEM))


@castable_from_graveyard("702", MAYHEM)
def _mayhem(state: GameState, seat: int, oid: int) -> str | None:
    """The card's owner discarded it this turn and it has a mayhem cost."""
    o = state.objects[oid]
    if o.owner != seat or state.turn_facts.get((DISCARDED_CARD, oid)) != seat:
        return None
    return MAYHEM if any(a.label == MAYHEM for a in o.card.alternative_costs) else None
