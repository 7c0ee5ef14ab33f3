"""Turnabout match points and the Victory Point division (doc 003, R-TA-1, R-TA-2)."""

from __future__ import annotations

import pytest

from kitchentable.formats.turnabout import scoring
from kitchentable.formats.turnabout.scoring import (
    SCORING_OPTIONS,
    VP_TABLE,
    GameReport,
    ScoringError,
    game_winner_seat,
    match_points,
    match_totals,
    register_scoring_option,
    validate_vp_table,
    vp_split,
)

DOCUMENT_TABLE = {
    0: (15, 15), 1: (16, 14), 3: (16, 14), 4: (17, 13), 6: (17, 13), 7: (18, 12), 9: (18, 12), 10: (19, 11),
    12: (19, 11), 13: (20, 10), 15: (20, 10), 16: (21, 9), 18: (21, 9), 19: (22, 8), 22: (22, 8),
    23: (23, 7), 26: (23, 7), 27: (24, 6), 30: (24, 6), 31: (25, 5), 35: (25, 5), 36: (26, 4), 40: (26, 4),
    41: (27, 3), 45: (27, 3), 46: (28, 2), 50: (28, 2), 51: (29, 1), 55: (29, 1), 56: (30, 0), 60: (30, 0),
}


@pytest.mark.parametrize("difference", sorted(DOCUMENT_TABLE))
def test_vp_split_matches_every_boundary_of_the_document_table(difference: int) -> None:
    assert vp_split(difference, 0) == DOCUMENT_TABLE[difference]
    assert vp_split(0, difference) == DOCUMENT_TABLE[difference][::-1]


def test_every_difference_from_0_to_60_splits_30_monotonically() -> None:
    previous = 0
    for difference in range(61):
        ahead, behind = vp_split(difference, 0)
        assert ahead + behind == 30
        assert ahead >= previous
        previous = ahead


def test_vp_split_depends_only_on_the_difference() -> None:
    assert vp_split(40, 25) == vp_split(15, 0) == (20, 10)
    assert vp_split(30, 30) == (15, 15)


@pytest.mark.parametrize("bad", [(61, 0), (-1, 0), (0, 61)])
def test_match_point_totals_outside_0_to_60_are_refused(bad: tuple[int, int]) -> None:
    with pytest.raises(ScoringError):
        vp_split(*bad)


def test_validation_rejects_a_gap_in_the_table() -> None:
    broken = [row for row in VP_TABLE if row[0] != 4]
    with pytest.raises(ScoringError, match="does not start"):
        validate_vp_table(broken)


def test_validation_rejects_a_split_that_does_not_sum_to_30() -> None:
    broken = [(0, 0, 15), (1, 60, 31)]
    with pytest.raises(ScoringError, match="division of 30"):
        validate_vp_table(broken)


def test_validation_rejects_a_falling_split() -> None:
    broken = [(0, 0, 15), (1, 3, 17), (4, 60, 16)]
    with pytest.raises(ScoringError, match="smaller"):
        validate_vp_table(broken)


def test_validation_rejects_a_table_that_does_not_reach_60() -> None:
    with pytest.raises(ScoringError, match="0..60"):
        validate_vp_table(VP_TABLE[:-1])


def test_validation_rejects_a_table_beyond_60() -> None:
    with pytest.raises(ScoringError, match="0..60"):
        validate_vp_table([*VP_TABLE, (61, 61, 30)])


def test_validation_requires_15_15_for_equal_totals() -> None:
    with pytest.raises(ScoringError):
        validate_vp_table([(0, 0, 16), *VP_TABLE[1:]])


@pytest.mark.parametrize(("life", "expected"), [(20, 30), (7, 17), (1, 11), (0, 10), (-5, 10), (25, 30)])
def test_dominaria_gives_10_plus_the_winners_life_clamped(life: int, expected: int) -> None:
    assert match_points("dominaria", winner_life=life) == expected


@pytest.mark.parametrize(("library", "expected"), [(0, 10), (1, 11), (2, 11), (3, 12), (33, 27), (40, 30), (60, 30)])
def test_tolaria_gives_10_plus_half_the_library_rounded_up(library: int, expected: int) -> None:
    assert match_points("tolaria", winner_library=library) == expected


@pytest.mark.parametrize(("poison", "expected"), [(0, 30), (1, 28), (5, 20), (9, 12), (10, 10), (12, 10)])
def test_phyrexia_gives_30_minus_twice_the_poison(poison: int, expected: int) -> None:
    assert match_points("phyrexia", winner_poison=poison) == expected


def test_an_option_reads_only_its_own_statistic() -> None:
    assert match_points("Tolaria", winner_life=3, winner_library=10, winner_poison=9) == 15
    with pytest.raises(ScoringError, match="library"):
        match_points("tolaria", winner_life=3)


@pytest.mark.parametrize(("option", "kwargs"), [("tolaria", {"winner_library": -1}),
                                                 ("phyrexia", {"winner_poison": -2})])
def test_negative_counts_contradict_the_rules(option: str, kwargs: dict[str, int]) -> None:
    with pytest.raises(ScoringError, match="below 0"):
        match_points(option, **kwargs)


def test_unknown_option_lists_the_known_ones() -> None:
    with pytest.raises(ScoringError, match="dominaria"):
        match_points("urza", winner_life=3)


def test_the_organizer_can_register_an_option_and_it_is_clamped() -> None:
    try:
        register_scoring_option("kamigawa", "life", lambda life: 3 * life, "three times the winner's life")
        assert match_points("kamigawa", winner_life=5) == 15
        assert match_points("kamigawa", winner_life=1) == 10
        assert match_points("KAMIGAWA", winner_life=20) == 30
        with pytest.raises(ScoringError, match="already registered"):
            register_scoring_option("kamigawa", "life", lambda life: life, "again")
    finally:
        SCORING_OPTIONS.pop("kamigawa", None)


def test_an_option_must_read_a_known_statistic() -> None:
    with pytest.raises(ScoringError, match="statistic"):
        register_scoring_option("mirrodin", "artifacts", lambda n: n, "count artifacts")
    assert "mirrodin" not in SCORING_OPTIONS


def test_game_1_is_won_by_the_owner_of_the_losing_deck_and_game_2_by_the_other_player() -> None:
    assert game_winner_seat(1, 0) == 0
    assert game_winner_seat(1, 1) == 1
    assert game_winner_seat(2, 0) == 1
    assert game_winner_seat(2, 1) == 0


def test_the_losing_decks_option_applies_whoever_piloted_it() -> None:
    options = ("phyrexia", "dominaria")
    games = [GameReport(1, losing_deck=0, value=2), GameReport(2, losing_deck=1, value=5)]
    # game 1: seat 1 piloted seat 0's Phyrexia deck and lost; seat 0 wins 30 - 2*2 = 26.
    # game 2: seat 1's own Dominaria deck lost; seat 0 wins 10 + 5 = 15.
    assert match_totals(games, options) == (41, 0)


def test_a_drawn_game_gives_no_match_points() -> None:
    games = [GameReport(1, None), GameReport(2, losing_deck=0, value=3)]
    assert match_totals(games, ("dominaria", "dominaria")) == (0, 13)
    assert match_totals([GameReport(1, None), GameReport(2, None)], ("dominaria", "tolaria")) == (0, 0)


def test_a_match_needs_exactly_games_1_and_2() -> None:
    with pytest.raises(ScoringError, match="exactly two"):
        match_totals([GameReport(1, None)], ("dominaria", "dominaria"))
    with pytest.raises(ScoringError, match="twice"):
        match_totals([GameReport(1, None), GameReport(1, None)], ("dominaria", "dominaria"))
    with pytest.raises(ScoringError, match="games 1 and 2"):
        match_totals([GameReport(1, None), GameReport(3, 0, 4)], ("dominaria", "dominaria"))


def test_the_scoring_module_imports_nothing_from_the_engine() -> None:
    source = open(scoring.__file__, encoding="utf-8").read()
    assert "import kitchentable" not in source and "from kitchentable" not in source
