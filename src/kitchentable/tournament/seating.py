"""Table numbers for a round: by ranking, with fixed seats honoured (pure).

Tables are numbered from the top of the ranking (table 1 seats the best-ranked pair). A player with a fixed
table (an accessibility need, a judge's request: EventLink's "fixed seating") sits at that number whenever
they play; when both players of a table have one, the better-ranked player's wins, and when two tables want
the same number the better-ranked table gets it. The other tables take the lowest free numbers in ranking
order, and byes are listed after every table.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

PlayerKey = TypeVar("PlayerKey", bound=Hashable)
"""Whatever names a player (the service uses player ids)."""


def number_tables(pairs: Sequence[tuple[PlayerKey, PlayerKey]], byes: Sequence[PlayerKey],
                  fixed: Mapping[PlayerKey, int], names: Mapping[PlayerKey, str] | None = None,
                  ) -> tuple[list[tuple[int, PlayerKey, PlayerKey | None]], list[str]]:
    """(number, player A, player B or None for a bye) for every seat of the round, and notes on fixed seats
    that could not be honoured. `pairs` are in ranking order, player A the better-ranked."""
    if not fixed:
        numbered: list[tuple[int, PlayerKey, PlayerKey | None]] = [
            (number, a, b) for number, (a, b) in enumerate(pairs, start=1)]
        numbered.extend((len(pairs) + i, p, None) for i, p in enumerate(byes, start=1))
        return numbered, []
    label = (lambda p: names.get(p, str(p))) if names is not None else str
    taken: dict[int, int] = {}
    wanted: list[int | None] = []
    notes: list[str] = []
    for index, (a, b) in enumerate(pairs):
        choice = fixed.get(a) or fixed.get(b)
        if choice is not None and choice in taken:
            holder = pairs[taken[choice]]
            notes.append(f"table {choice} is fixed for {label(holder[0] if fixed.get(holder[0]) == choice else holder[1])}; "
                         f"{label(a if fixed.get(a) == choice else b)} sits elsewhere this round")
            choice = None
        if choice is not None:
            taken[choice] = index
        wanted.append(choice)
    numbered = []
    free = 1
    for (a, b), choice in zip(pairs, wanted, strict=True):
        if choice is None:
            while free in taken:
                free += 1
            choice = free
            free += 1
        numbered.append((choice, a, b))
    last = max((n for n, _, _ in numbered), default=0)
    numbered.extend((last + i, p, None) for i, p in enumerate(byes, start=1))
    return numbered, notes
