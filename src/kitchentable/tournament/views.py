"""What the service hands to its faces (the command line, the web pages, exports): plain frozen records,
with the JSON shapes of the public API beside them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, overload

from kitchentable.tournament.standings import StandingRow


@dataclass(frozen=True)
class EventView:
    id: int
    name: str
    format: str
    rounds_planned: int
    seed: int
    finished: bool
    rounds_paired: int
    players: int
    active_players: int
    organizer_token: str | None = None
    tiebreak_floor: str = "0.33"
    top_cut: int = 0
    round_minutes: int = 50
    swiss_rounds_paired: int = 0


@dataclass(frozen=True)
class PlayerView:
    id: int
    name: str
    dropped_after_round: int | None
    scoring_option: str | None
    deck_name: str | None
    number: int = 0
    byes: int = 0
    fixed_table: int | None = None
    card_count: int | None = None


@dataclass(frozen=True)
class GameView:
    game: int
    losing_deck_of: str | None
    winner: str | None
    scoring_option: str | None
    statistic: str | None
    value: int | None
    match_points: int


@dataclass(frozen=True)
class ClaimView:
    """A player's own report of a table, waiting for the opponent (or the organizer)."""

    player: str
    result: str


@dataclass(frozen=True)
class TableView:
    round: int
    number: int
    player_a: str
    player_b: str | None
    reported: bool
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    match_points_a: int | None = None
    match_points_b: int | None = None
    points_a: int | None = None
    points_b: int | None = None
    games: tuple[GameView, ...] = ()
    number_a: int = 0
    number_b: int | None = None
    code: str = ""
    awarded: bool = False
    extra_seconds: int = 0
    claims: tuple[ClaimView, ...] = ()
    reported_by: str = ""

    @property
    def is_bye(self) -> bool:
        return self.player_b is None

    @property
    def status(self) -> str:
        """bye, reported, disputed (the two players disagree), pending (one player reported) or open."""
        if self.is_bye:
            return "bye"
        if self.reported:
            return "reported"
        if len(self.claims) > 1:
            return "disputed"
        return "pending" if self.claims else "open"

    @property
    def result_text(self) -> str:
        text = f"{self.wins_a}-{self.wins_b}" + (f"-{self.draws}" if self.draws else "")
        if self.match_points_a is not None:
            text += f" (MP {self.match_points_a}-{self.match_points_b}, VP {self.points_a}-{self.points_b})"
        return text

    @property
    def summary(self) -> str:
        if self.is_bye:
            return "bye (pre-awarded)" if self.awarded else "bye"
        if not self.reported:
            if len(self.claims) > 1:
                return "disputed: " + "; ".join(f"{c.player} says {c.result}" for c in self.claims)
            if self.claims:
                return f"awaiting confirmation ({self.claims[0].player} says {self.claims[0].result})"
            return "not reported"
        return self.result_text


@dataclass(frozen=True)
class TimerView:
    """The round clock at one moment: `remaining` may be negative once time is up."""

    round: int
    state: str
    length: int
    elapsed: float
    remaining: float
    announcements: tuple[tuple[int, str], ...] = ()
    """(seconds into the round, what is announced then), in order."""
    due: tuple[str, ...] = ()
    """The announcements whose moment has passed, latest last."""
    extra: tuple[tuple[int, int], ...] = ()
    """(table, extra seconds) for the tables given extra time."""


@dataclass(frozen=True)
class RoundView:
    number: int
    seed: int
    algorithm: str
    algorithm_version: str
    allow_rematches: int
    tables: Sequence[TableView]
    """In table order (a `LazyTables`: each table's view made when it is read)."""
    notes: tuple[str, ...] = ()
    stage: str = "swiss"
    title: str = ""
    manual: bool = False

    @property
    def complete(self) -> bool:
        return all(t.reported or t.is_bye for t in self.tables)


class LazyTables(Sequence[TableView]):
    """A round's table views, each made (names looked up, table code derived) when it is first read: pairing
    a 100,000-player round hands back 50,000 tables, and a caller that prints a page of them, or none, does
    not pay for the rest."""

    __slots__ = ("_make", "_made")

    def __init__(self, count: int, make: Callable[[int], TableView]) -> None:
        self._make = make
        self._made: list[TableView | None] = [None] * count

    def __len__(self) -> int:
        return len(self._made)

    def _view(self, index: int) -> TableView:
        found = self._made[index]
        if found is None:
            found = self._made[index] = self._make(index)
        return found

    @overload
    def __getitem__(self, index: int) -> TableView: ...

    @overload
    def __getitem__(self, index: slice) -> list[TableView]: ...

    def __getitem__(self, index: int | slice) -> TableView | list[TableView]:
        if isinstance(index, slice):
            return [self._view(i) for i in range(*index.indices(len(self._made)))]
        if index < 0:
            index += len(self._made)
        if not 0 <= index < len(self._made):
            raise IndexError("table index out of range")
        return self._view(index)

    def __iter__(self) -> Iterator[TableView]:
        return (self._view(i) for i in range(len(self._made)))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LazyTables({len(self)} tables)"


@dataclass(frozen=True)
class StandingsView:
    event: EventView
    rows: Sequence[StandingRow]
    """In ranking order (a `StandingRows`: each row made when it is read)."""
    tiebreakers: tuple[str, ...]
    through_round: int
    heading: str = ""
    """Exactly which results the standings include, e.g. "after round 3" or "rounds 1-2 and 7 of 8 results
    of round 3 (in progress)"."""
    cut: tuple[RoundView, ...] = ()
    placings: tuple[tuple[int, str], ...] = ()
    """The final places after a top-N cut: (place, player), the cut's players first."""
    pending_results: int = 0


@dataclass(frozen=True)
class TurnaboutGameInput:
    """A reported Turnabout game: the name of the player whose deck lost (None for a draw), the winner's
    statistic that deck's option reads, and optionally which statistic the reporter meant (checked)."""

    losing_deck_of: str | None
    value: int | None = None
    statistic: str | None = None


@dataclass(frozen=True)
class SwissInput:
    wins_a: int
    wins_b: int
    draws: int = 0


@dataclass
class BatchRow:
    """One line of a batch of results: where it came from and what it says."""

    line: int
    round: int | None
    table: int
    result: SwissInput | list[TurnaboutGameInput] = field(default_factory=list)


def fraction_text(value: Fraction) -> str:
    """A number for people: whole numbers as such, others to four decimals."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.4f}"


def tiebreaker_text(name: str, value: Fraction) -> str:
    """A tiebreaker for people: a percentage (`..._pct`) always to four decimals, so a column reads alike
    (`1.0000` beside `0.5000`, not `1`), and a count as a whole number."""
    if name.endswith("_pct"):
        return f"{float(value):.4f}"
    return fraction_text(value)


def blank(value: int | None) -> str | int:
    """An optional number for a CSV cell: empty when there is none."""
    return "" if value is None else value


def table_json(t: TableView) -> dict[str, Any]:
    data: dict[str, Any] = {"round": t.round, "table": t.number, "player_a": t.player_a, "player_b": t.player_b,
                            "number_a": t.number_a, "number_b": t.number_b, "bye": t.is_bye,
                            "reported": t.reported, "status": t.status, "result": t.summary}
    if t.code:
        data["code"] = t.code
    if t.reported or t.is_bye:
        data.update({"wins_a": t.wins_a, "wins_b": t.wins_b, "draws": t.draws, "points_a": t.points_a,
                     "points_b": t.points_b})
    if t.match_points_a is not None:
        data.update({"match_points_a": t.match_points_a, "match_points_b": t.match_points_b,
                     "games": [g.__dict__ for g in t.games]})
    if t.extra_seconds:
        data["extra_seconds"] = t.extra_seconds
    return data


def standing_json(row: StandingRow) -> dict[str, Any]:
    return {"rank": row.rank, "player": row.name, "points": row.points, "record": row.record,
            "matches": row.matches, "byes": row.byes, "game_wins": row.game_wins, "game_losses": row.game_losses,
            "game_draws": row.game_draws, "dropped": row.dropped,
            "tiebreakers": {k: {"exact": str(v), "value": float(v)} for k, v in row.tiebreakers.items()}}


def round_json(view: RoundView) -> dict[str, Any]:
    return {"round": view.number, "title": view.title, "stage": view.stage, "seed": view.seed,
            "algorithm": view.algorithm, "algorithm_version": view.algorithm_version,
            "tables": [table_json(t) for t in view.tables]}
