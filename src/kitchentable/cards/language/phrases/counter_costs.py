"""Costs that put counters on the source, and the source sacrificed with another permanent (118.3, 602.2b).

- "Put a page counter on ~:" / "Put a -1/-1 counter on ~:": `Cost.add_counters` (kind, n), the same part a
  planeswalker's "+N" loyalty cost pays (606.4), put on the source as the cost is paid (601.2h,
  `rules.casting.payment`). The ability is no loyalty ability (`ActivatedAbility.loyalty` stays false: no
  once-per-turn or sorcery-speed limit, 606.3). A cost that adds counters can always be paid (122.1; nothing
  here forbids counters on a permanent), so a mana ability with it is offered like other mana abilities whose
  cost has more than {T} (`rules.casting.mana_abilities.pays_itself`).
- "Sacrifice ~ and a creature you control:": `Cost.sacrifice_self` and `Cost.sacrifice` together; both are
  chosen and paid as the cost is paid (601.2h), the other permanent never the source itself ("another", 118.3:
  the source is already sacrificed by the first part).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean


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
