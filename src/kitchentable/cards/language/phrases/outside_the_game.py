"""Cards from outside the game (400.11): the wishes ("reveal a creature card you own from outside the game and put
it into your hand"), "the next time you would draw a card this turn, instead choose a card you own from outside
the game" and "shuffle up to N cards you own from outside the game into your library". The player's cards
outside the game are their sideboard."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, _int
from kitchentable.rules.abilities import (
    Effect,
    Ref,
    Simple,
    fixed,
)


class OutsideTheGamePhrases(PhraseBase):
    """Wishes and other cards from outside the game."""

    def _wish(self, ch: list[Any], reveal: bool) -> list[Effect]:
        n, d = (c for c in _clean(ch) if not isinstance(c, Token))
        if n != 1:
            raise Unsupported("several cards from outside the game")
        flt = replace(d.filter(), zone="outside", owner="you")
        return [Simple("wish", Ref("you"), params=(("filter", flt), ("reveal", reveal)))]

    def wish_reveal(self, ch: list[Any]) -> list[Effect]:
        return self._wish(ch, True)

    def wish_put(self, ch: list[Any]) -> list[Effect]:
        return self._wish(ch, False)

    def draw_wish(self, ch: list[Any]) -> list[Effect]:
        return [Simple("replace_next_draw_with_wish", Ref("you"))]

    def shuffle_from_outside(self, ch: list[Any]) -> list[Effect]:
        return [Simple("shuffle_from_outside", Ref("you"), fixed(int(_int(_clean(ch)[0]))))]
