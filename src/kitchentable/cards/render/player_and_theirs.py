"""Damage to a player and that player's permanents at once (120.2a; `phrases.damage_and_prevention`,
`dmg_player_and_their`), as Oracle text says it: "~ deals 1 damage to each opponent and each creature and
planeswalker they control.", "~ deals 2 damage to target player and each creature that player controls."."""

from __future__ import annotations

from kitchentable.cards.render.words import _amount
from kitchentable.rules.abilities import Filter, Simple


def player_and_theirs_text(e: Simple, subject: str) -> str:
    flt = e.param("filter")
    kinds = sorted(flt.any_types) if isinstance(flt, Filter) and flt.any_types else []
    if kinds:  # "each creature and planeswalker": either type, said with "and" after "each"
        rest = flt.describe().replace(" or ".join(t.lower() for t in kinds), " and ".join(t.lower() for t in kinds), 1)
    else:
        rest = flt.describe() if isinstance(flt, Filter) else "creature"
    whose = "they control" if subject.startswith("each ") else "that player controls"
    return f"This deals {_amount(e.amount)} damage to {subject} and each {rest} {whose}."
