"""The rules of a Turnabout match (doc 003 "Match Rules" and "Scoring Rules"; R-TA-1..R-TA-3).

Two players, A (seat 0) and B (seat 1), each bring a deck with a scoring option. Game 1: each pilots the
other's deck; game 2: their own, and the player who went second in game 1 goes first, so the same deck
starts both games (R-TA-3). When a deck loses, whoever piloted it, the winner scores match points by that
deck's option, clamped to 10..30 (R-TA-1); a drawn game scores nothing (R-TA-2). The match point totals
divide 30 Victory Points by the table of doc 003 (`scoring.py`).

This module scores finished games and matches; playing one (agents, the chess clock, the game loop) is
`kitchentable.sim.turnabout_match`, so the format imports nothing from the Game API or the agents.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, Protocol

from kitchentable.formats.turnabout.scoring import (
    ScoringOption,
    points_with,
    scoring_option,
    vp_split,
)
from kitchentable.rules.state import GameState


class FinishedGame(Protocol):
    """What scoring needs of a game: its final state (a `kitchentable.api.game.Game` has one)."""

    @property
    def state(self) -> GameState: ...


Option = str | ScoringOption


def as_option(option: Option) -> ScoringOption:
    """A scoring option by registered name, or one an event stores for itself (R-TA-1: the TO may allow
    options beyond the three of doc 003)."""
    return option if isinstance(option, ScoringOption) else scoring_option(option)


@dataclass
class GameResult:
    """One game of the match. Seats are the players (0 = A, 1 = B); decks are named by their owner's seat."""

    game: int
    first_player: int
    pilots: tuple[int, int]  # pilots[seat] = the seat whose deck that player pilots
    winner: int | None
    losing_deck: int | None  # the owner of the deck that lost, None for a draw
    scoring_option: str | None
    statistic: str | None
    statistic_value: int | None
    match_points: int
    turns: int
    reason: str
    clock_invoked: bool = False
    doom_counters: int = 0
    seed: int = 0

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["pilots"] = list(self.pilots)
        return data


@dataclass
class MatchResult:
    """A finished Turnabout match: both games, the match point totals and the Victory Point split."""

    players: tuple[str, str]
    decks: tuple[str, str]
    scoring: tuple[str, str]
    games: list[GameResult]
    match_points: tuple[int, int]
    victory_points: tuple[int, int]
    winner: int | None
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": "turnabout",
            "seed": self.seed,
            "players": list(self.players),
            "decks": list(self.decks),
            "scoring": list(self.scoring),
            "games": [g.to_dict() for g in self.games],
            "match_points": list(self.match_points),
            "victory_points": list(self.victory_points),
            "winner": self.winner,
            "options": dict(self.options),
        }


def winner_statistic(state: GameState, seat: int, statistic: str) -> int:
    """The statistic of the winner a scoring option reads at the end of the game (R-TA-1)."""
    player = state.players[seat]
    if statistic == "life":
        return player.life
    if statistic == "poison":
        return player.poison
    if statistic == "library":
        return len(state.zones.get(state.rules.library_of(state, seat), []))
    raise ValueError(f"unknown statistic {statistic!r}")


def tally(results: Sequence[GameResult]) -> tuple[tuple[int, int], tuple[int, int], int | None]:
    """Match point totals, the Victory Point split and the match winner (None for a draw) of the two games
    (doc 003 Scoring Rules 1 and the Victory Point Division; R-TA-2: a draw adds nothing)."""
    if sorted(r.game for r in results) != [1, 2]:
        raise ValueError("a Turnabout match has exactly games 1 and 2")
    points = [0, 0]
    for r in results:
        if r.winner is not None:
            points[r.winner] += r.match_points
    totals = (points[0], points[1])
    winner = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
    return totals, vp_split(*totals), winner


def score_game(game: FinishedGame, number: int, pilots: tuple[int, int], options: tuple[Option, Option],
               seed: int = 0) -> GameResult:
    """R-TA-1/R-TA-2: the losing deck's option, whoever piloted it, scores the winner; a draw scores none."""
    state = game.state
    winners = state.winners
    reason = next((p.loss_reason for p in state.players if p.lost), "") or ("draw" if not winners else "")
    from kitchentable.formats.turnabout.clock import find_clock

    clock = find_clock(state)
    doom = state.objects[clock].counters.get("doom", 0) if clock is not None else 0
    if len(winners) != 1:
        return GameResult(number, state.starting_player, pilots, None, None, None, None, None, 0, state.turn,
                          reason or "draw", clock is not None, doom, seed)
    winner = winners[0]
    loser = 1 - winner
    losing_deck = pilots[loser]
    option = as_option(options[losing_deck])
    value = winner_statistic(state, winner, option.statistic)
    points = points_with(option, value)
    return GameResult(number, state.starting_player, pilots, winner, losing_deck, option.name, option.statistic,
                      value, points, state.turn, reason, clock is not None, doom, seed)
