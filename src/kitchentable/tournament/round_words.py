"""The derived table `round_words`: every finished Swiss match and bye of every event, one row each, with its
result packed in one integer, kept right by triggers.

Standings and pairing read an event's whole history of matches every time (nothing is kept as a running
total, so a correction can never leave a stale one behind). Read from the base tables, that history is a
three-way join (rounds, tables, results) for each of a 100,000-player event's 450,000 matches, and costs
about 0.4 s of the `pair` command; read from this table it is one scan of the event's rows, about 0.07 s.

The rows are derived, never written by the program: the database's own triggers on `results`, `tables`
and `rounds` refresh a table's row whenever any of them changes (a result reported, corrected or deleted,
a table inserted, swapped or deleted, a round renumbered or moved to another stage), inside the same
transaction, so the derived row can never disagree with the facts it comes from. `verify` and the
property tests read the base tables and compare.

A row: `table_id`, `event_id`, `round` (the round's number), `player_a`, `player_b` (NULL for a bye) and
`word`: the result as `wins_a + 4 wins_b + 16 draws + 64 mp_a + 4096 mp_b` (two bits for each game count,
six for each Turnabout match point total; a bye's word is 2, a 2-0 win). Only Swiss-stage rounds have rows.

Reading 450,000 rows still costs about 0.2 s, most of it turning numbers into text and back. So a second
derived table, `round_blobs`, keeps each round's rows as one binary value (three little-endian 64-bit
arrays: the word with the round above bit 18, player A's id, player B's id or -1), written by a command that
pairs (a write transaction) for the rounds it read, and deleted by a trigger on `round_words` as soon as
any row of its round changes: a round's blob, when there is one, is always exactly its rows. A read takes
the blobs there are and the rows of the other rounds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kitchentable.tournament.store import Tx

RESULT_WORD = ("COALESCE(r.wins_a, 2) + 4 * COALESCE(r.wins_b, 0) + 16 * COALESCE(r.draws, 0) "
               "+ 64 * COALESCE(r.mp_a, 0) + 4096 * COALESCE(r.mp_b, 0)")
"""A finished table's result as one integer; a bye (no result row) is 2 wins to none."""

_ROWS_OF = ("INSERT INTO round_words (table_id, event_id, round, player_a, player_b, word) "
            f"SELECT t.id, ro.event_id, ro.number, t.player_a_id, t.player_b_id, {RESULT_WORD} "
            "FROM tables t JOIN rounds ro ON ro.id = t.round_id LEFT JOIN results r ON r.table_id = t.id "
            "WHERE {where} AND ro.stage = 'swiss' AND (r.id IS NOT NULL OR t.player_b_id IS NULL)")
"""The derived rows of the tables `where` selects (as the triggers and the first filling write them)."""

TABLE_SQLITE = """CREATE TABLE IF NOT EXISTS round_words (
    event_id INTEGER NOT NULL,
    round INTEGER NOT NULL,
    table_id INTEGER NOT NULL,
    player_a INTEGER NOT NULL,
    player_b INTEGER,
    word INTEGER NOT NULL,
    PRIMARY KEY (event_id, round, table_id)
) WITHOUT ROWID"""
"""On SQLite the rows are stored in (event, round, table) order: an event's are one run of the file, read
in the order standings list opponents, without an index lookup per row."""

TABLE_POSTGRES = """CREATE TABLE IF NOT EXISTS round_words (
    table_id INTEGER NOT NULL PRIMARY KEY,
    event_id INTEGER NOT NULL,
    round INTEGER NOT NULL,
    player_a INTEGER NOT NULL,
    player_b INTEGER,
    word INTEGER NOT NULL
)"""

INDEXES = {
    "sqlite": ("CREATE UNIQUE INDEX IF NOT EXISTS ix_round_words_table ON round_words (table_id)",),
    "postgresql": ("CREATE INDEX IF NOT EXISTS ix_round_words_event ON round_words (event_id, round, table_id)",),
}


def _refresh_sqlite(table: str) -> str:
    """The statements that make the derived row of table `table` (an SQL expression) right."""
    return (f"DELETE FROM round_words WHERE table_id = {table}; "
            + _ROWS_OF.format(where=f"t.id = {table}") + ";")


TRIGGERS_SQLITE = (
    "CREATE TRIGGER IF NOT EXISTS round_words_result_in AFTER INSERT ON results BEGIN "
    + _refresh_sqlite("NEW.table_id") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_words_result_change AFTER UPDATE ON results BEGIN "
    + _refresh_sqlite("OLD.table_id") + " " + _refresh_sqlite("NEW.table_id") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_words_result_out AFTER DELETE ON results BEGIN "
    + _refresh_sqlite("OLD.table_id") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_words_bye_in AFTER INSERT ON tables WHEN NEW.player_b_id IS NULL BEGIN "
    + _refresh_sqlite("NEW.id") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_words_table_change AFTER UPDATE ON tables BEGIN "
    + _refresh_sqlite("OLD.id") + " " + _refresh_sqlite("NEW.id") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_words_table_out AFTER DELETE ON tables BEGIN "
    "DELETE FROM round_words WHERE table_id = OLD.id; END",
    "CREATE TRIGGER IF NOT EXISTS round_words_round_change AFTER UPDATE OF number, stage, event_id ON rounds BEGIN "
    "DELETE FROM round_words WHERE table_id IN (SELECT id FROM tables WHERE round_id = NEW.id); "
    + _ROWS_OF.format(where="t.round_id = NEW.id") + "; END",
    "CREATE TRIGGER IF NOT EXISTS round_words_round_out AFTER DELETE ON rounds BEGIN "
    "DELETE FROM round_words WHERE table_id IN (SELECT id FROM tables WHERE round_id = OLD.id); END",
)
"""SQLite's triggers: a statement list each (SQLite triggers cannot call a function of their own). A
cascade from a deleted round or event reaches `tables`, whose trigger deletes the rows."""

FUNCTIONS_POSTGRES = (
    "CREATE OR REPLACE FUNCTION kt_round_words_refresh(tid INTEGER) RETURNS void AS $body$ BEGIN "
    "DELETE FROM round_words WHERE table_id = tid; "
    + _ROWS_OF.format(where="t.id = tid") + "; END $body$ LANGUAGE plpgsql",
    "CREATE OR REPLACE FUNCTION kt_round_words_result() RETURNS trigger AS $body$ BEGIN "
    "IF TG_OP <> 'INSERT' THEN PERFORM kt_round_words_refresh(OLD.table_id); END IF; "
    "IF TG_OP <> 'DELETE' THEN PERFORM kt_round_words_refresh(NEW.table_id); END IF; "
    "RETURN NULL; END $body$ LANGUAGE plpgsql",
    "CREATE OR REPLACE FUNCTION kt_round_words_table() RETURNS trigger AS $body$ BEGIN "
    "IF TG_OP = 'DELETE' THEN DELETE FROM round_words WHERE table_id = OLD.id; RETURN NULL; END IF; "
    "IF TG_OP = 'UPDATE' THEN PERFORM kt_round_words_refresh(OLD.id); END IF; "
    "PERFORM kt_round_words_refresh(NEW.id); RETURN NULL; END $body$ LANGUAGE plpgsql",
    "CREATE OR REPLACE FUNCTION kt_round_words_round() RETURNS trigger AS $body$ BEGIN "
    "DELETE FROM round_words WHERE table_id IN (SELECT id FROM tables WHERE round_id = OLD.id); "
    "IF TG_OP = 'UPDATE' THEN " + _ROWS_OF.format(where="t.round_id = NEW.id") + "; END IF; "
    "RETURN NULL; END $body$ LANGUAGE plpgsql",
)
"""PostgreSQL's trigger functions: one refreshes a table's row; the others call it for the rows a change
touched."""

TRIGGERS_POSTGRES = (
    ("round_words_result", "AFTER INSERT OR UPDATE OR DELETE ON results FOR EACH ROW "
                           "EXECUTE FUNCTION kt_round_words_result()"),
    ("round_words_bye_in", "AFTER INSERT ON tables FOR EACH ROW WHEN (NEW.player_b_id IS NULL) "
                           "EXECUTE FUNCTION kt_round_words_table()"),
    ("round_words_table", "AFTER UPDATE OR DELETE ON tables FOR EACH ROW EXECUTE FUNCTION kt_round_words_table()"),
    ("round_words_round", "AFTER UPDATE OF number, stage, event_id OR DELETE ON rounds FOR EACH ROW "
                          "EXECUTE FUNCTION kt_round_words_round()"),
)


BLOBS = {
    "sqlite": "CREATE TABLE IF NOT EXISTS round_blobs (event_id INTEGER NOT NULL, round INTEGER NOT NULL, "
              "words BLOB NOT NULL, PRIMARY KEY (event_id, round))",
    "postgresql": "CREATE TABLE IF NOT EXISTS round_blobs (event_id INTEGER NOT NULL, round INTEGER NOT NULL, "
                  "words BYTEA NOT NULL, PRIMARY KEY (event_id, round))",
}

_STALE = "DELETE FROM round_blobs WHERE event_id = {row}.event_id AND round = {row}.round;"

BLOB_TRIGGERS_SQLITE = (
    "CREATE TRIGGER IF NOT EXISTS round_blobs_stale_in AFTER INSERT ON round_words BEGIN "
    + _STALE.format(row="NEW") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_blobs_stale_out AFTER DELETE ON round_words BEGIN "
    + _STALE.format(row="OLD") + " END",
    "CREATE TRIGGER IF NOT EXISTS round_blobs_stale_change AFTER UPDATE ON round_words BEGIN "
    + _STALE.format(row="OLD") + " " + _STALE.format(row="NEW") + " END",
)

BLOB_FUNCTION_POSTGRES = (
    "CREATE OR REPLACE FUNCTION kt_round_blobs_stale() RETURNS trigger AS $body$ BEGIN "
    "IF TG_OP <> 'INSERT' THEN " + _STALE.format(row="OLD") + " END IF; "
    "IF TG_OP <> 'DELETE' THEN " + _STALE.format(row="NEW") + " END IF; "
    "RETURN NULL; END $body$ LANGUAGE plpgsql")


def create(tx: Tx) -> None:
    """Create the tables, their index and their triggers (each only if missing)."""
    tx.execute(BLOBS[tx.dialect.name])
    if tx.dialect.name == "sqlite":
        tx.execute(TABLE_SQLITE)
        for statement in (*INDEXES["sqlite"], *TRIGGERS_SQLITE, *BLOB_TRIGGERS_SQLITE):
            tx.execute(statement)
        return
    tx.execute(TABLE_POSTGRES)
    for statement in (*INDEXES["postgresql"], *FUNCTIONS_POSTGRES, BLOB_FUNCTION_POSTGRES):
        tx.execute(statement)
    triggers = (*TRIGGERS_POSTGRES, ("round_blobs_stale", "AFTER INSERT OR UPDATE OR DELETE ON round_words "
                                                          "FOR EACH ROW EXECUTE FUNCTION kt_round_blobs_stale()"))
    for name, body in triggers:
        table = body.split(" ON ", 1)[1].split(" ", 1)[0]
        tx.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")
        tx.execute(f"CREATE TRIGGER {name} {body}")


def fill(tx: Tx) -> None:
    """Derive every row from the base tables (a database upgraded from an earlier version)."""
    tx.execute("DELETE FROM round_words")
    tx.execute(_ROWS_OF.format(where="1 = 1"))
    tx.execute("DELETE FROM round_blobs")


ROUND_SHIFT = 18
"""The round's place in a packed word (`snapshot.PACKED`)."""


def load_words(tx: Tx, event_id: int) -> tuple[Any, Any, Any]:
    """An event's rows as three numpy int64 arrays in round and table order: the word with the round above
    bit 18, player A's id, player B's id or -1. Rounds with a blob come from it; the others from their rows,
    and in a write transaction each of those rounds gets its blob for the next read."""
    import numpy as np

    cached = tx.rows("SELECT round, words FROM round_blobs WHERE event_id = ? ORDER BY round", (event_id,))
    have = {int(r) for r, _ in cached}
    missing = [int(n) for n in tx.column("SELECT number FROM rounds WHERE event_id = ? AND stage = 'swiss'",
                                         (event_id,)) if int(n) not in have]
    texts = ["", "", ""]
    if missing:
        # the rounds by number (not `NOT IN` the cached ones): SQLite then seeks each round's rows
        texts = tx.joined_columns((f"word + {1 << ROUND_SHIFT} * round", "player_a", "COALESCE(player_b, -1)"),
                                  f"FROM round_words WHERE event_id = ? AND round IN ({', '.join(map(str, missing))})",
                                  (event_id,), order="round, table_id")
    fresh = [np.fromstring(t, dtype=np.int64, sep=",") for t in texts]
    if tx.writable and len(fresh[0]):
        rounds = fresh[0] >> ROUND_SHIFT
        starts = np.flatnonzero(np.concatenate(([True], rounds[1:] != rounds[:-1])))
        ends = [*starts[1:].tolist(), len(rounds)]
        tx.run_many("INSERT INTO round_blobs (event_id, round, words) VALUES (?, ?, ?)",
                    [(event_id, int(rounds[start]),
                      np.concatenate([c[start:end] for c in fresh]).astype("<i8").tobytes())
                     for start, end in zip(starts.tolist(), ends, strict=True)])
    parts: list[tuple[int, list[Any]]] = []
    for number, words in cached:
        every = np.frombuffer(bytes(words), dtype="<i8").astype(np.int64)
        k = len(every) // 3
        parts.append((int(number), [every[:k], every[k:2 * k], every[2 * k:]]))
    if len(fresh[0]):
        rounds = fresh[0] >> ROUND_SHIFT
        parts.extend((int(r), [c[rounds == r] for c in fresh]) for r in np.unique(rounds).tolist())
    parts.sort(key=lambda part: part[0])
    if not parts:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    packed, a, b = (np.concatenate([columns[i] for _, columns in parts]) for i in range(3))
    return packed, a, b


def recomputed(tx: Tx, event_id: int) -> list[tuple[int, int, int, int | None, int]]:
    """(table_id, round, player_a, player_b, word) of an event's rows derived afresh from the base tables,
    in table order: what `stored` must equal (the tests compare them after every kind of change)."""
    return [tuple(r) for r in tx.rows(
        f"SELECT t.id, ro.number, t.player_a_id, t.player_b_id, {RESULT_WORD} "
        "FROM tables t JOIN rounds ro ON ro.id = t.round_id LEFT JOIN results r ON r.table_id = t.id "
        "WHERE ro.event_id = ? AND ro.stage = 'swiss' AND (r.id IS NOT NULL OR t.player_b_id IS NULL) "
        "ORDER BY t.id", (event_id,))]


def stored(tx: Tx, event_id: int) -> list[tuple[int, int, int, int | None, int]]:
    """The same from `round_words` as the triggers keep it."""
    return [tuple(r) for r in tx.rows(
        "SELECT table_id, round, player_a, player_b, word FROM round_words WHERE event_id = ? ORDER BY table_id",
        (event_id,))]
