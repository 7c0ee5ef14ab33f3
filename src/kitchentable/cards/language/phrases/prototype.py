"""Prototype (702.160, 718): "Prototype {cost} — P/T" on an artifact creature card.

The keyword line is kept as a static ability of kind "prototype" holding the prototype mana cost, power and
toughness; the kernel reads it to offer the prototyped cast and to give the permanent those characteristics
(`rules.keywords.prototype`). A line whose cost has {X} is refused (no prototype card has one)."""

from __future__ import annotations

import re

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.words import Parts, _unsupported
from kitchentable.rules.abilities import StaticAbility


@expander("prototype", read_back=ReadBack())
def expand_prototype(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """718.2: the prototype's mana cost, power and toughness, for a creature card."""
    cost = keyword_cost(m)
    if cost is None or cost.x or "Creature" not in card_types:
        raise _unsupported(m.group(0))
    power, toughness = int(m.group("power")), int(m.group("toughness"))
    parts.static.append(StaticAbility("prototype", mana=cost, power=power, toughness=toughness,
                                      text=f"Prototype {cost} — {power}/{toughness}"))
    return True
