""""Whenever you roll a natural 20" (706.2: a natural result is the number the die shows, before any modifier),
"When you roll a natural 20, return this card from your graveyard to your hand" (Critical Hit: the ability works in
the graveyard, 113.6m, as any ability that returns its card from there). The result rides in
`TriggerSpec.at_least`; the kernel's side is `rules.additional.natural_roll_triggers`."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.additional.natural_roll_triggers import NATURAL_ROLL


class NaturalRollTriggersPhrases(PhraseBase):
    """The `nrt_*` head of `natural_roll_triggers.lark`."""

    def nrt_natural(self, ch: list[Any]) -> TriggerSpec:
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        if n not in (1, 20):
            raise Unsupported(f"a natural {n}")
        whose = next((c for c in ch if isinstance(c, str) and not isinstance(c, Token)), "you")
        return TriggerSpec(NATURAL_ROLL, None, whose, at_least=n)
