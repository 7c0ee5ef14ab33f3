"""107.3m: "If an object's enters-the-battlefield triggered ability ... refers to X, and the spell that became that
object as it resolved had a value of X chosen for any of its costs, the value of X for that ability is the same as
the value of X for that spell." ("When this creature enters, create an X/X green Ooze creature token.", "This
creature enters with X +1/+1 counters on it.")

The permanent keeps the X its spell was cast with as a tag (`tag_for`, written by `rules.events` as it enters from
the stack: a new object, 400.7, so the tag lasts only while it stays on the battlefield); the triggered ability
that its own entering triggered reads it back (`x_for_trigger`, called by `casting.begin_triggered`), and so do its
enters-with-counters replacements (`x_on_entry`, called by `rules.events`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.state import BATTLEFIELD, GameObject, GameState

PREFIX = "cast_x:"


def tag_for(x: int) -> frozenset[str]:
    """The tag a permanent keeps for the X its spell was cast with (none for X = 0)."""
    return frozenset({f"{PREFIX}{x}"}) if x else frozenset()


def x_for_trigger(state: GameState, source: int, event: tuple[Any, ...]) -> int:
    """The X of a triggered ability of `source` triggered by `event`: its spell's X when the event is `source`
    itself entering the battlefield (107.3m), else 0."""
    if len(event) < 5 or event[0] != "zone" or event[2] != source or event[4] != BATTLEFIELD:
        return 0
    o = state.objects.get(source)
    return 0 if o is None else x_on_entry(o)


def x_on_entry(o: GameObject) -> int:
    """The X the spell that became `o` was cast with (0 if it wasn't cast with one): what its enters
    replacement effects ("This creature enters with X +1/+1 counters on it") read (107.3m)."""
    for tag in o.tags:
        if tag.startswith(PREFIX):
            return int(tag[len(PREFIX):])
    return 0
