"""A single-elimination cut after the Swiss rounds (pure): the bracket and the final places.

The top N of the Swiss standings (N a power of two, 2 to 64; players who dropped do not make the cut and
the next player takes the place) play a seeded bracket in which 1 meets N, and the top two seeds can only
meet in the final (for eight: 1-8, 4-5, 2-7, 3-6). Winners of neighbouring tables meet in the next round.
A Swiss match in the cut needs a winner (MTR 2.3: a drawn game is replayed until one player has won more
games); a Turnabout match whose match points are equal goes to the better Swiss seed, since doc 003 has no
elimination rounds ("Elimination finals are normally not used") and so no rule for it.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TypeVar

PlayerKey = TypeVar("PlayerKey", bound=Hashable)
"""Whatever names a player (the service uses player ids)."""

CUT_SIZES = (2, 4, 8, 16, 32, 64)


def bracket_order(size: int) -> list[int]:
    """Seeds (1-based) in bracket order: consecutive pairs are the first round's tables."""
    if size not in CUT_SIZES:
        raise ValueError(f"a cut has 2, 4, 8, 16, 32 or 64 players, not {size}")
    order = [1, 2]
    while len(order) < size:
        total = 2 * len(order) + 1
        order = [s for seed in order for s in (seed, total - seed)]
    return order


def first_round(seeded: Sequence[PlayerKey]) -> list[tuple[PlayerKey, PlayerKey]]:
    """The first cut round's tables, in bracket order; `seeded` is the top N, best first."""
    order = bracket_order(len(seeded))
    return [(seeded[order[i] - 1], seeded[order[i + 1] - 1]) for i in range(0, len(order), 2)]


def next_round(winners: Sequence[PlayerKey]) -> list[tuple[PlayerKey, PlayerKey]]:
    """The next cut round: the winners of tables 1 and 2 meet, of 3 and 4, and so on."""
    return [(winners[i], winners[i + 1]) for i in range(0, len(winners), 2)]


def round_title(tables: int) -> str:
    return {1: "Final", 2: "Semifinals", 4: "Quarterfinals"}.get(tables, f"Top {2 * tables}")


def placings(cut_rounds: Sequence[Sequence[tuple[PlayerKey, PlayerKey, PlayerKey | None]]],
             swiss_rank: Mapping[PlayerKey, int]) -> list[tuple[int, PlayerKey]]:
    """Final places of the cut's players: the winner, the finalist, then each earlier round's losers
    (sharing a band of places, ordered by Swiss rank). Each round is (player A, player B, winner or None)."""
    places: list[tuple[int, PlayerKey]] = []
    if not cut_rounds:
        return places
    final = cut_rounds[-1]
    if len(final) != 1:
        return places
    a, b, winner = final[0]
    if winner is None:
        return places
    places += [(1, winner), (2, b if winner == a else a)]
    for rnd in reversed(cut_rounds[:-1]):
        start = len(places) + 1
        losers = [b if w == a else a for a, b, w in rnd]
        for offset, player in enumerate(sorted(losers, key=lambda p: swiss_rank.get(p, 0))):
            places.append((start + offset, player))
    return places
