"""Objects chosen at random as an effect resolves, as printed (608.2d; `phrases.at_random`): "Return a Zombie card
at random from your graveyard to your hand.", "... deals 7 damage to a creature an opponent controls chosen at
random."."""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.cards.render.words import _count
from kitchentable.rules.abilities import Effect, Simple


def _random_kind(e: Simple) -> str:
    flt = e.param("filter")
    kind = flt.describe().replace(" permanent", "").removeprefix("permanent").strip() if flt is not None else ""
    return f"{kind} card".strip()


def at_random_text(e: Simple, sub: Callable[[Effect], str]) -> str:
    if e.kind == "return_at_random":
        where = "the battlefield" if e.param("to") == "battlefield" else "your hand"
        return f"Return {_count(e.amount, _random_kind(e))} at random from your graveyard to {where}."
    inner = " ".join(sub(x) for x in e.param("effects", ()))
    flt = e.param("filter")
    said = flt.describe() if flt is not None else "permanent"
    article = "an" if said[:1] in "aeiou" else "a"
    return inner.removesuffix(" to it.") + f" to {article} {said} chosen at random."
