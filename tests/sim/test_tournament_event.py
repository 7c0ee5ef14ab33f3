"""`kitchentable tournament simulate`: a whole Turnabout event played by the engine into the store."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from kitchentable.cli.main import app

runner = CliRunner()


def _deck(path: Path, lines: list[str]) -> str:
    path.write_text("\n".join(lines) + "\n")
    return str(path)


@pytest.fixture()
def decks(tmp_path: Path) -> list[str]:
    try:
        from kitchentable.cards.pool import get_pool

        get_pool()
    except Exception as err:  # noqa: BLE001
        pytest.skip(f"card pool unavailable: {err}")
    red = _deck(tmp_path / "red.txt", ["24 Mountain", "20 Grizzly Bears", "16 Lightning Bolt"])
    green = _deck(tmp_path / "green.txt", ["24 Forest", "36 Grizzly Bears"])
    return [red, green]


def test_simulated_event_reports_every_match_into_the_store(tmp_path: Path, decks: list[str]) -> None:
    db = str(tmp_path / "event.sqlite")
    args = ["tournament", "simulate", "--players", "8", "--rounds", "3", "--seed", "4", "--max-turns", "15",
            "--db", db]
    for d in decks:
        args += ["--deck", d]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert "12 matches" in result.output
    standings = runner.invoke(app, ["tournament", "standings", "--json", "--db", db])
    assert standings.exit_code == 0, standings.output
    import json

    rows = json.loads(standings.output)["standings"]
    assert len(rows) == 8
    assert sum(int(r["points"]) for r in rows) == 12 * 30  # each match splits 30 Victory Points (doc 003)
