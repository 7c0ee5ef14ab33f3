"""The simulator: worker-count independence, JSON and CSV output, Ctrl-C, and the Ray backend."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kitchentable.api.setup import game_arguments
from kitchentable.sim.parallel import make_specs, run_games, summarize_run
from kitchentable.sim.runner import TIMING_KEYS

ROOT = Path(__file__).resolve().parents[2]


def _without_timing(summary: dict[str, object]) -> dict[str, object]:
    return {k: v for k, v in summary.items() if k not in TIMING_KEYS}


def _kwargs() -> dict[str, object]:
    kwargs = game_arguments("duel", None, None, 0)
    kwargs["options"] = {"max_turns": 40}
    return kwargs


def test_results_do_not_depend_on_the_number_of_workers() -> None:
    kwargs = _kwargs()
    specs = make_specs("duel", kwargs, 4, 11, ["random", "heuristic"])
    one = run_games(specs, workers=1)
    two = run_games(specs, workers=2)
    assert [o.index for o in two.outcomes] == list(range(4))
    assert [(o.winners, o.turns, o.decisions) for o in one.outcomes] == \
        [(o.winners, o.turns, o.decisions) for o in two.outcomes]
    assert _without_timing(summarize_run("duel", kwargs, one)) == _without_timing(summarize_run("duel", kwargs, two))


def _app():  # type: ignore[no-untyped-def]
    import typer

    from kitchentable.cli import game

    app = typer.Typer()
    game.register(app)
    return app


def test_simulate_writes_json_and_csv(tmp_path: Path) -> None:
    runner = CliRunner()
    base = ["simulate", "--games", "4", "--seed", "3", "--workers", "2", "--json", "--max-turns", "40"]
    as_json = runner.invoke(_app(), [*base, "--out", str(tmp_path / "run.json")])
    assert as_json.exit_code == 0, as_json.output
    printed = json.loads(as_json.output)
    for key in ("format", "games", "wins", "avg_turns", "decisions", "games_per_second", "errors"):
        assert key in printed
    saved = json.loads((tmp_path / "run.json").read_text())
    assert saved["games"] == 4 and len(saved["results"]) == 4
    assert _without_timing({k: v for k, v in saved.items() if k != "results"}) == _without_timing(printed)
    as_csv = runner.invoke(_app(), [*base, "--out", str(tmp_path / "run.csv")])
    assert as_csv.exit_code == 0, as_csv.output
    rows = list(csv.DictReader((tmp_path / "run.csv").open()))
    assert [int(r["index"]) for r in rows] == [0, 1, 2, 3]
    assert [int(r["turns"]) for r in rows] == [g["turns"] for g in saved["results"]]
    wrong = runner.invoke(_app(), [*base, "--out", str(tmp_path / "run.txt")])
    assert wrong.exit_code == 2


def test_ctrl_c_keeps_the_finished_games(tmp_path: Path) -> None:
    records = tmp_path / "records"
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src"))
    proc = subprocess.Popen(
        [sys.executable, "-m", "kitchentable.cli.main", "simulate", "--games", "2000", "--workers", "2",
         "--json", "--seed", "5", "--save-records", str(records)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and len(list(records.glob("*.json"))) < 2:
        time.sleep(0.2)
    assert len(list(records.glob("*.json"))) >= 2, "no game finished in time"
    assert proc.poll() is None, proc.communicate()
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    summary = json.loads(out)
    assert summary["interrupted"] is True and summary["games_requested"] == 2000
    assert 2 <= summary["games"] < 2000 and summary["errors"] == 0
    assert "Traceback" not in err


def test_ray_backend_equals_local_backend() -> None:
    ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'kitchentable[ray]')")
    kwargs = _kwargs()
    specs = make_specs("duel", kwargs, 3, 8, ["random", "random"])
    local = run_games(specs, workers=1)
    ray.init(address="local", _node_ip_address="127.0.0.1", num_cpus=2, include_dashboard=False, logging_level="ERROR",
             log_to_driver=False)
    try:
        remote = run_games(specs, workers=2, backend="ray")
    finally:
        ray.shutdown()
    assert _without_timing(summarize_run("duel", kwargs, remote)) == _without_timing(summarize_run("duel", kwargs, local))
    assert [o.winners for o in remote.outcomes] == [o.winners for o in local.outcomes]
