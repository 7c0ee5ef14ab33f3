"""Kernel side of the recent branch's mechanics (cards/phrases_recent.py).

Spree (702.172; newer than the bundled CR of April 2022): "Spree" on a modal spell means "choose one or more
modes; as an additional cost to cast this spell, pay the costs associated with those modes." The modes are
chosen in 601.2b, so by the time the total cost is determined (601.2f) the chosen modes' costs are known and
added like any other additional cost (cost reductions then apply to the sum, 601.2f).
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.mana import ManaCost


def spree_cost(card: CardDef, modes: tuple[int, ...]) -> ManaCost | None:
    """702.172a: the sum of the costs of the chosen modes of a spree spell; None for a card without spree."""
    for ab in card.static:
        if ab.kind == "spree":
            costs: tuple[ManaCost, ...] = ab.param("costs", ())
            total = ManaCost()
            for i in modes:
                if 0 <= i < len(costs):
                    total = total.plus(costs[i])
            return total
    return None
