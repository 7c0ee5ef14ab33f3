"""A condition on how many opponents a player has (102.2-102.3): "This land enters tapped unless you have two or
more opponents." (Morphic Pool and the other bond lands): condition "opponents_at_least" with `n`, counting the
opponents still in the game (800.4a: a player who left is no one's opponent)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import NUMBER_WORDS, PhraseBase
from kitchentable.rules.abilities import Condition


class OpponentCountPhrases(PhraseBase):
    """"you have two or more opponents"."""

    def oc_opponents_at_least(self, ch: list[Any]) -> Condition:
        word = next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER_WORD")
        return Condition("opponents_at_least", n=int(NUMBER_WORDS[word]))
