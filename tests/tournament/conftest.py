"""Shared fixtures: a fresh event database per test (SQLite, and PostgreSQL when a server can be had), and
helpers that play whole rounds.

PostgreSQL: the URL in $KT_TEST_POSTGRES_URL (what `.ci/run` exports after starting Debian's server), or
else a throw-away server `scripts/postgres.sh` starts for the session; the PostgreSQL half of the storage
tests is skipped, with the reason, when neither is possible.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from kitchentable.tournament.service import TournamentService, TurnaboutGameInput
from kitchentable.tournament.store import Store

ROOT = Path(__file__).resolve().parents[2]
POSTGRES_ENV = "KT_TEST_POSTGRES_URL"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[tuple[str | None, str]]:
    """(database URL, "") of a PostgreSQL server for the tests, or (None, why there is none)."""
    url = os.environ.get(POSTGRES_ENV)
    if url:
        yield url, ""
        return
    try:
        import psycopg  # noqa: F401
    except ImportError:
        yield None, "psycopg is not installed (pip install -e '.[postgres]')"
        return
    directory = Path(tempfile.mkdtemp(prefix="kt-postgres-"))  # not under pytest's 0700 base: the server user enters it
    script = ROOT / "scripts" / "postgres.sh"
    try:
        started = subprocess.run(["bash", str(script), "start", str(directory)], capture_output=True, text=True,
                                 timeout=180)
    except (OSError, subprocess.TimeoutExpired) as exc:
        yield None, f"cannot start PostgreSQL: {exc}"
        return
    if started.returncode != 0:
        shutil.rmtree(directory, ignore_errors=True)
        yield None, f"cannot start PostgreSQL: {started.stderr.strip() or started.stdout.strip()}"
        return
    try:
        yield started.stdout.strip().splitlines()[-1], ""
    finally:
        subprocess.run(["bash", str(script), "stop", str(directory)], capture_output=True, timeout=120)
        shutil.rmtree(directory, ignore_errors=True)


def fresh_postgres(url: str) -> str:
    """Empty a test database (its public schema) and return its URL.

    Under pytest-xdist each worker gets a database of its own on the shared server (`kt_test_gw0`, ...),
    created the first time, so workers never empty each other's schema mid-test."""
    import psycopg

    plain = url.replace("postgresql+psycopg://", "postgresql://")
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker:
        base, _, _ = plain.rpartition("/")
        name = f"kt_test_{worker}"
        with psycopg.connect(plain, autocommit=True) as conn:
            if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is None:
                conn.execute(f'CREATE DATABASE "{name}"')
        url = plain = f"{base}/{name}"
    with psycopg.connect(plain, autocommit=True) as conn:
        conn.execute("DROP SCHEMA IF EXISTS public CASCADE")
        conn.execute("CREATE SCHEMA public")
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path, postgres_server: tuple[str | None, str]) -> str:
    """A fresh event database of each kind the storage tests run against."""
    if request.param == "sqlite":
        return str(tmp_path / "event.sqlite")
    url, reason = postgres_server
    if url is None:
        pytest.skip(f"PostgreSQL storage tests skipped: {reason}")
    return fresh_postgres(url)


@pytest.fixture
def service(db_url: str) -> Iterator[TournamentService]:
    store = Store(db_url)
    yield TournamentService(store)
    store.dispose()


def play_round_swiss(svc: TournamentService, rng: random.Random) -> None:
    """Report a random best-of-three result at every table of the latest round."""
    view = svc.pairings()
    assert view is not None
    for t in view.tables:
        if t.player_b is not None and not t.reported:
            wins_a, wins_b, draws = rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (1, 1, 0)])
            svc.report_swiss(view.number, t.number, wins_a, wins_b, draws)


def play_round_turnabout(svc: TournamentService, rng: random.Random) -> None:
    """Report two random Turnabout games at every table of the latest round."""
    view = svc.pairings()
    assert view is not None
    for t in view.tables:
        if t.player_b is not None and not t.reported:
            games = []
            for _ in range(2):
                if rng.random() < 0.1:
                    games.append(TurnaboutGameInput(None))
                else:
                    owner = t.player_a if rng.random() < 0.5 else t.player_b
                    games.append(TurnaboutGameInput(owner, rng.randint(0, 9)))
            svc.report_turnabout(view.number, t.number, games)


def pytest_configure(config: pytest.Config) -> None:
    # Starlette's TestClient warns about its httpx backend; that is the test harness, not our code.
    config.addinivalue_line("filterwarnings", "ignore:Using `httpx` with `starlette.testclient`:UserWarning")
