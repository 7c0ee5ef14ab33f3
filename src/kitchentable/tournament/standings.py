"""Standings derived from match results, never stored (issue 8).

Two formats share one shape: a score, three tiebreakers and a seeded draw, all exact.

* Turnabout (doc 003 Scoring Rules 1, 4): Victory Points; then opponents' Victory Point percentage, each
  opponent's percentage floored; then game wins; then the opponents' game wins added up; then a draw seeded
  from the event.
* Swiss (Magic Tournament Rules, Appendix C): match points 3/1/0; opponents' match-win percentage,
  game-win percentage and opponents' game-win percentage, every percentage floored; then the seeded draw.

The floor is the MTR's 0.33 (Appendix C: "a minimum of 0.33"), or 1/3 where an event chooses it (events
created before the floor became a setting keep the 1/3 they were run with).

In both a bye is a 2-0 match win (MTR 2.4 and Appendix C) that is not an opponent: it is left out of the
opponent averages. A Turnabout bye is worth `BYE_VICTORY_POINTS`, the split of the smallest 2-0 win the
rules allow (10 + 10 MP against 0: difference 20, 22-8), since doc 003 is silent on byes.

Speed: every percentage is kept as an integer over one common denominator (the least common multiple of
the denominators that occur, times that of the opponent counts), so ranking 100,000 players compares
integers; the `Fraction`s people read are made only when a row's `tiebreakers` are asked for.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Iterator, Sequence
from fractions import Fraction
from functools import partial
from typing import Any, NamedTuple, overload

from kitchentable.formats.turnabout.scoring import MIN_MATCH_POINTS, VICTORY_POINTS_PER_MATCH, vp_split

TURNABOUT = "turnabout"
SWISS = "swiss"
FORMATS = (TURNABOUT, SWISS)

FLOORS: dict[str, Fraction] = {"0.33": Fraction(33, 100), "1/3": Fraction(1, 3)}
"""The minimum of every percentage in the opponent tiebreakers, by its setting name."""

MTR_FLOOR = "0.33"
FLOOR = FLOORS[MTR_FLOOR]
"""The MTR's floor (Appendix C: 0.33), the default of new events."""

BYE_VICTORY_POINTS = vp_split(2 * MIN_MATCH_POINTS, 0)[0]
SWISS_WIN, SWISS_DRAW, SWISS_LOSS = 3, 1, 0
BYE_GAMES = (2, 0, 0)

PlayerKey = Hashable


class PlayerInfo(NamedTuple):
    key: PlayerKey
    name: str
    dropped: bool = False


class MatchRecord(NamedTuple):
    """One finished match as the standings need it; `b` is None for a bye.

    `points_a`/`points_b` are the match's score for each side (Victory Points, or match points 3/1/0),
    `games_a`/`games_b` the games each won and `games_drawn` the drawn games.
    """

    round: int
    a: PlayerKey
    b: PlayerKey | None
    points_a: int
    points_b: int
    games_a: int
    games_b: int
    games_drawn: int


def bye_record(round_number: int, player: PlayerKey, fmt: str) -> MatchRecord:
    points = BYE_VICTORY_POINTS if fmt == TURNABOUT else SWISS_WIN
    return MatchRecord(round_number, player, None, points, 0, *BYE_GAMES)


def swiss_record(round_number: int, a: PlayerKey, b: PlayerKey, wins_a: int, wins_b: int, draws: int) -> MatchRecord:
    """A Swiss match from its game score; the match is won by whoever won more games (MTR 2.3)."""
    if wins_a > wins_b:
        pa, pb = SWISS_WIN, SWISS_LOSS
    elif wins_b > wins_a:
        pa, pb = SWISS_LOSS, SWISS_WIN
    else:
        pa = pb = SWISS_DRAW
    return MatchRecord(round_number, a, b, pa, pb, wins_a, wins_b, draws)


def turnabout_record(round_number: int, a: PlayerKey, b: PlayerKey, mp_a: int, mp_b: int,
                     wins_a: int, wins_b: int, draws: int) -> MatchRecord:
    """A Turnabout match: its match point totals divide the 30 Victory Points (doc 003)."""
    vp_a, vp_b = vp_split(mp_a, mp_b)
    return MatchRecord(round_number, a, b, vp_a, vp_b, wins_a, wins_b, draws)


TIEBREAKER_NAMES = {
    TURNABOUT: ("opp_vp_pct", "game_wins", "opp_game_wins"),
    SWISS: ("omw_pct", "gw_pct", "ogw_pct"),
}

TIEBREAKER_LABELS = {
    "opp_vp_pct": "Opp. VP %", "game_wins": "Game wins", "opp_game_wins": "Opp. game wins",
    "omw_pct": "OMW %", "gw_pct": "GW %", "ogw_pct": "OGW %",
}


class StandingRow:
    """One player's line: score, record, games and the tiebreakers (exact fractions, made on demand)."""

    __slots__ = ("rank", "key", "name", "dropped", "points", "matches", "wins", "losses", "draws", "byes",
                 "game_wins", "game_losses", "game_draws", "_opponents", "_values", "_scales", "_names",
                 "_fractions")

    def __init__(self, rank: int, key: PlayerKey, name: str, dropped: bool, points: int, matches: int = 0,
                 wins: int = 0, losses: int = 0, draws: int = 0, byes: int = 0, game_wins: int = 0,
                 game_losses: int = 0, game_draws: int = 0, opponents: Any = None) -> None:
        self.rank = rank
        self.key = key
        self.name = name
        self.dropped = dropped
        self.points = points
        self.matches = matches
        self.wins = wins
        self.losses = losses
        self.draws = draws
        self.byes = byes
        self.game_wins = game_wins
        self.game_losses = game_losses
        self.game_draws = game_draws
        self._opponents = opponents
        self._values: tuple[int, ...] = ()
        self._scales: tuple[int, ...] = ()
        self._names: tuple[str, ...] = ()
        self._fractions: dict[str, Fraction] | None = None

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"

    @property
    def opponents(self) -> list[PlayerKey]:
        """The players this one met, in the order of the matches (byes are not opponents)."""
        found = self._opponents
        if callable(found):
            found = self._opponents = found()
        return list(found or [])

    @property
    def tiebreakers(self) -> dict[str, Fraction]:
        if self._fractions is None:
            self._fractions = {n: Fraction(v, s) for n, v, s in zip(self._names, self._values, self._scales,
                                                                     strict=True)}
        return self._fractions

    def __repr__(self) -> str:
        return f"StandingRow(rank={self.rank}, name={self.name!r}, points={self.points})"


def seeded_draw(seed: int, key: PlayerKey) -> int:
    """The last tiebreaker: a number drawn from the event seed and the player's id, not their name."""
    from kitchentable.tournament.digests import sha256

    digest = sha256(f"{seed}:{key!r}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def floor_value(name: str | None) -> Fraction:
    """The floor a setting names; None (a round paired before the setting existed) is 1/3."""
    if name is None:
        return FLOORS["1/3"]
    found = FLOORS.get(name.strip())
    if found is None:
        raise ValueError(f"unknown tiebreaker floor {name!r}; choose {' or '.join(FLOORS)}")
    return found


NUMPY_FROM = 2_000
"""Fields of this many players or more are scored with numpy when it is installed (the same integers, so
the same standings): a 100,000-player event ranks in about a second instead of ten."""

INT64_SAFE = 2**62


class Ranking(NamedTuple):
    """The order alone, which pairing needs, as columns in ranking order: each player's key, score and
    whether they dropped."""

    keys: list[PlayerKey]
    points: list[int]
    dropped: list[bool]


def ranking_of(players: Sequence[PlayerInfo], order: Sequence[int], points: Sequence[int]) -> Ranking:
    keys = [p.key for p in players]
    dropped = [p.dropped for p in players]
    return Ranking(list(map(keys.__getitem__, order)), list(map(points.__getitem__, order)),
                   list(map(dropped.__getitem__, order)))


class Columns(NamedTuple):
    """Finished matches as parallel columns: player indexes `a`, `b` (-1 for a bye), each side's points,
    games won by each side and drawn games."""

    a: Sequence[int]
    b: Sequence[int]
    points_a: Sequence[int]
    points_b: Sequence[int]
    games_a: Sequence[int]
    games_b: Sequence[int]
    games_drawn: Sequence[int]


def _floored(n: int, d: int, floor: Fraction) -> tuple[int, int]:
    """A percentage as an unreduced (numerator, denominator) pair, at least the floor (the floor when
    nothing was played)."""
    if d == 0 or n * floor.denominator < floor.numerator * d:
        return floor.numerator, floor.denominator
    return n, d


def _scaled(pairs: Iterable[tuple[int, int]], floor: Fraction) -> tuple[list[int], int]:
    """Floored percentages as integers over their least common denominator, and that denominator."""
    floored = [_floored(n, d, floor) for n, d in pairs]
    scale = math.lcm(floor.denominator, *{d for _, d in floored})
    return [n * (scale // d) for n, d in floored], scale


def _opponent_means(values: Sequence[int], floor_value: int, opponents: Sequence[Sequence[int]]) -> tuple[list[int], int]:
    """Each player's mean of their opponents' values, as integers over one extra factor (the least common
    multiple of the opponent counts): the floor for a player without opponents."""
    counts = math.lcm(*({len(o) for o in opponents if o} or {1}))
    means = []
    for opps in opponents:
        k = len(opps)
        means.append(sum(values[o] for o in opps) * (counts // k) if k else floor_value * counts)
    return means, counts


def standings_from_columns(fmt: str, players: Sequence[PlayerInfo], cols: Columns, seed: int,
                           floor: Fraction = FLOOR, *, light: bool = False) -> Any:
    """Rank every player (dropped ones included, and flagged) from the finished matches given as columns:
    StandingRows, or with `light` only the `Ranking` (keys, points, dropped in order), which pairing needs."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}")
    if len(players) >= NUMPY_FROM:
        try:
            import numpy  # noqa: F401
        except ImportError:
            pass
        else:
            from kitchentable.tournament.standings_numpy import rank_numpy

            ranked = rank_numpy(fmt, players, cols, seed, floor, light)
            if ranked is not None:
                return ranked
    return _rank_python(fmt, players, cols, seed, floor, light)


def compute_standings(fmt: str, players: Sequence[PlayerInfo], matches: Iterable[MatchRecord], seed: int,
                      floor: Fraction = FLOOR) -> Sequence[StandingRow]:
    """Rank every player (dropped ones included, and flagged) from the finished matches."""
    index = {p.key: i for i, p in enumerate(players)}
    rows = list(matches)
    cols = Columns([index[m.a] for m in rows], [-1 if m.b is None else index[m.b] for m in rows],
                   [m.points_a for m in rows], [m.points_b for m in rows], [m.games_a for m in rows],
                   [m.games_b for m in rows], [m.games_drawn for m in rows])
    ranked: Sequence[StandingRow] = standings_from_columns(fmt, players, cols, seed, floor)
    return ranked


def _rank_python(fmt: str, players: Sequence[PlayerInfo], cols: Columns, seed: int,
                 floor: Fraction, light: bool = False) -> Any:
    cols = Columns(*(c if isinstance(c, list) else [int(v) for v in c] for c in cols))
    n = len(players)
    points = [0] * n
    played = [0] * n
    won = [0] * n
    lost = [0] * n
    drawn = [0] * n
    byes = [0] * n
    gw = [0] * n
    gl = [0] * n
    gd = [0] * n
    opps: list[list[int]] = [[] for _ in range(n)]
    for a, b, pa, pb, ga, gb, g0 in zip(*cols, strict=True):
        points[a] += pa
        played[a] += 1
        gw[a] += ga
        gl[a] += gb
        gd[a] += g0
        if b < 0:
            byes[a] += 1
            won[a] += 1
            continue
        points[b] += pb
        played[b] += 1
        gw[b] += gb
        gl[b] += ga
        gd[b] += g0
        opps[a].append(b)
        opps[b].append(a)
        if pa > pb:
            won[a] += 1
            lost[b] += 1
        elif pa < pb:
            won[b] += 1
            lost[a] += 1
        else:
            drawn[a] += 1
            drawn[b] += 1

    floor_pair = (floor.numerator, floor.denominator)
    if fmt == TURNABOUT:
        own, own_scale = _scaled(((points[i], VICTORY_POINTS_PER_MATCH * played[i]) for i in range(n)), floor)
        opp_vp, counts = _opponent_means(own, floor_pair[0] * (own_scale // floor_pair[1]), opps)
        columns: tuple[list[int], list[int], list[int]] = (opp_vp, gw, [sum(gw[o] for o in opps[i]) for i in range(n)])
        scales = (own_scale * counts, 1, 1)
    else:
        mwp, mwp_scale = _scaled(((points[i], SWISS_WIN * played[i]) for i in range(n)), floor)
        gwp, gwp_scale = _scaled(((3 * gw[i] + gd[i], 3 * (gw[i] + gl[i] + gd[i])) for i in range(n)), floor)
        omw, omw_counts = _opponent_means(mwp, floor_pair[0] * (mwp_scale // floor_pair[1]), opps)
        ogw, ogw_counts = _opponent_means(gwp, floor_pair[0] * (gwp_scale // floor_pair[1]), opps)
        columns = (omw, gwp, ogw)
        scales = (mwp_scale * omw_counts, gwp_scale, gwp_scale * ogw_counts)
    first, second, third = columns
    draws = [seeded_draw(seed, p.key) for p in players]
    order = sorted(range(n), key=lambda i: (-points[i], -first[i], -second[i], -third[i], draws[i]))
    if light:
        return ranking_of(players, order, points)
    keys = [p.key for p in players]
    return make_rows(fmt, players, order, points, played, won, lost, drawn, byes, gw, gl, gd,
                     (first, second, third), scales, lambda i: [keys[o] for o in opps[i]])


class StandingRows(Sequence[StandingRow]):
    """The standings in ranking order, each row made when it is first read: a page or the top of a
    100,000-player event does not pay for a Python object per player."""

    __slots__ = ("_fmt", "_players", "_order", "_columns", "_made")

    def __init__(self, fmt: str, players: Sequence[PlayerInfo], order: Sequence[int],
                 columns: tuple[Sequence[int], ...], scales: tuple[int, int, int], opponents_of: Any) -> None:
        self._fmt = (TIEBREAKER_NAMES[fmt], scales, opponents_of)
        self._players = players
        self._order = order
        self._columns = columns
        self._made: list[StandingRow | None] = [None] * len(order)

    def __len__(self) -> int:
        return len(self._order)

    def _row(self, index: int) -> StandingRow:
        found = self._made[index]
        if found is None:
            names, scales, opponents_of = self._fmt
            i = self._order[index]
            p = self._players[i]
            points, played, won, lost, drawn, byes, gw, gl, gd, first, second, third = self._columns
            found = StandingRow(index + 1, p.key, p.name, p.dropped, points[i], played[i], won[i], lost[i],
                                drawn[i], byes[i], gw[i], gl[i], gd[i], partial(opponents_of, i))
            found._values = (first[i], second[i], third[i])
            found._scales = scales
            found._names = names
            self._made[index] = found
        return found

    @overload
    def __getitem__(self, index: int) -> StandingRow: ...

    @overload
    def __getitem__(self, index: slice) -> list[StandingRow]: ...

    def __getitem__(self, index: int | slice) -> StandingRow | list[StandingRow]:
        if isinstance(index, slice):
            return [self._row(i) for i in range(*index.indices(len(self._order)))]
        if index < 0:
            index += len(self._order)
        if not 0 <= index < len(self._order):
            raise IndexError("standings index out of range")
        return self._row(index)

    def __iter__(self) -> Iterator[StandingRow]:
        return (self._row(i) for i in range(len(self._order)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    def __repr__(self) -> str:
        return f"StandingRows({len(self)} players)"


def make_rows(fmt: str, players: Sequence[PlayerInfo], order: Sequence[int], points: Sequence[int],
              played: Sequence[int], won: Sequence[int], lost: Sequence[int], drawn: Sequence[int],
              byes: Sequence[int], gw: Sequence[int], gl: Sequence[int], gd: Sequence[int],
              columns: tuple[Sequence[int], Sequence[int], Sequence[int]], scales: tuple[int, int, int],
              opponents_of: Any) -> StandingRows:
    """The rows in ranking order; a row is made when it is read, its opponents when they are asked for."""
    return StandingRows(fmt, players, order, (points, played, won, lost, drawn, byes, gw, gl, gd, *columns),
                        scales, opponents_of)
