"""Energy (107.14): "you get {E}{E}" as an effect, "pay {E}{E}" as part of a cost, and "you may pay {E}. If
you do, ..." as an optional cost (608.2d); "... unless you pay {E}{E}"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Cost, Effect, Optional_, Ref, Simple, fixed


def _energy(children: list[Any]) -> int:
    return sum(1 for c in children if isinstance(c, Token) and c.type == "ENERGY")


class EnergyPhrases(PhraseBase):
    """Getting and paying energy counters."""

    def c_energy(self, ch: list[Any]) -> Any:
        n = _energy(ch)
        return lambda c: replace(c, energy=c.energy + n)

    def may_pay_energy(self, ch: list[Any]) -> list[Effect]:
        """The next "if you do" sentence fills `then`, as for mana (`SentencePhrases.may_pay`)."""
        return [Optional_((), cost=Cost(energy=_energy(ch)))]

    def unless_pays_energy(self, ch: list[Any]) -> list[Effect]:
        """"Sacrifice ~ unless you pay {E}{E}": the effect happens unless the player removes the counters."""
        effects = next(c for c in ch if isinstance(c, list))
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Optional_(tuple(effects), who, Cost(energy=_energy(ch)), unless=True)]

    def get_energy(self, ch: list[Any]) -> list[Effect]:
        who = next((c for c in ch if isinstance(c, Ref)), Ref("you"))
        return [Simple("get_energy", who, fixed(_energy(ch)))]
