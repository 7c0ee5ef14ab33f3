"""The tournament service: every operation the CLI, the web app and a simulated event perform.

Each public method is one transaction: it validates everything first, writes, appends to the audit log,
and commits before returning, so an acknowledged change is on disk and a refused one changed nothing.
Standings and the next round's pairings are computed from the stored results every time they are needed.
"""

from __future__ import annotations

import csv
import hashlib
import hmac
import io
import json
import re
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import Any

from sqlalchemy import delete, func, insert, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from kitchentable.formats.turnabout import scoring
from kitchentable.tournament.models import (
    AuditEntry,
    Deck,
    Event,
    EventScoringOption,
    Player,
    Result,
    Round,
    Table,
    TurnaboutGame,
    utcnow,
)
from kitchentable.tournament.pairing import (
    ALGORITHM_VERSION,
    NoPairingPossible,
    PairingRequest,
    pair_key,
    pair_round,
)
from kitchentable.tournament.snapshot import (
    PlayerRec,
    RoundRec,
    TableRec,
    load_players,
    load_rounds,
    missing_tables,
    round_complete,
    table_record,
)
from kitchentable.tournament.standings import (
    FORMATS,
    SWISS,
    TIEBREAKER_NAMES,
    TURNABOUT,
    MatchRecord,
    PlayerInfo,
    StandingRow,
    bye_record,
    compute_standings,
    swiss_record,
    turnabout_record,
)
from kitchentable.tournament.store import Store

MAX_ROUNDS = 99
MAX_NAME = 200
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class TournamentError(Exception):
    """A refused operation; the message says what was wrong and, where useful, what to do instead."""


class NotFound(TournamentError):
    pass


class Conflict(TournamentError):
    pass


class InvalidReport(TournamentError):
    pass


class TournamentGameInputError(InvalidReport):
    """A Turnabout game entry that cannot be read (no losing deck chosen, a statistic that is no number)."""


class PairingBlocked(TournamentError):
    """No pairing satisfies the rematch rule: the organizer must end, allow a rematch, or stop (issue 8)."""

    def __init__(self, message: str, allow_rematches: int) -> None:
        super().__init__(message)
        self.allow_rematches = allow_rematches


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


@dataclass(frozen=True)
class PlayerView:
    id: int
    name: str
    dropped_after_round: int | None
    scoring_option: str | None
    deck_name: str | None


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

    @property
    def is_bye(self) -> bool:
        return self.player_b is None

    @property
    def summary(self) -> str:
        if self.is_bye:
            return "bye"
        if not self.reported:
            return "pending"
        text = f"{self.wins_a}-{self.wins_b}" + (f"-{self.draws}" if self.draws else "")
        if self.match_points_a is not None:
            text += f" (MP {self.match_points_a}-{self.match_points_b}, VP {self.points_a}-{self.points_b})"
        return text


@dataclass(frozen=True)
class RoundView:
    number: int
    seed: int
    algorithm: str
    algorithm_version: str
    allow_rematches: int
    tables: tuple[TableView, ...]
    notes: tuple[str, ...] = ()

    @property
    def complete(self) -> bool:
        return all(t.reported or t.is_bye for t in self.tables)


@dataclass(frozen=True)
class StandingsView:
    event: EventView
    rows: tuple[StandingRow, ...]
    tiebreakers: tuple[str, ...]
    through_round: int


@dataclass(frozen=True)
class TurnaboutGameInput:
    """A reported Turnabout game: the name of the player whose deck lost (None for a draw), the winner's
    statistic that deck's option reads, and optionally which statistic the reporter meant (checked)."""

    losing_deck_of: str | None
    value: int | None = None
    statistic: str | None = None


Options = Mapping[str, scoring.ScoringOption]


@dataclass
class _Snapshot:
    event: Event
    players: dict[int, PlayerRec]
    rounds: list[RoundRec]
    options: Options
    records: list[MatchRecord] = field(default_factory=list)


def derive_seed(*parts: object) -> int:
    """A 63-bit seed derived from the event seed and a label, so a round is reproducible from its inputs."""
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def _clean_name(name: str, what: str = "name") -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise TournamentError(f"the {what} is empty")
    if len(cleaned) > MAX_NAME:
        raise TournamentError(f"the {what} is longer than {MAX_NAME} characters")
    if _CONTROL.search(cleaned):
        raise TournamentError(f"the {what} contains control characters")
    return cleaned


def fraction_text(value: Fraction) -> str:
    """A tiebreaker for people: whole numbers as such, percentages to four decimals."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.4f}"


class TournamentService:
    """Operations on the events of one store; `actor` names who made a change, for the audit log."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # events ---------------------------------------------------------------------------------------

    def create_event(self, name: str, fmt: str, rounds: int, *, seed: int | None = None,
                     actor: str = "cli") -> EventView:
        """A new event; its organizer token is generated here and returned once in the view."""
        name = _clean_name(name, "event name")
        fmt = fmt.strip().lower()
        if fmt not in FORMATS:
            raise TournamentError(f"unknown format {fmt!r}; choose turnabout or swiss")
        if not 1 <= rounds <= MAX_ROUNDS:
            raise TournamentError(f"the number of rounds must be between 1 and {MAX_ROUNDS}")
        seed = secrets.randbits(63) if seed is None else seed
        if not 0 <= seed < 2**63:
            raise TournamentError("the seed must be between 0 and 2**63 - 1")
        token = secrets.token_urlsafe(18)
        with self.store.transaction() as session:
            if session.scalar(select(Event.id).where(Event.name == name)) is not None:
                raise Conflict(f"an event called {name!r} already exists in this database")
            event = Event(name=name, format=fmt, rounds_planned=rounds, seed=seed, organizer_token=token)
            session.add(event)
            session.flush()
            self._audit(session, event, actor, "event.create", {"name": name, "format": fmt, "rounds": rounds,
                                                                 "seed": seed})
            view = self._event_view(session, event)
        return EventView(**{**view.__dict__, "organizer_token": token})

    def list_events(self) -> list[EventView]:
        with self.store.reading() as session:
            return [self._event_view(session, e) for e in session.scalars(select(Event).order_by(Event.id))]

    def event(self, event: str | None = None) -> EventView:
        with self.store.reading() as session:
            return self._event_view(session, self._event(session, event))

    def organizer_token(self, event: str | None = None) -> str:
        with self.store.reading() as session:
            return self._event(session, event).organizer_token

    def check_token(self, token: str | None, event: str | None = None) -> bool:
        if not token:
            return False
        return hmac.compare_digest(token.encode(), self.organizer_token(event).encode())

    def end_event(self, event: str | None = None, *, actor: str = "cli") -> EventView:
        """Finish the event now (the organizer's way out when no further round can be paired)."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            if ev.finished:
                raise Conflict(f"event {ev.name!r} is already finished")
            last = self._latest_round(session, ev)
            if last is not None:
                missing = self._missing_in(session, last)
                if missing:
                    raise Conflict(f"round {last.number} still has tables without a result: "
                                   f"{self._table_list(missing)}")
            ev.finished = True
            self._audit(session, ev, actor, "event.end", {"after_round": last.number if last else 0})
            return self._event_view(session, ev)

    # players and decks ----------------------------------------------------------------------------

    def add_player(self, name: str, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        return self.import_players([{"name": name}], event, actor=actor)[0]

    def import_players(self, rows: Sequence[Mapping[str, str | None]], event: str | None = None, *,
                       actor: str = "cli") -> list[PlayerView]:
        """Add players (with an optional `scoring` option and `deck` name each); all of them or none."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            self._require_open(ev)
            if not rows:
                raise TournamentError("no players given")
            existing = {n.casefold() for n in session.scalars(select(Player.name).where(Player.event_id == ev.id))}
            options = self._options(session, ev)
            created: list[Player] = []
            for line, row in enumerate(rows, start=1):
                raw = row.get("name")
                if raw is None:
                    raise TournamentError(f"row {line}: no name")
                name = _clean_name(raw, f"player name in row {line}")
                if name.casefold() in existing:
                    raise Conflict(f"row {line}: a player called {name!r} is already registered")
                existing.add(name.casefold())
                player = Player(event_id=ev.id, name=name)
                option = (row.get("scoring") or "").strip()
                deck_name = (row.get("deck") or "").strip()
                if option or deck_name:
                    if ev.format != TURNABOUT:
                        raise TournamentError(f"row {line}: decks and scoring options belong to Turnabout events")
                    player.deck = Deck(name=deck_name,
                                       scoring_option=self._resolve(options, option or "dominaria").name)
                session.add(player)
                created.append(player)
            session.flush()
            self._audit(session, ev, actor, "player.add", {"names": [p.name for p in created]})
            return [self._player_view(p) for p in created]

    def rename_player(self, old: str, new: str, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        with self.store.transaction() as session:
            ev = self._event(session, event)
            player = self._player(session, ev, old)
            name = _clean_name(new, "new name")
            if name.casefold() != player.name.casefold() and session.scalar(select(Player.id).where(
                    Player.event_id == ev.id, func.lower(Player.name) == name.lower())) is not None:
                raise Conflict(f"a player called {name!r} is already registered")
            self._audit(session, ev, actor, "player.rename", {"from": player.name, "to": name})
            player.name = name
            return self._player_view(player)

    def register_deck(self, player: str, option: str, event: str | None = None, *, deck_name: str = "",
                      actor: str = "cli") -> PlayerView:
        """Register a Turnabout deck and its scoring option (R-TA-1). A change is logged and applies to
        matches reported afterwards; reported games keep the option they were scored with."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            if ev.format != TURNABOUT:
                raise TournamentError("decks and scoring options belong to Turnabout events")
            p = self._player(session, ev, player)
            option_name = self._resolve(self._options(session, ev), option).name
            before = p.deck.scoring_option if p.deck else None
            if p.deck is None:
                p.deck = Deck(name=deck_name.strip(), scoring_option=option_name)
            else:
                p.deck.scoring_option = option_name
                if deck_name.strip():
                    p.deck.name = deck_name.strip()
            session.flush()
            self._audit(session, ev, actor, "deck.register", {"player": p.name, "from": before, "to": option_name,
                                                               "deck": p.deck.name})
            return self._player_view(p)

    def players(self, event: str | None = None) -> list[PlayerView]:
        with self.store.reading() as session:
            ev = self._event(session, event)
            rows = session.scalars(select(Player).where(Player.event_id == ev.id).order_by(Player.name)
                                   .options(selectinload(Player.deck)))
            return [self._player_view(p) for p in rows]

    def add_scoring_option(self, name: str, statistic: str, base: int, per: str | Fraction,
                           event: str | None = None, *, description: str = "", actor: str = "cli") -> str:
        """Allow a further scoring option for this event (doc 003: "the TO may allow others"), stored with
        the event: `base + per x statistic`, rounded up, clamped to 10..30 like every option."""
        try:
            factor = Fraction(per)
        except (ValueError, ZeroDivisionError) as exc:
            raise TournamentError(f"the factor must be a number or a fraction such as 1/2, got {per!r}") from exc
        if isinstance(base, bool) or not isinstance(base, int) or not -100 <= base <= 100:
            raise TournamentError("the base must be a whole number between -100 and 100")
        if abs(factor) > 100:
            raise TournamentError("the factor must lie between -100 and 100")
        with self.store.transaction() as session:
            ev = self._event(session, event)
            self._require_open(ev)
            if ev.format != TURNABOUT:
                raise TournamentError("scoring options belong to Turnabout events")
            try:
                text = description.strip() or scoring.describe_linear(base, factor, statistic)
                option = scoring.make_scoring_option(name, statistic, scoring.linear_formula(base, factor), text)
            except scoring.ScoringError as exc:
                raise TournamentError(str(exc)) from exc
            if option.name in self._options(session, ev):
                raise Conflict(f"a scoring option called {option.name!r} already exists")
            session.add(EventScoringOption(event_id=ev.id, name=option.name, statistic=statistic, base=base,
                                           per_numerator=factor.numerator, per_denominator=factor.denominator,
                                           description=text))
            self._audit(session, ev, actor, "scoring.add", {"name": option.name, "statistic": statistic,
                                                             "base": base, "per": str(factor)})
            return option.name

    def scoring_options(self, event: str | None = None) -> dict[str, scoring.ScoringOption]:
        with self.store.reading() as session:
            return dict(self._options(session, self._event(session, event)))

    def drop(self, player: str, event: str | None = None, *, actor: str = "cli") -> PlayerView:
        """Drop a player: they keep their results and are never paired again."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            self._require_open(ev)
            p = self._player(session, ev, player)
            if p.dropped_after_round is not None:
                raise Conflict(f"{p.name} already dropped after round {p.dropped_after_round}")
            last = self._latest_round(session, ev)
            p.dropped_after_round = last.number if last else 0
            p.dropped_at = utcnow()
            self._audit(session, ev, actor, "player.drop", {"player": p.name, "after_round": p.dropped_after_round})
            return self._player_view(p)

    # pairing --------------------------------------------------------------------------------------

    def pair(self, event: str | None = None, *, allow_rematches: int = 0, actor: str = "cli") -> RoundView:
        """Pair the next round from the stored results (see `pairing.py` for the rules)."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            self._require_open(ev)
            return self._pair_in(session, ev, allow_rematches, actor)

    def _pair_in(self, session: Session, ev: Event, allow_rematches: int, actor: str) -> RoundView:
        snap = self._snapshot(session, ev)
        number = len(snap.rounds) + 1
        if snap.rounds and not round_complete(snap.rounds[-1]):
            raise Conflict(f"round {snap.rounds[-1].number} still has tables without a result: "
                           f"{self._table_list(missing_tables(snap.rounds[-1]))}")
        if number > ev.rounds_planned:
            raise Conflict(f"all {ev.rounds_planned} rounds have been paired; the event is complete "
                           "(`end` closes it)")
        attempt = session.scalar(select(func.count(AuditEntry.id)).where(
            AuditEntry.event_id == ev.id, AuditEntry.action == "round.unpair",
            AuditEntry.detail.like(f'{{"round": {number},%')))
        seed = derive_seed(ev.seed, "round", number, attempt or 0)
        request = self._pairing_request(snap, seed, allow_rematches)
        try:
            result = pair_round(request)
        except NoPairingPossible as exc:
            raise PairingBlocked(f"round {number}: {exc}", allow_rematches) from exc
        rnd = Round(event_id=ev.id, number=number, seed=seed, algorithm=result.method,
                    algorithm_version=ALGORITHM_VERSION, allow_rematches=allow_rematches)
        session.add(rnd)
        try:
            session.flush()
        except IntegrityError as exc:
            raise Conflict(f"round {number} was paired by someone else at the same time") from exc
        seats: list[tuple[Any, Any]] = [*result.tables, *([(result.bye, None)] if result.bye is not None else [])]
        session.execute(insert(Table), [{"round_id": rnd.id, "number": i, "player_a_id": a, "player_b_id": b}
                                        for i, (a, b) in enumerate(seats, start=1)])
        record = RoundRec(rnd.id, number, seed, result.method, ALGORITHM_VERSION, allow_rematches,
                          rnd.created_at, [TableRec(0, i, a, b, None) for i, (a, b) in enumerate(seats, start=1)])
        names: dict[Any, str] = {k: p.name for k, p in snap.players.items()}
        notes = []
        if result.bye_passed_over is not None and result.bye is not None:
            notes.append(f"the bye went to {names[result.bye]} instead of {names[result.bye_passed_over]}: with "
                         f"{names[result.bye_passed_over]} on the bye the other players could not be paired "
                         "without a rematch")
        for a, b in result.rematches:
            notes.append(f"rematch, allowed by the organizer: {names[a]} vs {names[b]}")
        detail: dict[str, Any] = {"round": number, "seed": seed, "algorithm": result.method,
                                  "version": ALGORITHM_VERSION, "tables": len(result.tables),
                                  "bye": names.get(result.bye) if result.bye is not None else None}
        if allow_rematches:
            detail["allow_rematches"] = allow_rematches
            detail["rematches"] = [[names[a], names[b]] for a, b in result.rematches]
        if notes:
            detail["notes"] = notes
        self._audit(session, ev, actor, "round.pair", detail)
        view = self._round_view(record, snap.players, ev.format, snap.options)
        return RoundView(**{**view.__dict__, "notes": tuple(notes)})

    def unpair(self, event: str | None = None, *, actor: str = "cli") -> int:
        """Withdraw the latest round's pairings (only while none of its results is in); returns its number."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            self._require_open(ev)
            return self._unpair_in(session, ev, actor)

    def _unpair_in(self, session: Session, ev: Event, actor: str) -> int:
        last = self._latest_round(session, ev)
        if last is None:
            raise Conflict("no round has been paired yet")
        reported = session.scalar(select(func.count(Result.id)).join(Table, Table.id == Result.table_id)
                                  .where(Table.round_id == last.id))
        if reported:
            raise Conflict(f"round {last.number} already has results; correct them instead of re-pairing")
        names: dict[int, str] = {pid: name for pid, name in session.execute(
            select(Player.id, Player.name).where(Player.event_id == ev.id))}
        seats = list(session.execute(select(Table.player_a_id, Table.player_b_id).where(Table.round_id == last.id)
                                     .order_by(Table.number)))
        number = last.number
        self._audit(session, ev, actor, "round.unpair", {
            "round": number, "seed": last.seed,
            "tables": [[names[a], names[b] if b is not None else None] for a, b in seats]})
        session.execute(delete(Table).where(Table.round_id == last.id))
        session.expunge(last)
        session.execute(delete(Round).where(Round.id == last.id))
        session.flush()
        return number

    def repair(self, event: str | None = None, *, allow_rematches: int = 0, actor: str = "cli") -> RoundView:
        """Re-pair the latest round (after late drops or registrations): withdraw it and pair it again
        with a fresh seed, in one transaction; if the new pairing is impossible the old one stays."""
        with self.store.transaction() as session:
            ev = self._event(session, event)
            self._require_open(ev)
            self._unpair_in(session, ev, actor)
            session.expire_all()
            return self._pair_in(session, ev, allow_rematches, actor)

    def pairings(self, round_number: int | None = None, event: str | None = None) -> RoundView | None:
        """The tables of a round (the latest when no number is given), or None before round 1."""
        with self.store.reading() as session:
            ev = self._event(session, event)
            snap = self._snapshot(session, ev)
            if not snap.rounds:
                if round_number is not None:
                    raise NotFound("no round has been paired yet")
                return None
            if round_number is None:
                rnd = snap.rounds[-1]
            else:
                if not 1 <= round_number <= len(snap.rounds):
                    raise NotFound(f"round {round_number} has not been paired (rounds paired: {len(snap.rounds)})")
                rnd = snap.rounds[round_number - 1]
            return self._round_view(rnd, snap.players, ev.format, snap.options)

    def verify_rounds(self, event: str | None = None) -> list[tuple[int, bool, str]]:
        """Pair every stored round again from its stored seed and the data as it stood, and compare.

        Players are compared by id, so renaming changes nothing. A round differs when an earlier result
        was corrected after it was paired, or when it was paired by another algorithm version. Returns
        (round, reproduced, explanation) for each round.
        """
        with self.store.reading() as session:
            ev = self._event(session, event)
            snap = self._snapshot(session, ev)
            corrections = [(a.at, json.loads(a.detail)["round"]) for a in session.scalars(
                select(AuditEntry).where(AuditEntry.event_id == ev.id, AuditEntry.action == "result.correct"))]
            report: list[tuple[int, bool, str]] = []
            for rnd in snap.rounds:
                if rnd.algorithm_version != ALGORITHM_VERSION:
                    report.append((rnd.number, False, f"paired by {rnd.algorithm_version}, this is {ALGORITHM_VERSION}"))
                    continue
                request = self._pairing_request(snap, rnd.seed, rnd.allow_rematches, before=rnd.number,
                                                at=rnd.created_at)
                stored = {frozenset((t.player_a_id, t.player_b_id)) for t in rnd.tables}
                try:
                    again = pair_round(request)
                    fresh = {frozenset(t) for t in again.tables}
                    if again.bye is not None:
                        fresh.add(frozenset((again.bye, None)))
                    same = fresh == stored
                except NoPairingPossible:
                    same = False
                later = sum(1 for at, number in corrections if at > rnd.created_at and number < rnd.number)
                if same:
                    why = "reproduced from its seed and the earlier results"
                elif later:
                    why = f"differs: {later} earlier result(s) were corrected after it was paired"
                else:
                    why = "differs from a fresh pairing of the same data"
                report.append((rnd.number, same, why))
            return report

    def rounds(self, event: str | None = None) -> list[RoundView]:
        with self.store.reading() as session:
            ev = self._event(session, event)
            snap = self._snapshot(session, ev)
            return [self._round_view(r, snap.players, ev.format, snap.options) for r in snap.rounds]

    # results --------------------------------------------------------------------------------------

    def report_swiss(self, round_number: int, table: int, wins_a: int, wins_b: int, draws: int = 0,
                     event: str | None = None, *, correct: bool = False, actor: str = "cli") -> TableView:
        """Record a Swiss match as games won by seat A, by seat B, and drawn (MTR 2.3: best of three)."""
        for label, value in (("games won by A", wins_a), ("games won by B", wins_b), ("drawn games", draws)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise InvalidReport(f"{label} must be a whole number of at least 0")
        if wins_a > 2 or wins_b > 2:
            raise InvalidReport("a best-of-three match ends when a player wins two games; no one wins three")
        if wins_a == 2 and wins_b == 2:
            raise InvalidReport("both players cannot win two games of a best-of-three match")
        if wins_a + wins_b + draws > 3:
            raise InvalidReport("a best-of-three match has at most three games")
        with self.store.transaction() as session:
            ev, tbl, snapshot_players = self._table_for_report(session, event, round_number, table, correct)
            if ev.format != SWISS:
                raise InvalidReport("this is a Turnabout event: report the two games (which deck lost and "
                                    "the statistic its option reads)")
            before = self._result_detail(tbl, snapshot_players)
            if tbl.result is not None:
                session.delete(tbl.result)
                session.flush()
            tbl.result = Result(wins_a=wins_a, wins_b=wins_b, draws=draws, reported_by=actor)
            session.flush()
            return self._record_report(session, ev, tbl, snapshot_players, before, actor, scoring.SCORING_OPTIONS)

    def report_turnabout(self, round_number: int, table: int, games: Sequence[TurnaboutGameInput],
                         event: str | None = None, *, correct: bool = False, actor: str = "cli") -> TableView:
        """Record a Turnabout match: for game 1 and game 2, whose deck lost and the winner's statistic.

        The losing deck's scoring option decides the winner's match points, whoever piloted it (R-TA-1);
        in game 1 each player pilots the other's deck, in game 2 their own (doc 003 Match Rules 2-3). A
        drawn game gives no match points (R-TA-2).
        """
        if len(games) != scoring.GAMES_PER_MATCH:
            raise InvalidReport(f"a Turnabout match has exactly two games; {len(games)} given")
        with self.store.transaction() as session:
            ev, tbl, players = self._table_for_report(session, event, round_number, table, correct)
            if ev.format != TURNABOUT:
                raise InvalidReport("this is a Swiss event: report games won, lost and drawn (e.g. 2-1)")
            seats = [players[tbl.player_a_id], players[tbl.player_b_id]]  # type: ignore[index]
            options = self._options(session, ev)
            stored: list[TurnaboutGame] = []
            for number, game in enumerate(games, start=1):
                if game.losing_deck_of is None:
                    stored.append(TurnaboutGame(game=number, losing_seat=None, scoring_option=None, value=None))
                    continue
                seat = self._seat_of(seats, game.losing_deck_of, round_number, table)
                option = self._resolve(options, self._deck_option(seats[seat]))
                if game.statistic is not None and game.statistic.strip().lower() != option.statistic:
                    raise InvalidReport(
                        f"game {number}: {seats[seat].name}'s deck scores with {option.name.title()}, which reads "
                        f"the winner's {option.statistic}, not {game.statistic}")
                if game.value is None:
                    raise InvalidReport(f"game {number}: give the winner's {option.statistic} "
                                        f"({scoring.STATISTICS[option.statistic]})")
                try:
                    scoring.points_with(option, game.value)
                except scoring.ScoringError as exc:
                    raise InvalidReport(f"game {number}: {exc}") from exc
                stored.append(TurnaboutGame(game=number, losing_seat=seat, scoring_option=option.name,
                                            value=game.value))
            wins = [0, 0]
            draws = 0
            for g in stored:
                if g.losing_seat is None:
                    draws += 1
                else:
                    wins[scoring.game_winner_seat(g.game, g.losing_seat)] += 1
            before = self._result_detail(tbl, players)
            if tbl.result is not None:
                session.delete(tbl.result)
                session.flush()
            tbl.result = Result(wins_a=wins[0], wins_b=wins[1], draws=draws, reported_by=actor, games=stored)
            session.flush()
            return self._record_report(session, ev, tbl, players, before, actor, options)

    # standings and export -------------------------------------------------------------------------

    def standings(self, event: str | None = None) -> StandingsView:
        with self.store.reading() as session:
            ev = self._event(session, event)
            snap = self._snapshot(session, ev)
            rows = self._compute(snap)
            done = [r.number for r in snap.rounds if round_complete(r)]
            return StandingsView(self._event_view(session, ev), tuple(rows), TIEBREAKER_NAMES[ev.format],
                                 max(done, default=0))

    def audit_log(self, event: str | None = None) -> list[dict[str, Any]]:
        with self.store.reading() as session:
            ev = self._event(session, event)
            entries = session.scalars(select(AuditEntry).where(AuditEntry.event_id == ev.id).order_by(AuditEntry.id))
            return [{"id": a.id, "at": a.at.isoformat(), "actor": a.actor, "action": a.action,
                     "detail": json.loads(a.detail)} for a in entries]

    def export_json(self, event: str | None = None) -> dict[str, Any]:
        """The whole event as one document: players, rounds with seeds and results, standings, audit log."""
        standings = self.standings(event)
        return {
            "event": {k: v for k, v in standings.event.__dict__.items() if k != "organizer_token"},
            "players": [p.__dict__ for p in self.players(event)],
            "rounds": [{
                "number": r.number, "seed": r.seed, "algorithm": r.algorithm,
                "algorithm_version": r.algorithm_version, "allow_rematches": r.allow_rematches,
                "tables": [table_json(t) for t in r.tables],
            } for r in self.rounds(event)],
            "standings": [standing_json(row) for row in standings.rows],
            "audit": self.audit_log(event),
        }

    def export_csv(self, event: str | None = None, what: str = "standings") -> str:
        """Standings (one row per player) or matches (one row per table) as CSV."""
        out = io.StringIO()
        writer = csv.writer(out)
        if what == "standings":
            view = self.standings(event)
            writer.writerow(["rank", "player", "points", "record", "matches", "byes", "game_wins", "game_losses",
                             "game_draws", *view.tiebreakers, "dropped"])
            for row in view.rows:
                writer.writerow([row.rank, row.name, row.points, row.record, row.matches, row.byes,
                                 row.game_wins, row.game_losses, row.game_draws,
                                 *(fraction_text(row.tiebreakers[n]) for n in view.tiebreakers),
                                 "yes" if row.dropped else ""])
        elif what == "matches":
            writer.writerow(["round", "table", "player_a", "player_b", "result", "wins_a", "wins_b", "draws",
                             "match_points_a", "match_points_b", "points_a", "points_b"])
            for rnd in self.rounds(event):
                for t in rnd.tables:
                    writer.writerow([t.round, t.number, t.player_a, t.player_b or "BYE", t.summary,
                                     t.wins_a, t.wins_b, t.draws, _blank(t.match_points_a), _blank(t.match_points_b),
                                     _blank(t.points_a), _blank(t.points_b)])
        else:
            raise TournamentError(f"cannot export {what!r}; choose standings or matches")
        return out.getvalue()

    # internals ------------------------------------------------------------------------------------

    def _event(self, session: Session, name: str | None) -> Event:
        if name is not None:
            ev = session.scalar(select(Event).where(Event.name == name.strip()))
            if ev is None:
                known = list(session.scalars(select(Event.name).order_by(Event.id)))
                raise NotFound(f"no event called {name!r}" + (f"; events here: {', '.join(known)}" if known else ""))
            return ev
        events = list(session.scalars(select(Event).order_by(Event.id).limit(2)))
        if not events:
            raise NotFound("this database has no event yet; create one with `kitchentable tournament new`")
        if len(events) > 1:
            known = list(session.scalars(select(Event.name).order_by(Event.id)))
            raise TournamentError(f"this database holds several events ({', '.join(known)}); choose one with --event")
        return events[0]

    def _event_view(self, session: Session, ev: Event) -> EventView:
        rounds = session.scalar(select(func.count(Round.id)).where(Round.event_id == ev.id)) or 0
        players = session.scalar(select(func.count(Player.id)).where(Player.event_id == ev.id)) or 0
        active = session.scalar(select(func.count(Player.id)).where(
            Player.event_id == ev.id, Player.dropped_after_round.is_(None))) or 0
        return EventView(ev.id, ev.name, ev.format, ev.rounds_planned, ev.seed, ev.finished, rounds, players, active)

    @staticmethod
    def _require_open(ev: Event) -> None:
        if ev.finished:
            raise Conflict(f"event {ev.name!r} is finished; nothing can change any more")

    @staticmethod
    def _resolve(options: Options, name: str) -> scoring.ScoringOption:
        option = options.get(name.strip().lower())
        if option is None:
            raise TournamentError(f"unknown scoring option {name!r}; known: {', '.join(sorted(options))}")
        return option

    @staticmethod
    def _options(session: Session, ev: Event) -> Options:
        """The registry's options and this event's own ones (which cannot shadow a registered name)."""
        options = dict(scoring.SCORING_OPTIONS)
        for row in session.scalars(select(EventScoringOption).where(EventScoringOption.event_id == ev.id)):
            per = Fraction(row.per_numerator, row.per_denominator)
            options.setdefault(row.name, scoring.make_scoring_option(
                row.name, row.statistic, scoring.linear_formula(row.base, per), row.description))
        return options

    def _player(self, session: Session, ev: Event, name: str) -> Player:
        cleaned = " ".join(name.split())
        player = session.scalar(select(Player).where(Player.event_id == ev.id, Player.name == cleaned))
        if player is None:
            folded = [p for p in session.scalars(select(Player).where(
                Player.event_id == ev.id, func.lower(Player.name) == cleaned.lower()))]
            player = folded[0] if len(folded) == 1 else None
        if player is None:
            close = list(session.scalars(select(Player.name).where(
                Player.event_id == ev.id, func.lower(Player.name).contains(name.strip().lower()[:3])).limit(5)))
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise NotFound(f"unknown player {name!r} in event {ev.name!r}{hint}")
        return player

    @staticmethod
    def _player_view(p: Player) -> PlayerView:
        return PlayerView(p.id, p.name, p.dropped_after_round, p.deck.scoring_option if p.deck else None,
                          p.deck.name if p.deck else None)

    @staticmethod
    def _deck_option(player: Player) -> str:
        return player.deck.scoring_option if player.deck else scoring.DEFAULT_SCORING_OPTION

    def _latest_round(self, session: Session, ev: Event) -> Round | None:
        return session.scalar(select(Round).where(Round.event_id == ev.id).order_by(Round.number.desc()).limit(1))

    @staticmethod
    def _missing_in(session: Session, rnd: Round) -> list[int]:
        return list(session.scalars(
            select(Table.number).outerjoin(Result, Result.table_id == Table.id)
            .where(Table.round_id == rnd.id, Table.player_b_id.is_not(None), Result.id.is_(None))
            .order_by(Table.number)))

    @staticmethod
    def _table_list(numbers: Sequence[int]) -> str:
        shown = ", ".join(str(n) for n in numbers[:20])
        return shown + (f" and {len(numbers) - 20} more" if len(numbers) > 20 else "")

    def _snapshot(self, session: Session, ev: Event) -> _Snapshot:
        snap = _Snapshot(ev, load_players(session, ev.id), load_rounds(session, ev.id), self._options(session, ev))
        for rnd in snap.rounds:
            for t in rnd.tables:
                record = self._match_record(ev.format, rnd.number, t, snap.options)
                if record is not None:
                    snap.records.append(record)
        return snap

    def _match_points(self, tbl: TableRec, options: Options) -> tuple[int, int]:
        totals = [0, 0]
        assert tbl.result is not None
        for g in tbl.result.games:
            if g.losing_seat is None or g.scoring_option is None or g.value is None:
                continue
            winner = scoring.game_winner_seat(g.game, g.losing_seat)
            totals[winner] += scoring.points_with(self._resolve(options, g.scoring_option), g.value)
        return totals[0], totals[1]

    def _match_record(self, fmt: str, number: int, t: TableRec, options: Options) -> MatchRecord | None:
        if t.player_b_id is None:
            return bye_record(number, t.player_a_id, fmt)
        if t.result is None:
            return None
        r = t.result
        if fmt == SWISS:
            return swiss_record(number, t.player_a_id, t.player_b_id, r.wins_a, r.wins_b, r.draws)
        mp_a, mp_b = self._match_points(t, options)
        return turnabout_record(number, t.player_a_id, t.player_b_id, mp_a, mp_b, r.wins_a, r.wins_b, r.draws)

    def _compute(self, snap: _Snapshot) -> list[StandingRow]:
        infos = [PlayerInfo(p.id, p.name, p.dropped_after_round is not None) for p in snap.players.values()]
        return compute_standings(snap.event.format, infos, snap.records, snap.event.seed)

    def _pairing_request(self, snap: _Snapshot, seed: int, allow_rematches: int, *, before: int | None = None,
                         at: datetime | None = None) -> PairingRequest:
        """The input of `pair_round` for the next round, or, with `before`/`at`, for stored round
        `before` as it was paired at time `at`: only the players registered and not dropped by then,
        and only the results of the rounds before it."""
        rounds = snap.rounds if before is None else [r for r in snap.rounds if r.number < before]
        numbers = {r.number for r in rounds}
        records = [m for m in snap.records if m.round in numbers]
        infos = [PlayerInfo(p.id, p.name, self._dropped_by(p, at)) for p in snap.players.values()
                 if at is None or p.created_at <= at]
        rows = compute_standings(snap.event.format, infos, records, snap.event.seed)
        active = [r for r in rows if not r.dropped]
        previous = frozenset(pair_key(t.player_a_id, t.player_b_id) for rnd in rounds for t in rnd.tables
                             if t.player_b_id is not None)
        byes = frozenset(t.player_a_id for rnd in rounds for t in rnd.tables if t.player_b_id is None)
        return PairingRequest(
            ranked=[r.key for r in active], scores={r.key: r.points for r in active}, previous=previous,
            had_bye=byes, seed=seed, first_round=not rounds, allow_rematches=allow_rematches)

    @staticmethod
    def _dropped_by(player: PlayerRec, at: datetime | None) -> bool:
        if at is None:
            return player.dropped_after_round is not None
        return player.dropped_at is not None and player.dropped_at <= at

    def _table_for_report(self, session: Session, event: str | None, round_number: int, table: int,
                          correct: bool) -> tuple[Event, Table, dict[int, Player]]:
        ev = self._event(session, event)
        self._require_open(ev)
        rnd = session.scalar(select(Round).where(Round.event_id == ev.id, Round.number == round_number))
        if rnd is None:
            raise NotFound(f"round {round_number} has not been paired")
        tbl = session.scalar(select(Table).where(Table.round_id == rnd.id, Table.number == table)
                             .options(selectinload(Table.result).selectinload(Result.games)))
        if tbl is None:
            count = session.scalar(select(func.count(Table.id)).where(Table.round_id == rnd.id))
            raise NotFound(f"round {round_number} has no table {table} (tables 1-{count})")
        seated = [i for i in (tbl.player_a_id, tbl.player_b_id) if i is not None]
        players = {p.id: p for p in session.scalars(
            select(Player).where(Player.id.in_(seated)).options(selectinload(Player.deck)))}
        if tbl.player_b_id is None:
            raise InvalidReport(f"table {table} of round {round_number} is {players[tbl.player_a_id].name}'s bye; "
                                "a bye has no result to report")
        if tbl.result is not None and not correct:
            raise Conflict(f"round {round_number} table {table} is finished (result {self._summary(tbl)}); "
                           "use --correct to replace it")
        if tbl.result is None and correct:
            raise Conflict(f"round {round_number} table {table} has no result to correct yet")
        return ev, tbl, players

    @staticmethod
    def _summary(tbl: Table) -> str:
        r = tbl.result
        assert r is not None
        return f"{r.wins_a}-{r.wins_b}" + (f"-{r.draws}" if r.draws else "")

    @staticmethod
    def _seat_of(seats: list[Player], name: str, round_number: int, table: int) -> int:
        cleaned = " ".join(name.split())
        for seat, p in enumerate(seats):
            if p.name == cleaned:
                return seat
        lowered = cleaned.lower()
        matches = [seat for seat, p in enumerate(seats) if p.name.lower() == lowered]
        if len(matches) == 1:
            return matches[0]
        if lowered in ("a", "b"):
            return 0 if lowered == "a" else 1
        raise InvalidReport(f"{name!r} does not play at round {round_number} table {table} "
                            f"({seats[0].name} vs {seats[1].name})")

    def _result_detail(self, tbl: Table, players: Mapping[int, Player]) -> dict[str, Any] | None:
        r = tbl.result
        if r is None:
            return None
        detail: dict[str, Any] = {"wins_a": r.wins_a, "wins_b": r.wins_b, "draws": r.draws}
        if r.games:
            seats = [players[tbl.player_a_id].name, players[tbl.player_b_id].name]  # type: ignore[index]
            detail["games"] = [{"game": g.game, "losing_deck_of": seats[g.losing_seat] if g.losing_seat is not None
                                else None, "option": g.scoring_option, "value": g.value} for g in r.games]
        return detail

    def _record_report(self, session: Session, ev: Event, tbl: Table, players: Mapping[int, Player],
                       before: dict[str, Any] | None, actor: str, options: Options) -> TableView:
        detail = {"round": tbl.round.number, "table": tbl.number, "player_a": players[tbl.player_a_id].name,
                  "player_b": players[tbl.player_b_id].name,  # type: ignore[index]
                  "result": self._result_detail(tbl, players)}
        if before is not None:
            detail["replaced"] = before
        self._audit(session, ev, actor, "result.correct" if before is not None else "result.report", detail)
        names = {pid: p.name for pid, p in players.items()}
        return self._table_view(table_record(tbl), tbl.round.number, names, ev.format, options)

    def _table_view(self, t: TableRec, round_number: int, names: Mapping[int, str], fmt: str,
                    options: Options) -> TableView:
        a = names[t.player_a_id]
        if t.player_b_id is None:
            rec = bye_record(round_number, t.player_a_id, fmt)
            return TableView(round_number, t.number, a, None, False, 2, 0, 0, None, None, rec.points_a, None)
        b = names[t.player_b_id]
        if t.result is None:
            return TableView(round_number, t.number, a, b, False)
        r = t.result
        record = self._match_record(fmt, round_number, t, options)
        assert record is not None
        mp: tuple[int | None, int | None] = (None, None)
        games: tuple[GameView, ...] = ()
        if fmt == TURNABOUT:
            mp = self._match_points(t, options)
            seat_names = [a, b]
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
        return TableView(round_number, t.number, a, b, True, r.wins_a, r.wins_b, r.draws, mp[0], mp[1],
                         record.points_a, record.points_b, games)

    def _round_view(self, rnd: RoundRec, players: Mapping[int, PlayerRec], fmt: str, options: Options) -> RoundView:
        names = {pid: p.name for pid, p in players.items()}
        return RoundView(rnd.number, rnd.seed, rnd.algorithm, rnd.algorithm_version, rnd.allow_rematches,
                         tuple(self._table_view(t, rnd.number, names, fmt, options) for t in rnd.tables))

    @staticmethod
    def _audit(session: Session, ev: Event, actor: str, action: str, detail: Mapping[str, Any]) -> None:
        session.add(AuditEntry(event_id=ev.id, actor=actor, action=action, detail=json.dumps(detail, sort_keys=True)))


def _blank(value: int | None) -> str | int:
    return "" if value is None else value


def table_json(t: TableView) -> dict[str, Any]:
    data: dict[str, Any] = {"round": t.round, "table": t.number, "player_a": t.player_a, "player_b": t.player_b,
                            "bye": t.is_bye, "reported": t.reported, "result": t.summary}
    if t.reported or t.is_bye:
        data.update({"wins_a": t.wins_a, "wins_b": t.wins_b, "draws": t.draws, "points_a": t.points_a,
                     "points_b": t.points_b})
    if t.match_points_a is not None:
        data.update({"match_points_a": t.match_points_a, "match_points_b": t.match_points_b,
                     "games": [g.__dict__ for g in t.games]})
    return data


def standing_json(row: StandingRow) -> dict[str, Any]:
    return {"rank": row.rank, "player": row.name, "points": row.points, "record": row.record,
            "matches": row.matches, "byes": row.byes, "game_wins": row.game_wins, "game_losses": row.game_losses,
            "game_draws": row.game_draws, "dropped": row.dropped,
            "tiebreakers": {k: {"exact": str(v), "value": float(v)} for k, v in row.tiebreakers.items()}}


def parse_players_csv(text: str) -> list[dict[str, str | None]]:
    """Rows of a player CSV: a header with `name` (and optionally `scoring`, `deck`), or one name per line."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise TournamentError("the CSV file is empty")
    header = [h.strip().lower() for h in next(csv.reader([lines[0]]))]
    if "name" not in header:
        return [{"name": row[0]} for row in csv.reader(lines) if row and row[0].strip()]
    unknown = set(header) - {"name", "scoring", "deck"}
    if unknown:
        raise TournamentError(f"unknown CSV column(s): {', '.join(sorted(unknown))}; use name, scoring, deck")
    rows: list[dict[str, str | None]] = []
    for line_no, row in enumerate(csv.DictReader(lines, fieldnames=header), start=1):
        if line_no == 1:
            continue
        rows.append({k: (v if isinstance(v, str) else None) for k, v in row.items() if k is not None})
    return rows

