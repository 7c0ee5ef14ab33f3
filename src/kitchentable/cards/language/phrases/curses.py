"""Auras on players, the Curses (303.4, 702.5d; kernel `rules.concepts.auras_on_players`): "enchanted player" in effects,
triggers "at the beginning of enchanted player's upkeep / draw step / end step", "whenever enchanted player
casts <spell>" / "draws a card", "whenever <creature> attacks enchanted player", "whenever enchanted player is
attacked", "whenever <creature> deals combat damage to enchanted player", "<creatures> enchanted player
controls", "that attacking player" (the active player, 506.2), and the Commander curses' "Each opponent
attacking that player does the same." The keyword "Enchant player" is `keyword_abilities`'."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.core.triggers import _STEPS
from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, Ref, Simple, TargetSpec, TriggerSpec


class CursesPhrases(PhraseBase):
    """Enchanted players and what happens to them."""

    trigger_on_self: bool

    trigger_has_object: bool

    targets: list[TargetSpec]

    last_ref: Ref | None

    def p_enchanted_player(self, ch: list[Any]) -> Ref:
        """"enchanted player": the player the Aura is attached to (303.4)."""
        return Ref("enchanted_player")

    def p_attacking_player(self, ch: list[Any]) -> Ref:
        """"that attacking player": the active player is the attacking player (506.2)."""
        return Ref("active_player")

    def sf_attached_player(self, ch: list[Any]) -> Any:
        """"creatures enchanted player controls" (303.4)."""
        return lambda d: d.fields.__setitem__("controller", "attached_player")

    def t_attached_player_step(self, ch: list[Any]) -> TriggerSpec:
        """"At the beginning of enchanted player's upkeep" (503.1, 603.2): that player's step; "that player" is
        the player whose step it is."""
        step = str([c for c in ch if isinstance(c, Token) and c.type == "STEP"][0])
        if step not in _STEPS:
            raise Unsupported(f"enchanted player's {step}")
        self.trigger_on_self = True
        return TriggerSpec(_STEPS[step], None, "attached_player")

    def t_attached_player_casts(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted player casts a spell" (601.2i); "that player" is the caster."""
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        self.trigger_on_self = True
        return TriggerSpec("cast", flt, "attached_player")

    def t_attached_player_draws(self, ch: list[Any]) -> TriggerSpec:
        self.trigger_on_self = True
        return TriggerSpec("draw", None, "attached_player")

    def t_attacks_attached_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature attacks enchanted player" (508.3a): once for each such attacker; "it" is it."""
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        self.trigger_has_object = True
        return TriggerSpec("attacks_attached_player", flt)

    def t_attached_player_attacked(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever enchanted player is attacked" (508.3a): once per combat in which at least one creature
        attacks that player (`rules.concepts.auras_on_players.attacked_first`)."""
        self.trigger_on_self = True
        return TriggerSpec("attached_player_attacked")

    def t_combat_damage_attached_player(self, ch: list[Any]) -> TriggerSpec:
        """"Whenever a creature deals combat damage to enchanted player" (510.3a); "that creature" is it."""
        flt = [c for c in _clean(ch) if isinstance(c, Filter)][0]
        self.trigger_has_object = True
        return TriggerSpec("combat_damage_to_attached_player", flt)

    def same_for_attacking_opponents(self, ch: list[Any]) -> Any:
        """"<effects>. Each opponent attacking that player does the same." (Commander curses): after the
        effects, each opponent of the Aura's controller who controls a creature attacking the enchanted player
        performs them as if they controlled the ability ("you" is that opponent)."""
        effects = [c for c in _clean(ch) if isinstance(c, list)][0]
        return ("effects", list(effects) + [Simple("same_for_attacking_opponents", Ref("enchanted_player"),
                                                   params=(("effects", tuple(effects)),))])
