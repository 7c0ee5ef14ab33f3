"""Counted actions followed by "then draw that many cards" (121.2; "that many" is how many the first action
moved): "Discard up to two cards, then draw that many cards." (Daretti, Scrap Savant), "Discard all the cards in
your hand, then draw that many cards plus one." (Chandra, Flamecaller; "minus one", Dark Deal), "Shuffle the cards
from your hand into your library, then draw that many cards." (Whirlpool Rider; "Each player shuffles ...", Winds
of Change; "Shuffle any number of cards from your hand ...", Credit Voucher), "Put the cards in your hand on the
bottom of your library in any order, then draw that many cards." (Mindmoil, Arjun), and "Sacrifice any number of
artifacts, enchantments, and/or tokens, then draw that many cards." (Malevolent Witchkite).

Kernel: `rules.stack.draw_that_many` (`Simple("then_draw_that_many")`, params "how", "most", "filter", "offset")."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean, first_count, number
from kitchentable.rules.abilities import Effect, Filter, Ref, Simple


def _dtm_player(ch: list[Any]) -> Ref:
    return next((c for c in _clean(ch) if isinstance(c, Ref)), Ref("you"))


def _dtm_effect(who: Ref, how: str, most: int, offset: int = 0, **more: Any) -> tuple[str, list[Effect]]:
    params = (("how", how), ("most", most), ("offset", offset), *more.items())
    return "effects", [Simple("then_draw_that_many", who, params=params)]


class DrawThatManyPhrases(PhraseBase):
    """"<counted action>, then draw that many cards" (`dtm_sentence`, `dtm_offset_sentence`)."""

    def dtm_sentence(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        who, how, most, more = next(c for c in _clean(ch) if isinstance(c, tuple))
        return _dtm_effect(who, how, most, **more)

    def dtm_offset_sentence(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """"... then draw that many cards plus one" (the whole hand discarded; "any number" is refused with an
        offset: no printed card says it)."""
        parts = [c for c in _clean(ch) if c is not None]
        who, mode = parts[0]
        if mode != "hand":
            raise Unsupported("any number of cards, then draw that many plus or minus")
        return _dtm_effect(who, "discard", 0, parts[-1])

    def dtm_offset(self, ch: list[Any]) -> int:
        sign, n = [str(t) for t in ch if isinstance(t, Token)]
        return number(n) * (-1 if sign == "minus" else 1)

    def dtm_discard_up_to(self, ch: list[Any]) -> tuple[Ref, str, int, dict[str, Any]]:
        n = first_count(_clean(ch))
        if n < 1:
            raise Unsupported("discard up to zero cards")
        return Ref("you"), "discard", n, {}

    def dtm_shuffle_hand(self, ch: list[Any]) -> tuple[Ref, str, int, dict[str, Any]]:
        return _dtm_player(ch), "shuffle", 0, {}

    def dtm_shuffle_any(self, ch: list[Any]) -> tuple[Ref, str, int, dict[str, Any]]:
        return Ref("you"), "shuffle", -1, {}

    def dtm_bottom_hand(self, ch: list[Any]) -> tuple[Ref, str, int, dict[str, Any]]:
        return _dtm_player(ch), "bottom", 0, {}

    def dtm_or_tokens(self, ch: list[Any]) -> Filter:
        kinds = frozenset(str(t).removesuffix("s").capitalize() for t in ch if isinstance(t, Token) and t.type == "DTM_TYPES")
        return Filter(any_types=kinds, or_token=True, controller="you")

    def dtm_sacrifice_or_tokens(self, ch: list[Any]) -> tuple[Ref, str, int, dict[str, Any]]:
        """"Sacrifice any number of artifacts, enchantments, and/or tokens" (a token of any type, or a permanent
        of a listed type)."""
        flt = next(c for c in _clean(ch) if isinstance(c, Filter))
        return Ref("you"), "sacrifice", -1, {"filter": flt}

    def dtm_sacrifice_any(self, ch: list[Any]) -> tuple[Ref, str, int, dict[str, Any]]:
        """"Sacrifice any number of <desc>": permanents you control that fit (701.17a)."""
        d = next(c for c in _clean(ch) if isinstance(c, Desc))
        flt = d.filter()
        if flt.token and (flt.any_types or len(flt.types) > 1):
            raise Unsupported("a list of kinds and tokens read as one kind of token")
        if flt.players or flt.only_players or flt.controller not in ("any", "you"):
            raise Unsupported("sacrifice any number of permanents described by another controller")
        return Ref("you"), "sacrifice", -1, {"filter": flt}
