"""Tokens with a name of their own (111.4: the effect that creates a token may give it a name): "Create a 1/1
colorless Insect artifact creature token with flying named Wasp." (The Hive), "Create Ragavan, a legendary 2/1 red
Monkey creature token that's tapped and attacking." (Kari Zev), "Create Marit Lage, a legendary 20/20 black Avatar
creature token with flying and indestructible." (Dark Depths).

The name replaces the default (its subtypes plus "Token"); a legendary token has the supertype, so the legend rule
applies to it (704.5j). The names were kept through lower case by `other_card_names`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.other_card_names import other_card_name
from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import CreateToken


def _named_token_name(ch: list[Any]) -> str:
    return other_card_name(next(str(t) for t in ch if isinstance(t, Token) and t.type == "OTHER_CARD_NAME"))


class NamedTokensPhrases(PhraseBase):
    """"... token named <name>" and "<name>, a legendary ... token"."""

    def nt_named(self, ch: list[Any]) -> CreateToken:
        made = next(c for c in _clean(ch) if isinstance(c, CreateToken))
        if made.token is None or made.token.power is None:
            raise Unsupported("a predefined token given another name")
        return replace(made, token=replace(made.token, name=_named_token_name(ch)))

    def nt_legendary_named(self, ch: list[Any]) -> CreateToken:
        c = [x for x in _clean(ch) if not (isinstance(x, Token) and x.type == "OTHER_CARD_NAME")]
        size, colors, subs = c[0], c[1], c[2]
        kws = c[3] if len(c) > 3 else frozenset()
        return self._nt_named_legend(self._token(1, size, colors, subs, {"Creature"}, kws), ch)

    def nt_legendary_named_artifact(self, ch: list[Any]) -> CreateToken:
        c = [x for x in _clean(ch) if not (isinstance(x, Token) and x.type == "OTHER_CARD_NAME")]
        size, subs = c[0], c[1]
        kws = c[2] if len(c) > 2 else frozenset()
        return self._nt_named_legend(self._token(1, size, [], subs, {"Artifact", "Creature"}, kws), ch)

    def _nt_named_legend(self, made: CreateToken, ch: list[Any]) -> CreateToken:
        assert made.token is not None
        card = replace(made.token, name=_named_token_name(ch), supertypes=made.token.supertypes | {"Legendary"})
        return replace(made, token=card)
