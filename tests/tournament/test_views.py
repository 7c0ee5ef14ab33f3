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
