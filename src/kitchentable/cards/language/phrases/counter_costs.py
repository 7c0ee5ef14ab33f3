"""Costs that put counters on the source, and the source sacrificed with another permanent (118.3, 602.2b).

- "Put a page counter on ~:" / "Put a -1/-1 counter on ~:": `Cost.add_counters` (kind, n), the same part a
  planeswalker's "+N" loyalty cost pays (606.4), put on the source as the cost is paid (601.2h,
  `rules.casting.payment`). The ability is no loyalty ability (`ActivatedAbility.loyalty` stays false: no
  once-per-turn or sorcery-speed limit, 606.3). A cost that adds counters can always be paid (122.1; nothing
  here forbids counters on a permanent), so a mana ability with it is offered like other mana abilities whose
  cost has more than {T} (`rules.casting.mana_abilities.pays_itself`).
- "Remove a +1/+1 counter from a creature you control:": `Cost.counter_from` (the permanents, each with such a
  counter) and `counter_from_count`; the permanent is picked as the cost is paid (601.2h) and loses one counter of
  that kind (122.8). Only a named kind: "a counter" (of any kind) would need a choice of kind, and is refused.
- "Sacrifice ~ and a creature you control:": `Cost.sacrifice_self` and `Cost.sacrifice` together; both are
  chosen and paid as the cost is paid (601.2h), the other permanent never the source itself ("another", 118.3:
  the source is already sacrificed by the first part).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean


class CounterCostsPhrases(PhraseBase):
    """Counters put on the source as a cost; "sacrifice ~ and <another permanent>"."""

    def c_put_counters_self(self, ch: list[Any]) -> Any:
        """"Put a page counter on ~" as a cost (118.3): `Cost.add_counters`."""
        n, kind = (str(c) for c in _clean(ch)[:2])
        if not n.isdigit() or kind == "loyalty":  # "put X counters": no X cost here; loyalty is 606's own cost
            raise Unsupported(f"put {n} {kind} counters on ~ as a cost")
        count = int(n)
        return lambda c: replace(c, add_counters=(kind, count))

    def c_sac_self_and(self, ch: list[Any]) -> Any:
        """"Sacrifice ~ and a creature you control" (118.3): the source and another permanent of the description."""
        n, d = _clean(ch)
        if not str(n).isdigit():
            raise Unsupported("sacrifice ~ and X permanents")
        flt = replace(d.filter(), controller="you", other=True)
        count = int(n)
        return lambda c: replace(c, sacrifice_self=True, sacrifice=flt, sacrifice_count=count)

    def c_remove_counter_from(self, ch: list[Any]) -> Any:
        """"Remove a +1/+1 counter from a creature you control" (118.3): one permanent you control with such a
        counter, picked as the cost is paid."""
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        another = any(isinstance(t, Token) and str(t) == "another" for t in ch)
        d = next(c for c in _clean(ch) if isinstance(c, Desc))
        flt = replace(d.filter(), controller="you", with_counter=kind, other=another or d.filter().other)
        if flt.zone != "battlefield":
            raise Unsupported("a counter removed from a card not on the battlefield as a cost")
        return lambda cost: replace(cost, counter_from=flt, counter_from_count=1)
