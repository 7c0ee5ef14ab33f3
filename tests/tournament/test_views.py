"""What the service hands its faces (`views.py`): a round's tables made when they are read."""

from __future__ import annotations

import pytest

from kitchentable.tournament.views import LazyTables, TableView


def test_a_rounds_tables_are_made_once_each_and_only_when_read() -> None:
    made: list[int] = []

    def make(i: int) -> TableView:
        made.append(i)
        return TableView(1, i + 1, f"a{i}", f"b{i}", False)

    tables = LazyTables(5, make)
    assert len(tables) == 5 and made == []
    assert tables[-1].number == 5 and tables[0].player_a == "a0"
    assert tables[0] is tables[0] and made == [4, 0]
    assert [t.number for t in tables[1:3]] == [2, 3]
    assert tables == tuple(make(i) for i in range(5))
    with pytest.raises(IndexError):
        tables[5]


def test_a_percentage_tiebreaker_always_has_four_decimals_and_a_count_none() -> None:
    """A standings column reads alike: GW % of 1 is `1.0000` beside `0.5000` (not `1`); game wins stay whole."""
    from fractions import Fraction

    from kitchentable.tournament.views import tiebreaker_text

    assert [tiebreaker_text("gw_pct", v) for v in (Fraction(1), Fraction(1, 2), Fraction(33, 100))] == \
        ["1.0000", "0.5000", "0.3300"]
    assert tiebreaker_text("omw_pct", Fraction(0)) == "0.0000"
    assert tiebreaker_text("game_wins", Fraction(7)) == "7"
    assert tiebreaker_text("opp_vp_pct", Fraction(2, 3)) == "0.6667"
