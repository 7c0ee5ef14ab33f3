"""Whether mana from a Treasure was spent to cast a spell (601.2h; Treasure 111.10a): "When ~ enters, if mana
from a Treasure was spent to cast it, ..." (Jaded Sell-Sword, Hired Hexblade), "If mana from a Treasure was spent
to cast this spell, ..." (Price of Loyalty, Devour Intellect's "instead"). The condition asks about the ability's
own source: the spell, or the permanent it became (which keeps the spell's record). In a cast trigger "it" is
the spell cast, another object, so `core.triggers` refuses the condition there."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition

TREASURE_MANA_SPENT = "treasure_mana_spent"


class TreasureManaPhrases(PhraseBase):
    """"mana from a Treasure was spent to cast ~"."""

    def tms_treasure_spent(self, ch: list[Any]) -> Condition:
        return Condition(TREASURE_MANA_SPENT)
