"""Commander's deck-construction text (903.3d): "~ can be your commander." lets a card that isn't a legendary
creature be a Commander deck's commander. It says nothing about playing a game; no format here is Commander, so
the card carries the flag `can_be_commander` (shown by `cards show`) and plays as its other abilities say."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition

CAN_BE_COMMANDER = "can_be_commander"


class CommanderPhrases(PhraseBase):
    """Commander's deck-construction lines."""

    def s_can_be_commander(self, ch: list[Any]) -> Any:
        """"~ can be your commander." (903.3d: deck construction only)."""
        return ("flag", CAN_BE_COMMANDER)

    def cd_control_commander(self, ch: list[Any]) -> Condition:
        """"you control a commander" (903.3): never true in a game without commanders (`rules.concepts.commanders`),
        so the Commander free spells' alternative cost is never offered."""
        return Condition("controls_commander")
