"""Ability words (207.2c) whose conditions and triggers the card language reads: raid ("if you attacked this
turn"), addendum, descend N, corrupted, celebration, coven, valiant, void, eerie, delirium, spell mastery, and
kinship ("you may look at the top card of your library. If it shares a creature type with ~, you may reveal it.
If you do, ...").

The ability word itself has no rules meaning and is removed before parsing (`parse.normalize`); what it names
is the condition or trigger written after it."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, _clean, first_count
from kitchentable.rules.abilities import (
    Condition,
    Conditional,
    Filter,
    Optional_,
    Ref,
    Simple,
    TriggerSpec,
)


class AbilityWordsPhrases(PhraseBase):
    """Conditions and triggers of ability words."""

    def t_eerie(self, ch: list[Any]) -> TriggerSpec:
        """Eerie: "whenever an enchantment you control enters and whenever you fully unlock a Room". The enters
        half is heard by `rules/keywords/ability_words`, the Room half by `rules/additional/rooms` (709.5). The
        event keeps its own name so the card says both halves."""
        return TriggerSpec("eerie", Filter(types=frozenset({"Enchantment"}), controller="you"), "you")

    def cd_void(self, ch: list[Any]) -> Condition:
        """Void: "a nonland permanent left the battlefield this turn or a spell was warped this turn"."""
        return Condition("void")

    def cd_raid(self, ch: list[Any]) -> Condition:
        """Raid: "if you attacked this turn" (508.1)."""
        return Condition("you_attacked")

    def cd_addendum(self, ch: list[Any]) -> Condition:
        """Addendum: "if you cast this spell during your main phase" (505.1; tagged as it was cast)."""
        return Condition("tagged", name="cast_in_main")

    def cd_descend(self, ch: list[Any]) -> Condition:
        """Descend N: "if there are N or more permanent cards in your graveyard" (110.4b: permanent cards)."""
        return Condition("permanent_cards_in_graveyard_at_least", n=first_count(ch))

    def t_valiant(self, ch: list[Any]) -> TriggerSpec:
        """Valiant: "whenever ~ becomes the target of a spell or ability you control for the first time each
        turn" (603.2)."""
        self.trigger_on_self = True
        return TriggerSpec("valiant")

    def cd_delirium(self, ch: list[Any]) -> Condition:
        """Delirium: "if there are four or more card types among cards in your graveyard" (205.2a)."""
        return Condition("card_types_in_graveyard_at_least", n=first_count(ch))

    def cd_graveyard_desc_at_least(self, ch: list[Any]) -> Condition:
        """Spell mastery and its kin: "if there are two or more instant and/or sorcery cards in your graveyard"."""
        d = next(c for c in ch if isinstance(c, Desc))
        flt = d.filter(zone="graveyard")
        if flt == Filter(zone="graveyard"):  # "seven or more cards": threshold's own condition
            return Condition("cards_in_graveyard_at_least", n=first_count(ch))
        return Condition("graveyard_cards_at_least", n=first_count(ch), filter=flt)

    def cd_corrupted(self, ch: list[Any]) -> Condition:
        """Corrupted: "an opponent has three or more poison counters" (122.1f)."""
        return Condition("opponent_poison_at_least", n=first_count(ch))

    def cd_celebration(self, ch: list[Any]) -> Condition:
        """Celebration: "two or more nonland permanents entered the battlefield under your control this turn"."""
        return Condition("nonland_entered_at_least", n=first_count(ch))

    def cd_coven(self, ch: list[Any]) -> Condition:
        """Coven: "you control three or more creatures with different powers"."""
        return Condition("different_powers_at_least", n=first_count(ch))

    def kinship(self, ch: list[Any]) -> Any:
        """"You may look at the top card of your library. If it shares a creature type with ~, you may reveal
        it (701.16). If you do, ..." The look itself changes nothing in the game, so the choice that matters
        is asked: to reveal, offered only when the top card shares a creature type with the source."""
        effects = _clean(ch)[0]
        reveal = Simple("reveal_top_card", Ref("you"))
        return ("effects", [Simple("kinship_check", Ref("you")),
                            Conditional(Condition("remembered", name="kinship"),
                                        (Optional_((reveal, *effects)),))])
