"""Level up (702.87) and leveler cards (711).

A leveler's striations ("LEVEL 2-6 / 3/3 / First strike") are static abilities (711.2a): "as long as it has at
least 2 and no more than 6 level counters on it, it has base power and toughness 3/3 and has first strike".
The compiler turns each striation into one `StaticAbility("level_striation")` with the condition
"level_between"; the layer system gives its keywords, activated and triggered abilities in layer 6 and its base
power and toughness in layer 7b (`rules.layers`). A static ability printed inside a striation keeps its own
kind with that condition. Level up itself is an ordinary activated ability (sorcery speed) that puts a level
counter on the permanent (702.87a).
"""

from __future__ import annotations

from collections.abc import Callable

from kitchentable.rules.abilities import Condition
from kitchentable.rules.state import GameState


def level_between(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """711.2a-b: the source has at least `n` level counters and, if `at_most` is set, no more than that."""
    if source is None or source not in state.objects:
        return False
    level = state.objects[source].counters.get("level", 0)
    return level >= cond.n and (cond.at_most is None or level <= cond.at_most)


CONDITIONS: dict[str, Callable[[GameState, Condition, int, int | None], bool]] = {
    "level_between": level_between,
}
