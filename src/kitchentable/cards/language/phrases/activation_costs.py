"""Activated abilities' own cost reductions and limits (601.2f, 602.5b).

- "This ability costs {3} less to activate if <condition>.": the reduction is worked out with the rest of the
  total cost as the ability is activated (`rules.casting.total_cost.activation_reduced`), and by the
  legal-action pre-check.
- "Activate only once.": once for this object, ever (the exhaust record, 702.177a, `rules.keywords`); a new
  object (400.7) may activate it again.
- Power-up ("Power-up — {4}{W}: Put two +1/+1 counters on this creature."): its reminder text is its rule:
  "Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn." The
  reduction takes the source's colored symbols off the matching colored mana first, then its generic part
  (the generic total floors at zero, 601.2f).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, _mana_of
from kitchentable.rules.abilities import ActivationReduction, Condition

ONCE = Condition("not_exhausted")
"""Activate only once (this object, ever): the record exhaust keeps (702.177a), named by the ability's text."""


class ActivationCostsPhrases(PhraseBase):
    """Cost reductions and "only once" limits of activated abilities; power-up."""

    def r_costs_less_if(self, ch: list[Any]) -> tuple[str, ActivationReduction]:
        """"This ability costs {3} less to activate if ~ entered this turn." (601.2f)"""
        mana = _mana_of(ch)
        cond = next(c for c in _clean(ch) if isinstance(c, Condition))
        return ("less", ActivationReduction(mana, cond))

    def r_once_ever(self, ch: list[Any]) -> tuple[str, Condition]:
        """"Activate only once." (602.5b): a condition, so it can't join another "activate only if"."""
        return ("if", ONCE)

    def power_up(self, ch: list[Any]) -> Any:
        """"Power-up — [cost]: [effect]": "[cost]: [effect]. This ability costs [its mana cost] less to activate
        if this permanent entered this turn. Activate only once." """
        tag, ability = next(c for c in ch if isinstance(c, tuple))
        if tag != "activated" or ability.is_mana or ability.condition is not None or ability.reduction is not None:
            raise Unsupported("a power-up ability with its own restriction")
        return ("activated", replace(ability, condition=ONCE,
                                     reduction=ActivationReduction(None, Condition("entered_this_turn"))))

    def cd_entered_this_turn(self, ch: list[Any]) -> Condition:
        return Condition("entered_this_turn")
