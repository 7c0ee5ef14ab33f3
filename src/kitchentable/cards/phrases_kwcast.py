"""Builders for the phrases of branch kwcast (the casting keywords' own sentences, at the end of grammar.lark).

`cards.compiler.Builder` mixes this class in; each method returns what the compiler's builders return.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.rules.abilities import Effect, Ref, Simple, TriggerSpec, fixed


class KwcastPhrases:
    """Phrases that go with suspend (702.62) and emerge (702.119)."""

    def t_cast_self(self, ch: list[Any]) -> TriggerSpec:
        """"When you cast ~": the spell's own ability triggers as it becomes cast (601.2i), from the stack
        (`rules.casting.cast_done`)."""
        return TriggerSpec("cast_self")

    def exile_self_with_counters(self, ch: list[Any]) -> list[Effect]:
        """"Exile ~ with three time counters on it." (Arc Blade): the spell exiles its own card as it
        resolves; with suspend, the card is suspended again (702.62b)."""
        from kitchentable.cards.language.words import Unsupported

        words = [c for c in ch if not (isinstance(c, Token) and c.type.startswith("__ANON"))]
        n, kind = words[0], str(words[1])
        if kind != "time" or not isinstance(n, int):
            raise Unsupported(f"exile ~ with {kind} counters")
        return [Simple("exile_self_with_time_counters", Ref("self"), fixed(n))]
