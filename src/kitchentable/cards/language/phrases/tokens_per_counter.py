"""Tokens counted by the counters on the source (608.2h): "When ~ dies, create a 1/1 colorless Thopter artifact
creature token with flying for each +1/+1 counter on ~." (Hangarback Walker).

The number is the kernel's "counters" amount on the source (`Amount("counters", name=...)`), which reads the
permanent as it is when the effect happens, or its last known information if it has left the battlefield (a dies
trigger, 603.10a): the counters it had as it died.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Amount, CreateToken, Effect


class TokensPerCounterPhrases(PhraseBase):
    """"create <one token> for each <kind> counter on ~"."""

    def create_per_counter(self, ch: list[Any]) -> list[Effect]:
        token = next(c for c in ch if isinstance(c, CreateToken))
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        if token.amount != Amount("fixed", 1) or token.copy_of is not None or token.size is not None:
            raise Unsupported("tokens for each counter, other than one plain token per counter")
        return [replace(token, amount=Amount("counters", name=kind))]
