"""Pack tactics (207.2c, an ability word of 2021): "if you attacked with creatures with total power 6 or greater
this combat". The condition reads the total power of the creatures declared as attackers this combat, as the
kernel recorded it (`rules/keywords/pack_tactics.py`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition


class PackTacticsPhrases(PhraseBase):
    """The pack tactics condition (`cd_pack_tactics`)."""

    def cd_pack_tactics(self, ch: list[Any]) -> Condition:
        """"you attacked with creatures with total power N or greater this combat" (508.1)."""
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        return Condition("attacked_total_power_at_least", n=n)
