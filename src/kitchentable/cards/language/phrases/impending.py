"""Impending (702.176; Duskmourn, newer than the bundled CR: applied as the current rule states it).

"Impending N—{cost}" is four abilities: you may cast the spell for {cost} rather than its mana cost (an
alternative cost, 118.9); if that cost was paid it enters with N time counters; as long as that cost was paid
and it has a time counter on it, it isn't a creature (layer 4, 613.1d); and at the beginning of your end step,
if that cost was paid and it has a time counter, remove a time counter from it. Whether the cost was paid is
the tag "paid:impending" the permanent gets as it enters (`rules.events.move`); every part is a kernel ability
already, so impending needs no kernel module of its own."""

from __future__ import annotations

import re

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.words import Parts, _unsupported
from kitchentable.rules.abilities import (
    SELF,
    AlternativeCost,
    Condition,
    Cost,
    Modal,
    Mode,
    Simple,
    StaticAbility,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)

PAID = Condition("tagged", name="paid:impending")
WAITING = Condition("all", all_of=(PAID, Condition("counters_at_least", n=1, name="time")))
"""Its impending cost was paid and it has a time counter on it."""


@expander("impending", read_back=ReadBack(by_first_word=True))
def expand_impending(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.176a: the alternative cost and the three abilities that read whether it was paid."""
    cost = keyword_cost(m)
    if cost is None or "Creature" not in card_types:
        raise _unsupported(m.group(0))
    n = int(m.group("n"))
    label = f"Impending {n}—{cost}"
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "impending"))
    parts.static.append(StaticAbility("enters_with_counters", amount=fixed(n), condition=PAID,
                                      params=(("counter", "time"),), text=label))
    parts.static.append(StaticAbility("remove_types", types=frozenset({"Creature"}), condition=WAITING, text=label))
    parts.triggered.append(TriggeredAbility(
        TriggerSpec("end_step", whose="you"),
        Modal((Mode((Simple("remove_counters", SELF, fixed(1), (("counter", "time"),)),)),)),
        intervening_if=WAITING, text=label))
    return True
