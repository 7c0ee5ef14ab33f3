"""A discard cost paid at random: "{2}, Discard a card at random: ~ deals 2 damage to any target." (Stormbind,
Ogre Shaman, Mage il-Vec), "{2}{R}{G}, Discard two cards at random: ..." (Meteor Storm).

701.8b: the cards are chosen at random rather than by the player. The cost is the ordinary discard cost
(`Cost.discard`, `discard_count`: the legal-action pre-check asks for that many cards in hand, the card being cast
never among them) with `Cost.discard_at_random`, which makes the payment step (`rules.casting.payment.cast_pay`)
choose them with the game's generator instead of asking.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase, first_count
from kitchentable.rules.abilities import Filter


class RandomDiscardCostsPhrases(PhraseBase):
    """"discard N card(s) at random" as a cost."""

    def c_discard_at_random(self, ch: list[Any]) -> Any:
        n = first_count(ch)
        hand = Filter(zone="hand")
        return lambda c: replace(c, discard=hand, discard_count=n, discard_at_random=True)
