"""`kitchentable simulate`, `replay` and `play` through the command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

from typer.testing import CliRunner

from kitchentable.cli.main import app
from kitchentable.sim.runner import TIMING_KEYS

runner = CliRunner()


def _simulate(*extra: str) -> dict:  # type: ignore[type-arg]
    result = runner.invoke(app, ["simulate", "--format", "duel", "--games", "6", "--seed", "3", "--json", *extra])
    assert result.exit_code == 0, result.output
    return json.loads(result.output.strip().splitlines()[-1])  # type: ignore[no-any-return]


def test_simulate_json_has_the_required_keys_and_no_errors() -> None:
    summary = _simulate()
    for key in ("format", "games", "wins", "avg_turns", "decisions", "games_per_second", "errors"):
        assert key in summary
    assert summary["errors"] == 0 and summary["games"] == 6
    assert sum(summary["wins"].values()) == 6


def test_simulate_same_seed_same_output_apart_from_timing() -> None:
    a = {k: v for k, v in _simulate().items() if k not in TIMING_KEYS}
    b = {k: v for k, v in _simulate().items() if k not in TIMING_KEYS}
    assert a == b


def test_simulate_saves_records_that_replay_to_their_hash(tmp_path: Path) -> None:
    _simulate("--save-records", str(tmp_path))
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 6
    expected = json.loads(records[0].read_text())["final_hash"]
    result = runner.invoke(app, ["replay", "--hash", str(records[0])])
    assert result.exit_code == 0, result.output
    assert result.output.strip() == expected


def test_replay_shows_the_game_move_by_move_and_as_one_seat_saw_it(tmp_path: Path) -> None:
    _simulate("--save-records", str(tmp_path))
    record = sorted(tmp_path.glob("*.json"))[0]
    data = json.loads(record.read_text())
    everything = runner.invoke(app, ["replay", str(record)])
    assert everything.exit_code == 0, everything.output
    lines = everything.output.splitlines()
    assert lines[0].startswith("duel · seed") and lines[-1] == f"final state hash: {data['final_hash']}"
    assert any(line.startswith("Turn 2: ") for line in lines)
    assert sum("draws" in line and "seven cards" not in line for line in lines[:4]) == 2  # both hands shown
    seat = runner.invoke(app, ["replay", "--seat", "0", str(record)])
    assert seat.exit_code == 0, seat.output
    other = data["names"][1]
    assert f"{other} draws seven cards." in seat.output and "You draw " in seat.output
    bad = runner.invoke(app, ["replay", "--seat", "5", str(record)])
    assert bad.exit_code == 2 and "--seat 5" in bad.output


def test_replay_reports_a_corrupt_file_by_name(tmp_path: Path) -> None:
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    result = runner.invoke(app, ["replay", str(bad)])
    assert result.exit_code == 2
    assert "broken.json" in result.output and "not valid JSON" in result.output


def test_simulate_unknown_deck_is_a_clear_error() -> None:
    result = runner.invoke(app, ["simulate", "--decks", "no-such-deck,mono-red-aggro", "--games", "1"])
    assert result.exit_code == 2
    assert "no-such-deck" in result.output


def test_play_against_the_computer_with_scripted_input(tmp_path: Path) -> None:
    """A human seat answering "1" (the first option) until the game ends, then the record is saved."""
    record = tmp_path / "game.json"
    result = runner.invoke(app, ["play", "--seed", "2", "--record", str(record)], input="1\n" * 3000)
    assert result.exit_code == 0, result.output[-2000:]
    assert re.search(r"(wins?|draw) after \d+ turns", result.output)
    assert json.loads(record.read_text())["format"] == "duel"
