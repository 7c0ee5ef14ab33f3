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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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


def create(tx: Tx) -> None:
    """Create the table, its index and its triggers (each only if missing)."""
    if tx.dialect.name == "sqlite":
        tx.execute(TABLE_SQLITE)
        for statement in (*INDEXES["sqlite"], *TRIGGERS_SQLITE):
            tx.execute(statement)
        return
    tx.execute(TABLE_POSTGRES)
    for statement in (*INDEXES["postgresql"], *FUNCTIONS_POSTGRES):
        tx.execute(statement)
    for name, body in TRIGGERS_POSTGRES:
        table = body.split(" ON ", 1)[1].split(" ", 1)[0]
        tx.execute(f"DROP TRIGGER IF EXISTS {name} ON {table}")
        tx.execute(f"CREATE TRIGGER {name} {body}")


def fill(tx: Tx) -> None:
    """Derive every row from the base tables (a database upgraded from an earlier version)."""
    tx.execute("DELETE FROM round_words")
    tx.execute(_ROWS_OF.format(where="1 = 1"))


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
