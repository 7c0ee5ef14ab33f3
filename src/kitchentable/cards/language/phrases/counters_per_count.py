"""Counters put once per counted object (122.1, 608.2h): "When ~ enters, put a +1/+1 counter on it for each other
creature you control.", "Put a +1/+1 counter on target creature for each creature card in your graveyard." The
count is read as the instruction happens (the kernel's "add_counters" with a counted amount); the effect keeps
the words "for each" (param "for_each") so the render says them as printed rather than "X counters, where X is"."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, each_counted, number
from kitchentable.rules.abilities import Effect, Simple


class CountersPerCountPhrases(PhraseBase):
    """"put N [kind] counters on [object] for each [counted]"."""

    def cpc_put_counters_each(self, ch: list[Any]) -> list[Effect]:
        n, kind, ref, counted = _clean(ch)
        amount = each_counted(counted, number(n))
        if amount.filter is not None and amount.filter.other and self.trigger_has_object:
            raise Unsupported("'for each other ...' in a trigger about another object (other than which?)")
        return [Simple("add_counters", ref, each_counted(counted, number(n)),
                       (("counter", str(kind)), ("for_each", True)))]
