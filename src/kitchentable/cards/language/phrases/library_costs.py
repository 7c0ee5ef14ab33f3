"""Costs paid from the top of the library (118.3, 701.13): `Cost.mill_count` and `Cost.exile_top_count`, paid
by `rules.casting.library_costs` (not payable with fewer cards in the library than they name)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean


def _fixed(n: object) -> int:
    if not str(n).isdigit():
        raise Unsupported("X cards from the library as a cost")
    return int(str(n))


class LibraryCostsPhrases(PhraseBase):
    """"Mill a card", "Exile the top two cards of your library" in a cost."""

    def c_mill(self, ch: list[Any]) -> Any:
        """"Mill N cards" (701.13a) as a cost."""
        n = _fixed(_clean(ch)[0])
        return lambda c: replace(c, mill_count=c.mill_count + n)

    def c_exile_top_card(self, ch: list[Any]) -> Any:
        return lambda c: replace(c, exile_top_count=c.exile_top_count + 1)

    def c_exile_top(self, ch: list[Any]) -> Any:
        """"Exile the top N cards of your library" as a cost."""
        n = _fixed(_clean(ch)[0])
        return lambda c: replace(c, exile_top_count=c.exile_top_count + n)
