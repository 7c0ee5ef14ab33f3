"""The top-N cut: the seeded bracket and the final places (pure)."""

from __future__ import annotations

import pytest

from kitchentable.tournament.cut import bracket_order, first_round, next_round, placings, round_title


def test_the_bracket_keeps_the_top_seeds_apart_until_the_final() -> None:
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    order = bracket_order(16)
    assert sorted(order) == list(range(1, 17))
    assert all(order[i] + order[i + 1] == 17 for i in range(0, 16, 2))
    assert order.index(1) < 8 <= order.index(2)


def test_first_and_next_rounds() -> None:
    seeds = list("abcdefgh")
    assert first_round(seeds) == [("a", "h"), ("d", "e"), ("b", "g"), ("c", "f")]
    assert next_round(["a", "e", "g", "c"]) == [("a", "e"), ("g", "c")]


def test_only_powers_of_two_make_a_bracket() -> None:
    with pytest.raises(ValueError, match="2, 4, 8"):
        bracket_order(6)


def test_round_titles() -> None:
    assert [round_title(n) for n in (1, 2, 4, 8)] == ["Final", "Semifinals", "Quarterfinals", "Top 16"]


def test_final_places_put_the_champion_first_then_each_round_s_losers_by_swiss_rank() -> None:
    rank = {p: i for i, p in enumerate("abcdefgh", start=1)}
    quarters = [("a", "h", "a"), ("d", "e", "e"), ("b", "g", "b"), ("c", "f", "f")]
    semis = [("a", "e", "a"), ("b", "f", "f")]
    final = [("a", "f", "f")]
    assert placings([quarters, semis, final], rank) == [
        (1, "f"), (2, "a"), (3, "b"), (4, "e"), (5, "c"), (6, "d"), (7, "g"), (8, "h")]
    assert placings([quarters, semis], rank) == []
