"""Triggers on playing a land (305.1, 603.2): "Whenever you play a land, ..." (Fastbond), "Whenever an opponent
plays a land, ..." (Burgeoning), "Whenever a player plays a land, that player draws a card." (Horn of Greed), and
"Whenever you play a land or cast a spell, ..." (Flubs, the Fool). Only a land played triggers them, not one put
onto the battlefield by an effect (305.4). "that player" is the player who played the land or cast the spell.
The kernel's side is `rules.casting.land_play_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import TriggerSpec

PLAYED_LAND = "played_land"
LAND_OR_SPELL = "played_land_or_cast"


class LandPlayTriggersPhrases(PhraseBase):
    """"whenever <player> plays a land [or casts a spell]"."""

    def lp_played(self, ch: list[Any]) -> TriggerSpec:
        return self._played(PLAYED_LAND, ch)

    def lp_land_or_spell(self, ch: list[Any]) -> TriggerSpec:
        return self._played(LAND_OR_SPELL, ch)

    def _played(self, event: str, ch: list[Any]) -> TriggerSpec:
        whose = str(_clean(ch)[0])
        self.trigger_player = whose in ("each", "opponent")  # "that player": the one who played or cast
        return TriggerSpec(event, None, whose)
