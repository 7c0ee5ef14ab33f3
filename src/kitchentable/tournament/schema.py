"""The stored facts of an event, as SQL tables, and the upgrade of an older database.

Only what happened is stored: players, decks, rounds with their seed and pairing-algorithm version, the
tables each round seated, the results as reported (and the ones a correction replaced), the players' own
reports awaiting confirmation, and an audit log of every change. Scores, standings and the next round's
pairings are always derived from these rows, so a correction cannot leave a stale total behind.

Version 1 was written by the SQLAlchemy models of the first release; version 2 keeps every table and
column of it and adds the rest, so a version 1 database is upgraded in place, in one transaction, when it
is first opened (`ALTER TABLE ... ADD COLUMN`, new tables, player numbers and codes filled in, and the
tiebreaker floor of its events kept at the 1/3 they were run with). Version 3 adds the derived table
`round_words` (see `round_words.py`), which triggers keep equal to what the stored facts say; an older
database gets it, filled from its results, when it is first opened. It also adds `player_draws`: each
player's seeded draw (the last tiebreaker), computed once at registration instead of at every ranking.
Version 4 adds `round_blobs`, each round's `round_words` as one binary value (see `round_words.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kitchentable.tournament import round_words

if TYPE_CHECKING:
    from kitchentable.tournament.store import Store, Tx

SCHEMA_VERSION = 4

CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
"""Letters and digits for codes people type from paper: no 0/O, 1/I/L."""

PLAYER_CODE_LENGTH = 6


def new_code(length: int = PLAYER_CODE_LENGTH) -> str:
    import secrets

    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(length))


def new_secret() -> str:
    import secrets

    return secrets.token_hex(16)


TABLES: tuple[tuple[str, str], ...] = (
    ("kt_meta", """
        key VARCHAR(40) PRIMARY KEY,
        value VARCHAR(200) NOT NULL"""),
    ("events", """
        id {id},
        name VARCHAR(200) NOT NULL UNIQUE,
        format VARCHAR(20) NOT NULL,
        rounds_planned INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        organizer_token VARCHAR(100) NOT NULL,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        created_at {ts} NOT NULL,
        tiebreak_floor VARCHAR(10) NOT NULL DEFAULT '0.33',
        top_cut INTEGER NOT NULL DEFAULT 0,
        round_minutes INTEGER NOT NULL DEFAULT 50,
        secret VARCHAR(64) NOT NULL DEFAULT '',
        CONSTRAINT event_format CHECK (format in ('turnabout', 'swiss')),
        CONSTRAINT event_rounds CHECK (rounds_planned >= 1)"""),
    ("players", """
        id {id},
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        name VARCHAR(200) NOT NULL,
        dropped_after_round INTEGER,
        dropped_at {ts},
        created_at {ts} NOT NULL,
        number INTEGER,
        code VARCHAR(12),
        byes INTEGER NOT NULL DEFAULT 0,
        fixed_table INTEGER,
        CONSTRAINT player_name_unique UNIQUE (event_id, name)"""),
    ("decks", """
        id {id},
        player_id INTEGER NOT NULL UNIQUE REFERENCES players (id) ON DELETE CASCADE,
        name VARCHAR(200) NOT NULL DEFAULT '',
        scoring_option VARCHAR(40) NOT NULL,
        registered_at {ts} NOT NULL,
        list_text TEXT,
        card_count INTEGER"""),
    ("rounds", """
        id {id},
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        algorithm VARCHAR(40) NOT NULL,
        algorithm_version VARCHAR(40) NOT NULL,
        allow_rematches INTEGER NOT NULL DEFAULT 0,
        created_at {ts} NOT NULL,
        stage VARCHAR(10) NOT NULL DEFAULT 'swiss',
        tiebreak_floor VARCHAR(10),
        timer_seconds INTEGER,
        timer_started_at {ts},
        timer_paused_at {ts},
        timer_paused_seconds {real} NOT NULL DEFAULT 0,
        manual_from TEXT,
        CONSTRAINT round_number_unique UNIQUE (event_id, number)"""),
    ("tables", """
        id {id},
        round_id INTEGER NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
        number INTEGER NOT NULL,
        player_a_id INTEGER NOT NULL REFERENCES players (id),
        player_b_id INTEGER REFERENCES players (id),
        extra_seconds INTEGER NOT NULL DEFAULT 0,
        awarded INTEGER NOT NULL DEFAULT 0,
        CONSTRAINT table_number_unique UNIQUE (round_id, number)"""),
    ("results", """
        id {id},
        table_id INTEGER NOT NULL UNIQUE REFERENCES tables (id) ON DELETE CASCADE,
        wins_a INTEGER NOT NULL DEFAULT 0,
        wins_b INTEGER NOT NULL DEFAULT 0,
        draws INTEGER NOT NULL DEFAULT 0,
        reported_at {ts} NOT NULL,
        reported_by VARCHAR(40) NOT NULL DEFAULT 'cli',
        mp_a INTEGER,
        mp_b INTEGER"""),
    ("turnabout_games", """
        id {id},
        result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
        game INTEGER NOT NULL,
        losing_seat INTEGER,
        scoring_option VARCHAR(40),
        value INTEGER,
        CONSTRAINT game_number_unique UNIQUE (result_id, game)"""),
    ("superseded_results", """
        id {id},
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        wins_a INTEGER NOT NULL,
        wins_b INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        games TEXT NOT NULL DEFAULT '[]',
        reported_at {ts} NOT NULL,
        superseded_at {ts} NOT NULL"""),
    ("claims", """
        id {id},
        table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
        wins_a INTEGER NOT NULL,
        wins_b INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        games TEXT NOT NULL DEFAULT '[]',
        created_at {ts} NOT NULL,
        CONSTRAINT claim_unique UNIQUE (table_id, player_id)"""),
    ("audit_log", """
        id {id},
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        at {ts} NOT NULL,
        actor VARCHAR(40) NOT NULL,
        action VARCHAR(40) NOT NULL,
        detail TEXT NOT NULL"""),
    ("player_draws", """
        player_id INTEGER NOT NULL PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
        event_id INTEGER NOT NULL,
        draw BIGINT NOT NULL"""),
    ("event_scoring_options", """
        id {id},
        event_id INTEGER NOT NULL REFERENCES events (id) ON DELETE CASCADE,
        name VARCHAR(40) NOT NULL,
        statistic VARCHAR(20) NOT NULL,
        base INTEGER NOT NULL,
        per_numerator INTEGER NOT NULL,
        per_denominator INTEGER NOT NULL,
        description VARCHAR(200) NOT NULL DEFAULT '',
        CONSTRAINT event_option_unique UNIQUE (event_id, name),
        CONSTRAINT event_option_denominator CHECK (per_denominator > 0)"""),
)

INDEXES: tuple[str, ...] = (
    "CREATE INDEX IF NOT EXISTS ix_players_event_id ON players (event_id)",
    "CREATE UNIQUE INDEX IF NOT EXISTS player_number_unique ON players (event_id, number)",
    "CREATE UNIQUE INDEX IF NOT EXISTS player_code_unique ON players (event_id, code)",
    "CREATE INDEX IF NOT EXISTS ix_rounds_event_id ON rounds (event_id)",
    "CREATE INDEX IF NOT EXISTS ix_tables_round_id ON tables (round_id)",
    "CREATE INDEX IF NOT EXISTS ix_turnabout_games_result_id ON turnabout_games (result_id)",
    "CREATE INDEX IF NOT EXISTS ix_superseded_results_table_id ON superseded_results (table_id)",
    "CREATE INDEX IF NOT EXISTS ix_claims_table_id ON claims (table_id)",
    "CREATE INDEX IF NOT EXISTS ix_audit_log_event_id ON audit_log (event_id)",
    "CREATE INDEX IF NOT EXISTS ix_event_scoring_options_event_id ON event_scoring_options (event_id)",
    "CREATE INDEX IF NOT EXISTS ix_player_draws_event ON player_draws (event_id, player_id, draw)",
)

ADDED_IN_2: dict[str, tuple[tuple[str, str], ...]] = {
    "events": (("tiebreak_floor", "VARCHAR(10) NOT NULL DEFAULT '1/3'"), ("top_cut", "INTEGER NOT NULL DEFAULT 0"),
               ("round_minutes", "INTEGER NOT NULL DEFAULT 50"), ("secret", "VARCHAR(64) NOT NULL DEFAULT ''")),
    "players": (("number", "INTEGER"), ("code", "VARCHAR(12)"), ("byes", "INTEGER NOT NULL DEFAULT 0"),
                ("fixed_table", "INTEGER")),
    "decks": (("list_text", "TEXT"), ("card_count", "INTEGER")),
    "rounds": (("stage", "VARCHAR(10) NOT NULL DEFAULT 'swiss'"), ("tiebreak_floor", "VARCHAR(10)"),
               ("timer_seconds", "INTEGER"), ("timer_started_at", "{ts}"), ("timer_paused_at", "{ts}"),
               ("timer_paused_seconds", "{real} NOT NULL DEFAULT 0"), ("manual_from", "TEXT")),
    "tables": (("extra_seconds", "INTEGER NOT NULL DEFAULT 0"), ("awarded", "INTEGER NOT NULL DEFAULT 0")),
    "results": (("mp_a", "INTEGER"), ("mp_b", "INTEGER")),
}
"""Columns version 2 added to version 1's tables (a version 1 event keeps the 1/3 floor it ran with)."""

TYPES = {
    "sqlite": {"id": "INTEGER NOT NULL PRIMARY KEY", "ts": "DATETIME", "real": "REAL"},
    "postgresql": {"id": "SERIAL NOT NULL PRIMARY KEY", "ts": "TIMESTAMP WITH TIME ZONE",
                   "real": "DOUBLE PRECISION"},
}


def _existing_tables(tx: Tx) -> set[str]:
    if tx.dialect.name == "sqlite":
        return set(tx.column("SELECT name FROM sqlite_master WHERE type = 'table'"))
    return set(tx.column("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"))


def _columns(tx: Tx, table: str) -> set[str]:
    if tx.dialect.name == "sqlite":
        return {r[1] for r in tx.rows(f"PRAGMA table_info({table})")}
    return set(tx.column("SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() "
                         "AND table_name = ?", (table,)))


def _create(tx: Tx) -> None:
    types = TYPES[tx.dialect.name]
    for name, body in TABLES:
        tx.execute(f"CREATE TABLE IF NOT EXISTS {name} ({body.format(**types)}\n)")
    for statement in INDEXES:
        tx.execute(statement)
    round_words.create(tx)


def _upgrade_from_1(tx: Tx) -> None:
    types = TYPES[tx.dialect.name]
    for table, columns in ADDED_IN_2.items():
        present = _columns(tx, table)
        for column, kind in columns:
            if column not in present:
                tx.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind.format(**types)}")
    _create(tx)
    for (event_id,) in tx.rows("SELECT id FROM events WHERE secret = ''"):
        tx.run("UPDATE events SET secret = ? WHERE id = ?", (new_secret(), event_id))
    numbers: dict[int, int] = {}
    used: dict[int, set[str]] = {}
    for pid, event_id in tx.rows("SELECT id, event_id FROM players WHERE number IS NULL OR code IS NULL ORDER BY id"):
        numbers[event_id] = numbers.get(event_id, 0) + 1
        codes = used.setdefault(event_id, set())
        code = new_code()
        while code in codes:
            code = new_code()
        codes.add(code)
        tx.run("UPDATE players SET number = ?, code = ? WHERE id = ?", (numbers[event_id], code, pid))
    _fill_match_points(tx)


def _fill_match_points(tx: Tx) -> None:
    """Each Turnabout result's match point totals, from its games as they were scored (R-TA-1)."""
    from fractions import Fraction

    from kitchentable.formats.turnabout import scoring

    extra: dict[tuple[int, str], scoring.ScoringOption] = {}
    for event_id, name, statistic, base, num, den in tx.rows(
            "SELECT event_id, name, statistic, base, per_numerator, per_denominator FROM event_scoring_options"):
        extra[(event_id, name)] = scoring.make_scoring_option(name, statistic,
                                                              scoring.linear_formula(base, Fraction(num, den)), "")
    totals: dict[int, list[int]] = {}
    for result_id, event_id, game, seat, option, value in tx.rows(
            "SELECT r.id, ro.event_id, g.game, g.losing_seat, g.scoring_option, g.value FROM results r "
            "JOIN tables t ON t.id = r.table_id JOIN rounds ro ON ro.id = t.round_id "
            "JOIN events e ON e.id = ro.event_id LEFT JOIN turnabout_games g ON g.result_id = r.id "
            "WHERE e.format = 'turnabout'"):
        found = totals.setdefault(result_id, [0, 0])
        if seat is None or option is None or value is None:
            continue
        chosen = extra.get((event_id, option)) or scoring.SCORING_OPTIONS.get(option)
        if chosen is not None:
            found[scoring.game_winner_seat(game, seat)] += scoring.points_with(chosen, value)
    tx.run_many("UPDATE results SET mp_a = ?, mp_b = ? WHERE id = ?", [(a, b, rid) for rid, (a, b) in totals.items()])


DRAW_OFFSET = 2**63
"""A seeded draw is an unsigned 64-bit number; it is stored less this, as the signed 64-bit integer both
databases have, which orders the same."""


def store_draws(tx: Tx, event_id: int, seed: int, player_ids: Sequence[int]) -> None:
    """Store the seeded draw of each new player of the event (`standings.seeded_draw`)."""
    from kitchentable.tournament.standings import seeded_draw

    tx.run_many("INSERT INTO player_draws (player_id, event_id, draw) VALUES (?, ?, ?)",
                [(pid, event_id, seeded_draw(seed, pid) - DRAW_OFFSET) for pid in player_ids])


def _fill_draws(tx: Tx) -> None:
    """The draws of every player registered before version 3."""
    seeds = dict(tx.rows("SELECT id, seed FROM events"))
    missing: dict[int, list[int]] = {}
    for pid, event_id in tx.rows("SELECT p.id, p.event_id FROM players p LEFT JOIN player_draws d "
                                 "ON d.player_id = p.id WHERE d.player_id IS NULL ORDER BY p.id"):
        missing.setdefault(event_id, []).append(pid)
    for event_id, ids in missing.items():
        store_draws(tx, event_id, seeds[event_id], ids)


def prepare(store: Store, create: bool) -> None:
    """Check that the database is ours and current; create or upgrade it when `create` allows."""
    from kitchentable.tournament.store import StoreError

    with store.transaction() as tx:
        tables = _existing_tables(tx)
        if tables and "kt_meta" not in tables:
            raise StoreError(f"{store.url} is not a kitchentable event database (it has other tables)")
        if not tables and not create:
            raise StoreError(f"{store.url} is not a kitchentable event database (it is empty)")
        if not tables:
            _create(tx)
            tx.run("INSERT INTO kt_meta (key, value) VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
            return
        version: Any = tx.value("SELECT value FROM kt_meta WHERE key = 'schema_version'")
        if version is None:
            raise StoreError(f"{store.url} is not a kitchentable event database")
        if int(version) == SCHEMA_VERSION:
            return
        if int(version) > SCHEMA_VERSION:
            raise StoreError(f"{store.url} has schema version {version}; this program reads up to "
                             f"{SCHEMA_VERSION} (upgrade kitchentable)")
        if int(version) < 2:
            _upgrade_from_1(tx)
        _create(tx)
        round_words.fill(tx)
        _fill_draws(tx)
        tx.run("UPDATE kt_meta SET value = ? WHERE key = 'schema_version'", (str(SCHEMA_VERSION),))
