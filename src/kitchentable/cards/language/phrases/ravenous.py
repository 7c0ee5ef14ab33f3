"""Ravenous (702.156a in the rules since 2022's Warhammer 40,000 decks): "This permanent enters with X +1/+1 counters
on it" and "When this permanent enters, if X is 5 or more, draw a card", X being the X its spell was cast with
(107.3m). Both abilities keep "Ravenous" as their text, so `cards show` prints the keyword line. The kernel reads
the X from the permanent (`rules.casting.entering_x`) and tests it with `rules.keywords.ravenous`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from kitchentable.cards.language.keyword_expansion import ReadBack, expander
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.words import Parts, Unsupported, nested_builder
from kitchentable.rules.abilities import Condition, StaticAbility, TriggeredAbility

RAVENOUS_DRAW_AT = 5
"""702.156a: the X from which the permanent's controller draws a card as it enters."""


@expander("ravenous", read_back=ReadBack())
def expand_ravenous(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.156a: the entering counters (614.1c) and the intervening-if draw trigger (603.4)."""
    tag, counters = nested_builder("static").transform(parse("~ enters with x +1/+1 counters on it."))
    kind, draw = nested_builder("triggered").transform(parse("when ~ enters, draw a card."))
    if tag != "static" or kind != "triggered" or not isinstance(counters, StaticAbility) \
            or not isinstance(draw, TriggeredAbility):
        raise Unsupported("ravenous")
    parts.static.append(replace(counters, text="Ravenous"))
    parts.triggered.append(replace(draw, intervening_if=Condition("entered_x_at_least", n=RAVENOUS_DRAW_AT),
                                   text="Ravenous"))
    return True
