"""Relations between the targets of one group (601.2c): "Choose two target creatures controlled by different
players. Return those creatures to their owners' hands." (Run Away Together). The sentence declares the group
(like "Choose target creature.") with `TargetSpec.distinct_controllers`: as each target is chosen, one whose
controller already has a target in the group is not offered (`rules.casting.casting._new_controller`). Partial:
the relation is checked as targets are chosen, not again on resolution (608.2b checks each target alone)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, number
from kitchentable.rules.abilities import Filter


class TargetRelationsPhrases(PhraseBase):
    """"Choose two target <description> controlled by different players."."""

    def tr_different_players(self, ch: list[Any]) -> Any:
        n = number(next(t for t in ch if isinstance(t, Token) and t.type == "NUMBER_WORD"))
        d = next(c for c in ch if isinstance(c, Desc))
        flt: Filter = d.filter()
        if n < 2 or flt.controller != "any":
            raise Unsupported("targets controlled by different players")
        self._target(flt, n, n)
        self.targets[-1] = replace(self.targets[-1], distinct_controllers=True)
        self.said_choose_targets = True
        return ("effects", [])
