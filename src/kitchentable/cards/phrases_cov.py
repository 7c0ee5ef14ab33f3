"""Builders for the `cov` block at the end of grammar.lark: templates picked by how many cards of the 2017
database (MTGJSON AllSets) they alone kept from compiling.

- "Whenever ~ or another Ally enters under your control" (603.2, 603.6a): one enters trigger whose event is
  this permanent or another matching one entering.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.rules.abilities import Effect, Filter, TriggerSpec


def _clean(children: list[Any]) -> list[Any]:
    from lark import Token

    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__ANON"))]


class CovPhrases:
    """Mixed into the compiler's transformer (`cards.compiler.Builder`)."""

    def t_self_or_enters(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever ~ or another Ally enters [under your control]" (603.6a): triggers when this permanent
        enters, whatever its types then, or when another permanent the description matches does. The event
        `self_or_enters` keeps the two apart, so "another" still excludes this object from the description."""
        c = _clean(ch)
        flt: Filter = c[0]
        if len(c) > 1 and c[1]:
            flt = replace(flt, controller="you")
        self.trigger_has_object = True  # type: ignore[attr-defined]
        return TriggerSpec("self_or_enters", flt)

    def damage_to_eq(self, ch: list[Any]) -> list[Effect]:
        """"~ deals damage to target creature equal to the number of Allies you control" (120.1): the
        older order of "deals damage equal to ... to ..."; the amount is counted as it resolves (608.2h)."""
        src, to, amount = _clean(ch)
        return self._damage_to(src, amount, to)  # type: ignore[attr-defined,no-any-return]
