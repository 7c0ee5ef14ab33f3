"""Shared fixtures: a fresh event database per test, and helpers that play whole rounds."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from kitchentable.tournament.service import TournamentService, TurnaboutGameInput
from kitchentable.tournament.store import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "event.sqlite"


@pytest.fixture
def service(db_path: Path) -> Iterator[TournamentService]:
    store = Store(db_path)
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
