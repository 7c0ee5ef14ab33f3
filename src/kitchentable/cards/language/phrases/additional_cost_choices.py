"""A choice between two additional costs (601.2b, 118.8): "As an additional cost to cast this spell, sacrifice a
creature or pay {3}{B}." (Spark Harvest), "discard a card or pay {5}" (Lightning Axe), "sacrifice a creature or
discard a card" (Bone Shards), "reveal a Kithkin card from your hand or pay {3}" (Lorwyn's Goldmeadow Stalwart;
revealing a card of the hand, 701.16a, is read only in such a choice: the cards that reveal a card for its own sake
read "the revealed card's mana value", which isn't supported). The first cost is the card's additional cost and the second its `or_cost`
(`rules.casting.additional_cost_choices` asks which as the spell is announced). A choice the kernel can't pay
as a choice is refused: an X in it, or an "or" inside one of the two ("sacrifice an artifact or creature" is one
description, read by the description grammar, not a choice)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Cost
from kitchentable.rules.records import replace


class AdditionalCostChoicesPhrases(PhraseBase):
    """"As an additional cost to cast ~, <cost> or <cost>."."""

    def acc_choice(self, ch: list[Any]) -> Any:
        first, second = [c for c in ch if isinstance(c, Cost)]
        for c in (first, second):
            if c.per_x:
                raise Unsupported("an additional cost choice counting X")
            if c.is_free():
                raise Unsupported("an additional cost choice with nothing to pay")
        if first.mana is not None and not first.mana.is_zero() and second.mana is not None \
                and not second.mana.is_zero():
            raise Unsupported("a choice between two mana additional costs")
        return ("addcost", replace(first, or_cost=second))

    def acc_part(self, ch: list[Any]) -> Cost:
        """One of the two costs, built like any cost part (`core.costs`)."""
        part = _clean(ch)[0]
        cost: Cost = part(Cost())
        return cost

    def acc_reveal(self, ch: list[Any]) -> Cost:
        """"reveal a Kithkin card from your hand": a card of the hand matching the description, shown to all."""
        n, d = _clean(ch)
        if n == "x":
            raise Unsupported("reveal X cards as a cost")
        return Cost(reveal=d.filter(zone="hand"), reveal_count=int(n))
