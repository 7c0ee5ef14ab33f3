"""Table numbers with fixed seats (pure)."""

from __future__ import annotations

from kitchentable.tournament.seating import number_tables


def test_tables_follow_the_ranking_and_byes_come_last() -> None:
    seats, notes = number_tables([(1, 2), (3, 4)], [5], {})
    assert seats == [(1, 1, 2), (2, 3, 4), (3, 5, None)] and notes == []


def test_a_fixed_seat_keeps_its_number_and_the_rest_fill_the_gaps() -> None:
    seats, _ = number_tables([(1, 2), (3, 4), (5, 6)], [], {4: 1, 6: 9})
    assert seats == [(2, 1, 2), (1, 3, 4), (9, 5, 6)]


def test_two_claims_on_one_table_go_to_the_better_ranked_and_say_so() -> None:
    seats, notes = number_tables([(1, 2), (3, 4)], [], {2: 3, 4: 3}, {1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee"})
    assert seats == [(3, 1, 2), (1, 3, 4)]
    assert notes == ["table 3 is fixed for Bob; Dee sits elsewhere this round"]
