"""Commander's deck-construction text (903.3d): "~ can be your commander." lets a card that isn't a legendary
creature be a Commander deck's commander. It says nothing about playing a game; no format here is Commander, so
the card carries the flag `can_be_commander` (shown by `cards show`) and plays as its other abilities say."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import AddMana, Condition, Filter, TriggerSpec
from kitchentable.rules.concepts.commanders import COMMANDER_IDENTITY

CAN_BE_COMMANDER = "can_be_commander"


class CommanderPhrases(PhraseBase):
    """Commander's deck-construction lines."""

    def s_can_be_commander(self, ch: list[Any]) -> Any:
        """"~ can be your commander." (903.3d: deck construction only)."""
        return ("flag", CAN_BE_COMMANDER)

    def cd_control_commander(self, ch: list[Any]) -> Condition:
        """"you control a commander" (903.3): never true in a game without commanders (`rules.concepts.commanders`),
        so the Commander free spells' alternative cost is never offered."""
        return Condition("controls_commander")

    def n_commander(self, ch: list[Any]) -> Any:
        """"commander" as a noun: a commander (903.3), whatever its types. The designation is the deck's, not a
        characteristic; no game here has one, so the description matches no object (`Filter.commander`)."""
        return lambda d: d.fields.__setitem__("commander", True)

    def cd_control_own_commander(self, ch: list[Any]) -> Condition:
        """Lieutenant's "you control your commander" (903.3): never true in a game without commanders
        (`rules.concepts.commanders`), so a lieutenant's bonus never applies, as in any such game."""
        return Condition("controls_own_commander")

    def t_cast_own_commander(self, ch: list[Any]) -> TriggerSpec:
        """"When you cast your commander" (903.3, 601.2i): a cast trigger for a spell that is your commander;
        none ever is here, so it never triggers."""
        self.trigger_has_object = True
        return TriggerSpec("cast", Filter(zone="stack", commander=True), "you")

    def mana_commander_identity(self, ch: list[Any]) -> AddMana:
        """"Add one mana of any color in your commander's color identity." (903.4e: with no commander the
        colors are undefined and that part of the ability does nothing; `COMMANDER_IDENTITY` adds no mana)."""
        return AddMana((COMMANDER_IDENTITY,))
