"""Cycling triggers (702.29): "Whenever you cycle a card" / "another card", "Whenever a player (an opponent)
cycles a card" (a triggered ability of a permanent, triggering as a player cycles any card, 702.29a), and
"Whenever you cycle or discard another card" (cycling discards the card, so this is once per card discarded
either way, 702.29a, 701.9a). "That card" is the card cycled or discarded.

On the battlefield the permanent itself can't be cycled or discarded, so "another card" names every card such a
trigger can see. "When you cycle ~" (the card's own, from the graveyard) is the core's `t_cycle`.
The kernel's side is `rules.keywords.cycling_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.keywords.cycling_triggers import (
    CYCLE_OR_DISCARD_ANOTHER,
    CYCLES_ANOTHER_CARD,
    CYCLES_CARD,
)


class CyclingTriggersPhrases(PhraseBase):
    """The `cy_*` trigger heads of `cycling_triggers.lark`."""

    def cy_you_cycle(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(CYCLES_CARD, None, "you")

    def cy_you_cycle_another(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(CYCLES_ANOTHER_CARD, None, "you")

    def cy_player_cycles(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(CYCLES_CARD, None, "each")

    def cy_opponent_cycles(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(CYCLES_CARD, None, "opponent")

    def cy_cycle_or_discard_another(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(CYCLE_OR_DISCARD_ANOTHER, None, "you")
