"""Web-slinging and mayhem, the alternative costs of the Spider-Man set (2025; newer than the bundled CR, so the
rules are applied as their reminder text states them).

- "Web-slinging {cost}": "You may cast this spell for {cost} if you also return a tapped creature you control to
  its owner's hand." An alternative cost (118.9) whose payment includes returning one tapped creature you
  control (`Cost.bounce`, picked as the cost is paid, 601.2h).
- "Mayhem {cost}": "You may cast this card from your graveyard for {cost} if you discarded it this turn. Timing
  rules still apply." An alternative cost paid only by that graveyard cast (`rules.keywords.mayhem`), never
  offered from the hand; the spell is not exiled afterwards.

A land's bare "Mayhem" (play it from your graveyard) has no cost and is not matched, so such a card stays
unsupported; so does "if this spell's mayhem cost was paid", which has no template yet."""

from __future__ import annotations

import re

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.words import Parts, _unsupported
from kitchentable.rules.abilities import AlternativeCost, Cost, Filter

TAPPED_CREATURE_YOU_CONTROL = Filter(types=frozenset({"Creature"}), controller="you", tapped=True)


@expander("web-slinging", "mayhem", read_back=ReadBack(alternative_cost=True))
def expand_web_slinging_or_mayhem(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """The two keywords' alternative costs."""
    cost = keyword_cost(m)
    if cost is None:
        raise _unsupported(kw.name)
    if kw.name == "web-slinging":
        parts.alternative.append(AlternativeCost(
            Cost(mana=cost, bounce=TAPPED_CREATURE_YOU_CONTROL, bounce_count=1), "web-slinging"))
        return True
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "mayhem"))
    return True
