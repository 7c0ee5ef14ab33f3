"""Triggers of an Aura or Equipment about the creature it is attached to (303.4, 301.5, 603.2): "Whenever enchanted
creature attacks or blocks" (508.1m, 509.1i), "Whenever equipped creature becomes blocked" (509.1h), "Whenever
enchanted creature attacks and isn't blocked" (509.1h), "When enchanted creature becomes the target of a spell or
ability [an opponent controls / you control]" (115.1), and "Whenever a creature you control becomes the target of a
spell or ability you control" (heroic's sibling for any creature of yours). The creature is the one the source is attached to as the event happens
(`Filter(attached=True)`); "it" / "that creature" in the effect is that creature. The kernel's side: the core's
"becomes_blocked" and "attacks_unblocked" events, `rules.stack.targeted_triggers` and
`rules.turn.attached_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Filter, TriggerSpec
from kitchentable.rules.stack.targeted_triggers import DESC_TARGETED
from kitchentable.rules.turn.attached_triggers import ATTACHED_ATTACKS_OR_BLOCKS

_ATT_CREATURE = Filter(attached=True)  # the Aura's or Equipment's own restriction makes it a creature (303.4, 301.5)


class AttachedTriggersPhrases(PhraseBase):
    """The `att_*` heads of `attached_triggers.lark`."""

    def _att(self, event: str, whose: str = "you") -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec(event, _ATT_CREATURE, whose)

    def att_attacks_or_blocks(self, ch: list[Any]) -> TriggerSpec:
        return self._att(ATTACHED_ATTACKS_OR_BLOCKS)

    def att_blocked(self, ch: list[Any]) -> TriggerSpec:
        return self._att("becomes_blocked")

    def att_unblocked(self, ch: list[Any]) -> TriggerSpec:
        return self._att("attacks_unblocked")

    def att_targeted(self, ch: list[Any]) -> TriggerSpec:
        return self._att(DESC_TARGETED, "each")

    def att_targeted_by_opponent(self, ch: list[Any]) -> TriggerSpec:
        return self._att(DESC_TARGETED, "opponent")

    def att_targeted_by_you(self, ch: list[Any]) -> TriggerSpec:
        return self._att(DESC_TARGETED, "you")

    def att_desc_targeted_by_you(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature you control becomes the target of a spell or ability you control" (115.1): "that
        creature" is the one targeted."""
        flt: Filter = _clean(ch)[0]
        return self._trig(DESC_TARGETED, flt, "you")
