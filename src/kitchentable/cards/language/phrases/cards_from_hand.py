"""Cards put from your hand on top of or on the bottom of your library: "Draw three cards, then put two cards
from your hand on top of your library in any order." (Brainstorm), "Draw two cards, then put a card from your hand
on the bottom of your library." (Mordenkainen, Amass the Components). The kernel side is
`rules.stack.cards_from_hand` (608.2c: the player chooses as it resolves, in the order they like, 401.4).

"In any order" is said exactly when more than one card is put, as the cards print it; a sentence that says it for
one card, or leaves it out for more, is refused so that its rendering reads as its text.
"""

from __future__ import annotations

from typing import Any

from lark import Tree

from kitchentable.cards.language.words import PhraseBase, Unsupported, first_count
from kitchentable.rules.abilities import Effect, Ref, Simple, fixed


class CardsFromHandPhrases(PhraseBase):
    """"put N cards from your hand on top of / on the bottom of your library [in any order]"."""

    def put_from_hand(self, ch: list[Any]) -> list[Effect]:
        n = first_count(ch)
        top = "top" in ch
        any_order = any(isinstance(c, Tree) and c.data == "hand_any_order" for c in ch)
        if any_order != (n > 1):
            raise Unsupported("'in any order' said for one card, or left out for more")
        return [Simple("hand_to_library", Ref("you"), fixed(n), (("top", top),))]

    def hle_top(self, ch: list[Any]) -> str:
        return "top"

    def hle_bottom(self, ch: list[Any]) -> str:
        return "bottom"

    def hand_any_order(self, ch: list[Any]) -> Tree[Any]:
        return Tree("hand_any_order", [])

