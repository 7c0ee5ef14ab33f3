"""Mutate (702.140): the keyword line "Mutate {cost}" (an alternative cost, 118.9, that makes the spell a mutating
creature spell), the trigger "Whenever this creature mutates" (702.140d) and the amount "the number of times this
creature has mutated". The kernel merges the spell with its target (`rules/keywords/mutate.py`, 723)."""

from __future__ import annotations

import re
from typing import Any

from kitchentable.cards.language.keyword_expansion import ReadBack, expander, keyword_cost
from kitchentable.cards.language.keywords import Keyword
from kitchentable.cards.language.words import Parts, PhraseBase
from kitchentable.rules.abilities import AlternativeCost, Amount, Cost, TriggerSpec

TIMES_MUTATED = Amount("times_mutated")


@expander("mutate", read_back=ReadBack(by_first_word=True, alternative_cost=True))
def expand_mutate(kw: Keyword, m: re.Match[str], parts: Parts, card_types: frozenset[str]) -> bool:
    """702.140a: only a creature card's spell can mutate; what paying the cost changes is the kernel's
    (`rules.keywords.mutate`: the target, and the merge as it resolves)."""
    cost = keyword_cost(m)
    if cost is None or "Creature" not in card_types:
        return False
    parts.alternative.append(AlternativeCost(Cost(mana=cost), "mutate"))
    return True


class MutatePhrases(PhraseBase):
    """The mutate trigger and count (`t_mutates`, `ae_times_mutated`)."""

    def t_mutates(self, ch: list[Any]) -> TriggerSpec:
        """702.140d: "whenever this creature mutates": a spell merged with it as a mutating creature spell."""
        self.trigger_on_self = True
        return TriggerSpec("mutates")

    def ae_times_mutated(self, ch: list[Any]) -> Amount:
        """"the number of times this creature has mutated": its components beyond the first (723.2)."""
        return TIMES_MUTATED
