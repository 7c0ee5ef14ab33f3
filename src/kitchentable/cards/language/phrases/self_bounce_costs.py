"""The source returned to its owner's hand as a cost (118.3, 601.2h): `Cost.return_self`.

The source must be on the battlefield to pay it (`rules.casting.payment`); it goes to its owner's hand as the
cost is paid, before the ability resolves, so the effect reads what it was from last known information (608.2h).
A mana ability with this cost pays it as it is activated (605.3a, Grinning Ignus); the automatic payer leaves such
abilities to the player, as it does those that sacrifice or exile their source."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase


class SelfBounceCostsPhrases(PhraseBase):
    """"Return ~ to its owner's hand" in a cost."""

    def c_return_self(self, ch: list[Any]) -> Any:
        """"Return ~ to its owner's hand" (118.3)."""
        return lambda c: replace(c, return_self=True)
