"""Reading results: one Swiss score, one Turnabout game, a batch of them (pure)."""

from __future__ import annotations

import pytest

from kitchentable.tournament.errors import InvalidReport, TournamentGameInputError
from kitchentable.tournament.results import parse_batch, parse_swiss, parse_turnabout_game
from kitchentable.tournament.views import SwissInput, TurnaboutGameInput


def test_swiss_scores() -> None:
    assert parse_swiss("2-1") == SwissInput(2, 1, 0)
    assert parse_swiss(" 1-1-1 ") == SwissInput(1, 1, 1)
    for bad, message in (("2", "WINS-LOSSES"), ("3-0", "no one wins three"), ("2-1-1", "at most three")):
        with pytest.raises(InvalidReport, match=message):
            parse_swiss(bad)


def test_turnabout_games() -> None:
    assert parse_turnabout_game("Draw") == TurnaboutGameInput(None)
    assert parse_turnabout_game("Ann Lee:14") == TurnaboutGameInput("Ann Lee", 14)
    assert parse_turnabout_game("#12:library=22") == TurnaboutGameInput("#12", 22, "library")
    with pytest.raises(TournamentGameInputError, match="whole number"):
        parse_turnabout_game("Ann:many")
    with pytest.raises(TournamentGameInputError, match="DECK_OWNER"):
        parse_turnabout_game("Ann")


def test_a_batch_with_or_without_rounds_and_a_header() -> None:
    rows = parse_batch("# round 3\n3,1,2-1\n\n4,0-2\n", "swiss")
    assert [(r.line, r.round, r.table, r.result) for r in rows] == [(2, 3, 1, SwissInput(2, 1)),
                                                                      (4, None, 4, SwissInput(0, 2))]
    rows = parse_batch('table,game1,game2\n7,"Lee, Ann:14",draw\n', "turnabout")
    assert rows[0].table == 7 and rows[0].result == [TurnaboutGameInput("Lee, Ann", 14), TurnaboutGameInput(None)]


@pytest.mark.parametrize(("text", "message"), [
    ("1,2-1\n2,two-nil\n", "line 2: a Swiss result"),
    ("1,2-1\nx,2-0\n", "line 2: the table must be a whole number"),
    ("1,2-1\n1,1-2\n", "line 2: table 1 is already on line 1"),
    ("1,2,3,4\n", "line 1: expected"),
    ("round,result\n1,2-0\n", "line 1: the header has no 'table'"),
    ("\n# nothing\n", "no results"),
])
def test_a_bad_batch_names_its_first_bad_line(text: str, message: str) -> None:
    with pytest.raises(InvalidReport, match=message):
        parse_batch(text, "swiss")
