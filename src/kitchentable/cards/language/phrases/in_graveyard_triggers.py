""""If ~ is in your graveyard" as a trigger's intervening "if" (603.4): an ability that says where its card must be
works in that zone (113.6m: Pyre Zombie, Genesis, Gigapede trigger from their owner's graveyard at the beginning of
the upkeep), and the condition is checked again as it resolves (the card may have left). The kernel's test is
`rules.stack.in_graveyard_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.in_graveyard_triggers import SELF_IN_GRAVEYARD


class InGraveyardTriggersPhrases(PhraseBase):
    """The `igt_*` condition of `in_graveyard_triggers.lark`."""

    def igt_self_in_graveyard(self, ch: list[Any]) -> Condition:
        if self.kind != "triggered":
            raise Unsupported("'if ~ is in your graveyard' outside a triggered ability")
        self.from_graveyard = True
        return Condition(SELF_IN_GRAVEYARD)
