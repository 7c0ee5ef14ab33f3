"""A card chosen from a revealed hand with its quality said after "from it" (701.16a, 608.2d): "You choose a
nonland card from it with mana value 3 or less. That player discards that card." (Inquisition of Kozilek) and
"... You choose a card from it with mana value 3 or greater and exile that card." (Transgress the Mind). The
quality belongs to the card chosen, as in "a nonland card with mana value 3 or less from it"; the effect is the
plain reveal-and-choose one with the param "quality_after_it" so `cards show` keeps the printed order."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Simple


class ChosenFromHandPhrases(PhraseBase):
    """"you choose a <desc> from it with <quality>" after a revealed hand."""

    def _cfh_qualified(self, ch: list[Any]) -> list[Any]:
        """The children with the suffix applied to the description and removed."""
        desc = next(c for c in _clean(ch) if isinstance(c, Desc))
        suffixes = [c for c in _clean(ch) if callable(c) and not isinstance(c, type)]
        for suffix in suffixes:
            suffix(desc)
        return [c for c in ch if not any(c is s for s in suffixes)]

    @staticmethod
    def _cfh_said(effects: list[Effect]) -> list[Effect]:
        return [replace(e, params=e.params + (("quality_after_it", True),)) if isinstance(e, Simple) else e
                for e in effects]

    def cfh_discard(self, ch: list[Any]) -> list[Effect]:
        return self._cfh_said(self.reveal_choose_discard(self._cfh_qualified(ch)))  # type: ignore[attr-defined]

    def cfh_exile(self, ch: list[Any]) -> list[Effect]:
        c = [x for x in _clean(self._cfh_qualified(ch)) if not isinstance(x, Token)]
        desc = next(x for x in c if isinstance(x, Desc))
        n = c[c.index(desc) - 1]
        return self._cfh_said(self.reveal_hand([c[0], (n, desc)]))  # type: ignore[attr-defined]
