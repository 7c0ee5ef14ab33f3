"""What every part of the tournament service shares: finding an event, a player or a round, the audit
log, the bulk snapshot of an event, and turning stored rows into the views the faces show."""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, NamedTuple

from kitchentable.formats.turnabout import scoring
from kitchentable.tournament.codes import table_code
from kitchentable.tournament.cut import round_title
from kitchentable.tournament.errors import Conflict, NotFound, TournamentError
from kitchentable.tournament.results import match_points
from kitchentable.tournament.snapshot import (
    CUT_STAGE,
    SWISS_STAGE,
    MatchRows,
    PlayerRec,
    RoundRec,
    TableRec,
    load_match_rows,
    load_player_columns,
    load_player_infos,
    load_players,
    load_rounds,
    of_rounds,
)
from kitchentable.tournament.standings import (
    BYE_VICTORY_POINTS,
    SWISS,
    SWISS_DRAW,
    SWISS_LOSS,
    SWISS_WIN,
    TURNABOUT,
    Columns,
    MatchRecord,
    PlayerInfo,
    floor_value,
    standings_from_columns,
)
from kitchentable.tournament.store import Store, Tx, utcnow
from kitchentable.tournament.views import (
    ClaimView,
    EventView,
    GameView,
    LazyTables,
    PlayerView,
    RoundView,
    TableView,
)

MAX_ROUNDS = 99
MAX_NAME = 200
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")

Options = Mapping[str, scoring.ScoringOption]

EVENT_COLUMNS = ("id, name, format, rounds_planned, seed, organizer_token, finished, created_at, tiebreak_floor, "
                 "top_cut, round_minutes, secret")


class EventRow(NamedTuple):
    id: int
    name: str
    format: str
    rounds_planned: int
    seed: int
    organizer_token: str
    finished: bool
    created_at: Any
    tiebreak_floor: str
    top_cut: int
    round_minutes: int
    secret: str


class PlayerRow(NamedTuple):
    id: int
    name: str
    number: int
    code: str
    dropped_after_round: int | None
    byes: int
    fixed_table: int | None


PLAYER_COLUMNS = "id, name, number, code, dropped_after_round, byes, fixed_table"


@dataclass
class Snapshot:
    """An event read in bulk: players, the rounds asked for (with tables and results), options, and the
    finished matches of the Swiss rounds as columns (what standings and pairing are computed from)."""

    event: EventRow
    players: Mapping[int, PlayerRec]
    """A dict of records, or for a large event being paired `PlayerColumns`."""
    rounds: list[RoundRec]
    options: Options
    rows: MatchRows = field(default_factory=lambda: MatchRows([], [], [], [], [], [], [], []))
    infos: list[PlayerInfo] | None = None
    """Only what standings read of each player, in id order, when `players` was not loaded."""

    @property
    def swiss_rounds(self) -> list[RoundRec]:
        return [r for r in self.rounds if r.stage == SWISS_STAGE]

    @property
    def cut_rounds(self) -> list[RoundRec]:
        return [r for r in self.rounds if r.stage == CUT_STAGE]


class PlayerNames(Mapping[Any, str]):
    """The names of a snapshot's players by id, read from the records when asked (no dict of 100,000 names
    made for the few a pairing's notes mention)."""

    def __init__(self, players: Mapping[int, PlayerRec]) -> None:
        self._players = players

    def __getitem__(self, key: Any) -> str:
        return self._players[key].name

    def __iter__(self) -> Iterator[Any]:
        return iter(self._players)

    def __len__(self) -> int:
        return len(self._players)


def clean_name(name: str, what: str = "name") -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise TournamentError(f"the {what} is empty")
    if len(cleaned) > MAX_NAME:
        raise TournamentError(f"the {what} is longer than {MAX_NAME} characters")
    if _CONTROL.search(cleaned):
        raise TournamentError(f"the {what} contains control characters")
    return cleaned


def table_list(numbers: Sequence[int]) -> str:
    shown = ", ".join(str(n) for n in numbers[:20])
    return shown + (f" and {len(numbers) - 20} more" if len(numbers) > 20 else "")


def round_name(rnd: RoundRec | None, number: int, stage: str, tables: int) -> str:
    if stage == CUT_STAGE:
        return round_title(tables)
    return f"Round {number}"


class ServiceCore:
    """The store and the lookups every operation needs; `actor` names who made a change, for the audit log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # lookups -------------------------------------------------------------------------------------

    def _event(self, tx: Tx, name: str | None) -> EventRow:
        if name is not None:
            row = tx.row(f"SELECT {EVENT_COLUMNS} FROM events WHERE name = ?", (name.strip(),))
            if row is None:
                known = tx.column("SELECT name FROM events ORDER BY id")
                raise NotFound(f"no event called {name!r}" + (f"; events here: {', '.join(known)}" if known else ""))
            return EventRow._make((*row[:6], bool(row[6]), *row[7:]))
        rows = tx.rows(f"SELECT {EVENT_COLUMNS} FROM events ORDER BY id LIMIT 2")
        if not rows:
            raise NotFound("this database has no event yet; create one with `kitchentable tournament new`")
        if len(rows) > 1:
            known = tx.column("SELECT name FROM events ORDER BY id")
            raise TournamentError(f"this database holds several events ({', '.join(known)}); choose one with --event")
        row = rows[0]
        return EventRow._make((*row[:6], bool(row[6]), *row[7:]))

    def _writing(self, tx: Tx, name: str | None, *, open_only: bool = True) -> EventRow:
        """The event a write is about, locked for this transaction (and refused if it is finished)."""
        ev = self._event(tx, name)
        tx.lock_event(ev.id)
        if open_only:
            self._require_open(ev)
        return ev

    @staticmethod
    def _require_open(ev: EventRow) -> None:
        if ev.finished:
            raise Conflict(f"event {ev.name!r} is finished; nothing can change any more (`reopen` re-opens it)")

    def _event_view(self, tx: Tx, ev: EventRow, *, token: str | None = None) -> EventView:
        rounds = tx.value("SELECT count(*) FROM rounds WHERE event_id = ?", (ev.id,)) or 0
        swiss = tx.value("SELECT count(*) FROM rounds WHERE event_id = ? AND stage = ?", (ev.id, SWISS_STAGE)) or 0
        players, active = tx.row(
            "SELECT count(*), sum(CASE WHEN dropped_after_round IS NULL THEN 1 ELSE 0 END) FROM players "
            "WHERE event_id = ?", (ev.id,)) or (0, 0)
        return EventView(ev.id, ev.name, ev.format, ev.rounds_planned, ev.seed, ev.finished, rounds, players or 0,
                         active or 0, token, ev.tiebreak_floor, ev.top_cut, ev.round_minutes, swiss)

    def _options(self, tx: Tx, ev: EventRow) -> dict[str, scoring.ScoringOption]:
        """The registry's options and this event's own ones (which cannot shadow a registered name)."""
        options = dict(scoring.SCORING_OPTIONS)
        for name, statistic, base, num, den, description in tx.rows(
                "SELECT name, statistic, base, per_numerator, per_denominator, description FROM event_scoring_options "
                "WHERE event_id = ? ORDER BY id", (ev.id,)):
            options.setdefault(name, scoring.make_scoring_option(
                name, statistic, scoring.linear_formula(base, Fraction(num, den)), description))
        return options

    @staticmethod
    def _resolve(options: Options, name: str) -> scoring.ScoringOption:
        option = options.get(name.strip().lower())
        if option is None:
            raise TournamentError(f"unknown scoring option {name!r}; known: {', '.join(sorted(options))}")
        return option

    def _player(self, tx: Tx, ev: EventRow, who: str) -> PlayerRow:
        """A player by name (exact, then any case) or by number (`12` or `#12`)."""
        cleaned = " ".join(who.split())
        row = tx.row(f"SELECT {PLAYER_COLUMNS} FROM players WHERE event_id = ? AND name = ?", (ev.id, cleaned))
        if row is None:
            folded = tx.rows(f"SELECT {PLAYER_COLUMNS} FROM players WHERE event_id = ? AND lower(name) = ?",
                             (ev.id, cleaned.lower()))
            row = folded[0] if len(folded) == 1 else None
        digits = cleaned.removeprefix("#")
        if row is None and digits.isdigit():
            row = tx.row(f"SELECT {PLAYER_COLUMNS} FROM players WHERE event_id = ? AND number = ?", (ev.id, int(digits)))
        if row is None:
            pattern = "%" + cleaned.lower()[:3].replace("%", "").replace("_", "") + "%"
            close = tx.column("SELECT name FROM players WHERE event_id = ? AND lower(name) LIKE ? ORDER BY name LIMIT 5",
                              (ev.id, pattern))
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise NotFound(f"unknown player {who!r} in event {ev.name!r}{hint}")
        return PlayerRow(*row)

    def _latest_round(self, tx: Tx, ev: EventRow) -> tuple[int, int, str] | None:
        """(id, number, stage) of the latest round, or None before round 1."""
        row = tx.row("SELECT id, number, stage FROM rounds WHERE event_id = ? ORDER BY number DESC LIMIT 1", (ev.id,))
        return None if row is None else (row[0], row[1], row[2])

    def _missing_in(self, tx: Tx, round_id: int) -> list[int]:
        return tx.column("SELECT t.number FROM tables t LEFT JOIN results r ON r.table_id = t.id "
                         "WHERE t.round_id = ? AND t.player_b_id IS NOT NULL AND r.id IS NULL ORDER BY t.number",
                         (round_id,))

    # the audit log -------------------------------------------------------------------------------

    @staticmethod
    def _audit(tx: Tx, ev: EventRow, actor: str, action: str, detail: Mapping[str, Any]) -> None:
        tx.run("INSERT INTO audit_log (event_id, at, actor, action, detail) VALUES (?, ?, ?, ?, ?)",
               (ev.id, utcnow(), actor, action, json.dumps(detail, sort_keys=True)))

    # snapshots and records -----------------------------------------------------------------------

    def _snapshot(self, tx: Tx, ev: EventRow, *, rows: bool = True, rounds: str | int | None = "all",
                  players: bool = True, any_order: bool = False, columns: bool = False) -> Snapshot:
        """The event read in bulk: players (or, without `players`, only their names and drops), the match
        columns (`rows`; with `any_order` in whatever order is quickest to read: for ranking and pairing,
        not for standings rows, which list opponents in the order of the matches) and the rounds: "all",
        "cut" (the cut's only), a round number, or None. With `columns`, a large event's players come as
        `PlayerColumns` (for pairing: their records carry no deck and no timestamps)."""
        options = self._options(tx, ev)
        if rounds == "all":
            loaded = load_rounds(tx, ev.id)
        elif rounds == "cut":
            loaded = load_rounds(tx, ev.id, stage=CUT_STAGE)
        elif isinstance(rounds, int):
            loaded = load_rounds(tx, ev.id, number=rounds)
        else:
            loaded = []
        if players:
            found = load_player_columns(tx, ev.id) if columns else None
            snap = Snapshot(ev, found if found is not None else load_players(tx, ev.id), loaded, options)
        else:
            infos = [PlayerInfo(pid, name, bool(dropped)) for pid, name, dropped in load_player_infos(tx, ev.id)]
            snap = Snapshot(ev, {}, loaded, options, infos=infos)
        if rows:
            snap.rows = self._match_rows(tx, ev, options, any_order)
        return snap

    def _match_rows(self, tx: Tx, ev: EventRow, options: Options, any_order: bool = False) -> MatchRows:
        bye_points = BYE_VICTORY_POINTS if ev.format == TURNABOUT else SWISS_WIN
        return load_match_rows(tx, ev.id, ev.format, scoring.vp_split, bye_points, any_order)

    @staticmethod
    def _records(fmt: str, rounds: Sequence[tuple[int, Sequence[TableRec]]], options: Options) -> list[MatchRecord]:
        """The match records of finished tables and byes (points per format), computed with caches so a
        100,000-player event does not score the same game value twice."""
        records: list[MatchRecord] = []
        append = records.append
        bye_points = BYE_VICTORY_POINTS if fmt == TURNABOUT else SWISS_WIN
        points_cache: dict[tuple[str, int], int] = {}
        split_cache: dict[tuple[int, int], tuple[int, int]] = {}
        for number, tables in rounds:
            for t in tables:
                if t.player_b_id is None:
                    append(MatchRecord(number, t.player_a_id, None, bye_points, 0, 2, 0, 0))
                    continue
                r = t.result
                if r is None:
                    continue
                if fmt == SWISS:
                    if r.wins_a > r.wins_b:
                        pa, pb = SWISS_WIN, SWISS_LOSS
                    elif r.wins_b > r.wins_a:
                        pa, pb = SWISS_LOSS, SWISS_WIN
                    else:
                        pa = pb = SWISS_DRAW
                else:
                    totals = [0, 0]
                    for g in r.games:
                        if g.losing_seat is None or g.scoring_option is None or g.value is None:
                            continue
                        key = (g.scoring_option, g.value)
                        got = points_cache.get(key)
                        if got is None:
                            got = points_cache[key] = match_points([g], options)[scoring.game_winner_seat(
                                g.game, g.losing_seat)]
                        totals[g.losing_seat if g.game == 1 else 1 - g.losing_seat] += got
                    split_key = (totals[0], totals[1])
                    split = split_cache.get(split_key)
                    if split is None:
                        split = split_cache[split_key] = scoring.vp_split(*split_key)
                    pa, pb = split
                append(MatchRecord(number, t.player_a_id, t.player_b_id, pa, pb, r.wins_a, r.wins_b, r.draws))
        return records

    def _standings(self, snap: Snapshot, *, rounds: Collection[int] | None = None, floor: str | None = None,
                   infos: Sequence[PlayerInfo] | None = None, light: bool = False) -> Any:
        """The standings from the snapshot's matches (only those of `rounds`, when given), of every player
        or of `infos` (a subset of them: the players registered by some moment)."""
        rows = snap.rows
        if rounds is not None:
            rows = of_rounds(rows, rounds)
        a, b = rows.a, rows.b
        if infos is None:
            infos = snap.infos if snap.infos is not None else \
                [PlayerInfo(p.id, p.name, p.dropped_after_round is not None) for p in snap.players.values()]
        elif len(infos) != len(snap.players):
            where = {info.key: i for i, info in enumerate(infos)}
            remap = [where.get(pid, -1) for pid in snap.players] + [-1]
            if isinstance(a, list):
                a, b = list(map(remap.__getitem__, a)), list(map(remap.__getitem__, b))
            else:
                import numpy as np

                moved = np.asarray(remap, dtype=np.int64)
                a, b = moved[np.asarray(a)], moved[np.asarray(b)]
        cols = Columns(a, b, rows.points_a, rows.points_b, rows.games_a, rows.games_b, rows.games_drawn)
        return standings_from_columns(snap.event.format, infos, cols, snap.event.seed,
                                      floor_value(floor or snap.event.tiebreak_floor), light=light)

    # views ---------------------------------------------------------------------------------------

    def _claims(self, tx: Tx, round_id: int, names: Mapping[int, str], fmt: str,
                table_players: Mapping[int, tuple[int, int | None]]) -> dict[int, tuple[ClaimView, ...]]:
        from kitchentable.tournament.reporting import claim_text

        found: dict[int, list[ClaimView]] = {}
        for table_id, player_id, wins_a, wins_b, draws, games in tx.rows(
                "SELECT c.table_id, c.player_id, c.wins_a, c.wins_b, c.draws, c.games FROM claims c "
                "JOIN tables t ON t.id = c.table_id WHERE t.round_id = ? ORDER BY c.id", (round_id,)):
            seats = table_players.get(table_id)
            if seats is None or seats[1] is None:
                continue
            text = claim_text(fmt, wins_a, wins_b, draws, json.loads(games), (names[seats[0]], names[seats[1]]))
            found.setdefault(table_id, []).append(ClaimView(names[player_id], text))
        return {k: tuple(v) for k, v in found.items()}

    def _table_view(self, t: TableRec, round_number: int, players: Mapping[int, PlayerRec], fmt: str,
                    options: Options, ev: EventRow, claims: tuple[ClaimView, ...] = ()) -> TableView:
        a = players[t.player_a_id]
        code = table_code(ev.secret, round_number, t.number) if ev.secret else ""
        if t.player_b_id is None:
            points = BYE_VICTORY_POINTS if fmt == TURNABOUT else SWISS_WIN
            return TableView(round_number, t.number, a.name, None, False, 2, 0, 0, None, None, points, None,
                             number_a=a.number, awarded=t.awarded)
        b = players[t.player_b_id]
        common: dict[str, Any] = {"number_a": a.number, "number_b": b.number, "code": code, "extra_seconds": t.extra_seconds,
                  "claims": claims}
        if t.result is None:
            return TableView(round_number, t.number, a.name, b.name, False, **common)
        r = t.result
        record = self._records(fmt, [(round_number, [t])], options)[0]
        mp: tuple[int | None, int | None] = (None, None)
        games: tuple[GameView, ...] = ()
        if fmt == TURNABOUT:
            mp = match_points(r.games, options)
            seat_names = [a.name, b.name]
            views = []
            for g in r.games:
                if g.losing_seat is None or g.scoring_option is None or g.value is None:
                    views.append(GameView(g.game, None, None, None, None, None, 0))
                    continue
                option = self._resolve(options, g.scoring_option)
                winner = seat_names[scoring.game_winner_seat(g.game, g.losing_seat)]
                views.append(GameView(g.game, seat_names[g.losing_seat], winner, option.name, option.statistic,
                                      g.value, scoring.points_with(option, g.value)))
            games = tuple(views)
        return TableView(round_number, t.number, a.name, b.name, True, r.wins_a, r.wins_b, r.draws, mp[0], mp[1],
                         record.points_a, record.points_b, games, reported_by=r.reported_by or "", **common)

    def _round_view(self, tx: Tx, rnd: RoundRec, players: Mapping[int, PlayerRec], ev: EventRow,
                    options: Options, notes: Sequence[str] = ()) -> RoundView:
        claims: dict[int, tuple[ClaimView, ...]] = {}
        if rnd.id and tx.value("SELECT 1 FROM claims c JOIN tables t ON t.id = c.table_id WHERE t.round_id = ? "
                               "LIMIT 1", (rnd.id,)):
            names = {pid: p.name for pid, p in players.items()}
            seats = {t.id: (t.player_a_id, t.player_b_id) for t in rnd.tables}
            claims = self._claims(tx, rnd.id, names, ev.format, seats)
        recs = rnd.tables
        number, fmt = rnd.number, ev.format
        tables = LazyTables(len(recs), lambda i: self._table_view(recs[i], number, players, fmt, options, ev,
                                                                  claims.get(recs[i].id, ())))
        real = sum(1 for t in rnd.tables if t.player_b_id is not None)
        return RoundView(rnd.number, rnd.seed, rnd.algorithm, rnd.algorithm_version, rnd.allow_rematches, tables,
                         tuple(notes), rnd.stage, round_name(rnd, rnd.number, rnd.stage, real),
                         rnd.manual_from is not None)

    @staticmethod
    def _player_view(p: PlayerRec) -> PlayerView:
        return PlayerView(p.id, p.name, p.dropped_after_round, p.deck.scoring_option if p.deck else None,
                          p.deck.name if p.deck else None, p.number, p.byes, p.fixed_table,
                          p.deck.card_count if p.deck else None)
