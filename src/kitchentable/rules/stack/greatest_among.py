"""The greatest power, toughness or mana value among a group (208.1, 202.3): "Draw cards equal to the greatest
power among creatures you control.", "where X is the greatest power among creatures you control", "the greatest
mana value among artifacts you control".

Read as the effect happens (608.2h), from each object's characteristics with every continuous effect applied
(613). With no such object the amount is 0 (there is no greatest value; a negative one also counts as 0 where an
amount is used, 107.1b). Registered with the core's amount kinds (`stack.amounts.amount_kind`, kind "greatest",
the characteristic in `Amount.name`).
"""

from __future__ import annotations

from kitchentable.rules.abilities import Amount
from kitchentable.rules.concepts.targets import matching_objects
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.amounts import amount_kind
from kitchentable.rules.state import GameState

CHARACTERISTICS = ("power", "toughness", "mana_value")


@amount_kind("greatest")
def greatest_among(state: GameState, a: Amount, controller: int, source: int | None) -> int:
    """The greatest `a.name` ("power", "toughness" or "mana_value") among the objects `a.filter` describes."""
    if a.filter is None or a.name not in CHARACTERISTICS:
        raise ValueError(f"'greatest' amount needs a description and one of {CHARACTERISTICS}, not {a.name!r}")
    values = [getattr(chars(state, oid), a.name) for oid in matching_objects(state, a.filter, controller, source)]
    return max((v for v in values if v is not None), default=0)
