"""The `kitchentable tournament` commands: a full event from the command line, errors that change nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from kitchentable.cli.tournament import register

# A root app of our own, as `kitchentable.cli.main` builds it, so these tests do not depend on the
# other command groups.
app = typer.Typer(no_args_is_help=True)
register(app)
runner = CliRunner()


def run(db: Path, *args: str, code: int = 0) -> str:
    result = runner.invoke(app, ["tournament", *args, "--db", str(db)])
    assert result.exit_code == code, (result.output, result.exception)
    return result.output


def run_plain(*args: str, code: int = 0) -> str:
    result = runner.invoke(app, ["tournament", *args])
    assert result.exit_code == code, result.output
    return result.output


COMMANDS = [
    ["new"], ["events"], ["settings"], ["player", "add"], ["player", "import"], ["player", "list"],
    ["player", "rename"], ["player", "byes"], ["player", "seat"], ["player", "codes"], ["player", "new-code"],
    ["deck", "register"], ["deck", "show"], ["deck", "options"], ["deck", "add-option"], ["pair"], ["repair"],
    ["unpair"], ["swap"], ["report"], ["accept"], ["drop"], ["end"], ["reopen"], ["standings"], ["pairings"],
    ["export"], ["audit"], ["token"], ["serve"], ["verify"], ["timer", "show"], ["timer", "start"],
    ["timer", "pause"], ["timer", "resume"], ["timer", "extra"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_every_command_has_help(command: list[str]) -> None:
    output = run_plain(*command, "--help")
    assert "Usage:" in output


def test_a_turnabout_event_from_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    out = run(db, "new", "Gencon 2002", "--format", "turnabout", "--rounds", "3", "--seed", "7")
    assert "organizer token:" in out
    csv_file = tmp_path / "players.csv"
    csv_file.write_text("name,scoring,deck\nAnn,tolaria,Millstone\nBob,phyrexia,\nCy,,\n", encoding="utf-8")
    assert "imported 3" in run(db, "player", "import", str(csv_file))
    run(db, "player", "add", "Dee")
    assert "scores with dominaria" in run(db, "deck", "register", "Dee", "--scoring", "Dominaria")
    listing = run(db, "player", "list")
    assert "tolaria" in listing and "Millstone" in listing
    assert "no round has been paired yet" in run(db, "pairings")
    run(db, "pair")
    tables = json.loads(run(db, "pairings", "--json"))["tables"]
    assert len(tables) == 2
    for t in tables:
        b = t["player_b"]
        out = run(db, "report", "1", str(t["table"]), f"{b}:3", "draw")
        assert "recorded round 1" in out
    standings = json.loads(run(db, "standings", "--json"))
    assert standings["format"] == "turnabout" and len(standings["standings"]) == 4
    assert sum(r["points"] for r in standings["standings"]) == 60
    assert "Opp. VP %" in run(db, "standings")
    run(db, "pair")
    by_name = run(db, "pairings", "--by-name")
    assert "Ann" in by_name and "opponent" in by_name
    exported = json.loads(run(db, "export", "--json"))
    assert len(exported["rounds"]) == 2
    out_file = tmp_path / "standings.csv"
    run(db, "export", "--csv", "--output", str(out_file))
    assert out_file.read_text(encoding="utf-8").startswith("rank,player")
    assert "round.pair" in run(db, "audit")


def test_errors_are_reported_on_stderr_and_change_nothing(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    run(db, "new", "Friday", "--format", "swiss", "--rounds", "2", "--seed", "1")
    run(db, "player", "add", "Ann", "Bob", "Cy")
    before = run(db, "audit", "--json")
    assert "unknown player 'Zed'" in run(db, "drop", "Zed", code=1)
    assert "already registered" in run(db, "player", "add", "Dee", "Ann", code=1)
    assert "Turnabout" in run(db, "deck", "register", "Ann", "--scoring", "tolaria", code=1)
    assert "has not been paired" in run(db, "report", "1", "1", "2-0", code=1)
    assert run(db, "audit", "--json") == before
    run(db, "pair")
    assert "WINS-LOSSES" in run(db, "report", "1", "1", "two-nil", code=1)
    assert "no one wins three" in run(db, "report", "1", "1", "3-0", code=1)
    run(db, "report", "1", "1", "2-1")
    assert "finished" in run(db, "report", "1", "1", "2-0", code=1)
    assert "corrected" in run(db, "report", "1", "1", "2-0", "--correct")
    assert "choose exactly one" in run(db, "export", code=1)


def test_a_blocked_pairing_explains_the_organizers_choices(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    run(db, "new", "Tiny", "--format", "swiss", "--rounds", "3", "--seed", "1")
    run(db, "player", "add", "Ann", "Bob")
    run(db, "pair")
    run(db, "report", "1", "1", "2-0")
    out = run(db, "pair", code=3)
    assert "--allow-rematch" in out and "tournament end" in out
    assert "round 2" in run(db, "pair", "--allow-rematch")
    run(db, "report", "2", "1", "1-1-1")
    assert "finished after 2 round" in run(db, "end", "--yes")


def test_a_missing_database_is_not_created_by_a_read(tmp_path: Path) -> None:
    db = tmp_path / "nothing.sqlite"
    assert "no event database" in run(db, "standings", code=1)
    assert not db.exists()


def test_turnabout_reports_name_the_statistic_their_option_reads(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    run(db, "new", "T", "--format", "turnabout", "--rounds", "2", "--seed", "3")
    run(db, "player", "add", "Ann", "Bob")
    run(db, "deck", "register", "Ann", "--scoring", "tolaria")
    run(db, "pair")
    assert "reads the winner's library, not life" in run(db, "report", "1", "1", "Ann:life=5", "draw", code=1)
    assert "DECK_OWNER:VALUE" in run(db, "report", "1", "1", "Ann", "draw", code=1)
    assert "whole number" in run(db, "report", "1", "1", "Ann:many", "draw", code=1)
    out = run(db, "report", "1", "1", "Ann:library=22", "Bob:4")
    assert "MP" in out and "VP" in out
    assert "tolaria" in run_plain("deck", "options")


def test_a_further_scoring_option_from_the_command_line(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    run(db, "new", "T", "--format", "turnabout", "--rounds", "2")
    out = run(db, "deck", "add-option", "Kamigawa", "--reads", "poison", "--base", "25", "--per", "-1")
    assert "25 - the winner's poison" in out
    assert "kamigawa" in run(db, "deck", "options")
    run(db, "player", "add", "Ann")
    assert "scores with kamigawa" in run(db, "deck", "register", "Ann", "--scoring", "kamigawa")
    assert "already exists" in run(db, "deck", "add-option", "kamigawa", "--reads", "life", "--base", "1",
                                   "--per", "1", code=1)


def test_verify_reports_each_round(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    run(db, "new", "V", "--format", "swiss", "--rounds", "3", "--seed", "4")
    assert "no round" in run(db, "verify")
    run(db, "player", "add", "Ann", "Bob", "Cy", "Dee")
    run(db, "pair")
    run(db, "report", "1", "1", "2-0")
    run(db, "report", "1", "2", "0-2")
    run(db, "pair")
    out = run(db, "verify")
    assert "round 1: reproduced" in out and "round 2: reproduced" in out


def test_a_file_of_results_is_recorded_whole_or_refused_with_its_line(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite"
    run(db, "new", "Batch", "--format", "swiss", "--rounds", "2", "--seed", "5")
    run(db, "player", "add", *[f"p{i}" for i in range(8)])
    run(db, "pair")
    bad = tmp_path / "bad.csv"
    bad.write_text("table,result\n1,2-1\n2,2-1\n3,three\n4,0-2\n", encoding="utf-8")
    assert "line 4: a Swiss result" in run(db, "report", "--file", str(bad), code=1)
    assert json.loads(run(db, "pairings", "--json"))["tables"][0]["reported"] is False
    good = tmp_path / "good.csv"
    good.write_text("1,2-1\n2,2-1\n3,1-1-1\n4,0-2\n", encoding="utf-8")
    assert "recorded 4 result(s)" in run(db, "report", "--file", str(good))
    assert "either --file or ROUND" in run(db, "report", "1", "--file", str(good), code=1)
    assert "after round 1" in run(db, "standings")


def test_the_event_day_commands(tmp_path: Path) -> None:
    db = tmp_path / "d.sqlite"
    out = run(db, "new", "Day", "--format", "swiss", "--rounds", "2", "--top-cut", "2", "--round-minutes", "45",
              "--seed", "9")
    assert "top 2 cut" in out and "floor 0.33" in out and "45-minute" in out
    run(db, "player", "add", "Ann", "Bob", "Cy", "Dee", "Eve")
    assert "2 pre-awarded bye" in run(db, "player", "byes", "Eve", "2")
    assert "table 3 every round" in run(db, "player", "seat", "#1", "3")
    codes = run(db, "player", "codes", "--csv").splitlines()
    assert codes[0] == "number,name,code" and len(codes) == 6
    listing = run(db, "player", "list")
    assert "no." in listing and "byes" in listing
    paired = run(db, "pair")
    assert "pre-awarded" in paired and "code" in paired
    assert "clock running, 45:00 left" in run(db, "timer", "start")
    assert "table 1: 3 extra minute(s)" in run(db, "timer", "extra", "1", "3")
    assert "clock paused" in run(db, "timer", "pause")
    assert "clock running" in run(db, "timer", "resume")
    assert "floor 1/3" in run(db, "settings", "--floor", "1/3")
    tables = [t for t in json.loads(run(db, "pairings", "--json"))["tables"] if not t["bye"]]
    results = tmp_path / "r.csv"
    results.write_text("".join(f"{t['table']},2-0\n" for t in tables), encoding="utf-8")
    run(db, "report", "--file", str(results))
    token = run(db, "token").strip()
    rotated = run(db, "token", "--rotate").strip()
    assert rotated != token and run(db, "token").strip() == rotated
    assert "finished after 1 round" in run(db, "end", "--yes")
    assert "running again" in run(db, "reopen")
    assert "event.reopen" in run(db, "audit")


def test_a_password_in_a_database_url_is_never_printed(tmp_path: Path) -> None:
    out = run_plain("events", "--db", "postgresql://kt:s3cret-pw@127.0.0.1:1/none", code=1)
    assert "s3cret-pw" not in out and "kt:***@127.0.0.1" in out
    out = run_plain("events", "--db", "mysql://kt:s3cret-pw@host/db", code=1)
    assert "s3cret-pw" not in out and "***" in out


def test_end_asks_first_and_an_ended_event_can_be_reopened_with_both_logged(tmp_path: Path) -> None:
    db = tmp_path / "e.sqlite"
    run(db, "new", "Ask", "--format", "swiss", "--rounds", "3", "--seed", "1")
    run(db, "player", "add", "Ann", "Bob", "Cy", "Dee")
    refused = runner.invoke(app, ["tournament", "end", "--db", str(db)], input="n\n")
    assert refused.exit_code == 1 and "End event 'Ask'" in refused.output and "not ended" in refused.output
    silent = runner.invoke(app, ["tournament", "end", "--db", str(db)], input="")
    assert silent.exit_code == 1 and "not ended" in silent.output
    assert "round 1" in run(db, "pair")
    run(db, "report", "1", "1", "2-0")
    run(db, "report", "1", "2", "0-2")
    agreed = runner.invoke(app, ["tournament", "end", "--db", str(db)], input="y\n")
    assert agreed.exit_code == 0 and "finished after 1 round" in agreed.output
    assert "finished" in run(db, "pair", code=1)
    assert "running again" in run(db, "reopen")
    assert "round 2" in run(db, "pair")
    audit = run(db, "audit")
    assert "event.end" in audit and "event.reopen" in audit
