"""Triggers on damage dealt to you and on any player's sacrifices:

- "Whenever a creature deals combat damage to you" (510.2): "that creature" is the creature that dealt it.
- "Whenever a source an opponent controls deals damage to you" (120.3): "that many" / "that much" is the damage.
  "That player" could mean the source's controller or you; refused after this head.
- "Whenever a player sacrifices a creature", "Whenever an opponent sacrifices a nontoken permanent" (701.21a: only
  a permanent's controller sacrifices it): the core's "sacrificed" event, the permanent matched as it last existed
  with its controller then. "It", "that card" and "that player" are refused after these: the event names
  neither the card the permanent became nor the player.

The kernel's side is `rules.concepts.damage_to_you` (the sacrifices use the core's own test)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Ref, TriggerSpec
from kitchentable.rules.concepts.damage_to_you import COMBAT_TO_YOU, OPPONENT_SOURCE_TO_YOU


class DamageToYouTriggersPhrases(PhraseBase):
    """The `dty_*` trigger heads of `damage_to_you_triggers.lark`."""

    opponent_source_damage = False

    def dty_combat_damage_to_you(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(COMBAT_TO_YOU, self._odesc(ch))

    def dty_opponent_source_damage(self, ch: list[Any]) -> TriggerSpec:
        self.opponent_source_damage = True
        return TriggerSpec(OPPONENT_SOURCE_TO_YOU, None, "you")

    def dty_player_sacrifices(self, ch: list[Any]) -> TriggerSpec:
        self.sacrificed_by_a_player = True
        return self._trig("sacrificed", replace(self._odesc(ch), controller="any"))

    def dty_opponent_sacrifices(self, ch: list[Any]) -> TriggerSpec:
        self.sacrificed_by_a_player = True
        return self._trig("sacrificed", replace(self._odesc(ch), controller="opponent"))

    sacrificed_by_a_player = False

    def _it(self) -> Ref:
        """The sacrificed permanent is gone and the kernel's "sacrificed" event doesn't name the card it became
        (400.7), so "it" / "that card" after a player's sacrifice is refused."""
        if self.sacrificed_by_a_player and self.last_ref is None:
            raise Unsupported("'it' / 'that card' after 'whenever a player sacrifices ...'")
        ref: Ref = super()._it()
        return ref

    def _that_player(self) -> Ref:
        if (self.opponent_source_damage or self.sacrificed_by_a_player) and not self.targets:
            raise Unsupported("'that player' after 'a source an opponent controls deals damage to you' or 'a "
                              "player sacrifices'")
        ref: Ref = super()._that_player()
        return ref
