""""Whenever you create a token" (each token) and "Whenever you create one or more creature tokens" (once for a
batch, 603.2c): the player who creates a token is its owner (111.2). The description must name tokens; "it" /
"that token" after the single-token head is the token created (608.2h); after "one or more" no single token is
meant, so "it" is refused. The kernel's side is `rules.concepts.token_creation_triggers`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.vocabulary import SUBTYPE_BY_WORD
from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported
from kitchentable.rules.abilities import Filter, TriggerSpec
from kitchentable.rules.concepts.token_creation_triggers import TOKEN_CREATED, TOKENS_CREATED


def _tct_tokens(flt: Filter) -> Filter:
    """The created tokens' description: tokens, whoever controls them (the creator owns them, 111.2)."""
    if flt.token is not True:
        raise Unsupported("'whenever you create' something other than tokens")
    if flt.other or flt.controller not in ("any", "you"):
        raise Unsupported("'whenever you create' with 'another' or a controller")
    return replace(flt, controller="any")


class TokenCreationTriggersPhrases(PhraseBase):
    """The `tct_*` heads of `token_creation_triggers.lark`."""

    def tct_batch(self, ch: list[Any]) -> TriggerSpec:
        n = next(c for c in ch if isinstance(c, int))
        if n != 1:
            raise Unsupported(f"creating {n} or more tokens at once")
        d = next(c for c in ch if isinstance(c, Desc))
        return TriggerSpec(TOKENS_CREATED, _tct_tokens(d.filter()), "you")

    def tct_n_sub_token(self, ch: list[Any]) -> Any:
        """"Treasure token", "Food tokens" as a noun: tokens of that subtype (111.4)."""
        sub = SUBTYPE_BY_WORD[str(ch[0])]

        def apply(d: Desc) -> None:
            d.subtypes.add(sub)
            d.fields["token"] = True
        return apply

    def tct_each(self, ch: list[Any]) -> TriggerSpec:
        flt = next(c for c in ch if isinstance(c, Filter))
        return self._trig(TOKEN_CREATED, _tct_tokens(flt))
