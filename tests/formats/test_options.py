"""Every option a game takes is declared by its format (name, kind, default, rule): a game's options are
checked against the declaration, and the formats' pages list the same declarations."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitchentable.formats import get_format
from kitchentable.rules.ruleset import GAME_PARAMETERS, OptionError, check_options, options_help, parse_option

DOCS = Path(__file__).resolve().parents[2] / "docs" / "formats"


@pytest.mark.parametrize("name", ["castle", "judges-tower", "turnabout", "vortex"])
def test_each_format_page_lists_its_declared_options(name: str) -> None:
    page = (DOCS / f"{name}.md").read_text()
    assert options_help(get_format(name).parameters, markdown=True) in page


def test_an_unknown_option_names_the_format_and_its_options() -> None:
    declared = get_format("judges-tower").parameters
    with pytest.raises(OptionError, match="judges-tower has no option 'shame_limt'; its options are .*shame_limit"):
        check_options("judges-tower", declared, {"shame_limt": 3})


def test_a_value_of_the_wrong_kind_names_what_the_option_takes() -> None:
    declared = get_format("judges-tower").parameters
    with pytest.raises(OptionError, match=r"'wrong_call_penalty' takes none or violation \(R-JT-9\), not 'lose'"):
        check_options("judges-tower", declared, {"wrong_call_penalty": "lose"})
    with pytest.raises(OptionError, match="'shame_limit' takes a whole number of at least 1"):
        check_options("judges-tower", declared, {"shame_limit": 0})
    with pytest.raises(OptionError, match="'auto_single' takes true or false"):
        get_format("duel")({"auto_single": "yes"})


def test_options_written_on_a_command_line_are_read_by_their_kind() -> None:
    declared = get_format("judges-tower").parameters
    assert parse_option("judges-tower", declared, "shame=true") == ("shame", True)
    assert parse_option("judges-tower", declared, "loop-limit=50") == ("loop_limit", 50)
    assert parse_option("judges-tower", declared, "levels=0=3,1=2") == ("levels", {"0": 3, "1": 2})
    assert parse_option("judges-tower", declared, "humans=0,2") == ("humans", [0, 2])
    with pytest.raises(OptionError, match="not NAME=VALUE"):
        parse_option("judges-tower", declared, "shame")


def test_every_format_takes_the_game_options() -> None:
    for name in ("duel", "ffa", "castle", "judges-tower", "turnabout", "vortex"):
        assert set(GAME_PARAMETERS) <= set(get_format(name).parameters)
