"""Delayed triggered abilities with a duration as Oracle text says them (603.7b; `cards.language.duration_triggers`): the
triggered ability's own words, with its duration where the card put it: "Whenever a creature dies this turn, you
gain 1 life.", "Until end of turn, whenever ...", "This turn, whenever ...", "Until your next turn, whenever ..."."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple, TriggeredAbility


def duration_text(e: Simple) -> str:
    from kitchentable.cards.render.triggers import (
        _triggered,  # the render of triggers reads effects: read late
    )

    ability = e.param("ability")
    if not isinstance(ability, TriggeredAbility):
        return ""
    inner = _triggered(ability)
    said = str(e.param("said", "head"))
    if said == "head":  # "whenever <event> this turn, ..."
        event, comma, rest = inner.partition(", ")
        return f"{event} this turn{comma}{rest}"
    return f"{said[:1].upper()}{said[1:]}, {inner[:1].lower()}{inner[1:]}"
