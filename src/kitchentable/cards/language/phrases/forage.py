"""Forage (701.61a: "exile three cards from your graveyard or sacrifice a Food"): as a cost part (`Cost.forage`), as
the optional cost of "you may forage. If you do, ..." (608.2d) and as the trigger "whenever you forage". The kernel
pays it (`rules/casting/cost_parts.py`) and hears it (`rules/keywords/forage.py`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import YOU, Cost, Effect, Optional_, TriggerSpec


class ForagePhrases(PhraseBase):
    """Forage as a cost, an optional cost and a trigger (`c_forage`, `may_forage`, `t_forage`)."""

    def c_forage(self, ch: list[Any]) -> Any:
        """"Forage" as a cost part: paid with the ability's other costs (601.2h, 602.2b)."""
        return lambda c: replace(c, forage=True)

    def may_forage(self, ch: list[Any]) -> list[Effect]:
        """"You may forage" inside an effect: the cost of "if you do" (608.2d)."""
        return [Optional_((), YOU, Cost(forage=True))]

    def t_forage(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you forage" (701.61): each time its controller forages, as a cost or an effect."""
        return TriggerSpec("forage", None, "you")
