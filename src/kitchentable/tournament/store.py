"""Opening the event database: a SQLite file by default, or a PostgreSQL URL (the `postgres` extra).

The store speaks the Python DB-API directly (`sqlite3` from the standard library, `psycopg` for
PostgreSQL) with plain SQL, so a tournament command starts in a fraction of the time an ORM's import
takes (`benchmarks/startup.py` measures both). Each unit of work is one transaction (`transaction()` for
writes, `reading()` for a consistent read), committed when the block ends and rolled back whole if it
raises, so an acknowledged change is on disk and a refused one changed nothing.

SQLite is opened with foreign keys on, WAL journaling with `synchronous=FULL` and a busy timeout; a write
transaction begins with `BEGIN IMMEDIATE`, so writers queue instead of failing half-way. On PostgreSQL a
write transaction locks its event row first (`lock_event`), which serializes the writers of one event the
same way. A password in a database URL is never printed: every message shows `mask_url(url)`.
"""

from __future__ import annotations

import gc
import itertools
import os
import re
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

DEFAULT_DB = "tournament.sqlite"
DB_ENV = "KITCHENTABLE_TOURNAMENT_DB"
POSTGRES_SCHEMES = ("postgresql", "postgres", "postgresql+psycopg", "postgresql+psycopg2")
SQLITE_SCHEMES = ("sqlite", "sqlite+pysqlite")


class StoreError(Exception):
    """The database cannot be opened or used; the message never contains a password."""


class DatabaseUnavailable(StoreError):
    """The database refused or failed an operation (locked, gone, full); nothing was changed."""


class ReadOnlyDatabase(StoreError):
    """The database file (or its folder) can't be written: trying again won't help; nothing was changed."""


class IntegrityConflict(StoreError):
    """A write broke a uniqueness or reference rule: usually someone else made the same change first."""


def utcnow() -> datetime:
    return datetime.now(UTC)


def as_datetime(value: Any) -> datetime | None:
    """A stored timestamp as an aware UTC datetime (SQLite keeps ISO text, PostgreSQL a timestamptz)."""
    if value is None:
        return None
    if isinstance(value, datetime):
        found = value
    else:
        found = datetime.fromisoformat(str(value))
    return found if found.tzinfo is not None else found.replace(tzinfo=UTC)


_PASSWORD = re.compile(r"^(?P<head>[^:/?#]+://[^:/@?#]*:)(?P<secret>[^@/?#]*)(?P<tail>@.*)$", re.DOTALL)


def mask_url(url: str) -> str:
    """`url` with its password replaced by `***` (also a `password=` query parameter)."""
    masked = _PASSWORD.sub(lambda m: f"{m['head']}***{m['tail']}", url)
    return re.sub(r"(?i)(password=)[^&;\s]*", r"\1***", masked)


def _secrets_of(url: str) -> list[str]:
    found = _PASSWORD.match(url)
    secrets = [found["secret"], unquote(found["secret"])] if found and found["secret"] else []
    secrets += [unquote(v) for v in re.findall(r"(?i)password=([^&;\s]+)", url)]
    return [s for s in secrets if s]


def scrub(text: str, url: str) -> str:
    """A message with every form of `url`'s password taken out (driver messages may quote a DSN)."""
    for secret in _secrets_of(url):
        text = text.replace(secret, "***")
    return text


def database_url(db: str | os.PathLike[str] | None) -> str:
    """The database `db` names: a URL is kept, anything else is a SQLite file path."""
    text = os.fspath(db) if db is not None else os.environ.get(DB_ENV, DEFAULT_DB)
    if "://" in text:
        scheme = text.split("://", 1)[0].lower()
        if scheme not in POSTGRES_SCHEMES + SQLITE_SCHEMES:
            raise StoreError(f"not a database this program can open: {mask_url(text)!r} "
                             "(use a SQLite file path, sqlite:///path or postgresql://user@host/db)")
        return text
    return f"sqlite:///{Path(text).expanduser().resolve()}"


class Dialect:
    """What differs between the two databases: connecting, placeholders, ids, timestamps, errors."""

    name = ""
    integrity: tuple[type[BaseException], ...] = ()
    failures: tuple[type[BaseException], ...] = ()

    def connect(self) -> Any:
        raise NotImplementedError

    def sql(self, text: str) -> str:
        return text

    def param(self, value: Any) -> Any:
        return value

    def begin(self, conn: Any, write: bool) -> None:
        raise NotImplementedError

    def commit(self, conn: Any) -> None:
        conn.execute("COMMIT")

    def rollback(self, conn: Any) -> None:
        conn.execute("ROLLBACK")


class SQLiteDialect(Dialect):
    name = "sqlite"
    integrity = (sqlite3.IntegrityError,)
    failures = (sqlite3.Error,)

    def __init__(self, path: str) -> None:
        self.path = path

    def connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=15)
        conn.execute("PRAGMA foreign_keys=ON")
        conn.execute("PRAGMA busy_timeout=15000")
        if self.path != ":memory:":
            conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        return conn

    def param(self, value: Any) -> Any:
        return value.isoformat(" ") if isinstance(value, datetime) else value

    def begin(self, conn: Any, write: bool) -> None:
        conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")


class PostgresDialect(Dialect):
    name = "postgresql"

    def __init__(self, url: str) -> None:
        self.url = url
        try:
            import psycopg
        except ImportError as exc:
            raise StoreError("PostgreSQL needs the driver: pip install 'kitchentable[postgres]'") from exc
        self.psycopg = psycopg
        self.integrity = (psycopg.IntegrityError,)
        self.failures = (psycopg.Error,)
        self._converted: dict[str, str] = {}

    def connect(self) -> Any:
        parts = urlsplit(self.url)
        conninfo = self.url.replace(parts.scheme + "://", "postgresql://", 1)
        conn = self.psycopg.connect(conninfo, autocommit=True, connect_timeout=10)
        return conn

    def sql(self, text: str) -> str:
        found = self._converted.get(text)
        if found is None:
            found = self._converted[text] = text.replace("%", "%%").replace("?", "%s")
        return found

    def begin(self, conn: Any, write: bool) -> None:
        conn.execute("BEGIN" if write else "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")


class Tx:
    """One transaction: plain SQL with `?` placeholders, whatever the database."""

    def __init__(self, store: Store, conn: Any, writable: bool = True) -> None:
        self.store = store
        self.conn = conn
        self.dialect = store.dialect
        self.writable = writable
        """False in a `reading()` transaction: nothing may be written, not even a derived cache."""

    def _params(self, params: Sequence[Any]) -> Sequence[Any]:
        if self.dialect.name == "sqlite":
            return [self.dialect.param(p) for p in params]
        return params

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self.conn.execute(self.dialect.sql(sql), self._params(params))

    def rows(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return list(self.execute(sql, params).fetchall())

    def row(self, sql: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        found: tuple[Any, ...] | None = self.execute(sql, params).fetchone()
        return found

    def value(self, sql: str, params: Sequence[Any] = ()) -> Any:
        found = self.row(sql, params)
        return None if found is None else found[0]

    def column(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return [r[0] for r in self.execute(sql, params).fetchall()]

    def joined_integers(self, expression: str, rest: str, params: Sequence[Any] = (), *, order: str = "") -> str:
        """The integer `expression` of every row of `SELECT ... rest`, as one comma-separated text: a large
        column crosses from the database as one value instead of a Python object per row (numpy parses it).
        In no particular order, or on PostgreSQL in `order`; SQLite joins them in the order it scans them,
        which the caller chooses by the table it reads (`round_words` is stored in its order)."""
        return self.joined_columns((expression,), rest, params, order=order)[0]

    def joined_columns(self, expressions: Sequence[str], rest: str, params: Sequence[Any] = (), *,
                       order: str = "") -> list[str]:
        """`joined_integers` of several expressions in one scan, so the texts list the rows in one order."""
        if self.dialect.name == "sqlite":
            found = self.row(f"SELECT {', '.join(f'group_concat({e})' for e in expressions)} {rest}", params)
        else:
            by = f" ORDER BY {order}" if order else ""
            parts = [f"string_agg(CAST({e} AS TEXT), ','{by})" for e in expressions]
            found = self.row(f"SELECT {', '.join(parts)} {rest}", params)
        return [text or "" for text in (found or [None] * len(expressions))]

    def run(self, sql: str, params: Sequence[Any] = ()) -> int:
        return int(self.execute(sql, params).rowcount)

    def run_many(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        if self.dialect.name == "sqlite":
            batch = list(rows)
            if batch and any(isinstance(v, datetime) for v in batch[0]):
                batch = [self._params(r) for r in batch]
            self.conn.executemany(sql, batch)
        else:
            with self.conn.cursor() as cursor:
                cursor.executemany(self.dialect.sql(sql), list(rows))

    def insert_rows(self, table: str, columns: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
        """INSERT many rows of plain values (no datetimes): on SQLite as few multi-row statements as its
        limit on parameters allows (a statement per row costs about twice as much at 50,000 rows)."""
        if self.dialect.name != "sqlite":
            self.run_many(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' for _ in columns)})",
                          rows)
            return
        width = len(columns)
        per = max(1, min(500, self.conn.getlimit(sqlite3.SQLITE_LIMIT_VARIABLE_NUMBER) // width))
        one = f"({', '.join('?' for _ in columns)})"
        head = f"INSERT INTO {table} ({', '.join(columns)}) VALUES "
        full = head + ", ".join([one] * per)
        for start in range(0, len(rows), per):
            chunk = rows[start:start + per]
            sql = full if len(chunk) == per else head + ", ".join([one] * len(chunk))
            self.conn.execute(sql, list(itertools.chain.from_iterable(chunk)))

    def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run an INSERT and return the new row's id."""
        if self.dialect.name == "sqlite":
            return int(self.execute(sql, params).lastrowid)
        return int(self.execute(sql + " RETURNING id", params).fetchone()[0])

    def lock_event(self, event_id: int) -> None:
        """Serialize the writers of one event (SQLite's BEGIN IMMEDIATE already serializes every writer)."""
        if self.dialect.name != "sqlite":
            self.execute("SELECT id FROM events WHERE id = ? FOR UPDATE", (event_id,))


class Store:
    """The connection to one database; `create` makes (or upgrades) the schema when it is missing."""

    def __init__(self, db: str | os.PathLike[str] | None = None, *, create: bool = True) -> None:
        self.raw_url = database_url(db)
        self.url = mask_url(self.raw_url)
        scheme, _, rest = self.raw_url.partition("://")
        self.dialect: Dialect
        if scheme.lower() in SQLITE_SCHEMES:
            path = unquote(rest[1:] if rest.startswith("/") else rest) or ":memory:"
            if path not in (":memory:", "") and not create and not Path(path).exists():
                raise StoreError(f"no event database at {path}; create one with `kitchentable tournament new`")
            self.dialect = SQLiteDialect(path)
            self.path: Path | None = None if path == ":memory:" else Path(path)
        else:
            self.dialect = PostgresDialect(self.raw_url)
            self.path = None
        self._local = threading.local()
        self._connections: list[Any] = []
        self._lock = threading.Lock()
        from kitchentable.tournament.schema import prepare

        prepare(self, create)

    def _failure(self, exc: BaseException, what: str) -> StoreError:
        message = scrub(str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__, self.raw_url)
        if isinstance(exc, self.dialect.integrity):
            return IntegrityConflict(f"{what}: {message}")
        if "readonly" in message.lower() or "read-only" in message.lower():
            where = self.path if self.path is not None else self.url
            return ReadOnlyDatabase(f"cannot write to the database {where}: it is read-only ({message}); "
                                    "nothing was changed")
        return DatabaseUnavailable(f"{what} ({self.url}): {message}")

    def _connection(self) -> Any:
        conn = getattr(self._local, "conn", None)
        if conn is None:
            try:
                conn = self.dialect.connect()
            except self.dialect.failures as exc:
                raise self._failure(exc, "cannot open the database") from None
            self._local.conn = conn
            with self._lock:
                self._connections.append(conn)
        return conn

    @contextmanager
    def _unit(self, write: bool, foreign_keys: bool = True) -> Iterator[Tx]:
        """One transaction. The cyclic garbage collector is paused meanwhile: reading a large event makes
        hundreds of thousands of short-lived tuples, none in a reference cycle, and each collection the
        allocations would trigger walks all of them (at 100,000 players that doubled the time).

        Without `foreign_keys`, SQLite does not check the references of the rows written (PRAGMA
        foreign_keys can only change outside a transaction, so it is switched off before BEGIN and on again
        after the end, whatever happens)."""
        paused = gc.isenabled()
        if paused:
            gc.disable()
        unchecked = not foreign_keys and self.dialect.name == "sqlite"
        try:
            if unchecked:
                self._connection().execute("PRAGMA foreign_keys=OFF")
            with self._unit_body(write) as tx:
                yield tx
        finally:
            if unchecked:
                self._connection().execute("PRAGMA foreign_keys=ON")
            if paused:
                gc.enable()

    @contextmanager
    def _unit_body(self, write: bool) -> Iterator[Tx]:
        conn = self._connection()
        try:
            self.dialect.begin(conn, write)
        except self.dialect.failures as exc:
            raise self._failure(exc, "the database is busy or unavailable") from None
        try:
            yield Tx(self, conn, write)
        except BaseException as exc:
            try:
                self.dialect.rollback(conn)
            except self.dialect.failures:
                pass
            if isinstance(exc, self.dialect.failures):
                raise self._failure(exc, "database error; nothing was changed") from None
            raise
        try:
            self.dialect.commit(conn) if write else self.dialect.rollback(conn)
        except self.dialect.failures as exc:
            try:
                self.dialect.rollback(conn)
            except self.dialect.failures:
                pass
            raise self._failure(exc, "the change could not be saved; nothing was changed") from None

    def transaction(self, *, foreign_keys: bool = True) -> Any:
        """One unit of work: committed when the block ends, rolled back entirely if it raises.

        `foreign_keys=False` is for a writer that checked every reference it writes itself, in the same
        transaction (`pair`: its 50,000 tables at 100,000 players cost a third as much unchecked); SQLite
        only, PostgreSQL always checks."""
        return self._unit(True, foreign_keys)

    def reading(self) -> Any:
        """A consistent read of the database (nothing written)."""
        return self._unit(False)

    def dispose(self) -> None:
        with self._lock:
            connections, self._connections = self._connections, []
        for conn in connections:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - closing a connection that is already gone is fine
                pass
        self._local = threading.local()
