"""Conditions on the life total of the ability's controller (119.1, 103.4), in every place a condition is read
("as long as", intervening if, "~ costs {2} less to cast if ...", "activate only if"):

- "your life total is 5 or less" / "30 or greater": the kernel's "life_at_most" / "life_at_least" with the wording
  remembered (`name` "life_total") so the render says it as printed;
- "your life total is greater than your starting life total" ("life_above_starting", Cosmos Elixir) and "less
  than" (the existing "life_below_starting");
- "you have at least 15 life more than your starting life total" ("life_above_starting" with `n` 15).

The starting life total is the format's (103.4), read in `rules.concepts.life_total_conditions`."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Condition

LIFE_TOTAL_WORDING = "life_total"


class LifeTotalConditionsPhrases(PhraseBase):
    """"your life total is N or less", "... greater than your starting life total", "at least N life more than"."""

    def ltc_life_total_compared(self, ch: list[Any]) -> Condition:
        n = int(str(_clean(ch)[0]))
        at_most = any(isinstance(t, Token) and str(t) == "less" for t in ch)
        return Condition("life_at_most" if at_most else "life_at_least", n=n, name=LIFE_TOTAL_WORDING)

    def ltc_life_vs_starting(self, ch: list[Any]) -> Condition:
        if any(isinstance(t, Token) and str(t) == "less" for t in ch):
            return Condition("life_below_starting")
        return Condition("life_above_starting", n=1)

    def ltc_life_not_below_starting(self, ch: list[Any]) -> Condition:
        """"your life total is greater than or equal to your starting life total" (Path of Bravery)."""
        return Condition("life_below_starting", negate=True)

    def ltc_life_over_starting_by(self, ch: list[Any]) -> Condition:
        return Condition("life_above_starting", n=int(str(_clean(ch)[0])), name="at_least")
