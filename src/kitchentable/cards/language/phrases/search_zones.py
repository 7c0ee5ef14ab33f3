""""Search your library and/or graveyard for a card named X and put it onto the battlefield. If you search your
library this way, shuffle." (701.23, 701.23b): one search of several zones (kernel `rules.stack.search_zones`).

The search offers every matching card of the zones named; the library is shuffled when it was searched, which
the following sentence says ("If you search your library this way, shuffle."). That sentence is only read right
after such a search in the same ability; anywhere else it is refused. One card is found ("a card", "an Aura
card"); a search for several is refused. "Search your library and graveyard" (both, Verdant Crescendo) is not
this search and stays refused."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple, fixed
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY

_ZONE_WORDS = {"library": LIBRARY, "graveyard": GRAVEYARD, "hand": HAND}


class SearchZonesPhrases(PhraseBase):
    """The search of several zones (`sz_search`) and its shuffle sentence."""

    sz_searched: bool = False  # a search of several zones was read in this ability

    def sz_search(self, ch: list[Any]) -> list[Effect]:
        words = next(str(t) for t in ch if isinstance(t, Token) and t.type == "SZ_ZONES")
        spec, put = [c for c in _clean(ch) if not isinstance(c, Token)]
        n, flt, up_to = spec
        if n != 1 or up_to:
            raise Unsupported("a search of several zones for more than one card")
        order = sorted((z for w, z in _ZONE_WORDS.items() if w in words),
                       key=lambda z: (z != LIBRARY, z != GRAVEYARD))
        self.sz_searched = True
        return [Simple("search_zones", Ref("you"), fixed(1), (("filter", flt), ("zones", tuple(order)), *put))]

    def sz_battlefield(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", BATTLEFIELD),)

    def sz_battlefield_tapped(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", BATTLEFIELD), ("tapped", True))

    def sz_hand_revealed(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", HAND), ("reveal", True))

    def sz_hand(self, ch: list[Any]) -> tuple[tuple[str, Any], ...]:
        return (("to", HAND),)

    def sz_if_searched_shuffle(self, ch: list[Any]) -> Any:
        """The shuffle the search of several zones already does when the library was searched (701.23)."""
        if not self.sz_searched:
            raise Unsupported("'if you search your library this way, shuffle' without a search of several zones")
        return ("effects", [])
