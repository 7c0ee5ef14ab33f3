"""Results: the organizer's reports and corrections (one table, or a whole batch at once, all or nothing),
and the players' own reports from their phones, which count once the opponent confirms them.

A player reports with the table's code (on the slip and the pairings page) and their personal code; the
report waits (pending) until the other player of the table enters the same result with their own code
(confirmed, and saved as the table's result), or a different one (disputed: both are kept for the
organizer). The organizer sees pending and disputed tables and may accept a report or enter the result
over them; both are logged in the audit with the reports they settled.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from kitchentable.formats.turnabout import scoring
from kitchentable.tournament.codes import normalize_player_code, parse_table_code, table_check
from kitchentable.tournament.core import EventRow, Options, ServiceCore
from kitchentable.tournament.errors import Conflict, InvalidReport, NotFound, TournamentError
from kitchentable.tournament.results import check_swiss, match_points, parse_batch, turnabout_outcome
from kitchentable.tournament.snapshot import CUT_STAGE, GameRec, TableRec, load_players, load_table
from kitchentable.tournament.standings import SWISS, TURNABOUT
from kitchentable.tournament.store import Tx, utcnow
from kitchentable.tournament.views import BatchRow, SwissInput, TableView, TurnaboutGameInput

ResultInput = SwissInput | Sequence[TurnaboutGameInput]


class Outcome(NamedTuple):
    """A checked result, as it will be stored."""

    wins_a: int
    wins_b: int
    draws: int
    games: tuple[GameRec, ...] = ()

    def claim_games(self) -> list[list[int | None]]:
        """The games as a claim stores and compares them: [losing seat, value] each."""
        return [[g.losing_seat, g.value] for g in self.games]


class Seat(NamedTuple):
    id: int
    name: str
    number: int
    code: str
    option: str


@dataclass
class TableContext:
    """One table being reported: where it is, who sits there, what it holds already."""

    table_id: int
    round_id: int
    round_number: int
    stage: str
    number: int
    seats: tuple[Seat, Seat]
    result: tuple[int, int, int, int, Any] | None
    """(id, wins_a, wins_b, draws, reported_at) of the result it has, if any."""

    @property
    def where(self) -> str:
        return f"round {self.round_number} table {self.number}"


@dataclass(frozen=True)
class PlayerReport:
    """What a player's report did: `status` is pending, confirmed or disputed; `message` says it in words."""

    status: str
    message: str
    table: TableView


def claim_text(fmt: str, wins_a: int, wins_b: int, draws: int, games: Sequence[Sequence[int | None]],
               names: tuple[str, str]) -> str:
    """A reported result in words, from the table's point of view."""
    if fmt == SWISS:
        return f"{names[0]} {wins_a}-{wins_b}{f'-{draws}' if draws else ''} {names[1]}"
    parts = []
    for number, (seat, value) in enumerate(games, start=1):
        parts.append(f"G{number} draw" if seat is None else f"G{number} {names[seat]}'s deck lost ({value})")
    return ", ".join(parts)


def _games_json(games: Sequence[GameRec]) -> str:
    return json.dumps([[g.game, g.losing_seat, g.scoring_option, g.value] for g in games])


class ReportingOps(ServiceCore):
    """Reporting results: by the organizer, in batches, and by the players themselves."""

    # the table being reported ---------------------------------------------------------------------

    def _context(self, tx: Tx, ev: EventRow, round_number: int, table: int) -> TableContext:
        rnd = tx.row("SELECT id, stage FROM rounds WHERE event_id = ? AND number = ?", (ev.id, round_number))
        if rnd is None:
            raise NotFound(f"round {round_number} has not been paired")
        return self._context_in(tx, ev, rnd[0], round_number, rnd[1], table)

    def _context_in(self, tx: Tx, ev: EventRow, round_id: int, round_number: int, stage: str,
                    table: int) -> TableContext:
        row = tx.row("SELECT id, player_a_id, player_b_id FROM tables WHERE round_id = ? AND number = ?",
                     (round_id, table))
        if row is None:
            count = tx.value("SELECT count(*) FROM tables WHERE round_id = ?", (round_id,))
            raise NotFound(f"round {round_number} has no table {table} (tables 1-{count})")
        table_id, a_id, b_id = row
        seats = {pid: Seat(pid, name, number, code, option or scoring.DEFAULT_SCORING_OPTION)
                 for pid, name, number, code, option in tx.rows(
                     "SELECT p.id, p.name, p.number, p.code, d.scoring_option FROM players p "
                     "LEFT JOIN decks d ON d.player_id = p.id WHERE p.id IN (?, ?)", (a_id, b_id if b_id else a_id))}
        if b_id is None:
            raise InvalidReport(f"table {table} of round {round_number} is {seats[a_id].name}'s bye; "
                                "a bye has no result to report")
        result = tx.row("SELECT id, wins_a, wins_b, draws, reported_at FROM results WHERE table_id = ?", (table_id,))
        return TableContext(table_id, round_id, round_number, stage, table, (seats[a_id], seats[b_id]),
                            None if result is None else (result[0], result[1], result[2], result[3], result[4]))

    def _outcome(self, ev: EventRow, ctx: TableContext, result: ResultInput, options: Options) -> Outcome:
        if ev.format == SWISS:
            if not isinstance(result, SwissInput):
                raise InvalidReport("this is a Swiss event: report games won, lost and drawn (e.g. 2-1)")
            check_swiss(result.wins_a, result.wins_b, result.draws)
            if ctx.stage == CUT_STAGE and result.wins_a == result.wins_b:
                raise InvalidReport(f"{ctx.where} is an elimination match: it needs a winner (MTR 2.3: play on "
                                    "until one player has won more games)")
            return Outcome(result.wins_a, result.wins_b, result.draws)
        if isinstance(result, SwissInput):
            raise InvalidReport("this is a Turnabout event: report the two games (which deck lost and the "
                                "statistic its option reads)")
        names = (ctx.seats[0].name, ctx.seats[1].name)
        numbers = (ctx.seats[0].number, ctx.seats[1].number)
        seat_options = (self._resolve(options, ctx.seats[0].option), self._resolve(options, ctx.seats[1].option))
        stored, wins_a, wins_b, draws = turnabout_outcome(names, numbers, seat_options, list(result), ctx.where)
        return Outcome(wins_a, wins_b, draws, tuple(stored))

    def _save(self, tx: Tx, ev: EventRow, ctx: TableContext, outcome: Outcome, actor: str, *, correct: bool,
              action: str | None = None, extra: Mapping[str, Any] | None = None) -> None:
        """Store `outcome` as the table's result (a correction keeps the one it replaces), settle any
        players' reports, and log it."""
        if ctx.result is not None and not correct:
            raise Conflict(f"{ctx.where} is finished (result {self._result_summary(ctx)}); "
                           "use --correct to replace it")
        if ctx.result is None and correct:
            raise Conflict(f"{ctx.where} has no result to correct yet")
        if ctx.stage == CUT_STAGE and correct and tx.value(
                "SELECT count(*) FROM rounds WHERE event_id = ? AND number > ?", (ev.id, ctx.round_number)):
            raise Conflict(f"the next round of the cut is paired already; unpair it before correcting {ctx.where}")
        now = utcnow()
        names = (ctx.seats[0].name, ctx.seats[1].name)
        before = None
        if ctx.result is not None:
            old_id, wins_a, wins_b, draws, reported_at = ctx.result
            old_games = [GameRec(*g) for g in tx.rows(
                "SELECT game, losing_seat, scoring_option, value FROM turnabout_games WHERE result_id = ? "
                "ORDER BY game", (old_id,))]
            before = self._detail(ev, wins_a, wins_b, draws, old_games, names)
            tx.run("INSERT INTO superseded_results (table_id, wins_a, wins_b, draws, games, reported_at, "
                   "superseded_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                   (ctx.table_id, wins_a, wins_b, draws, _games_json(old_games), reported_at, now))
            tx.run("DELETE FROM turnabout_games WHERE result_id = ?", (old_id,))
            tx.run("DELETE FROM results WHERE id = ?", (old_id,))
        mp: tuple[int | None, int | None] = (None, None)
        if ev.format == TURNABOUT:
            mp = match_points(outcome.games, self._options(tx, ev))
        result_id = tx.insert("INSERT INTO results (table_id, wins_a, wins_b, draws, reported_at, reported_by, mp_a, "
                              "mp_b) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                              (ctx.table_id, outcome.wins_a, outcome.wins_b, outcome.draws, now, actor[:40], *mp))
        if outcome.games:
            tx.run_many("INSERT INTO turnabout_games (result_id, game, losing_seat, scoring_option, value) "
                        "VALUES (?, ?, ?, ?, ?)", [(result_id, *g) for g in outcome.games])
        claims = self._claim_rows(tx, ctx)
        if claims:
            tx.run("DELETE FROM claims WHERE table_id = ?", (ctx.table_id,))
        detail: dict[str, Any] = {"round": ctx.round_number, "table": ctx.number, "player_a": names[0],
                                  "player_b": names[1],
                                  "result": self._detail(ev, outcome.wins_a, outcome.wins_b, outcome.draws,
                                                         outcome.games, names)}
        if before is not None:
            detail["replaced"] = before
        if claims:
            detail["players_reported"] = [{"player": ctx.seats[0].name if pid == ctx.seats[0].id else ctx.seats[1].name,
                                           "result": claim_text(ev.format, wa, wb, dr, games, names)}
                                          for pid, wa, wb, dr, games in claims]
        if extra:
            detail.update(extra)
        if action is None:
            action = "result.correct" if before is not None else ("result.override" if claims else "result.report")
        self._audit(tx, ev, actor, action, detail)

    @staticmethod
    def _detail(ev: EventRow, wins_a: int, wins_b: int, draws: int, games: Sequence[GameRec],
                names: tuple[str, str]) -> dict[str, Any]:
        detail: dict[str, Any] = {"wins_a": wins_a, "wins_b": wins_b, "draws": draws}
        if ev.format == TURNABOUT and games:
            detail["games"] = [{"game": g.game, "losing_deck_of": names[g.losing_seat] if g.losing_seat is not None
                                else None, "option": g.scoring_option, "value": g.value} for g in games]
        return detail

    @staticmethod
    def _result_summary(ctx: TableContext) -> str:
        assert ctx.result is not None
        _, wins_a, wins_b, draws, _ = ctx.result
        return f"{wins_a}-{wins_b}" + (f"-{draws}" if draws else "")

    def _view_of(self, tx: Tx, ev: EventRow, ctx: TableContext, options: Options) -> TableView:
        table: TableRec = load_table(tx, ctx.table_id)
        players = load_players(tx, ev.id, (ctx.seats[0].id, ctx.seats[1].id))
        names = {pid: p.name for pid, p in players.items()}
        claims = self._claims(tx, ctx.round_id, names, ev.format, {table.id: (table.player_a_id, table.player_b_id)})
        return self._table_view(table, ctx.round_number, players, ev.format, options, ev, claims.get(table.id, ()))

    # the organizer's reports ----------------------------------------------------------------------

    def report_swiss(self, round_number: int, table: int, wins_a: int, wins_b: int, draws: int = 0,
                     event: str | None = None, *, correct: bool = False, actor: str = "cli") -> TableView:
        """Record a Swiss match as games won by seat A, by seat B, and drawn (MTR 2.3: best of three)."""
        check_swiss(wins_a, wins_b, draws)
        return self.report(round_number, table, SwissInput(wins_a, wins_b, draws), event, correct=correct, actor=actor)

    def report_turnabout(self, round_number: int, table: int, games: Sequence[TurnaboutGameInput],
                         event: str | None = None, *, correct: bool = False, actor: str = "cli") -> TableView:
        """Record a Turnabout match: for game 1 and game 2, whose deck lost and the winner's statistic.

        The losing deck's scoring option decides the winner's match points, whoever piloted it (R-TA-1);
        in game 1 each player pilots the other's deck, in game 2 their own (doc 003 Match Rules 2-3). A
        drawn game gives no match points (R-TA-2).
        """
        if len(games) != scoring.GAMES_PER_MATCH:
            raise InvalidReport(f"a Turnabout match has exactly two games; {len(games)} given")
        return self.report(round_number, table, list(games), event, correct=correct, actor=actor)

    def report(self, round_number: int, table: int, result: ResultInput, event: str | None = None, *,
               correct: bool = False, actor: str = "cli") -> TableView:
        """Record (or with `correct`, replace) one table's result; over players' reports it is an override."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            ctx = self._context(tx, ev, round_number, table)
            options = self._options(tx, ev)
            outcome = self._outcome(ev, ctx, result, options)
            self._save(tx, ev, ctx, outcome, actor, correct=correct)
            return self._view_of(tx, ev, ctx, options)

    def report_batch(self, rows: str | Sequence[BatchRow], event: str | None = None, *, correct: bool = False,
                     actor: str = "cli") -> int:
        """Record many results at once (CSV text or parsed rows), all or nothing: the first bad row refuses
        the whole batch, naming its line. A row without a round is for the latest round. Returns how many
        results were recorded."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            batch = parse_batch(rows, ev.format) if isinstance(rows, str) else list(rows)
            if not batch:
                raise InvalidReport("no results given")
            latest = self._latest_round(tx, ev)
            options = self._options(tx, ev)
            rounds: dict[int, tuple[int, str]] = {n: (rid, stage) for rid, n, stage in tx.rows(
                "SELECT id, number, stage FROM rounds WHERE event_id = ?", (ev.id,))}
            for row in batch:
                try:
                    number = row.round if row.round is not None else (latest[1] if latest else 0)
                    if number not in rounds:
                        raise NotFound(f"round {number} has not been paired")
                    ctx = self._context_in(tx, ev, rounds[number][0], number, rounds[number][1], row.table)
                    self._save(tx, ev, ctx, self._outcome(ev, ctx, row.result, options), actor, correct=correct)
                except TournamentError as exc:
                    raise type(exc)(f"line {row.line}: {exc}") from None
            return len(batch)

    # the players' own reports ---------------------------------------------------------------------

    def table_by_code(self, code: str, event: str | None = None) -> TableView:
        """The table of the current round a slip's code names (for the reporting page)."""
        with self.store.reading() as tx:
            ev = self._event(tx, event)
            ctx = self._context_by_code(tx, ev, code)
            return self._view_of(tx, ev, ctx, self._options(tx, ev))

    def _context_by_code(self, tx: Tx, ev: EventRow, code: str) -> TableContext:
        parsed = parse_table_code(code)
        if parsed is None:
            raise NotFound(f"{code.strip()!r} is not a table code; it looks like 12-K7Q (on your match slip)")
        table, check = parsed
        latest = self._latest_round(tx, ev)
        if latest is None:
            raise NotFound("no round has been paired yet")
        round_id, number, stage = latest
        if table_check(ev.secret, number, table) != check:
            for earlier in range(number - 1, 0, -1):
                if table_check(ev.secret, earlier, table) == check:
                    raise Conflict(f"that code is from round {earlier}'s slip; round {number} is being played")
            raise NotFound(f"no table of round {number} has the code {code.strip()!r}; check it on your slip")
        return self._context_in(tx, ev, round_id, number, stage, table)

    def _claim_rows(self, tx: Tx, ctx: TableContext) -> list[tuple[int, int, int, int, list[list[int | None]]]]:
        return [(pid, wa, wb, dr, json.loads(games)) for pid, wa, wb, dr, games in tx.rows(
            "SELECT player_id, wins_a, wins_b, draws, games FROM claims WHERE table_id = ? ORDER BY id",
            (ctx.table_id,))]

    def player_report(self, code: str, player_code: str, result: ResultInput, event: str | None = None, *,
                      actor: str = "player") -> PlayerReport:
        """A player's report of their own table: pending until the opponent enters the same result with
        their own code, then saved as the table's result (confirmed); a different result disputes it."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            ctx = self._context_by_code(tx, ev, code)
            given = normalize_player_code(player_code)
            me = next((s for s in ctx.seats if s.code == given), None)
            if me is None:
                raise InvalidReport(f"that player code is not the code of {ctx.seats[0].name} or "
                                    f"{ctx.seats[1].name}; use your own code (from your registration card)")
            if ctx.result is not None:
                raise Conflict(f"{ctx.where} already has its result ({self._result_summary(ctx)}); ask the "
                               "organizer to correct it")
            options = self._options(tx, ev)
            outcome = self._outcome(ev, ctx, result, options)
            other = ctx.seats[1] if me.id == ctx.seats[0].id else ctx.seats[0]
            names = (ctx.seats[0].name, ctx.seats[1].name)
            text = claim_text(ev.format, outcome.wins_a, outcome.wins_b, outcome.draws, outcome.claim_games(), names)
            claims = {pid: (wa, wb, dr, games) for pid, wa, wb, dr, games in self._claim_rows(tx, ctx)}
            theirs = claims.get(other.id)
            mine = (outcome.wins_a, outcome.wins_b, outcome.draws, outcome.claim_games())
            base = {"round": ctx.round_number, "table": ctx.number, "player": me.name, "result": text}
            if theirs is not None and theirs == mine:
                self._save(tx, ev, ctx, outcome, f"players:{me.number},{other.number}", correct=False,
                           action="result.report", extra={"confirmed_by": me.name})
                return PlayerReport("confirmed", f"Confirmed: {text}. Thank you both.",
                                    self._view_of(tx, ev, ctx, options))
            tx.run("DELETE FROM claims WHERE table_id = ? AND player_id = ?", (ctx.table_id, me.id))
            tx.run("INSERT INTO claims (table_id, player_id, wins_a, wins_b, draws, games, created_at) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?)", (ctx.table_id, me.id, outcome.wins_a, outcome.wins_b,
                                                    outcome.draws, json.dumps(outcome.claim_games()), utcnow()))
            if theirs is not None:
                their_text = claim_text(ev.format, *theirs, names)
                self._audit(tx, ev, actor, "claim.dispute", {**base, "other": {"player": other.name,
                                                                               "result": their_text}})
                return PlayerReport("disputed", f"{other.name} reported {their_text}; you reported {text}. "
                                    "The organizer will settle it.", self._view_of(tx, ev, ctx, options))
            self._audit(tx, ev, actor, "claim.report", base)
            return PlayerReport("pending", f"Saved: {text}. It counts once {other.name} confirms it with their "
                                "own code.", self._view_of(tx, ev, ctx, options))

    def accept_report(self, round_number: int, table: int, player: str | None = None, event: str | None = None, *,
                      actor: str = "cli") -> TableView:
        """The organizer accepts a player's report as the table's result (the only one, or `player`'s of a
        disputed table); logged as an override of the confirmation."""
        with self.store.transaction() as tx:
            ev = self._writing(tx, event)
            ctx = self._context(tx, ev, round_number, table)
            claims = self._claim_rows(tx, ctx)
            if not claims:
                raise Conflict(f"{ctx.where} has no player's report to accept")
            if player is None:
                if len(claims) > 1:
                    raise Conflict(f"{ctx.where} is disputed; say whose report to accept, or enter the result")
                chosen = claims[0]
            else:
                who = self._player(tx, ev, player)
                found = [c for c in claims if c[0] == who.id]
                if not found:
                    raise NotFound(f"{who.name} has not reported {ctx.where}")
                chosen = found[0]
            _, wins_a, wins_b, draws, games = chosen
            options = self._options(tx, ev)
            stored = []
            for number, (seat, value) in enumerate(games, start=1):
                if seat is None:
                    stored.append(GameRec(number, None, None, None))
                else:
                    stored.append(GameRec(number, seat, self._resolve(options, ctx.seats[seat].option).name, value))
            self._save(tx, ev, ctx, Outcome(wins_a, wins_b, draws, tuple(stored)), actor, correct=ctx.result is not None,
                       action="result.accept")
            return self._view_of(tx, ev, ctx, options)
