"""The player a creature dealt combat damage to, in its own trigger: "Whenever ~ deals combat damage to a player,
you may destroy target artifact that player controls." (Trygon Predator, Caustic Wasps, Spark Mage).

A creature deals combat damage to a player only while attacking that player or a planeswalker that player
controls (510.1, 702.19e), so that player is its defending player (506.2) as the trigger is put on the stack and
its targets are chosen (603.3d): the description's controller is "damaged_player", matched as the defending
player (the kernel's `rules.concepts.targets.defending_player`) and said "that player controls". Anywhere else "that player controls" is refused.

Partial: if the creature has left combat before its trigger is put on the stack (it died to a first-strike
trigger's effect in between), no permanent fits the description.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported
from kitchentable.rules.abilities import TriggerSpec


class DamagedPlayerPhrases(PhraseBase):
    """"that player controls" after "whenever ~ deals combat damage to a player"."""

    def t_self_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        spec: TriggerSpec = super().t_self_combat_damage(ch)  # type: ignore[misc]
        self.damaged_player_defends = True
        return spec

    def sf_damaged_player_controls(self, ch: list[Any]) -> Any:
        if not getattr(self, "damaged_player_defends", False):
            raise Unsupported("'that player controls' outside a creature's own combat damage trigger")

        def defending(d: Desc) -> None:
            d.fields["controller"] = "damaged_player"
        return defending
