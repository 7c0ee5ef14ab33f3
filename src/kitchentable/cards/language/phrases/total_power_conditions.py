"""The formidable condition "creatures you control have total power N or greater" (207.2c ability word) in any
condition position: "At the beginning of combat on your turn, if creatures you control have total power 8 or
greater, ..." (603.4: checked as it triggers and as it resolves). The test is the core's "total_power_at_least"
(`core.conditions.power_condition`). Also "if there are no <description> on the battlefield", the core's
"if no <description> are on the battlefield" said as printed."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Condition

THERE_ARE = "there are"


class TotalPowerConditionsPhrases(PhraseBase):
    """The `tpc_*` condition of `total_power_conditions.lark`."""

    def tpc_there_are_none(self, ch: list[Any]) -> Condition:
        """"if there are no Reflection tokens on the battlefield" (whoever controls them): the core's "no ... are on
        the battlefield", said as printed (`Condition.name` "there are")."""
        return Condition("control_none", filter=_clean(ch)[0].filter(), name=THERE_ARE)

    def tpc_total_power(self, ch: list[Any]) -> Condition:
        cond: Condition = _clean(ch)[0]
        return cond
