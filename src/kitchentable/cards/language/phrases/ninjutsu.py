"""Ninjutsu {cost} (702.49a): an activated ability of a card in its owner's hand, "[Cost], Reveal this card from
your hand, Return an unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking."

The returning is a cost (`Cost.bounce` with the filter `unblocked`, 509.1h), so it is paid as the ability is
activated and the ability can be activated only while such a creature exists (702.49c). What the Ninja attacks is
read from the returned creature as the ability resolves (`rules.keywords.ninjutsu`). Commander ninjutsu (702.49d)
is another keyword, not matched here.
"""

from __future__ import annotations

import re

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.words import Parts
from kitchentable.rules.abilities import SELF, ActivatedAbility, Cost, Filter, Modal, Mode, Simple

UNBLOCKED_ATTACKER = Filter(types=frozenset({"Creature"}), controller="you", attacking=True, unblocked=True)
""""an unblocked attacking creature you control" (509.1h)."""


@expander("ninjutsu", read_back=ReadBack())
def expand_ninjutsu(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.49a: the ability, usable from the hand at instant speed; its text is the keyword line, so `cards show`
    reads it back as printed."""
    cost = keyword_cost(m)
    if cost is None or "Creature" not in card_types:
        return False
    parts.activated.append(ActivatedAbility(
        Cost(mana=cost, bounce=UNBLOCKED_ATTACKER, bounce_count=1),
        Modal((Mode((Simple("ninjutsu", SELF),)),)),
        zone="hand", text=f"Ninjutsu {cost}"))
    return True
