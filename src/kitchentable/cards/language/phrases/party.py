"""Party (700.8): the number of creatures in your party (up to one each of Cleric, Rogue, Warrior and Wizard
among the creatures you control) as an amount, and a full party as a condition. Counted by the kernel's
`rules/additional/party.py` as the effect happens (608.2h)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Amount, Condition

PARTY_SIZE = Amount("party_size")


class PartyPhrases(PhraseBase):
    """The party's size and a full party (`ec_party`, `ae_party`, `cd_full_party`)."""

    def ec_party(self, ch: list[Any]) -> Amount:
        """"for each creature in your party" (700.8)."""
        return PARTY_SIZE

    def ae_party(self, ch: list[Any]) -> Amount:
        """"the number of creatures in your party" (700.8)."""
        return PARTY_SIZE

    def cd_full_party(self, ch: list[Any]) -> Condition:
        """"if you have a full party" (700.8b: four creatures in it)."""
        return Condition("full_party")
