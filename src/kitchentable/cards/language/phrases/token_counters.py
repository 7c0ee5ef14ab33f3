"""Tokens created with counters on them (122.6, 111.1): "Create a 0/0 green Hydra creature token with X +1/+1
counters on it.", "... token with trample and X +1/+1 counters on it.".

The token is created with the counters already on it (`CreateToken.counters`, `rules.events.create_token`): it
never exists as a 0/0 without them, so "whenever a creature with power 4 or greater enters" sees its full size.
The number is read as the token is created (608.2h): the spell's or ability's X (107.3a), or a fixed count. Only
one token at a time ("a"/"an"): several tokens "with counters on each of them" are not read here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _amount
from kitchentable.rules.abilities import Amount, CreateToken, Effect


class TokenCountersPhrases(PhraseBase):
    """"create <a token> with <N> <kind> counters on it"."""

    def create_with_counters(self, ch: list[Any]) -> list[Effect]:
        token = next(c for c in ch if isinstance(c, CreateToken))
        kind = str(next(t for t in ch if isinstance(t, Token) and t.type == "COUNTER_KIND"))
        if token.amount != Amount("fixed", 1) or token.copy_of is not None or token.size is not None \
                or token.token is None or token.token.power is None:
            raise Unsupported("counters on a token other than one creature token of a printed size")
        joined, noun = (str(t) for t in ch if isinstance(t, Token) and t.type.startswith("__ANON"))
        if (joined == "and") != bool(token.token.keywords):
            raise Unsupported("'and <counters>' without keywords before it, or keywords then 'with <counters>'")
        count = _amount(next(c for c in ch if isinstance(c, int) or (isinstance(c, str) and not isinstance(c, Token))))
        if (noun == "counter") != (count == Amount("fixed", 1)):
            raise Unsupported("counter count and noun disagree")
        return [replace(token, counters=((kind, count),))]
