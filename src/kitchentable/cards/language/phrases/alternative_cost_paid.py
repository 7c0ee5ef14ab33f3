""""If this spell's / ~'s / its [label] cost was paid" (118.9, 601.2b): a spell cast for that alternative cost, or a
permanent that was such a spell as it entered (surge, mayhem, spectacle, dash, blitz, madness, ...).

The condition `alternative_cost_paid` (`rules.stack.conditions`) reads the spell's chosen alternative cost while it
is on the stack and resolving, and the tag "paid:<label>" a permanent gets as it enters (`rules.events.move`).
The labels are those of alternative costs the card language compiles from their keywords; a card whose keyword
is not supported is refused at that keyword's line, so the condition is kept only beside a cost it can ask about."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition

ALTERNATIVE_COST_PAID = "alternative_cost_paid"


class AlternativeCostPaidPhrases(PhraseBase):
    """The condition "if its [label] cost was paid"."""

    def cd_alternative_cost_paid(self, ch: list[Any]) -> Condition:
        label = next(str(t) for t in ch if isinstance(t, Token) and t.type == "ALTERNATIVE_COST_LABEL")
        return Condition(ALTERNATIVE_COST_PAID, name=label)

