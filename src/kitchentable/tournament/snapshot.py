"""An event's stored facts read in bulk into plain records, for standings, pairing and the views.

A handful of queries whose rows become tuples: a 100,000-player event with nine rounds (450,000 tables)
loads in about a second, and nothing here can write to the database by accident.
"""

from __future__ import annotations

import json
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any, NamedTuple

from kitchentable.formats.turnabout.scoring import MAX_MATCH_POINTS
from kitchentable.tournament.standings import MatchRecord, PlayerInfo
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
    dropped_at_raw: object
    created_at_raw: object
    deck: DeckRec | None
    byes: int = 0
    fixed_table: int | None = None

    @property
    def dropped_at(self) -> datetime | None:
        return as_datetime(self.dropped_at_raw)

    @property
    def created_at(self) -> datetime:
        return as_datetime(self.created_at_raw) or datetime.min


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
    """The event's players (only those with the given ids, when `ids` is given), in registration order.
    The columns come in `PlayerRec`'s order, so a row becomes a record without being taken apart (an event
    without deck lists, a Swiss one, skips the deck table altogether)."""
    where = "p.event_id = ?"
    params: tuple[int, ...] = (event_id,)
    if ids is not None:
        where += f" AND p.id IN ({', '.join('?' for _ in ids)})"
        params += ids
    head = "SELECT p.id, p.name, COALESCE(p.number, 0), p.dropped_after_round, p.dropped_at, p.created_at"
    tail = "COALESCE(p.byes, 0), p.fixed_table"
    if tx.value("SELECT 1 FROM decks d JOIN players p ON p.id = d.player_id WHERE p.event_id = ? LIMIT 1",
                (event_id,)) is None:
        found = tx.execute(f"{head}, NULL, {tail} FROM players p WHERE {where} ORDER BY p.id", params).fetchall()
        return dict(zip([row[0] for row in found], map(partial(tuple.__new__, PlayerRec), found), strict=True))
    players: dict[int, PlayerRec] = {}
    for (pid, name, number, dropped, dropped_at, created, byes, fixed, deck_name, option,
         count) in tx.execute(f"{head}, {tail}, d.name, d.scoring_option, d.card_count FROM players p "
                              f"LEFT JOIN decks d ON d.player_id = p.id WHERE {where} ORDER BY p.id", params):
        deck = DeckRec(deck_name or "", option, count) if option is not None else None
        players[pid] = PlayerRec(pid, name, number, dropped, dropped_at, created, deck, byes, fixed)
    return players


COLUMNS_FROM = 2_000
"""Events of this many players or more are read as `PlayerColumns` by the commands that pair (numpy does
the ranking and the pairing then; below it, numpy's import would cost more than the columns save)."""


class PlayerColumns(Mapping[int, PlayerRec]):
    """An event's players as columns in id order, for pairing a large field: ids, names, player numbers,
    whether each dropped, pre-awarded byes and fixed tables (-1 for none), read as a few long texts instead
    of a record per player (a 100,000-player event: about 0.15 s against 0.35 s).

    It is also the mapping of records by id that views read (a table's names and numbers), made one at a
    time when asked; those records carry no deck and no timestamps, which nothing on the pairing path
    reads (verification, which does, loads whole records)."""

    def __init__(self, ids: Any, names: list[str], numbers: Any, dropped_after: Any, byes: Any, fixed: Any,
                 draws: Callable[[], Any] | None = None) -> None:
        self.ids = ids
        self._draws = draws
        self.id_list: list[int] = ids.tolist()
        self.names = names
        self.numbers = numbers
        self.dropped_after = dropped_after
        self.dropped = dropped_after >= 0
        self.byes = byes
        self.fixed = fixed
        self._index: dict[int, int] | None = None

    def position(self, key: int) -> int:
        """Where the player with id `key` is in the columns."""
        if self._index is None:
            self._index = dict(zip(self.id_list, range(len(self.id_list)), strict=True))
        return self._index[key]

    def __getitem__(self, key: int) -> PlayerRec:
        i = self.position(key)
        dropped = int(self.dropped_after[i])
        fixed = int(self.fixed[i])
        return PlayerRec(key, self.names[i], int(self.numbers[i]), dropped if dropped >= 0 else None, None, None,
                         None, int(self.byes[i]), fixed if fixed >= 0 else None)

    def __iter__(self) -> Iterator[int]:
        return iter(self.id_list)

    def __len__(self) -> int:
        return len(self.id_list)

    def __contains__(self, key: object) -> bool:
        if self._index is None:
            self._index = dict(zip(self.id_list, range(len(self.id_list)), strict=True))
        return key in self._index

    def stored_draws(self) -> Any:
        """Every player's seeded draw as stored at registration (`player_draws`, less `DRAW_OFFSET`: the
        same order), or None when some are missing; read from the database the first time it is asked,
        inside the transaction that read the columns."""
        draws = self._draws
        if draws is None:
            return None
        found = draws()
        self._draws = lambda: found
        return found

    def infos(self) -> list[PlayerInfo]:
        """What the pure standings read of each player (the fallback when a denominator overflows)."""
        return [PlayerInfo(k, name, bool(out)) for k, name, out in
                zip(self.id_list, self.names, self.dropped.tolist(), strict=True)]


def load_player_columns(tx: Tx, event_id: int) -> PlayerColumns | None:
    """The event's players as `PlayerColumns`, or None for an event under `COLUMNS_FROM` players (or
    without numpy), which the caller reads as records."""
    count = tx.value("SELECT count(*) FROM players WHERE event_id = ?", (event_id,)) or 0
    if count < COLUMNS_FROM:
        return None
    try:
        import numpy as np
    except ImportError:
        return None
    texts = tx.joined_columns(("id", "COALESCE(number, 0)", "COALESCE(dropped_after_round, -1)",
                               "COALESCE(byes, 0)", "COALESCE(fixed_table, -1)"),
                              "FROM players WHERE event_id = ?", (event_id,), order="id")
    ids, numbers, dropped, byes, fixed = (np.fromstring(t, dtype=np.int64, sep=",") for t in texts)
    names = tx.column("SELECT name FROM players WHERE event_id = ? ORDER BY id", (event_id,))
    if not (len(ids) == len(names) == len(numbers) == len(dropped) == len(byes) == len(fixed)) or \
            (len(ids) > 1 and not bool(np.all(ids[1:] > ids[:-1]))):
        return None
    return PlayerColumns(ids, names, numbers, dropped, byes, fixed, lambda: _stored_draws(tx, event_id, ids))


def _stored_draws(tx: Tx, event_id: int, ids: Any) -> Any:
    import numpy as np

    texts = tx.joined_columns(("player_id", "draw"), "FROM player_draws WHERE event_id = ?", (event_id,),
                              order="player_id")
    owners, draws = (np.fromstring(t, dtype=np.int64, sep=",") for t in texts)
    if len(owners) != len(ids) or not bool(np.array_equal(owners, ids)):
        return None
    return draws


def load_player_infos(tx: Tx, event_id: int) -> list[tuple[int, str, bool]]:
    """(id, name, dropped) of every player of the event in id order: all that standings read of them."""
    return tx.rows("SELECT id, name, dropped_after_round IS NOT NULL FROM players WHERE event_id = ? ORDER BY id",
                   (event_id,))


def load_rounds(tx: Tx, event_id: int, *, with_games: bool = True, stage: str | None = None,
                number: int | None = None) -> list[RoundRec]:
    """The rounds of the event (all, those of one stage, or one by number) with their tables and current
    results, in round order."""
    rounds: dict[int, RoundRec] = {}
    where = "event_id = ?"
    params: tuple[object, ...] = (event_id,)
    if stage is not None:
        where += " AND stage = ?"
        params += (stage,)
    if number is not None:
        where += " AND number = ?"
        params += (number,)
    for row in tx.execute(
            "SELECT id, number, seed, algorithm, algorithm_version, allow_rematches, created_at, stage, "
            "tiebreak_floor, timer_seconds, timer_started_at, timer_paused_at, timer_paused_seconds, manual_from "
            f"FROM rounds WHERE {where}", params):
        (rid, number, seed, algorithm, version, allow, created, stage, floor, timer_seconds, started, paused,
         paused_seconds, manual) = row
        rounds[rid] = RoundRec(rid, number, seed, algorithm, version, allow, as_datetime(created) or datetime.min,
                               stage or SWISS_STAGE, floor, timer_seconds, as_datetime(started),
                               as_datetime(paused), float(paused_seconds or 0), manual)
    if not rounds:
        return []
    chosen = f"ro.id IN ({', '.join('?' for _ in rounds)})"
    ids = tuple(rounds)
    games: defaultdict[int, list[GameRec]] = defaultdict(list)
    if with_games:
        for result_id, game, losing_seat, option, value in tx.execute(
                "SELECT g.result_id, g.game, g.losing_seat, g.scoring_option, g.value FROM turnabout_games g "
                "JOIN results r ON r.id = g.result_id JOIN tables t ON t.id = r.table_id "
                f"JOIN rounds ro ON ro.id = t.round_id WHERE {chosen} ORDER BY g.result_id, g.game", ids):
            games[result_id].append(GameRec(game, losing_seat, option, value))
    empty: tuple[GameRec, ...] = ()
    for (tid, round_id, number, a, b, extra, awarded, result_id, wins_a, wins_b, draws, reported_at,
         reported_by) in tx.execute(
            "SELECT t.id, t.round_id, t.number, t.player_a_id, t.player_b_id, t.extra_seconds, t.awarded, "
            "r.id, r.wins_a, r.wins_b, r.draws, r.reported_at, r.reported_by FROM tables t "
            "JOIN rounds ro ON ro.id = t.round_id LEFT JOIN results r ON r.table_id = t.id "
            f"WHERE {chosen} ORDER BY t.round_id, t.number", ids):
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


IntColumn = Any
"""A column of integers: a list, or a numpy int64 array."""


class MatchRows(NamedTuple):
    """The finished Swiss-stage matches and byes of an event as parallel columns: round, the two players
    as positions in the event's players ordered by id (`b` is -1 for a bye), each side's points (match
    points, or Victory Points), games won by each side, drawn. Lists, or for a large event numpy arrays
    (which standings and pairing read as they are: no Python object per row)."""

    round: IntColumn
    a: IntColumn
    b: IntColumn
    points_a: IntColumn
    points_b: IntColumn
    games_a: IntColumn
    games_b: IntColumn
    games_drawn: IntColumn


def of_rounds(rows: MatchRows, rounds: Collection[int]) -> MatchRows:
    """The rows of the given rounds only."""
    if isinstance(rows.round, list):
        keep = [i for i, number in enumerate(rows.round) if number in rounds]
        return MatchRows(*([column[i] for i in keep] for column in rows))
    import numpy as np

    kept = np.isin(np.asarray(rows.round), np.fromiter(rounds, dtype=np.int64))
    return MatchRows(*(np.asarray(column)[kept] for column in rows))


def round_numbers(rows: MatchRows) -> set[int]:
    """The rounds that have rows."""
    if isinstance(rows.round, list):
        return set(rows.round)
    from kitchentable.tournament.standings_numpy import distinct

    return set(distinct(rows.round).tolist())


PACKED = "word + 262144 * round"
"""One integer per row holding wins of A and B and draws (2 bits each), the two match point totals (6 bits
each) and the round from bit 18 (`round_words.py` keeps the first 18 bits of every finished match): a
100,000-player event's 450,000 rows cross from the database as few numbers as possible, since making the
Python objects of the rows is what reading them costs."""

RESULT_BITS = 18
WORD_BITS = 62
"""The packed integer with the two players in it must stay a signed 64-bit one (SQLite's, PostgreSQL's
bigint)."""

NUMPY_ROWS = 20_000


def _columns(fmt: str, a: list[int], b: list[int], packed: list[int], split: list[int], bye_points: int) -> MatchRows:
    """The columns from the packed one: Swiss match points from the game score, Turnabout Victory Points from
    the difference of the match point totals (`split[d]`: what the side ahead by d gets), byes their points.
    numpy does it for a large event (for a small one its import would cost more than it saves)."""
    if len(packed) < NUMPY_ROWS:
        return _columns_python(fmt, a, b, packed, split, bye_points)
    try:
        import numpy as np
    except ImportError:
        return _columns_python(fmt, a, b, packed, split, bye_points)
    values = np.array(packed, dtype=np.int64)
    return _columns_numpy(fmt, values, np.array(a, dtype=np.int64), np.array(b, dtype=np.int64), split,
                          bye_points)


def _columns_numpy(fmt: str, values: Any, a: Any, b: Any, split: list[int], bye_points: int) -> MatchRows:
    import numpy as np

    wins_a, wins_b, draws = values & 3, (values >> 2) & 3, (values >> 4) & 3
    if fmt == "swiss":
        points_a = np.where(wins_a > wins_b, 3, np.where(wins_a == wins_b, 1, 0))
        points_b = np.where(wins_b > wins_a, 3, np.where(wins_a == wins_b, 1, 0))
    else:
        table = np.array(split, dtype=np.int64)
        difference = ((values >> 6) & 63) - ((values >> 12) & 63)
        points_a = np.where(difference >= 0, table[np.abs(difference)], 30 - table[np.abs(difference)])
        points_b = 30 - points_a
    bye = b < 0
    points_a = np.where(bye, bye_points, points_a)
    points_b = np.where(bye, 0, points_b)
    return MatchRows(values >> RESULT_BITS, a, b, points_a, points_b, wins_a, wins_b, draws)


def _columns_python(fmt: str, a: list[int], b: list[int], packed: list[int], split: list[int],
                    bye_points: int) -> MatchRows:
    wins_a, wins_b, draws = [v & 3 for v in packed], [(v >> 2) & 3 for v in packed], [(v >> 4) & 3 for v in packed]
    if fmt == "swiss":
        points_a = [3 if x > y else 1 if x == y else 0 for x, y in zip(wins_a, wins_b, strict=True)]
        points_b = [3 - v if v != 1 else 1 for v in points_a]
    else:
        differences = [((v >> 6) & 63) - ((v >> 12) & 63) for v in packed]
        points_a = [split[d] if d >= 0 else 30 - split[-d] for d in differences]
        points_b = [30 - v for v in points_a]
    for i, other in enumerate(b):
        if other < 0:
            points_a[i], points_b[i] = bye_points, 0
    return MatchRows([v >> RESULT_BITS for v in packed], a, b, points_a, points_b, wins_a, wins_b, draws)


FINISHED = "FROM round_words WHERE event_id = ?"
"""The finished Swiss matches and the byes of an event: the rows `round_words.py`'s triggers keep, one scan
of the event's rows (SQLite stores them in round and table order)."""

ORDERED = "round, table_id"
"""The order of the rows for standings (a row lists its opponents in round order)."""


def load_match_rows(tx: Tx, event_id: int, fmt: str, vp_split: Callable[[int, int], tuple[int, int]],
                    bye_points: int, any_order: bool = False) -> MatchRows:
    """Every finished match and bye of the Swiss rounds as columns, so a 100,000-player event does not build a
    Python object per table: Swiss match points from the game score, Turnabout Victory Points split from the
    match point totals each result stored when it was reported (`vp_split` of their difference).

    When the event's players have consecutive ids (they do unless events were interleaved) and the numbers
    fit, each row is a single integer: the players' positions above the round and the result. With
    `any_order` the rows may come in any order (what ranking and meetings allow; a standings row lists its
    opponents in the order of the rows; SQLite reads them in that order anyway)."""
    first, last, count, rounds = tx.row(
        "SELECT min(id), max(id), count(*), (SELECT max(number) FROM rounds WHERE event_id = ?) FROM players "
        "WHERE event_id = ?", (event_id, event_id)) or (0, 0, 0, 0)
    contiguous = count == 0 or last - first + 1 == count
    base = first or 0
    top = 2 * MAX_MATCH_POINTS
    split = [vp_split(top, top - d)[0] for d in range(top + 1)]
    seat_bits = max(count + 1, 2).bit_length()
    round_bits = max(rounds or 1, 1).bit_length()
    if contiguous and RESULT_BITS + round_bits + 2 * seat_bits <= WORD_BITS:
        return _packed_rows(tx, event_id, fmt, base, seat_bits, round_bits, split, bye_points,
                            count * (rounds or 0) // 2, any_order)
    seat_a, seat_b = ("player_a - ?", "COALESCE(player_b - ?, -1)") if contiguous else \
        ("player_a + 0 * ?", "COALESCE(player_b + 0 * ?, -1)")
    rows = tx.rows(f"SELECT {seat_a}, {seat_b}, {PACKED} {FINISHED} ORDER BY {ORDERED}", (base, base, event_id))
    if not rows:
        return MatchRows([], [], [], [], [], [], [], [])
    a, b, packed = (list(c) for c in zip(*rows, strict=True))
    found = _columns(fmt, a, b, packed, split, bye_points)
    return found if contiguous else _positions(tx, event_id, found)


def _packed_rows(tx: Tx, event_id: int, fmt: str, base: int, seat_bits: int, round_bits: int, split: list[int],
                 bye_points: int, expected: int, any_order: bool = False) -> MatchRows:
    """The rows read as one integer each: result and round (`PACKED`), then A's position, then B's plus one
    (0 for a bye). The shifts are integers computed here, written into the query as numbers; the players
    are made 64-bit before they are shifted (PostgreSQL's integer is 32-bit). When about `expected` rows are
    many, they come as numpy arrays from `round_words.load_words` (each round's blob, or its rows)."""
    shift_a = RESULT_BITS + round_bits
    shift_b = shift_a + seat_bits
    word = (f"{PACKED} + CAST(player_a - ? AS BIGINT) * {1 << shift_a} "
            f"+ CAST(COALESCE(player_b - ? + 1, 0) AS BIGINT) * {1 << shift_b}")
    order = "" if any_order else ORDERED
    seat_mask = (1 << seat_bits) - 1
    result_mask = (1 << shift_a) - 1
    if expected >= NUMPY_ROWS:
        try:
            import numpy as np
        except ImportError:
            pass
        else:
            from kitchentable.tournament.round_words import load_words

            packed, a, b = load_words(tx, event_id)
            if not len(packed):
                return MatchRows([], [], [], [], [], [], [], [])
            return _columns_numpy(fmt, packed, a - base, np.where(b >= 0, b - base, -1), split, bye_points)
    words = tx.column(f"SELECT {word} {FINISHED}" + (f" ORDER BY {order}" if order else ""), (base, base, event_id))
    if not words:
        return MatchRows([], [], [], [], [], [], [], [])
    return _columns_python(fmt, [(w >> shift_a) & seat_mask for w in words],
                           [((w >> shift_b) & seat_mask) - 1 for w in words], [w & result_mask for w in words],
                           split, bye_points)


def _positions(tx: Tx, event_id: int, rows: MatchRows) -> MatchRows:
    """Rows whose players are given by id, with positions instead (ids of one event not in one run)."""
    where = {pid: i for i, pid in enumerate(tx.column("SELECT id FROM players WHERE event_id = ? ORDER BY id",
                                                      (event_id,)))}
    where[-1] = -1
    return rows._replace(a=list(map(where.__getitem__, rows.a)), b=list(map(where.__getitem__, rows.b)))


def meetings(rows: MatchRows, ids: Sequence[int], rounds: Collection[int] | None = None,
             ) -> tuple[Meetings, set[int]]:
    """Who has met whom in `rows` (only those of `rounds`, when given), as a test on two player ids, and who
    has had a bye. Each meeting is one number in one set (the two ids, smaller first, in one integer): a
    100,000-player event's 400,000 meetings cost a set, not 100,000 sets of opponents."""
    width = max(ids, default=0) + 1
    keys: set[int]
    if len(rows.a) >= NUMPY_ROWS:
        try:
            import numpy as np
        except ImportError:
            pass
        else:
            of = np.asarray([*ids, -1], dtype=np.int64)
            a, b = of[np.asarray(rows.a, dtype=np.int64)], of[np.asarray(rows.b, dtype=np.int64)]
            if rounds is not None:
                kept = np.isin(np.asarray(rows.round, dtype=np.int64), np.fromiter(rounds, dtype=np.int64))
                a, b = a[kept], b[kept]
            bye = b < 0
            had_bye = set(a[bye].tolist())
            a, b = a[~bye], b[~bye]
            from kitchentable.tournament.standings_numpy import distinct

            packed = distinct(np.minimum(a, b) * width + np.maximum(a, b))
            return Meetings(None, width, packed), had_bye
    had_bye = set()
    keys = set()
    for number, x, y in zip(rows.round, rows.a, rows.b, strict=True):
        if rounds is not None and number not in rounds:
            continue
        if y < 0:
            had_bye.add(ids[x])
            continue
        i, j = ids[x], ids[y]
        keys.add(i * width + j if i < j else j * width + i)
    return Meetings(keys, width), had_bye


class Meetings:
    """Whether two players (by id) have met: called with two ids, or `many` with two numpy arrays of ids
    (what the numpy fast pairing asks, a round's 50,000 candidate tables at once). Each meeting is the two
    ids in one integer, smaller first: a set for single questions, a sorted array for many. Made from the
    array alone, single questions search its sorted list instead (a set of 400,000 numbers costs 0.06 s to
    make, and the numpy pairing asks a few thousand single questions at most)."""

    def __init__(self, keys: set[int] | None, width: int, packed: Any = None) -> None:
        self._keys = keys
        self.width = width
        self._packed = packed
        self._sorted: list[int] | None = None

    def __call__(self, i: Any, j: Any) -> bool:
        key = i * self.width + j if i < j else j * self.width + i
        if self._keys is not None:
            return key in self._keys
        if self._sorted is None:
            self._sorted = self._packed.tolist()
        found = bisect_left(self._sorted, key)
        return found < len(self._sorted) and self._sorted[found] == key

    def many(self, a: Any, b: Any) -> Any:
        """A boolean array: whether a[k] met b[k], for every k (ids below `width`)."""
        import numpy as np

        if self._packed is None:
            keys = self._keys or set()
            self._packed = np.sort(np.fromiter(keys, dtype=np.int64, count=len(keys)))
        packed = self._packed
        wanted = np.minimum(a, b) * self.width + np.maximum(a, b)
        if not len(packed):
            return np.zeros(len(wanted), dtype=bool)
        at = np.minimum(np.searchsorted(packed, wanted), len(packed) - 1)
        found: Any = packed[at] == wanted
        return found


def rows_from_records(records: Sequence[MatchRecord], position: Mapping[Any, int]) -> MatchRows:
    """Match records (e.g. results as they stood before a correction) as columns; `position` gives each
    player id's position among the event's players."""
    return MatchRows([m.round for m in records], [position[m.a] for m in records],
                     [-1 if m.b is None else position[m.b] for m in records], [m.points_a for m in records],
                     [m.points_b for m in records], [m.games_a for m in records], [m.games_b for m in records],
                     [m.games_drawn for m in records])


def swiss_progress(tx: Tx, event_id: int, rows: MatchRows | None = None) -> list[tuple[int, int, int]]:
    """(round, results in, tables with two players) of every Swiss round, in order. With the event's match
    `rows` (which hold every result in and every bye) only the tables of each round are counted here, from
    the index, instead of joining every table to its result again."""
    if rows is None:
        counts = {number: (reported, tables) for number, reported, tables in tx.rows(
            "SELECT ro.number, count(r.id), count(t.id) FROM rounds ro JOIN tables t ON t.round_id = ro.id "
            "LEFT JOIN results r ON r.table_id = t.id WHERE ro.event_id = ? AND ro.stage = 'swiss' "
            "AND t.player_b_id IS NOT NULL GROUP BY ro.number", (event_id,))}
        return [(n, *counts.get(n, (0, 0))) for n in tx.column(
            "SELECT number FROM rounds WHERE event_id = ? AND stage = 'swiss' ORDER BY number", (event_id,))]
    reported, byes = _round_counts(rows)
    return [(n, reported.get(n, 0), tables - byes.get(n, 0)) for n, tables in tx.rows(
        "SELECT ro.number, (SELECT count(*) FROM tables t WHERE t.round_id = ro.id) FROM rounds ro "
        "WHERE ro.event_id = ? AND ro.stage = 'swiss' ORDER BY ro.number", (event_id,))]


def _round_counts(rows: MatchRows) -> tuple[dict[int, int], dict[int, int]]:
    """Results and byes among the rows, by round (counted by numpy when the rows are many)."""
    if len(rows.round) >= NUMPY_ROWS:
        try:
            import numpy as np
        except ImportError:
            pass
        else:
            numbers = np.asarray(rows.round, dtype=np.int64)
            bye = np.asarray(rows.b, dtype=np.int64) < 0
            every = np.bincount(numbers)
            of_byes = np.bincount(numbers[bye], minlength=len(every))
            return ({n: int(every[n] - of_byes[n]) for n in np.nonzero(every)[0].tolist()},
                    {n: int(of_byes[n]) for n in np.nonzero(of_byes)[0].tolist()})
    reported: dict[int, int] = defaultdict(int)
    byes: dict[int, int] = defaultdict(int)
    for number, b in zip(rows.round, rows.b, strict=True):
        if b < 0:
            byes[number] += 1
        else:
            reported[number] += 1
    return reported, byes
