"""A flash permission for the rest of the turn as an instruction (601.3, 611.2a): "You may cast spells this turn
as though they had flash." (Alchemist's Refuge, Emergence Zone, Borne Upon a Wind), "You may cast sorcery spells
this turn as though they had flash.".

Compiled as `Simple("flash_this_turn")` with the spell description (`rules.continuous.flash_this_turn`). The
description is read as the static "You may cast creature spells as though they had flash" reads it (card type,
color, subtype; `PlayerRulesPhrases.s_flash_for_spells`); any other is refused. "Until your next turn" (Teferi,
Time Raveler) lasts past the turn and is not read here."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Effect, Ref, Simple


class FlashThisTurnPhrases(PhraseBase):
    """"You may cast <spells> this turn as though they had flash."."""

    def ftt_flash_this_turn(self, ch: list[Any]) -> list[Effect]:
        _tag, ab = self.s_flash_for_spells(ch)  # type: ignore[attr-defined]
        params = (("filter", ab.affected),) if ab.affected is not None else ()
        return [Simple("flash_this_turn", Ref("you"), params=params)]
