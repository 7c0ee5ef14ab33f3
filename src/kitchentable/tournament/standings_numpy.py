"""The standings of a large field with numpy: the same integers as `standings.py`, summed by array.

Every percentage is an integer over a common denominator and every opponent mean an integer over a common
factor, exactly as the pure version computes them, so both rank a field identically (a property test checks
it). When a denominator would not fit in 64 bits (a very long event's game-win percentages), this returns
None and the pure version, with Python's unbounded integers, does the work.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import numpy as np

from kitchentable.formats.turnabout.scoring import VICTORY_POINTS_PER_MATCH
from kitchentable.tournament.standings import (
    INT64_SAFE,
    SWISS_WIN,
    TURNABOUT,
    Columns,
    PlayerInfo,
    make_rows,
    ranking_of,
)


class _TooLarge(Exception):
    pass


def distinct(values: Any) -> Any:
    """The distinct values of an integer array, in increasing order: what `np.unique` returns, by counting
    (small non-negative values: denominators, rounds, opponent counts) or by sorting. `np.unique` itself
    took 0.5 s of CPU for 400,000 values with numpy 2.4 here, 20 times a sort."""
    values = np.asarray(values, dtype=np.int64)
    if not len(values):
        return values
    low, high = int(values.min()), int(values.max())
    if low >= 0 and high <= 4 * len(values) + 1024:
        return np.flatnonzero(np.bincount(values))
    ordered = np.sort(values)
    return ordered[np.concatenate(([True], ordered[1:] != ordered[:-1]))]


def _order(players: Sequence[PlayerInfo] | Sequence[Any], seed: int, keys: tuple[Any, ...],
           draws_of: Any = None) -> Any:
    """Indexes in ranking order: by `keys` (most important first), then by the seeded draw, which is drawn
    only for the players tied on every key (late in a large event, few are)."""
    order = np.lexsort(keys[::-1])
    ranked = [k[order] for k in keys]
    same = np.ones(len(order) - 1, dtype=bool) if len(order) > 1 else np.zeros(0, dtype=bool)
    for column in ranked:
        same &= column[1:] == column[:-1]
    tied = np.zeros(len(order), dtype=bool)
    tied[1:] |= same
    tied[:-1] |= same
    if not tied.any():
        return order
    group = np.cumsum(np.concatenate(([True], ~same)))
    where = np.nonzero(tied)[0]
    chosen = order[where]
    if draws_of is not None:
        draws = draws_of(chosen)
    else:
        draws = seeded_draws(seed, [players[i].key for i in chosen.tolist()])
    order[where] = order[where][np.lexsort((draws, group[where]))]
    return order


def seeded_draws(seed: int, keys: Sequence[Any]) -> Any:
    """`seeded_draw` of every key, as an array: the digests joined and read as big-endian 64-bit numbers
    at once (a round-2 ranking of 100,000 players draws for nearly all of them)."""
    from kitchentable.tournament.digests import sha256

    prefix = f"{seed}:"
    digests = b"".join([sha256(f"{prefix}{key!r}".encode()).digest()[:8] for key in keys])
    return np.frombuffer(digests, dtype=">u8").astype(np.uint64)


def rank_numpy(fmt: str, players: Sequence[PlayerInfo], cols: Columns, seed: int,
               floor: Fraction, light: bool = False) -> Any:
    try:
        return _rank(fmt, players, cols, seed, floor, light)
    except _TooLarge:
        return None


def rank_positions(fmt: str, count: int, cols: Columns, seed: int, floor: Fraction, draws_of: Any) -> Any:
    """The ranking alone, for pairing a large field held as columns (`snapshot.PlayerColumns`): the
    positions of the `count` players (in id order) best first, and every player's points, as arrays;
    `draws_of(positions)` gives the last tiebreaker's draws of the players it is asked about. None when a
    denominator would not fit in 64 bits (the caller then ranks by the pure version)."""
    try:
        return _rank(fmt, count, cols, seed, floor, "positions", draws_of)
    except _TooLarge:
        return None


def _rank(fmt: str, players: Sequence[PlayerInfo] | int, cols: Columns, seed: int, floor: Fraction,
          light: bool | str, draws_of: Any = None) -> Any:
    n = players if isinstance(players, int) else len(players)
    a, b, pa, pb, ga, gb, g0 = (np.asarray(c, dtype=np.int64) for c in cols)
    real = b >= 0
    ar, br = a[real], b[real]

    def count(index: Any, weights: Any = None) -> Any:
        found = np.bincount(index, weights=weights, minlength=n)
        return np.rint(found).astype(np.int64) if weights is not None else found.astype(np.int64)

    points = count(a, pa) + count(br, pb[real])
    played = count(a) + count(br)
    byes = count(a[~real])
    gw = count(a, ga) + count(br, gb[real])
    gl = count(a, gb) + count(br, ga[real])
    gd = count(a, g0) + count(br, g0[real])
    won = byes + count(ar[pa[real] > pb[real]]) + count(br[pb[real] > pa[real]])
    lost = count(ar[pa[real] < pb[real]]) + count(br[pb[real] < pa[real]])
    drawn = count(ar[pa[real] == pb[real]]) + count(br[pa[real] == pb[real]])
    k = played - byes
    fn, fd = floor.numerator, floor.denominator

    def scaled(num: Any, den: Any) -> tuple[Any, int]:
        floored = (den == 0) | (num * fd < fn * den)
        num2 = np.where(floored, fn, num)
        den2 = np.where(floored, fd, den)
        scale = math.lcm(fd, *distinct(den2).tolist())
        if scale >= INT64_SAFE // max(int(num2.max(initial=1)), 1):
            raise _TooLarge
        return num2 * (scale // den2), scale

    def means(values: Any, scale: int) -> tuple[Any, int]:
        sums = np.zeros(n, dtype=np.int64)
        np.add.at(sums, ar, values[br])
        np.add.at(sums, br, values[ar])
        present = distinct(k[k > 0]).tolist() or [1]
        counts = math.lcm(*present)
        if max(int(sums.max(initial=0)), fn * (scale // fd)) >= INT64_SAFE // counts:
            raise _TooLarge
        factor = counts // np.maximum(k, 1)
        return np.where(k > 0, sums * factor, fn * (scale // fd) * counts), counts

    if fmt == TURNABOUT:
        own, own_scale = scaled(points, VICTORY_POINTS_PER_MATCH * played)
        opp_vp, counts = means(own, own_scale)
        opp_games = np.zeros(n, dtype=np.int64)
        np.add.at(opp_games, ar, gw[br])
        np.add.at(opp_games, br, gw[ar])
        columns = (opp_vp, gw, opp_games)
        scales = (own_scale * counts, 1, 1)
    else:
        mwp, mwp_scale = scaled(points, SWISS_WIN * played)
        gwp, gwp_scale = scaled(3 * gw + gd, 3 * (gw + gl + gd))
        omw, omw_counts = means(mwp, mwp_scale)
        ogw, ogw_counts = means(gwp, gwp_scale)
        columns = (omw, gwp, ogw)
        scales = (mwp_scale * omw_counts, gwp_scale, gwp_scale * ogw_counts)
    first, second, third = columns
    if isinstance(players, int):
        return _order((), seed, (-points, -first, -second, -third), draws_of), points
    order = _order(players, seed, (-points, -first, -second, -third))
    if light:
        return ranking_of(players, order.tolist(), points.tolist())
    keys = [p.key for p in players]

    def opponents_of(i: int) -> list[Any]:
        mine = np.nonzero((ar == i) | (br == i))[0]
        return [keys[int(br[m]) if ar[m] == i else int(ar[m])] for m in mine]

    return make_rows(fmt, players, order.tolist(), points.tolist(), played.tolist(), won.tolist(), lost.tolist(),
                     drawn.tolist(), byes.tolist(), gw.tolist(), gl.tolist(), gd.tolist(),
                     (first.tolist(), second.tolist(), third.tolist()), scales, opponents_of)
