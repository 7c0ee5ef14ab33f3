"""`kitchentable cards show|check|list`."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from kitchentable.cli.main import app


def test_show_renders_from_the_compiled_card() -> None:
    result = CliRunner().invoke(app, ["cards", "show", "serra angel"])
    assert result.exit_code == 0
    out = result.stdout
    assert "Serra Angel" in out and "{3}{W}{W}" in out and "Creature — Angel" in out
    assert "Flying (702.9)" in out and "4/4" in out
    bolt = CliRunner().invoke(app, ["cards", "show", "Lightning Bolt"]).stdout
    assert "deals 3 damage to any target" in bolt


def test_show_unknown_card_fails() -> None:
    result = CliRunner().invoke(app, ["cards", "show", "No Such Card"])
    assert result.exit_code == 1


def test_check_summarises_the_pool() -> None:
    result = CliRunner().invoke(app, ["cards", "check"])
    assert result.exit_code == 0, result.output
    assert "cards compiled, 0 errors" in result.stdout


def test_check_fails_on_a_broken_card(tmp_path) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "broken.txt").write_text("Broken Card {R}\nInstant\nBroken Card juggles.\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["cards", "check", "--no-bundled", "--cards", str(tmp_path)])
    assert result.exit_code == 1
    assert "broken.txt:3" in result.output and "Broken Card" in result.output


def test_list_json() -> None:
    result = CliRunner().invoke(app, ["cards", "list", "--json"])
    rows = json.loads(result.stdout)
    assert len(rows) >= 400
    bolt = next(r for r in rows if r["name"] == "Lightning Bolt")
    assert bolt["mana_cost"] == "{R}" and bolt["type_line"] == "Instant"


def test_show_reads_like_oracle_text() -> None:
    from kitchentable.cards.pool import get_pool
    from kitchentable.cards.render import render

    pool = get_pool()
    assert "Draw two cards." in render(pool.get("Divination"))
    assert "When this enters, draw a card." in render(pool.get("Elvish Visionary"))
    assert "Create two 1/1 white Soldier creature tokens." in render(pool.get("Raise the Alarm"))
    assert "Search your library for a basic land card, put that card onto the battlefield tapped" in \
        render(pool.get("Rampant Growth"))
    assert "(s)" not in "".join(render(card) for card in pool)
