""""Whenever equipped creature and at least one other creature attack, ..." (508.1m; Glimmer Lens), and the same
with "enchanted creature": the holder is declared as an attacker with at least one other creature. "It" / "that
creature" in the effect is the holder (`Filter(attached=True)`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Filter, TriggerSpec
from kitchentable.rules.turn.attached_group_attacks import ATTACHED_ATTACKS_WITH_OTHERS


class AttachedGroupAttacksPhrases(PhraseBase):
    """Builder of the attached creature's group-attack head."""

    def t_attached_attacks_with_one_other(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec(ATTACHED_ATTACKS_WITH_OTHERS, Filter(attached=True), "you", 1)
