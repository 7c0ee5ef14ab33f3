"""The cards an effect revealed and didn't put onto the battlefield, named as the rest (608.2c, 701.16).

"Then put all cards revealed this way that weren't put onto the battlefield into your graveyard." after a pick
"onto the battlefield" from among the revealed cards is the pick's rest: every revealed card the pick didn't move
(`look_top` in `rules.stack.information`). Only a pick onto the battlefield is read this way: after a pick into a
hand the words would name the hand's cards as well, which is refused."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Effect, Simple

NOT_PUT = "all cards revealed this way that weren't put onto the battlefield"


class CardsNotPutPhrases(PhraseBase):
    """"Then put all cards revealed this way that weren't put onto the battlefield <somewhere>." """

    def top_pick_unput_rest(self, ch: list[Any]) -> list[Effect]:
        """The pick and the rest, the rest said as the cards "that weren't put onto the battlefield"."""
        (effect,) = self.top_pick_rest(ch)  # type: ignore[attr-defined]
        if not isinstance(effect, Simple) or effect.param("to") != "battlefield":
            raise Unsupported("cards that weren't put onto the battlefield after a pick elsewhere")
        return [replace(effect, params=effect.params + (("rest_word", NOT_PUT), ("then_rest", True)))]
