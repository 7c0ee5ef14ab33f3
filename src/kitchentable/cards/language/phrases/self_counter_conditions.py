"""Conditions on the counters on the object itself (122.1) and the static abilities they start, with the object
named again as "it": "As long as this creature has a +1/+1 counter on it, it has flying." "As long as ~ has four
or more oil counters on it, it gets +2/+0." "As long as ~ has no counters on it, it can't block." Also as a plain
condition where another rule reads one: "~ has two or more counters on it", "~ has no counters on it".

The condition is "self_counters" (`rules.concepts.self_counter_conditions`): `name` the counter kind ("" for any
kind), `n` the least number, `negate` for "no ... counters"; the ability it belongs to is the object's own, so "it"
after the comma is ~ (the "this" of the abilities compiled for the object itself)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, first_number
from kitchentable.rules.abilities import Condition, StaticAbility
from kitchentable.rules.records import replace

SELF_COUNTERS = "self_counters"


def _scc_kind(ch: list[Any]) -> str:
    return next((str(t) for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"), "")


class SelfCounterConditionsPhrases(PhraseBase):
    """"as long as ~ has <counters> on it, it ..." and "~ has <counters> on it" as a condition."""

    def scc_any_one(self, ch: list[Any]) -> Condition:
        return Condition(SELF_COUNTERS, n=1)

    def scc_at_least(self, ch: list[Any]) -> Condition:
        return Condition(SELF_COUNTERS, n=first_number(ch), name=_scc_kind(ch))

    def scc_none(self, ch: list[Any]) -> Condition:
        return Condition(SELF_COUNTERS, n=1, name=_scc_kind(ch), negate=True)

    def scc_kind_one(self, ch: list[Any]) -> Condition:
        return Condition(SELF_COUNTERS, n=1, name=_scc_kind(ch))

    def scc_condition(self, ch: list[Any]) -> Condition:
        return next(c for c in _clean(ch) if isinstance(c, Condition))

    def scc_self(self, ch: list[Any]) -> Condition:
        return next(c for c in _clean(ch) if isinstance(c, Condition))

    def scc_cond(self, ch: list[Any]) -> Condition:
        return next(c for c in _clean(ch) if isinstance(c, Condition))

    def scc_grant(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        cond = next(x for x in c if isinstance(x, Condition))
        kws = next(x for x in c if isinstance(x, frozenset))
        return ("static", StaticAbility("add_keywords", None, keywords=kws, condition=cond))

    def scc_anthem(self, ch: list[Any]) -> Any:
        c = _clean(ch)
        cond = next(x for x in c if isinstance(x, Condition))
        kws = next((x for x in c if isinstance(x, frozenset)), frozenset())
        pt = next(x for x in c if isinstance(x, Token) and x.type == "PT")
        p, t = self._pt(pt)
        if p.kind != "fixed" or t.kind != "fixed":
            raise Unsupported("variable anthem")
        return ("static", StaticAbility("anthem", None, p.value, t.value, keywords=kws, condition=cond))

    def scc_grant_after(self, ch: list[Any]) -> Any:
        """"~ has trample as long as it has two or more counters on it." (the condition said last)."""
        _tag, ab = self.scc_grant(ch)
        return ("static", replace(ab, params=(("said", "after"),)))

    def scc_anthem_after(self, ch: list[Any]) -> Any:
        _tag, ab = self.scc_anthem(ch)
        return ("static", replace(ab, params=(("said", "after"),)))

    def scc_cant(self, ch: list[Any]) -> Any:
        cond = next(x for x in _clean(ch) if isinstance(x, Condition))
        what = "can't block" if any(isinstance(t, Token) and str(t) == "block" for t in ch) else "can't attack"
        return ("static", StaticAbility("add_keywords", None, keywords=frozenset({what}), condition=cond))
