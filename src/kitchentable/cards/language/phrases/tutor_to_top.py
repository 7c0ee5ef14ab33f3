"""A search that puts the cards it found on top of the library after its shuffle (701.23, 401.4): "Search your library
for a card, then shuffle and put that card on top." (Vampiric Tutor, Imperial Seal, Liliana Vess), "..., reveal it,
then shuffle and put that card on top." (Worldly Tutor, the Lorwyn Harbingers, Loam Larva) and "..., reveal those
cards, then shuffle and put them on top in any order." (Goblin Recruiter, Congregation at Dawn, Insidious Dreams).

It compiles to the library search ("search_library") with the destination "library_top": the kernel sets the found
cards aside while the search goes on, shuffles the rest, then puts them on top in the order they were found (the
searcher picks that order card by card, which is the "any order" the text gives them). The searcher has seen them
(`concepts.looking`: they stay known to that player until the library is shuffled again); a revealed card is
shown to every player as it is found (701.16a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Filter, Ref, Simple, fixed


def _tutor_said(children: list[Any]) -> str:
    """How the card named what it found last ("that card", "those cards", "them"), kept for the rendering."""
    return [str(c) for c in children if isinstance(c, Token) and c.type == "TUTOR_FOUND"][-1]


_TUTOR_POSITIONS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
"""The positions from the top a search may put its card at (LIBRARY_NTH, a terminal of phrases/library_position)."""


class TutorToTopPhrases(PhraseBase):
    """"Search your library for ..., [reveal it,] then shuffle and put that card on top." (`search_to_top`)."""

    def tutor_top_reveal(self, ch: list[Any]) -> tuple[str, str]:
        return ("reveal", _tutor_said(ch))

    def tutor_top_order(self, ch: list[Any]) -> tuple[str, bool]:
        return ("any_order", True)

    def search_to_top(self, ch: list[Any]) -> list[Effect]:
        """701.23: search, shuffle, then the cards found go on top (401.4) instead of into a hand."""
        parts = _clean(ch)
        n, flt, up_to = next(p for p in parts if isinstance(p, tuple) and len(p) == 3 and isinstance(p[1], Filter))
        reveal = next((p[1] for p in parts if isinstance(p, tuple) and p[:1] == ("reveal",)), "")
        params: tuple[tuple[str, Any], ...] = (("filter", flt), ("to", "library_top"), ("said", _tutor_said(ch)))
        if reveal:
            params += (("reveal", True), ("revealed_as", reveal))
        if up_to:
            params += (("up_to", True),)
        if any(p == ("any_order", True) for p in parts if isinstance(p, tuple)):
            params += (("any_order", True),)
        return [Simple("search_library", Ref("you"), fixed(n), params)]

    def search_to_nth(self, ch: list[Any]) -> list[Effect]:
        """"..., then shuffle and put that card third from the top." (401.4: two cards stay above it)."""
        nth = next(str(c) for c in ch if isinstance(c, Token) and c.type == "LIBRARY_NTH")
        (search,) = self.search_to_top(ch)
        assert isinstance(search, Simple)
        return [replace(search, params=search.params + (("position", _TUTOR_POSITIONS[nth]),))]
