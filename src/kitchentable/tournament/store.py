"""Opening the event database: a SQLite file by default, or any SQLAlchemy URL (PostgreSQL works the same).

SQLite is opened with foreign keys on, `synchronous=FULL` in WAL mode and a busy timeout, so a commit that
returned is on disk even if the process is killed the next instant, and the web server and the CLI can use
the same file at once.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, inspect, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

from kitchentable.tournament.models import SCHEMA_VERSION, Base, Meta

DEFAULT_DB = "tournament.sqlite"
DB_ENV = "KITCHENTABLE_TOURNAMENT_DB"


class StoreError(Exception):
    """The database cannot be opened or is not a kitchentable event store."""


def database_url(db: str | os.PathLike[str] | None) -> str:
    """A SQLAlchemy URL for `db`: a URL is kept, anything else is a SQLite file path."""
    text = os.fspath(db) if db is not None else os.environ.get(DB_ENV, DEFAULT_DB)
    if "://" in text:
        try:
            make_url(text)
        except ArgumentError as exc:
            raise StoreError(f"not a valid database URL: {text!r}") from exc
        return text
    return f"sqlite:///{Path(text).expanduser().resolve()}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=15000")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.close()


class Store:
    """An engine and a session factory for one database; `create` makes the schema if it is missing."""

    def __init__(self, db: str | os.PathLike[str] | None = None, *, create: bool = True) -> None:
        self.url = database_url(db)
        sqlite_file = self.url.startswith("sqlite") and ":memory:" not in self.url and self.url != "sqlite://"
        if sqlite_file and not create:
            path = Path(make_url(self.url).database or "")
            if not path.exists():
                raise StoreError(f"no event database at {path}; create one with `kitchentable tournament new`")
        try:
            self.engine: Engine = create_engine(self.url)
        except (ArgumentError, ImportError) as exc:
            raise StoreError(f"cannot open database {self.url!r}: {exc}") from exc
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)
        self._prepare(create)

    def _prepare(self, create: bool) -> None:
        try:
            tables = set(inspect(self.engine).get_table_names())
            if tables and Meta.__tablename__ not in tables:
                raise StoreError(f"{self.url} is not a kitchentable event database (it has other tables)")
            if not tables and not create:
                raise StoreError(f"{self.url} is not a kitchentable event database (it is empty)")
            if create:
                Base.metadata.create_all(self.engine)
            with self.sessions.begin() as session:
                version = session.scalar(select(Meta.value).where(Meta.key == "schema_version"))
                if version is None and create:
                    session.add(Meta(key="schema_version", value=str(SCHEMA_VERSION)))
                elif version is None:
                    raise StoreError(f"{self.url} is not a kitchentable event database")
                elif int(version) != SCHEMA_VERSION:
                    raise StoreError(f"{self.url} has schema version {version}; this program reads {SCHEMA_VERSION}")
        except (OperationalError, DatabaseError) as exc:
            raise StoreError(f"cannot use database {self.url}: {exc.orig}") from exc

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One unit of work: committed when the block ends, rolled back entirely if it raises."""
        with self.sessions.begin() as session:
            yield session

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with self.sessions() as session:
            yield session

    def dispose(self) -> None:
        self.engine.dispose()
