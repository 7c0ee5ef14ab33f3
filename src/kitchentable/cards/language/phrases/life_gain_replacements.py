"""Replacements of gaining life (614.1a), on a permanent: "If you would gain life, you gain twice that much life
instead." and "... you gain that much life plus 1 instead." The kernel's static ability "life_gain_modifier"
(`rules.continuous.life_gain_replacements`) applies to its controller's life gains; the player orders a "plus"
and a "twice" (616.1)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import StaticAbility
from kitchentable.rules.continuous.life_gain_replacements import LIFE_GAIN_MODIFIER


class LifeGainReplacementsPhrases(PhraseBase):
    """"If you would gain life, you gain twice that much life / that much life plus N instead.\""""

    def lgr_twice(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility(LIFE_GAIN_MODIFIER, params=(("times", 2),)))

    def lgr_plus(self, ch: list[Any]) -> Any:
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        return ("static", StaticAbility(LIFE_GAIN_MODIFIER, params=(("plus", n),)))
