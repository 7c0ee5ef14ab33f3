"""Cards put from your hand on top of or on the bottom of your library (401.4, 608.2c): "Draw three cards, then put
two cards from your hand on top of your library in any order." (Brainstorm, Jace, the Mind Sculptor's 0), "Draw
two cards, then put a card from your hand on top of your library." (Conch Horn), "Draw three cards, then put a card
from your hand on the bottom of your library." (Amass the Components). The kernel asks for the cards one at a time
(`rules.stack.hand_to_library`); the order they are chosen in is the order they go."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple, fixed


class HandToLibraryPhrases(PhraseBase):
    """"Put N cards from your hand on top of / on the bottom of your library [in any order]." (`hand_to_library`)."""

    def htl_top(self, ch: list[Any]) -> str:
        return "top"

    def htl_bottom(self, ch: list[Any]) -> str:
        return "bottom"

    def htl_order(self, ch: list[Any]) -> str:
        return "any_order"

    def hand_to_library(self, ch: list[Any]) -> list[Effect]:
        """401.4: the cards leave the hand for the library's top or bottom, chosen by their owner."""
        parts = _clean(ch)
        if not isinstance(parts[0], int):
            raise Unsupported("put X cards from your hand on your library")
        n = parts[0]
        where = next(p for p in parts[1:] if p in ("top", "bottom"))
        params: tuple[tuple[str, Any], ...] = (("where", where),)
        if "any_order" in parts:
            params += (("any_order", True),)
        return [Simple("hand_to_library", Ref("you"), fixed(n), params)]
