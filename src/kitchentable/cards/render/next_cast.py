"""The delayed triggered ability on the next spell cast this turn, as Oracle text says it (603.7a;
`cards.language.phrases.next_cast_triggers`): "When you next cast an instant or sorcery spell with mana value 4 or
less this turn, copy that spell. You may choose new targets for the copy." The spell description is read back
from the ability's filter, the same words a cast trigger's head uses."""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.cards.render.words import _TRIGGERING
from kitchentable.rules.abilities import Effect, Filter, Simple, TriggerSpec


def next_cast_text(e: Simple, sub: Callable[[Effect], str]) -> str:
    from kitchentable.cards.render.triggers import (
        cast_head,  # the render of triggers reads effects: read late
    )

    flt = e.param("filter")
    what = flt.describe() if isinstance(flt, Filter) else "spell"
    head = cast_head(TriggerSpec("cast", flt if isinstance(flt, Filter) else None, "you"), what)
    head = head.replace("Whenever you cast ", "When you next cast ", 1) + " this turn"
    token = _TRIGGERING.set("that spell")  # the spell whose casting triggers it (603.2)
    try:
        inner = " ".join(sub(x) for x in e.param("effects", ()))
    finally:
        _TRIGGERING.reset(token)
    return f"{head}, {inner[:1].lower()}{inner[1:]}"
