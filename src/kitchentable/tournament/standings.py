"""Standings derived from match results, never stored (issue 8).

Two formats share one shape: a score, three tiebreakers and a seeded draw, all exact `Fraction`s.

* Turnabout (doc 003 Scoring Rules 1, 4): Victory Points; then opponents' Victory Point percentage, each
  opponent floored at 1/3; then game wins; then the opponents' game wins added up; then a draw seeded
  from the event.
* Swiss (Magic Tournament Rules, Appendix C): match points 3/1/0; opponents' match-win percentage,
  game-win percentage and opponents' game-win percentage, every percentage floored at 1/3; then the
  seeded draw.

In both a bye is a 2-0 match win (MTR 2.4 and Appendix C) that is not an opponent: it is left out of the
opponent averages. A Turnabout bye is worth `BYE_VICTORY_POINTS`, the split of the smallest 2-0 win the
rules allow (10 + 10 MP against 0: difference 20, 22-8), since doc 003 is silent on byes.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from kitchentable.formats.turnabout.scoring import MIN_MATCH_POINTS, VICTORY_POINTS_PER_MATCH, vp_split

TURNABOUT = "turnabout"
SWISS = "swiss"
FORMATS = (TURNABOUT, SWISS)

FLOOR = Fraction(1, 3)
"""The minimum of every percentage in the opponent tiebreakers (MTR Appendix C: 0.33)."""

BYE_VICTORY_POINTS = vp_split(2 * MIN_MATCH_POINTS, 0)[0]
SWISS_WIN, SWISS_DRAW, SWISS_LOSS = 3, 1, 0
BYE_GAMES = (2, 0, 0)

PlayerKey = Hashable


@dataclass(frozen=True)
class PlayerInfo:
    key: PlayerKey
    name: str
    dropped: bool = False


@dataclass(frozen=True)
class MatchRecord:
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


@dataclass
class StandingRow:
    rank: int
    key: PlayerKey
    name: str
    dropped: bool
    points: int
    matches: int = 0
    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    game_wins: int = 0
    game_losses: int = 0
    game_draws: int = 0
    tiebreakers: dict[str, Fraction] = field(default_factory=dict)
    opponents: list[PlayerKey] = field(default_factory=list)

    @property
    def record(self) -> str:
        return f"{self.wins}-{self.losses}-{self.draws}"


TIEBREAKER_NAMES = {
    TURNABOUT: ("opp_vp_pct", "game_wins", "opp_game_wins"),
    SWISS: ("omw_pct", "gw_pct", "ogw_pct"),
}

TIEBREAKER_LABELS = {
    "opp_vp_pct": "Opp. VP %", "game_wins": "Game wins", "opp_game_wins": "Opp. game wins",
    "omw_pct": "OMW %", "gw_pct": "GW %", "ogw_pct": "OGW %",
}


def seeded_draw(seed: int, key: PlayerKey) -> int:
    """The last tiebreaker: a number drawn from the event seed and the player's id, not their name."""
    digest = hashlib.sha256(f"{seed}:{key!r}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def compute_standings(fmt: str, players: Sequence[PlayerInfo], matches: Iterable[MatchRecord],
                      seed: int) -> list[StandingRow]:
    """Rank every player (dropped ones included, and flagged) from the finished matches."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}")
    rows = {p.key: StandingRow(0, p.key, p.name, p.dropped, 0) for p in players}
    for m in matches:
        sides = [(m.a, m.b, m.points_a, m.points_b, m.games_a, m.games_b)]
        if m.b is not None:
            sides.append((m.b, m.a, m.points_b, m.points_a, m.games_b, m.games_a))
        for me, opponent, mine, theirs, won, lost in sides:
            row = rows[me]
            row.points += mine
            row.matches += 1
            row.game_wins += won
            row.game_losses += lost
            row.game_draws += m.games_drawn
            if opponent is None:
                row.byes += 1
                row.wins += 1
                continue
            row.opponents.append(opponent)
            if mine > theirs:
                row.wins += 1
            elif mine < theirs:
                row.losses += 1
            else:
                row.draws += 1

    if fmt == TURNABOUT:
        own = {k: _floored(r.points, VICTORY_POINTS_PER_MATCH * r.matches) for k, r in rows.items()}
        for row in rows.values():
            row.tiebreakers = {
                "opp_vp_pct": _mean([own[o] for o in row.opponents]),
                "game_wins": Fraction(row.game_wins),
                "opp_game_wins": Fraction(sum(rows[o].game_wins for o in row.opponents)),
            }
    else:
        mwp = {k: _floored(r.points, SWISS_WIN * r.matches) for k, r in rows.items()}
        gwp = {k: _floored(3 * r.game_wins + r.game_draws,
                           3 * (r.game_wins + r.game_losses + r.game_draws)) for k, r in rows.items()}
        for key, row in rows.items():
            row.tiebreakers = {
                "omw_pct": _mean([mwp[o] for o in row.opponents]),
                "gw_pct": Fraction(*gwp[key]),
                "ogw_pct": _mean([gwp[o] for o in row.opponents]),
            }
    names = TIEBREAKER_NAMES[fmt]
    ordered = sorted(
        rows.values(),
        key=lambda r: (-r.points, *(-r.tiebreakers[n] for n in names), seeded_draw(seed, r.key)),
    )
    for rank, row in enumerate(ordered, start=1):
        row.rank = rank
    return ordered


def _floored(numerator: int, denominator: int) -> tuple[int, int]:
    """A percentage as an unreduced (numerator, denominator) pair, at least 1/3 (and 1/3 with no games)."""
    if denominator == 0 or 3 * numerator < denominator:
        return 1, 3
    return numerator, denominator


def _mean(values: list[tuple[int, int]]) -> Fraction:
    """The exact mean of percentages: integer numerators over their least common denominator, reduced
    once at the end rather than after every addition."""
    if not values:
        return FLOOR
    common = math.lcm(*(d for _, d in values))
    return Fraction(sum(n * (common // d) for n, d in values), common * len(values))
