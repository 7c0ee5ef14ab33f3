"""The Turnabout command line: `deck check` (R-TA-4) and `match` (R-TA-1..R-TA-5), through typer's CliRunner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from kitchentable.cli import deck, match
from kitchentable.formats.turnabout import decks
from kitchentable.rules.abilities import CardDef
from kitchentable.sim import turnabout_match as match_module
from tests.rules.cards import BEARS, FOREST, MOUNTAIN, SHOCK, SWIFTSPEAR, TRAMPLER

WISH = CardDef(name="Burning Wish", types=frozenset({"Sorcery"}))
ANTE = CardDef(name="Bronze Tablet", types=frozenset({"Artifact"}), flags=frozenset({"ante"}))
CARDS = {c.name: c for c in (BEARS, FOREST, MOUNTAIN, SHOCK, SWIFTSPEAR, TRAMPLER, WISH, ANTE)}

RED = "# red\n24 Mountain\n20 Goblin Piker\n16 Shock\n"
GREEN = "24 Forest\n20 Grizzly Bears\n// the big ones\n16 Trained Armodon\n"


@pytest.fixture
def cli(monkeypatch: pytest.MonkeyPatch) -> typer.Typer:
    """A root app with the two Turnabout command modules and a card lookup over the test cards."""
    def lookup() -> decks.Lookup:
        return CARDS.get

    monkeypatch.setattr(decks, "pool_lookup", lookup)
    monkeypatch.setattr(match_module, "pool_lookup", lookup)
    app = typer.Typer()
    deck.register(app)
    match.register(app)
    return app


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / f"{name}.txt"
    path.write_text(text)
    return str(path)


def test_r_ta_4_deck_check_legal_deck(cli: typer.Typer, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["deck", "check", "--format", "turnabout", write(tmp_path, "red", RED)])
    assert result.exit_code == 0, result.output
    assert "legal for turnabout" in result.output


def test_r_ta_4_deck_check_lists_every_problem_with_card_and_line(cli: typer.Typer, tmp_path: Path) -> None:
    text = "20 Mountain\n2 Burning Wish\n1 Bronze Tablet\n3 Llanowar Wumpus\nSideboard\n2 Shock\n"
    result = CliRunner().invoke(cli, ["deck", "check", "--format", "turnabout", "--json", write(tmp_path, "bad", text)])
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["legal"] is False
    found = {(p["card"], p["line"], p["rule"]) for p in data["problems"]}
    assert found == {(None, None, "R-TA-4"), ("Burning Wish", 2, "R-TA-4"), ("Bronze Tablet", 3, "R-TA-4"),
                     ("Llanowar Wumpus", 4, "deck file"), ("Shock", 6, "R-TA-4")}
    size = next(p for p in data["problems"] if p["card"] is None)
    assert "at least 60" in size["message"] and "has 26" in size["message"]


def test_deck_check_missing_file_and_unknown_format(cli: typer.Typer, tmp_path: Path) -> None:
    runner = CliRunner()
    assert runner.invoke(cli, ["deck", "check", str(tmp_path / "nope.txt")]).exit_code == 2
    assert runner.invoke(cli, ["deck", "check", "--format", "vintage", write(tmp_path, "red", RED)]).exit_code == 2


def test_r_ta_1_match_json_has_every_field(cli: typer.Typer, tmp_path: Path) -> None:
    args = ["match", "--format", "turnabout", "--deck", write(tmp_path, "red", RED), "--scoring", "dominaria",
            "--opponent-deck", write(tmp_path, "green", GREEN), "--opponent-scoring", "tolaria", "--seed", "4", "--json"]
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["decks"] == ["red", "green"] and data["scoring"] == ["dominaria", "tolaria"]
    assert len(data["games"]) == 2
    for g in data["games"]:
        assert {"winner", "losing_deck", "scoring_option", "statistic", "statistic_value", "match_points",
                "first_player", "pilots"} <= set(g)
    assert sum(data["victory_points"]) == 30
    assert data["match_points"] == [sum(g["match_points"] for g in data["games"] if g["winner"] == seat)
                                    for seat in (0, 1)]
    again = CliRunner().invoke(cli, args)
    assert again.output == result.output


def test_r_ta_1_match_text_report(cli: typer.Typer, tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["match", "--deck", write(tmp_path, "red", RED), "--opponent-deck",
                                      write(tmp_path, "green", GREEN), "--opponent-scoring", "phyrexia",
                                      "--seed", "2", "--clock-turn", "3", "--doom", "2"])
    assert result.exit_code == 0, result.output
    assert "Game 1:" in result.output and "Game 2:" in result.output
    assert "Match points:" in result.output and "Victory Points:" in result.output


def test_r_ta_4_match_refuses_illegal_deck_and_bad_options(cli: typer.Typer, tmp_path: Path) -> None:
    runner = CliRunner()
    green = write(tmp_path, "green", GREEN)
    short = runner.invoke(cli, ["match", "--deck", write(tmp_path, "short", "20 Mountain\n"), "--opponent-deck", green])
    assert short.exit_code == 1 and "at least 60" in short.output
    wrong = runner.invoke(cli, ["match", "--deck", green, "--opponent-deck", green, "--scoring", "atlantis"])
    assert wrong.exit_code == 2 and "unknown scoring option" in wrong.output
    clock = runner.invoke(cli, ["match", "--deck", green, "--opponent-deck", green, "--chess-clock", "ten"])
    assert clock.exit_code == 2 and "BASE+DELAY" in clock.output


def test_r_ta_5_human_plays_in_the_terminal_on_a_chess_clock(cli: typer.Typer, tmp_path: Path) -> None:
    """--human: the handover shows the deck and its option, the chess clock is on screen; q concedes."""
    green = write(tmp_path, "green", GREEN)
    result = CliRunner().invoke(cli, ["match", "--deck", green, "--opponent-deck", green, "--human",
                                      "--chess-clock", "600+3", "--seed", "1"], input="1\nq\n" * 400)
    assert result.exit_code == 0, result.output
    shown = " ".join(result.output.split())
    assert "chess clock You 10:00" in shown
    assert "You may look through it: 24 Forest, 20 Grizzly Bears, 16 Trained Armodon" in shown
    assert "Game 1 is over" in shown and "Victory Points:" in shown
