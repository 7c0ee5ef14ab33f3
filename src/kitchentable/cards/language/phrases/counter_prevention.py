"""Damage to a permanent prevented by removing its counters (615.1a; 122.1): "If damage would be dealt to ~ while it
has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from ~." (Ugin's Conjurant) and
its forms. The ability is the "prevent_damage" static of the object itself with params "remove_counter" (the
kind), "that_many" (one counter for each 1 damage prevented, else one counter), "while_counter" (it applies only
while the object has a counter of that kind) and "said" (the printed wording, for the render)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import StaticAbility


def _kinds(ch: list[Any]) -> list[str]:
    return [str(t) for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"]


class CounterPreventionPhrases(PhraseBase):
    """"If damage would be dealt to ~ [while it has a C counter on it], prevent that damage and remove that many /
    a C counter(s) from ~."."""

    def cp_while(self, ch: list[Any]) -> tuple[str, str]:
        return ("while", _kinds(ch)[0])

    def cp_would_dealt_to(self, ch: list[Any]) -> tuple[str, str]:
        found = [c for c in ch if isinstance(c, tuple)]
        return ("dealt_to", found[0][1] if found else "")

    def cp_would_be_dealt(self, ch: list[Any]) -> tuple[str, str]:
        found = [c for c in ch if isinstance(c, tuple)]
        return ("be_dealt", found[0][1] if found else "")

    def cp_how(self, ch: list[Any]) -> bool:
        return str(ch[0]) == "that many"

    def cp_prevent_remove(self, ch: list[Any]) -> Any:
        (said, while_kind), that_many = [c for c in ch if isinstance(c, (tuple, bool))]
        kind = _kinds(ch)[0]
        plural = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("counter", "counters"))
        if that_many != (plural == "counters"):
            raise Unsupported("'remove that many ... counter' / 'remove a ... counters'")
        if while_kind and while_kind != kind:
            raise Unsupported("prevention while it has one kind of counter, removing another")
        it = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("~", "it"))
        params: tuple[tuple[str, Any], ...] = (("remove_counter", kind), ("that_many", that_many),
                                               ("while_counter", while_kind), ("said", (said, it)))
        return ("static", StaticAbility("prevent_damage", None, params=params))
