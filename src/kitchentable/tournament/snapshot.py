"""An event's stored facts read in bulk into plain records, for standings, pairing and the views.

Five column queries instead of ORM objects with lazy relationships: a 10,000-player event with a dozen
rounds loads in a fraction of the time, and nothing here can write to the database by accident.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from kitchentable.tournament.models import Deck, Player, Result, Round, Table, TurnaboutGame


@dataclass(frozen=True)
class DeckRec:
    name: str
    scoring_option: str


@dataclass(frozen=True)
class PlayerRec:
    id: int
    name: str
    dropped_after_round: int | None
    dropped_at: datetime | None
    created_at: datetime
    deck: DeckRec | None


@dataclass(frozen=True)
class GameRec:
    game: int
    losing_seat: int | None
    scoring_option: str | None
    value: int | None


@dataclass(frozen=True)
class ResultRec:
    wins_a: int
    wins_b: int
    draws: int
    games: tuple[GameRec, ...] = ()


@dataclass(frozen=True)
class TableRec:
    id: int
    number: int
    player_a_id: int
    player_b_id: int | None
    result: ResultRec | None


@dataclass
class RoundRec:
    id: int
    number: int
    seed: int
    algorithm: str
    algorithm_version: str
    allow_rematches: int
    created_at: datetime
    tables: list[TableRec] = field(default_factory=list)


def load_players(session: Session, event_id: int) -> dict[int, PlayerRec]:
    rows = session.execute(
        select(Player.id, Player.name, Player.dropped_after_round, Player.dropped_at, Player.created_at,
               Deck.name, Deck.scoring_option)
        .outerjoin(Deck, Deck.player_id == Player.id)
        .where(Player.event_id == event_id)
        .order_by(Player.id))
    return {pid: PlayerRec(pid, name, dropped, dropped_at, created, DeckRec(deck_name or "", option)
                           if option is not None else None)
            for pid, name, dropped, dropped_at, created, deck_name, option in rows}


def load_rounds(session: Session, event_id: int) -> list[RoundRec]:
    rounds = {row[0]: RoundRec(*row) for row in session.execute(
        select(Round.id, Round.number, Round.seed, Round.algorithm, Round.algorithm_version,
               Round.allow_rematches, Round.created_at)
        .where(Round.event_id == event_id))}
    games: defaultdict[int, list[GameRec]] = defaultdict(list)
    for result_id, game, losing_seat, option, value in session.execute(
            select(TurnaboutGame.result_id, TurnaboutGame.game, TurnaboutGame.losing_seat,
                   TurnaboutGame.scoring_option, TurnaboutGame.value)
            .join(Result, Result.id == TurnaboutGame.result_id)
            .join(Table, Table.id == Result.table_id)
            .join(Round, Round.id == Table.round_id)
            .where(Round.event_id == event_id)
            .order_by(TurnaboutGame.result_id, TurnaboutGame.game)):
        games[result_id].append(GameRec(game, losing_seat, option, value))
    results = {table_id: ResultRec(wins_a, wins_b, draws, tuple(games.get(result_id, ())))
               for result_id, table_id, wins_a, wins_b, draws in session.execute(
                   select(Result.id, Result.table_id, Result.wins_a, Result.wins_b, Result.draws)
                   .join(Table, Table.id == Result.table_id)
                   .join(Round, Round.id == Table.round_id)
                   .where(Round.event_id == event_id))}
    for table_id, round_id, number, a, b in session.execute(
            select(Table.id, Table.round_id, Table.number, Table.player_a_id, Table.player_b_id)
            .join(Round, Round.id == Table.round_id)
            .where(Round.event_id == event_id)
            .order_by(Table.round_id, Table.number)):
        rounds[round_id].tables.append(TableRec(table_id, number, a, b, results.get(table_id)))
    return sorted(rounds.values(), key=lambda r: r.number)


def table_record(table: Table) -> TableRec:
    """The record of one ORM table, with its result as it stands in the session."""
    result = None
    if table.result is not None:
        r = table.result
        result = ResultRec(r.wins_a, r.wins_b, r.draws,
                           tuple(GameRec(g.game, g.losing_seat, g.scoring_option, g.value) for g in r.games))
    return TableRec(table.id, table.number, table.player_a_id, table.player_b_id, result)


def round_complete(rnd: RoundRec) -> bool:
    return all(t.result is not None or t.player_b_id is None for t in rnd.tables)


def missing_tables(rnd: RoundRec) -> list[int]:
    return [t.number for t in rnd.tables if t.result is None and t.player_b_id is not None]
