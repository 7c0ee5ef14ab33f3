"""Dice (706) and coins (705): "roll a d20" (d4 to d20, "a six-sided die") with the result table on the
following lines (read by `levels.LevelsLines`, 706.3a), "whenever you roll one or more dice", "If you would
roll a d20, instead roll two d20 and ignore the lower roll." (614.1a, 706.5); "flip a coin", "if you win the
flip". Rows that target are refused (a target in a result would be chosen before the roll)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import (
    Condition,
    Effect,
    Ref,
    Simple,
    StaticAbility,
    TriggerSpec,
    fixed,
)

DIE_SIDES = {"d4": 4, "d6": 6, "d8": 8, "d10": 10, "d12": 12, "d20": 20, "six-sided": 6, "four-sided": 4,
             "twenty-sided": 20}


class DiceAndCoinsPhrases(PhraseBase):
    """Rolling dice and flipping coins."""

    def roll_die(self, ch: list[Any]) -> list[Effect]:
        """706.2: "roll a d20" — a number from 1 to 20 at random; a table on the next lines reads it."""
        word = next(str(t) for t in ch if isinstance(t, Token) and t.type in ("DIE", "DIE_SIDED"))
        return [Simple("roll_die", Ref("you"), fixed(1), (("sides", DIE_SIDES[word]),))]

    def t_roll_dice(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever you roll one or more dice" / "whenever you roll a die" (706.2: each roll is an event)."""
        whose = next((c for c in _clean(ch) if isinstance(c, str)), "you")
        return TriggerSpec("roll_dice", None, whose)

    def s_roll_advantage(self, ch: list[Any]) -> Any:
        """"If you would roll a d20, instead roll two d20 and ignore the lower roll." (614.1a, 706.5)"""
        return ("static", StaticAbility("roll_two_keep_higher", params=(("sides", 20),),
                                        text="If you would roll a d20, instead roll two d20 and ignore the "
                                             "lower roll."))

    def flip_coin(self, ch: list[Any]) -> list[Effect]:
        c = _clean(ch)
        return [Simple("flip_coin", c[0] if c else Ref("you"))]

    def cd_won_flip(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_flip")

    def cd_lost_flip(self, ch: list[Any]) -> Condition:
        return Condition("remembered", name="won_flip", negate=True)
