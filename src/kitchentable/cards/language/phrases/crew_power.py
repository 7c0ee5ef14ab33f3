"""A creature that crews Vehicles (702.122a) or saddles Mounts (702.171a) "as though its power were N greater", or
crews Vehicles "using its toughness rather than its power":
a static ability of the creature, read by the kernel when it is tapped to pay a crew or saddle cost
(`rules.casting.cost_parts.crew_value`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import StaticAbility, fixed

CREWS_AS_THOUGH = "crews_as_though_greater"
CREWS_WITH_TOUGHNESS = "crews_with_toughness"
_SUBTYPE = {"crews vehicles": "Vehicle", "saddles mounts": "Mount"}


class CrewPowerPhrases(PhraseBase):
    """"~ crews Vehicles [and saddles Mounts] as though its power were N greater." (`s_crews_as_though`) and "~
    crews Vehicles using its toughness rather than its power." (`s_crews_with_toughness`)."""

    def s_crews_as_though(self, ch: list[Any]) -> tuple[str, StaticAbility]:
        verbs = tuple(_SUBTYPE[str(t)] for t in ch if isinstance(t, Token) and t.type == "CREW_VERB")
        n = int(next(str(t) for t in ch if isinstance(t, Token) and t.type == "NUMBER"))
        return ("static", StaticAbility(CREWS_AS_THOUGH, amount=fixed(n), params=(("what", verbs),)))

    def s_crews_with_toughness(self, ch: list[Any]) -> tuple[str, StaticAbility]:
        return ("static", StaticAbility(CREWS_WITH_TOUGHNESS, params=(("what", ("Vehicle",)),)))
