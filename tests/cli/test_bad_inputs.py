"""A corpus of bad inputs through every command (issue 25): each is refused at once with a one-line error that
names the culprit (argument, file, line, field, card), the exit status says why (2: a usage error; 1: a deck
that is illegal or a card refused), there is never a traceback, and nothing is written: the input files, the
working folder and an event database are byte-identical afterwards.

The bad files live in tests/inputs/; `{inputs}` and `{tmp}` in a case's arguments stand for that folder and
the test's own folder (a database with one Turnabout event is `{db}`).
"""

from __future__ import annotations

import hashlib
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from kitchentable.cli.main import app

INPUTS = Path(__file__).resolve().parents[1] / "inputs"

runner = CliRunner()

# (arguments, exit status, words the error must contain)
CASES: list[tuple[str, int, tuple[str, ...]]] = [
    # --- simulate -------------------------------------------------------------------------------------------
    ("simulate --format duel --players 1", 2, ("--players 1", "duel is played by exactly 2 players")),
    ("simulate --format duel --players 6", 2, ("--players 6", "exactly 2", "--format ffa")),
    ("simulate --format duel --players 0", 2, ("--players 0", "exactly 2")),
    ("simulate --format ffa --players 9", 2, ("--players 9", "ffa is played by 3 to 8 players")),
    ("simulate --format ffa --players 2", 2, ("--players 2", "ffa is played by 3 to 8 players")),
    ("simulate --format turnabout --players 1", 2, ("--players 1", "turnabout", "exactly 2")),
    ("simulate --format vortex --players 6", 2, ("--players 6", "vortex is played by 2 to 5 players")),
    ("simulate --format judges-tower --players 100", 2, ("--players 100", "2 to 8")),
    ("simulate --format chess", 2, ("--format chess", "no such format", "duel", "vortex")),
    ("simulate --games -1", 2, ("--games -1", "at least 1")),
    ("simulate --games 0", 2, ("--games 0", "at least 1")),
    ("simulate --workers 0", 2, ("--workers 0", "at least 1")),
    ("simulate --workers -3", 2, ("--workers -3", "at least 1")),
    ("simulate --max-turns -5", 2, ("--max-turns -5", "at least 1")),
    ("simulate --agents banana,random", 2, ("--agents banana", "unknown agent 'banana'", "heuristic, random, search")),
    ("simulate --agents search:abc", 2, ("--agents search:abc", "whole number of at least 1", "'abc'")),
    ("simulate --agents search:0", 2, ("--agents search:0", "at least 1")),
    ("simulate --agents random:5", 2, ("--agents random:5", "random takes no budget")),
    ("simulate --agents random,,random", 2, ("--agents random,,random", "empty agent name")),
    ("simulate --agents random,random,random", 2, ("--agents random,random,random", "3 agents for 2 seats")),
    ("simulate --decks mono-red-aggro,mono-red-aggro,mono-red-aggro", 2,
     ("--decks mono-red-aggro,mono-red-aggro,mono-red-aggro", "3 decks", "exactly 2")),
    ("simulate --players 3 --format ffa --decks mono-red-aggro,mono-red-aggro", 2, ("2 decks for 3 players",)),
    ("simulate --decks no-such-deck", 2, ("no-such-deck", "no such file or bundled name")),
    ("simulate --decks {inputs}/decks/negative_count.txt", 2,
     ("negative_count.txt:1", "a card count must be at least 1, not -1")),
    ("simulate --decks {inputs}/decks/zero_count.txt", 2, ("zero_count.txt:1", "at least 1, not 0")),
    ("simulate --decks {inputs}/decks/huge_count.txt", 2,
     ("huge_count.txt:1", "a card count must be at most 1000, not 1000000000")),
    ("simulate --decks {inputs}/decks/unknown_card.txt", 2,
     ("unknown_card.txt:2", "unknown card 'Lightnig Bolt'", "did you mean 'Lightning Bolt'")),
    ("simulate --decks {inputs}/decks/not_utf8.txt", 2, ("not_utf8.txt", "not UTF-8")),
    ("simulate --decks {inputs}/decks/no_cards.txt", 2, ("no_cards.txt", "the deck has no cards")),
    ("simulate --format vortex --pool {inputs}/cubes/unknown_card.txt", 2,
     ("unknown_card.txt:2", "unknown card 'Shivan Dragn'", "did you mean 'Shivan Dragon'")),
    ("simulate --format vortex --pool {inputs}/cubes/wrong_columns.csv", 2,
     ("wrong_columns.csv:1", "a CSV cube needs a 'name' column")),
    ("simulate --option max_turnz=3", 2, ("--option", "max_turnz", "max_turns")),
    ("simulate --option max_turns=abc", 2, ("--option", "max_turns", "whole number")),
    ("simulate --out {tmp}/results.txt", 2, ("--out", "results.txt", ".json or .csv")),
    ("simulate --out {tmp}/missing/results.json", 2, ("--out", "no such folder")),
    ("simulate --backend spark", 2, ("--backend spark", "local or ray")),
    ("simulate --address 1.2.3.4:10001", 2, ("--address 1.2.3.4:10001", "--backend ray")),
    ("simulate --games abc", 2, ("'--games'", "'abc' is not a valid int")),
    # --- play ------------------------------------------------------------------------------------------------
    ("play --opponent banana", 2, ("--opponent banana", "unknown agent 'banana'")),
    ("play --opponent search:-4", 2, ("--opponent search:-4", "at least 1")),
    ("play --players 0", 2, ("--players 0", "exactly 2")),
    ("play --format vortex --players 9", 2, ("--players 9", "2 to 5")),
    ("play --format castle --players 3", 2, ("--players 3", "castle is played by exactly 2 players")),
    ("play --format judges-tower --players 3 --level 5=2", 2, ("--level 5", "seats 0 to 2")),
    ("play --format judges-tower --level x=2", 2, ("--level", "SEAT=N")),
    ("play --deck {inputs}/decks/huge_count.txt", 2, ("huge_count.txt", "at most 1000")),
    ("play --record {tmp}", 2, ("--record", "is a directory")),
    # --- replay ----------------------------------------------------------------------------------------------
    ("replay {inputs}/records/version_99.json", 2, ("version_99.json", "field 'version'", "not 99")),
    ("replay --hash {inputs}/records/version_99.json", 2, ("version_99.json", "field 'version'")),
    ("replay {inputs}/records/zero_players.json", 2,
     ("zero_players.json", "field 'players'", "duel is played by exactly 2 players, not 0")),
    ("replay {inputs}/records/three_players_duel.json", 2, ("field 'players'", "not 3")),
    ("replay {inputs}/records/three_decks_duel.json", 2, ("field 'players'", "not 3")),
    ("replay {inputs}/records/seed_text.json", 2, ("seed_text.json", "field 'seed'", "whole number", "'abc'")),
    ("replay {inputs}/records/no_actions.json", 2, ("no_actions.json", "no 'actions' field")),
    ("replay {inputs}/records/unknown_format.json", 2, ("field 'format'", "'chess' is not a format")),
    ("replay {inputs}/records/actions_not_list.json", 2, ("field 'actions'", "a list of actions")),
    ("replay {inputs}/records/empty_action.json", 2, ("field 'actions', action 0",)),
    ("replay {inputs}/records/a_list.json", 2, ("a_list.json", "a game record is a JSON object, not list")),
    ("replay {inputs}/records/truncated.json", 2, ("truncated.json", "not valid JSON", "line 2")),
    ("replay {inputs}/records/not_utf8.json", 2, ("not_utf8.json", "not UTF-8")),
    ("replay {inputs}/records", 2, ("records", "is a directory")),
    ("replay {inputs}/records/no_such_record.json", 2, ("no_such_record.json", "no such file")),
    # --- study -----------------------------------------------------------------------------------------------
    ("study param max_turns --values abc", 2, ("--values abc", "max_turns", "whole number of at least 1")),
    ("study param max_turns --values 0:abc", 2, ("--values 0:abc", "START:STOP")),
    ("study param max_turns --values 0,5", 2, ("--values 0", "at least 1")),
    ("study param max_turnz --values 1,2", 2, ("NAME max_turnz", "duel has no such option", "max_turns")),
    ("study param basic_lands_per_player --values 1,2", 2,
     ("NAME basic_lands_per_player", "duel has no such option")),
    ("study param max_turns --values 5 --games 0", 2, ("--games 0", "at least 1")),
    ("study param max_turns --values 5 --agents banana", 2, ("--agents banana", "unknown agent")),
    ("study param max_turns --values 5 --format vortex --players 7", 2, ("--players 7", "2 to 5")),
    ("study vortex-lands --players 9", 2, ("--players 9", "vortex is played by 2 to 5 players")),
    ("study vortex-lands --lands -3,2", 2, ("--lands -3", "basic_lands_per_player")),
    ("study vortex-lands --workers 0", 2, ("--workers 0", "at least 1")),
    # --- deck ------------------------------------------------------------------------------------------------
    ("deck check {inputs}/decks/negative_count.txt", 1, ("line 1", "a card count must be at least 1, not -1")),
    ("deck check {inputs}/decks/zero_count.txt", 1, ("line 1", "at least 1, not 0")),
    ("deck check {inputs}/decks/huge_count.txt", 1, ("line 1", "at most 1000, not 1000000000")),
    ("deck check {inputs}/decks/unknown_card.txt", 1, ("line 2", "Lightnig Bolt", "did you mean 'Lightning Bolt'")),
    ("deck check {inputs}/decks/not_utf8.txt", 2, ("not_utf8.txt", "not UTF-8")),
    ("deck check {inputs}/decks/no_such_deck.txt", 2, ("no_such_deck.txt",)),
    ("deck check --format chess mono-red-aggro", 2, ("no deck rules for format 'chess'",)),
    ("deck list --format chess", 2, ("unknown format 'chess'",)),
    # --- cards -----------------------------------------------------------------------------------------------
    ("cards import {inputs}/cards/name_only.json", 1,
     ("name_only.json", "card 'Nameonly Wisp'", "the field 'type' is missing", "0 of 1 cards compiled")),
    ("cards import {inputs}/cards/mana_cost_number.json", 1,
     ("card 'Numbered Cost'", "the field 'manaCost' must be text", "not 3")),
    ("cards import {inputs}/cards/type_line_list.json", 1,
     ("card 'Listed Type'", "the field 'type' must be text", '["Creature"]')),
    ("cards import {inputs}/cards/entry_not_list.json", 2, ("entry 'Broken Entry' is not a list of card faces",)),
    ("cards import {inputs}/cards/no_name.json", 2, ("item 0 is not a card object with a name",)),
    ("cards import {inputs}/records/truncated.json", 2, ("truncated.json", "not valid JSON")),
    ("cards import {inputs}/cards/no_such_file.json", 2, ("no_such_file.json", "cannot read")),
    ("cards import {inputs}/cards/name_only.json --workers 0", 2, ("--workers 0", "at least 1")),
    ("cards import {inputs}/cards/name_only.json --top -1", 2, ("--top -1", "at least 0")),
    ("cards show 'Lightnig Bolt'", 1, ("unknown card 'Lightnig Bolt'", "did you mean 'Lightning Bolt'")),
    ("cards check --cards {inputs}/cards/no_such_dir", 2, ("'--cards'", "no_such_dir", "does not exist")),
    # --- match -----------------------------------------------------------------------------------------------
    ("match --format duel --deck a --opponent-deck b", 2, ("turnabout", "'duel'")),
    ("match --deck mono-red-aggro --opponent-deck mono-red-aggro --doom 0", 2, ("--doom 0", "doom", "at least 1")),
    ("match --deck mono-red-aggro --opponent-deck mono-red-aggro --clock-turn 0", 2, ("--clock-turn 0",)),
    ("match --deck mono-red-aggro --opponent-deck mono-red-aggro --flag-fall maybe", 2,
     ("--flag-fall maybe", "lose or ignore")),
    ("match --deck mono-red-aggro --opponent-deck mono-red-aggro --timing fast", 2,
     ("--timing fast", "delay or bronstein")),
    ("match --deck mono-red-aggro --opponent-deck mono-red-aggro --scoring bananas", 2, ("bananas",)),
    ("match --deck mono-red-aggro --opponent-deck mono-red-aggro --chess-clock soon", 2, ("chess clock 'soon'",)),
    # --- serve -----------------------------------------------------------------------------------------------
    ("serve --port 0", 2, ("--port 0", "between 1 and 65535")),
    ("serve --port 70000", 2, ("--port 70000", "between 1 and 65535")),
    ("serve --workers 0", 2, ("--workers 0", "at least 1")),
    # --- tournament ------------------------------------------------------------------------------------------
    ("tournament new --db {db} --rounds 0 other", 2, ("--rounds", "0 is not in the range x>=1")),
    ("tournament player import --db {db} {inputs}/tournament/no_name_column.csv", 2,
     ("no_name_column.csv", "line 1", "no 'name' column", "player, deck")),
    ("tournament player import --db {db} {inputs}/tournament/duplicate_name.csv", 2,
     ("duplicate_name.csv", "line 5", "'Ann' is in the file twice (first on line 2)")),
    ("tournament player import --db {db} {inputs}/tournament/unknown_scoring.csv", 2,
     ("unknown_scoring.csv", "line 3", "unknown scoring option 'bananas'")),
    ("tournament player import --db {db} {inputs}/tournament/bad_byes.csv", 2,
     ("bad_byes.csv", "line 3", "byes must be a whole number", "'seven'")),
    ("tournament player import --db {db} {inputs}/tournament/unknown_column.csv", 2,
     ("unknown_column.csv", "line 1", "unknown CSV column(s): colour")),
    ("tournament player import --db {db} {inputs}/tournament/not_utf8.csv", 2, ("not_utf8.csv", "not UTF-8")),
    ("tournament events --db postgresql://organizer:hunter2secret@127.0.0.1:9/none", 1,
     ("cannot open the database", "postgresql://organizer:***@127.0.0.1:9/none")),
    ("tournament events --db {tmp}/absent.db", 1, ("no event database at", "absent.db")),
]


def _tree(folder: Path) -> dict[str, str]:
    """Every file under `folder` by relative path, with a digest of its bytes."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def event_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    db = tmp_path_factory.mktemp("event") / "event.db"
    result = runner.invoke(app, ["tournament", "new", "--db", str(db), "--rounds", "3", "--format", "turnabout",
                                 "Friday"])
    assert result.exit_code == 0, result.output
    return db


@pytest.mark.parametrize(("command", "status", "words"), CASES, ids=[c[0][:60] for c in CASES])
def test_bad_input_is_refused_clearly_and_changes_nothing(command: str, status: int, words: tuple[str, ...],
                                                          tmp_path: Path, event_db: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    args = [a.format(inputs=INPUTS, tmp=tmp_path, db=event_db) for a in shlex.split(command)]
    before = (_tree(INPUTS), _tree(tmp_path), event_db.read_bytes())
    result = runner.invoke(app, args)
    output = result.output
    assert result.exit_code == status, output
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    assert "Traceback" not in output
    for word in words:
        assert word in output, f"{word!r} not in {output!r}"
    assert "hunter2secret" not in output
    assert (_tree(INPUTS), _tree(tmp_path), event_db.read_bytes()) == before


def test_a_read_only_database_is_named_and_left_as_it_was(tmp_path: Path, event_db: Path) -> None:
    db = tmp_path / "frozen.db"
    shutil.copy(event_db, db)
    if subprocess.run(["chattr", "+i", str(db)], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is not permitted here (a root user ignores file modes, so nothing else freezes it)")
    try:
        before = db.read_bytes()
        result = runner.invoke(app, ["tournament", "player", "add", "--db", str(db), "Zed"])
        assert result.exit_code == 1
        assert f"cannot write to the database {db}: it is read-only" in result.output
        assert "try it again" not in result.output and "Traceback" not in result.output
        assert db.read_bytes() == before
    finally:
        subprocess.run(["chattr", "-i", str(db)], capture_output=True)


def test_an_unexpected_error_is_one_line_unless_debug(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from kitchentable.cli import deck, main

    def broken(*_args: object) -> list[object]:
        raise RuntimeError("the deck rules broke")

    monkeypatch.setitem(deck.DECK_CHECKS, "turnabout", broken)
    with pytest.raises(SystemExit) as ended:
        main.main(["deck", "check", "mono-red-aggro"])
    err = capsys.readouterr().err
    assert ended.value.code == 1
    assert "unexpected RuntimeError: the deck rules broke" in err and "--debug" in err and "Traceback" not in err
    with pytest.raises(RuntimeError, match="the deck rules broke"):
        main.main(["--debug", "deck", "check", "mono-red-aggro"])
