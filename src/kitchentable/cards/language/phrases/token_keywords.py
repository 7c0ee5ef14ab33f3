"""Tokens created with keywords that stand for abilities (111.4, 702): "Create a 4/4 white Angel creature token
with flying and ward {2}.", "Create a 1/1 white Monk creature token with prowess.", "... with bushido 1".

A keyword the kernel reads by name (flying) is recorded as on any token. Any other keyword is a triggered ability
written short (702.21a ward, 702.108a prowess, 702.130a afflict, ...): the token gets the triggered abilities its
keyword line compiles to (`keyword_expansion.expand_keyword`, as for a printed card), and the keyword's own text
is kept among the token's keywords so `cards show` says "with ward {2}" rather than quoting the ability again
(`render.effects.keyword_trigger`). A keyword that expands to anything but triggered abilities (an activated
ability, a static ability, a replacement effect) is refused, since the token would not be said as printed."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from kitchentable.cards.language.keyword_expansion import expand_keyword
from kitchentable.cards.language.keywords import match_keyword
from kitchentable.cards.language.words import Parts, PhraseBase, Unsupported
from kitchentable.rules.abilities import CardDef, CreateToken, TriggeredAbility


@dataclass(frozen=True)
class TokenKeywords:
    """The keywords a token is created with, as said ("flying", "ward {2}")."""

    said: tuple[str, ...]


def _tk_expanded(text: str) -> tuple[frozenset[str], tuple[TriggeredAbility, ...]]:
    """The named keywords and triggered abilities one keyword gives a token (702)."""
    found = match_keyword(text)
    if found is None:
        raise Unsupported(f"a token with {text}")
    if found[0].named:
        return frozenset({text}), ()
    parts = Parts()
    if not expand_keyword(text, parts, frozenset({"Creature"})):
        raise Unsupported(f"a token with {text}")
    if parts.activated or parts.static or parts.spell or parts.spell_modal or parts.additional or parts.optional \
            or parts.alternative or parts.enchant is not None or parts.flags or parts.morph is not None \
            or not parts.triggered:
        raise Unsupported(f"a token with {text}: the keyword is more than triggered abilities")
    if any(t.text.lower() != text for t in parts.triggered):
        raise Unsupported(f"a token with {text}: its abilities would not read as the keyword")
    return frozenset(parts.keywords) | {text}, tuple(parts.triggered)


def with_token_keywords(made: CreateToken, said: TokenKeywords) -> CreateToken:
    """`made` with the abilities of the keywords said after "with" (111.4: the token has them as it's created)."""
    card = made.token
    if card is None:
        raise Unsupported("keywords for a copy token")
    keywords: frozenset[str] = frozenset()
    triggered: tuple[TriggeredAbility, ...] = ()
    for text in said.said:
        kws, abilities = _tk_expanded(text)
        keywords |= kws
        triggered += abilities
    order = tuple(dict.fromkeys((*said.said, *sorted(keywords - set(said.said)))))
    new: CardDef = replace(card, keywords=card.keywords | keywords, triggered=card.triggered + triggered,
                           keyword_order=order)
    return replace(made, token=new)


class TokenKeywordsPhrases(PhraseBase):
    """`token_spec` with "with <keywords>" where a keyword is a triggered ability written short."""

    def tk_any(self, ch: list[Any]) -> str:
        return str(ch[0])

    def tk_list(self, ch: list[Any]) -> TokenKeywords:
        return TokenKeywords(tuple(str(c) for c in ch if not (isinstance(c, Token) and c.type.startswith("__ANON"))
                                   and str(c) not in (",", "and")))

    def tk_with(self, ch: list[Any]) -> TokenKeywords:
        return next(c for c in ch if isinstance(c, TokenKeywords))

    def _tk_made(self, made_by: str, ch: list[Any]) -> CreateToken:
        said = next(c for c in ch if isinstance(c, TokenKeywords))
        rest = [c for c in ch if not isinstance(c, TokenKeywords)]
        made = getattr(self, made_by)(rest)
        assert isinstance(made, CreateToken)
        return with_token_keywords(made, said)

    def tk_enchantment_creature(self, ch: list[Any]) -> CreateToken:
        return self._tk_made("token_enchantment_creature", ch)

    def tk_colorless_creature(self, ch: list[Any]) -> CreateToken:
        return self._tk_made("token_colorless_creature", ch)

    def tk_creature(self, ch: list[Any]) -> CreateToken:
        return self._tk_made("token_creature", ch)

    def tk_artifact_creature(self, ch: list[Any]) -> CreateToken:
        return self._tk_made("token_artifact_creature", ch)

    def tk_creature_tapped(self, ch: list[Any]) -> CreateToken:
        return self._tk_made("token_creature_tapped", ch)

    def tk_creature_x(self, ch: list[Any]) -> CreateToken:
        return self._tk_made("token_creature_x", ch)

    def tk_create_quoted(self, ch: list[Any]) -> list[Any]:
        """"create a ... token with \"<ability>\"" as one clause of a longer sentence (111.4): the same token the
        sentence form makes (`create_token_quoted`)."""
        _tag, effects = self.create_token_quoted(ch)  # type: ignore[attr-defined]
        return list(effects)

    def tk_seq_quoted(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """"you lose 1 life and create a ... token with \"...\"": the clauses, then the token, in order."""
        return ("effects", self.seq(ch))  # type: ignore[attr-defined]

    def tk_may_quoted(self, ch: list[Any]) -> tuple[str, list[Any]]:
        """"you may create a ... token with \"...\"" (608.2d)."""
        return ("effects", self.may(ch))  # type: ignore[attr-defined]
