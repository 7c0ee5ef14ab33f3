"""A card put into its owner's library at a position counted from the top (401.4): "Put target creature into its
owner's library second from the top." (Oust, Chronostutter, Temporal Cleansing), "Put target nonland permanent into
its owner's library third from the top." (Teferi, Hero of Dominaria). The kernel is `rules.stack.library_position`."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Simple

LIBRARY_POSITIONS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}


class LibraryPositionPhrases(PhraseBase):
    """"Put <object> into its owner's library <second/third> from the top." (`put_nth_from_top`)."""

    def put_nth_from_top(self, ch: list[Any], said: str = "its owner's") -> list[Effect]:
        """401.4: the object goes into its owner's library with N-1 cards above it."""
        nth = next(str(c) for c in ch if isinstance(c, Token) and c.type == "LIBRARY_NTH")
        return [Simple("put_into_library_nth", _clean(ch)[0],
                       params=(("position", LIBRARY_POSITIONS[nth]), ("said", said)))]

    def put_nth_from_top_your(self, ch: list[Any]) -> list[Effect]:
        """"Put it into your library third from the top." (a card of your graveyard: you are its owner, 404.2)."""
        return self.put_nth_from_top(ch, "your")
