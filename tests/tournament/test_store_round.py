"""`pair` writes its tables with SQLite's foreign-key checks off, after making the same checks itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitchentable.tournament.errors import TournamentError
from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store


def small_event(tmp_path: Path) -> TournamentService:
    svc = TournamentService(Store(tmp_path / "event.sqlite"))
    svc.create_event("Checks", "swiss", 3, seed=4)
    svc.import_players([{"name": f"p{i}"} for i in range(6)])
    return svc


def test_a_round_seating_a_player_of_no_event_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    svc = small_event(tmp_path)
    with pytest.raises(TournamentError, match="player id 999 is not registered"):
        with svc.store.transaction(foreign_keys=False) as tx:
            ev = svc._event(tx, None)
            known = dict.fromkeys(tx.column("SELECT id FROM players WHERE event_id = ?", (ev.id,)))
            svc._store_round(tx, ev, 1, 1, "random", "kt-swiss-2", 0, "swiss", [(1, 1, 999)], set(), known)
    with svc.store.reading() as tx:
        assert tx.value("SELECT count(*) FROM rounds") == 0
        assert tx.value("SELECT count(*) FROM tables") == 0


def test_foreign_keys_are_on_again_after_pair_and_after_a_failed_pair(tmp_path: Path) -> None:
    svc = small_event(tmp_path)
    svc.pair()
    with svc.store.reading() as tx:
        assert tx.value("PRAGMA foreign_keys") == 1
        assert tx.value("SELECT count(*) FROM tables") == 3
    with pytest.raises(TournamentError):
        svc.pair()  # round 1 has no results yet
    with svc.store.reading() as tx:
        assert tx.value("PRAGMA foreign_keys") == 1
    with pytest.raises(Exception, match="FOREIGN KEY"), svc.store.transaction() as tx:
        tx.run("INSERT INTO tables (round_id, number, player_a_id) VALUES (9999, 1, 9999)")
