"""Expend N: "Whenever you expend 4" (a trigger of the 2024 rules): the player spent their Nth total mana this turn
on spells and abilities. The trigger's N is `TriggerSpec.at_least`; the kernel counts the mana
(`rules/keywords/expend.py`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec


class ExpendPhrases(PhraseBase):
    """The expend trigger (`t_expend`)."""

    def t_expend(self, ch: list[Any]) -> TriggerSpec:
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        return TriggerSpec("expend", None, "you", at_least=n)
