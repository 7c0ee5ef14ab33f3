"""An event's stored facts read in bulk into plain records, for standings, pairing and the views.

A handful of queries whose rows become tuples: a 100,000-player event with nine rounds (450,000 tables)
loads in about a second, and nothing here can write to the database by accident.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from typing import NamedTuple

from kitchentable.tournament.store import Tx, as_datetime

SWISS_STAGE = "swiss"
CUT_STAGE = "cut"


class DeckRec(NamedTuple):
    name: str
    scoring_option: str
    card_count: int | None = None


class PlayerRec(NamedTuple):
    id: int
    name: str
    number: int
    dropped_after_round: int | None
    dropped_at: datetime | None
    created_at: datetime
    deck: DeckRec | None
    byes: int = 0
    fixed_table: int | None = None


class GameRec(NamedTuple):
    game: int
    losing_seat: int | None
    scoring_option: str | None
    value: int | None


class ResultRec(NamedTuple):
    wins_a: int
    wins_b: int
    draws: int
    games: tuple[GameRec, ...] = ()
    reported_at: object = None
    """As stored (ISO text or a datetime); `as_datetime` reads it when it is needed."""
    reported_by: str = ""


class TableRec(NamedTuple):
    id: int
    number: int
    player_a_id: int
    player_b_id: int | None
    result: ResultRec | None
    extra_seconds: int = 0
    awarded: bool = False


@dataclass
class RoundRec:
    id: int
    number: int
    seed: int
    algorithm: str
    algorithm_version: str
    allow_rematches: int
    created_at: datetime
    stage: str = SWISS_STAGE
    tiebreak_floor: str | None = None
    timer_seconds: int | None = None
    timer_started_at: datetime | None = None
    timer_paused_at: datetime | None = None
    timer_paused_seconds: float = 0.0
    manual_from: str | None = None
    tables: list[TableRec] = field(default_factory=list)


def load_players(tx: Tx, event_id: int, ids: tuple[int, ...] | None = None) -> dict[int, PlayerRec]:
    """The event's players (only those with the given ids, when `ids` is given), in registration order."""
    players: dict[int, PlayerRec] = {}
    where = "p.event_id = ?"
    params: tuple[int, ...] = (event_id,)
    if ids is not None:
        where += f" AND p.id IN ({', '.join('?' for _ in ids)})"
        params += ids
    for (pid, name, number, dropped, dropped_at, created, byes, fixed, deck_name, option,
         count) in tx.execute(
            "SELECT p.id, p.name, p.number, p.dropped_after_round, p.dropped_at, p.created_at, p.byes, "
            f"p.fixed_table, d.name, d.scoring_option, d.card_count FROM players p "
            f"LEFT JOIN decks d ON d.player_id = p.id WHERE {where} ORDER BY p.id", params):
        deck = DeckRec(deck_name or "", option, count) if option is not None else None
        players[pid] = PlayerRec(pid, name, number or 0, dropped, as_datetime(dropped_at),
                                 as_datetime(created) or datetime.min, deck, byes or 0, fixed)
    return players


def load_rounds(tx: Tx, event_id: int, *, with_games: bool = True) -> list[RoundRec]:
    """Every round of the event with its tables and their current results, in round order."""
    rounds: dict[int, RoundRec] = {}
    for row in tx.execute(
            "SELECT id, number, seed, algorithm, algorithm_version, allow_rematches, created_at, stage, "
            "tiebreak_floor, timer_seconds, timer_started_at, timer_paused_at, timer_paused_seconds, manual_from "
            "FROM rounds WHERE event_id = ?", (event_id,)):
        (rid, number, seed, algorithm, version, allow, created, stage, floor, timer_seconds, started, paused,
         paused_seconds, manual) = row
        rounds[rid] = RoundRec(rid, number, seed, algorithm, version, allow, as_datetime(created) or datetime.min,
                               stage or SWISS_STAGE, floor, timer_seconds, as_datetime(started),
                               as_datetime(paused), float(paused_seconds or 0), manual)
    games: defaultdict[int, list[GameRec]] = defaultdict(list)
    if with_games:
        for result_id, game, losing_seat, option, value in tx.execute(
                "SELECT g.result_id, g.game, g.losing_seat, g.scoring_option, g.value FROM turnabout_games g "
                "JOIN results r ON r.id = g.result_id JOIN tables t ON t.id = r.table_id "
                "JOIN rounds ro ON ro.id = t.round_id WHERE ro.event_id = ? ORDER BY g.result_id, g.game",
                (event_id,)):
            games[result_id].append(GameRec(game, losing_seat, option, value))
    empty: tuple[GameRec, ...] = ()
    for (tid, round_id, number, a, b, extra, awarded, result_id, wins_a, wins_b, draws, reported_at,
         reported_by) in tx.execute(
            "SELECT t.id, t.round_id, t.number, t.player_a_id, t.player_b_id, t.extra_seconds, t.awarded, "
            "r.id, r.wins_a, r.wins_b, r.draws, r.reported_at, r.reported_by FROM tables t "
            "JOIN rounds ro ON ro.id = t.round_id LEFT JOIN results r ON r.table_id = t.id "
            "WHERE ro.event_id = ? ORDER BY t.round_id, t.number", (event_id,)):
        result = None
        if result_id is not None:
            found = games.get(result_id)
            result = ResultRec(wins_a, wins_b, draws, tuple(found) if found else empty, reported_at, reported_by)
        rounds[round_id].tables.append(TableRec(tid, number, a, b, result, extra or 0, bool(awarded)))
    return sorted(rounds.values(), key=lambda r: r.number)


def load_table(tx: Tx, table_id: int) -> TableRec:
    """One table with its current result."""
    tid, number, a, b, extra, awarded = tx.row(
        "SELECT id, number, player_a_id, player_b_id, extra_seconds, awarded FROM tables WHERE id = ?", (table_id,)) \
        or (0, 0, 0, None, 0, 0)
    row = tx.row("SELECT id, wins_a, wins_b, draws, reported_at, reported_by FROM results WHERE table_id = ?",
                 (table_id,))
    result = None
    if row is not None:
        games = tuple(GameRec(*g) for g in tx.rows(
            "SELECT game, losing_seat, scoring_option, value FROM turnabout_games WHERE result_id = ? ORDER BY game",
            (row[0],)))
        result = ResultRec(row[1], row[2], row[3], games, row[4], row[5])
    return TableRec(tid, number, a, b, result, extra or 0, bool(awarded))


def load_superseded(tx: Tx, event_id: int) -> dict[int, list[tuple[ResultRec, datetime]]]:
    """The results corrections replaced, by table: (the result as it was, when it was replaced)."""
    history: dict[int, list[tuple[ResultRec, datetime]]] = defaultdict(list)
    for table_id, wins_a, wins_b, draws, games, reported_at, superseded_at in tx.execute(
            "SELECT s.table_id, s.wins_a, s.wins_b, s.draws, s.games, s.reported_at, s.superseded_at "
            "FROM superseded_results s JOIN tables t ON t.id = s.table_id JOIN rounds ro ON ro.id = t.round_id "
            "WHERE ro.event_id = ? ORDER BY s.id", (event_id,)):
        recs = tuple(GameRec(*g) for g in json.loads(games))
        history[table_id].append((ResultRec(wins_a, wins_b, draws, recs, reported_at),
                                  as_datetime(superseded_at) or datetime.min))
    return history


def round_complete(rnd: RoundRec) -> bool:
    return all(t.result is not None or t.player_b_id is None for t in rnd.tables)


def missing_tables(rnd: RoundRec) -> list[int]:
    return [t.number for t in rnd.tables if t.result is None and t.player_b_id is not None]
