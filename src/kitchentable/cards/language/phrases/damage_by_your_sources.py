""""Whenever a source you control deals noncombat damage to an opponent, ..." (120.3, 603.2; Chandra's Pyreling), and
the same without "noncombat": damage to an opponent from a source of yours (`rules.concepts.damage_by_your_sources`).
"That player" is the opponent dealt damage; "that much" the amount."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.concepts.damage_by_your_sources import (
    YOUR_SOURCE_NONCOMBAT_TO_OPPONENT,
    YOUR_SOURCE_TO_OPPONENT,
)


class DamageByYourSourcesPhrases(PhraseBase):
    """Builder of the "a source you control deals damage to an opponent" head."""

    def dys_your_source_to_opponent(self, ch: list[Any]) -> TriggerSpec:
        noncombat = any(isinstance(c, Token) and str(c) == "noncombat" for c in ch)
        return TriggerSpec(YOUR_SOURCE_NONCOMBAT_TO_OPPONENT if noncombat else YOUR_SOURCE_TO_OPPONENT, None, "you")
