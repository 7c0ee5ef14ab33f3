"""A database written by the first release (schema version 1) opens, is upgraded in place, keeps every
result and standing, and the event goes on."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from kitchentable.tournament.schema import SCHEMA_VERSION
from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store

DUMP = Path(__file__).parent / "data" / "event_v1.sql"


def old_database(tmp_path: Path) -> Path:
    path = tmp_path / "old.sqlite"
    with sqlite3.connect(path) as conn:
        conn.executescript(DUMP.read_text(encoding="utf-8"))
    return path


def test_a_version_1_database_is_upgraded_and_keeps_its_standings(tmp_path: Path) -> None:
    path = old_database(tmp_path)
    svc = TournamentService(Store(path, create=False))
    assert [(r.name, r.points) for r in svc.standings("Old Swiss").rows] == [
        ("Dee", 6), ("Eve", 3), ("Ann", 3), ("Bob", 0), ("Cy", 0)]
    turnabout = svc.standings("Old Turnabout")
    assert [(r.name, r.points, str(r.tiebreakers["opp_vp_pct"])) for r in turnabout.rows] == [
        ("Zed", 21, "1/3"), ("Xan", 20, "1/3"), ("Wu", 10, "2/3"), ("Yul", 9, "7/10")]
    assert svc.event("Old Swiss").tiebreak_floor == "1/3"
    players = svc.players("Old Turnabout")
    assert sorted(p.number for p in players) == [1, 2, 3, 4]
    assert {p.name: p.deck_name for p in players}["Xan"] == "Mill"
    assert all(len(code) == 6 for _, _, code in svc.player_codes("Old Swiss"))
    report = svc.verify_rounds("Old Swiss")
    assert report[0][1] and not report[1][1] and "before corrections kept" in report[1][2]
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM kt_meta WHERE key = 'schema_version'").fetchone() == (str(SCHEMA_VERSION),)
        assert conn.execute("SELECT count(*) FROM player_draws").fetchone() == \
            conn.execute("SELECT count(*) FROM players").fetchone()
        assert conn.execute("SELECT count(*) FROM round_words").fetchone()[0] > 0


def test_an_upgraded_event_goes_on(tmp_path: Path) -> None:
    svc = TournamentService(Store(old_database(tmp_path), create=False))
    view = svc.pairings(None, "Old Swiss")
    assert view is not None and view.number == 2 and view.tables[0].code
    for t in view.tables:
        if t.player_b is not None:
            svc.report_swiss(2, t.number, 2, 0, 0, "Old Swiss")
    third = svc.pair("Old Swiss")
    assert third.number == 3 and third.algorithm_version == "kt-swiss-2"
    assert [n for n, same, _ in svc.verify_rounds("Old Swiss") if same] == [1, 3]
