"""A burst of reports killed with SIGKILL: every acknowledged report survives and the event goes on."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store

BURST = textwrap.dedent("""
    import sys
    from kitchentable.tournament.service import TournamentService
    from kitchentable.tournament.store import Store

    svc = TournamentService(Store(sys.argv[1], create=False))
    view = svc.pairings()
    for t in view.tables:
        if t.player_b is None:
            continue
        svc.report_swiss(view.number, t.number, 2, 1, 0)
        print(f"ACK {t.number}", flush=True)
    print("DONE", flush=True)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX SIGKILL")
def test_acknowledged_reports_survive_sigkill_and_the_event_continues(db_url: str) -> None:
    db = db_url
    store = Store(db)
    svc = TournamentService(store)
    svc.create_event("Burst", "swiss", 3, seed=99)
    svc.import_players([{"name": f"player {i:03d}"} for i in range(240)])
    svc.pair()
    store.dispose()

    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([sys.executable, "-c", BURST, str(db)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    assert proc.stdout is not None
    acknowledged: list[int] = []
    for line in proc.stdout:
        if line.startswith("ACK"):
            acknowledged.append(int(line.split()[1]))
        if len(acknowledged) >= 8:
            proc.send_signal(signal.SIGKILL)
            break
    rest, _ = proc.communicate(timeout=30)
    acknowledged += [int(line.split()[1]) for line in rest.splitlines() if line.startswith("ACK")]
    assert proc.returncode == -signal.SIGKILL
    assert "DONE" not in rest, "the burst finished before the kill; the test proved nothing"

    if not db.startswith("postgresql"):
        with sqlite3.connect(db) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)

    store = Store(db, create=False)
    svc = TournamentService(store)
    view = svc.pairings()
    assert view is not None
    reported = {t.number for t in view.tables if t.reported}
    assert set(acknowledged) <= reported
    assert len(reported) < 120
    for t in view.tables:
        if t.player_b is not None and not t.reported:
            svc.report_swiss(1, t.number, 0, 2, 0)
    assert svc.pair().number == 2
    rows = svc.standings().rows
    assert sum(r.points for r in rows) == 3 * 120
    store.dispose()
