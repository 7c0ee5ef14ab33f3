"""Combat trigger heads (506-511) the core grammar lacked:

- "Whenever ~ blocks or becomes blocked" (509.1i, 509.1h): one ability with two trigger events; a creature that
  blocks several attackers "blocks" once (509.5a), and an attacker "becomes blocked" once however many creatures
  block it (509.1h). "Whenever enchanted / equipped creature blocks or becomes blocked": the same for the creature
  the Aura or Equipment is attached to.
- "Whenever ~ attacks alone", "Whenever a creature you control attacks alone" (506.5: it is the only creature
  declared as an attacker), "Whenever equipped creature attacks alone".
- "Whenever a creature you control becomes blocked" (509.1h), "Whenever a creature blocks" (509.1i, once per
  blocker): "it" / "that creature" is that creature.
- "Whenever ~ is dealt combat damage" (510.2): "that much" is the damage dealt.
- "Whenever ~ deals combat damage to a player or planeswalker" / "... to a player or battle" (510.2): the modern
  template of the damage trigger; "that player" would name no one when a planeswalker or battle was dealt the
  damage, so it is refused after these heads.
- "At the beginning of combat on each opponent's turn" (507.1): "that player" is the active player.

The kernel's side is `rules.turn.combat_triggers`."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Filter, Ref, TriggerSpec
from kitchentable.rules.turn.combat_triggers import (
    ATTACKS_ALONE,
    BLOCKS_OR_BLOCKED,
    DAMAGE_TO_PLAYER_OR_BATTLE,
    DAMAGE_TO_PLAYER_OR_PLANESWALKER,
    DEALT_COMBAT_DAMAGE,
)


def _combat_attached(ch: list[Any]) -> Filter:
    """"enchanted creature" / "equipped creature": the permanent the source is attached to."""
    return Filter(attached=True)


class CombatTriggersPhrases(PhraseBase):
    """The `ct_*` trigger heads of `combat_triggers.lark`."""

    combat_damage_to_player_or = False

    def ct_self_blocks_or_blocked(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(BLOCKS_OR_BLOCKED)

    def ct_attached_blocks_or_blocked(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec(BLOCKS_OR_BLOCKED, _combat_attached(ch))

    def ct_self_attacks_alone(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(ATTACKS_ALONE)

    def ct_attached_attacks_alone(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_has_object = True
        return TriggerSpec(ATTACKS_ALONE, _combat_attached(ch))

    def ct_attacks_alone(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(ATTACKS_ALONE, self._odesc(ch))

    def ct_becomes_blocked(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("becomes_blocked", self._odesc(ch))

    def ct_blocks(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("blocks", self._odesc(ch))

    def ct_self_dealt_combat_damage(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(DEALT_COMBAT_DAMAGE)

    def ct_planeswalker(self, ch: list[Any]) -> str:
        return DAMAGE_TO_PLAYER_OR_PLANESWALKER

    def ct_battle(self, ch: list[Any]) -> str:
        return DAMAGE_TO_PLAYER_OR_BATTLE

    def ct_self_damage_player_or(self, ch: list[Any]) -> TriggerSpec:
        self.combat_damage_to_player_or = True
        return self._trig(_combat_recipient(ch))

    def ct_damage_player_or(self, ch: list[Any]) -> TriggerSpec:
        self.combat_damage_to_player_or = True
        return self._trig(_combat_recipient(ch), self._odesc(ch))

    def ct_combat_opponents_turn(self, ch: list[Any]) -> TriggerSpec:
        """507.1: each opponent's beginning of combat step; "that player" is that opponent, the active player."""
        self.trigger_player = True
        return TriggerSpec("combat_begin", None, "opponent")

    def _that_player(self) -> Ref:
        if self.combat_damage_to_player_or and not self.targets:
            raise Unsupported("'that player' after 'deals combat damage to a player or planeswalker/battle'")
        ref: Ref = super()._that_player()
        return ref


def _combat_recipient(ch: list[Any]) -> str:
    return next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
