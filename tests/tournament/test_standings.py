"""Standings: Turnabout VP with its tiebreakers, Swiss MTR match points and percentages, exact fractions."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from kitchentable.formats.turnabout.scoring import VICTORY_POINTS_PER_MATCH
from kitchentable.tournament.standings import (
    BYE_VICTORY_POINTS,
    FLOOR,
    SWISS,
    TURNABOUT,
    PlayerInfo,
    bye_record,
    compute_standings,
    seeded_draw,
    swiss_record,
    turnabout_record,
)


def players(*names: str) -> list[PlayerInfo]:
    return [PlayerInfo(n, n) for n in names]


def by_name(rows: list) -> dict:
    return {r.name: r for r in rows}


def test_a_turnabout_bye_is_the_smallest_2_0_win() -> None:
    assert BYE_VICTORY_POINTS == 22
    record = bye_record(1, "a", TURNABOUT)
    assert (record.points_a, record.games_a, record.games_b) == (22, 2, 0)


def test_swiss_match_points_are_3_1_0_and_a_bye_is_a_2_0_win() -> None:
    matches = [swiss_record(1, "a", "b", 2, 1, 0), swiss_record(1, "c", "d", 1, 1, 1), bye_record(1, "e", SWISS)]
    rows = by_name(compute_standings(SWISS, players("a", "b", "c", "d", "e"), matches, seed=1))
    assert [rows[n].points for n in "abcde"] == [3, 0, 1, 1, 3]
    assert rows["e"].game_wins == 2 and rows["e"].byes == 1 and rows["e"].opponents == []


def test_swiss_percentages_follow_the_mtr_with_a_one_third_floor() -> None:
    matches = [
        swiss_record(1, "a", "b", 2, 0, 0), swiss_record(1, "c", "d", 2, 1, 0),
        swiss_record(2, "a", "c", 2, 1, 0), swiss_record(2, "b", "d", 0, 2, 0),
    ]
    rows = by_name(compute_standings(SWISS, players("a", "b", "c", "d"), matches, seed=1))
    # b: 0 wins in 2 rounds, MWP 0 floored to 1/3; c: 1 of 2, MWP 1/2. a's OMW = (1/3 + 1/2) / 2.
    assert rows["a"].tiebreakers["omw_pct"] == (FLOOR + Fraction(1, 2)) / 2
    # a won 4 games of 5: 12 game points of 15.
    assert rows["a"].tiebreakers["gw_pct"] == Fraction(12, 15)
    # b won no game: GW% floored at 1/3.
    assert rows["b"].tiebreakers["gw_pct"] == FLOOR
    assert rows["a"].rank == 1 and rows["b"].rank == 4


def test_byes_are_left_out_of_opponent_percentages() -> None:
    matches = [bye_record(1, "a", SWISS), swiss_record(1, "b", "c", 2, 0, 0), swiss_record(2, "a", "b", 2, 0, 0)]
    rows = by_name(compute_standings(SWISS, players("a", "b", "c"), matches, seed=1))
    assert rows["a"].opponents == ["b"]
    assert rows["a"].tiebreakers["omw_pct"] == Fraction(1, 2)


def test_turnabout_ranks_by_victory_points_then_opponents_vp_percentage() -> None:
    matches = [
        turnabout_record(1, "a", "b", 30, 0, 1, 0, 1),   # 24-6
        turnabout_record(1, "c", "d", 30, 0, 1, 0, 1),   # 24-6
        turnabout_record(2, "a", "d", 20, 20, 1, 1, 0),  # 15-15
        turnabout_record(2, "c", "b", 20, 20, 1, 1, 0),  # 15-15
    ]
    rows = compute_standings(TURNABOUT, players("a", "b", "c", "d"), matches, seed=7)
    named = by_name(rows)
    assert named["a"].points == named["c"].points == 39
    # Both opponents sets are {b, d} with 21 VP of 60 each: the tie goes on to game wins (2 each), then
    # to opponents' game wins (1 + 1 each), then to the seeded draw.
    assert named["a"].tiebreakers == named["c"].tiebreakers
    assert named["a"].tiebreakers["opp_vp_pct"] == Fraction(21, 60)
    first = "a" if seeded_draw(7, "a") < seeded_draw(7, "c") else "c"
    assert rows[0].name == first


def test_turnabout_opponents_vp_percentage_is_floored_at_one_third() -> None:
    matches = [turnabout_record(1, "a", "b", 60, 0, 2, 0, 0)]
    rows = by_name(compute_standings(TURNABOUT, players("a", "b"), matches, seed=1))
    assert rows["a"].tiebreakers["opp_vp_pct"] == FLOOR
    assert rows["b"].tiebreakers["opp_vp_pct"] == 1
    assert rows["a"].points == 30 and rows["b"].points == 0


def test_turnabout_game_wins_break_a_tie_in_vp_and_opponents() -> None:
    matches = [turnabout_record(1, "a", "b", 20, 10, 2, 0, 0), turnabout_record(1, "c", "d", 20, 10, 1, 0, 1)]
    rows = compute_standings(TURNABOUT, players("a", "b", "c", "d"), matches, seed=3)
    assert [r.name for r in rows[:2]] == ["a", "c"]


def test_the_seeded_draw_depends_on_the_player_id_not_the_name() -> None:
    first = compute_standings(SWISS, [PlayerInfo(1, "x"), PlayerInfo(2, "y")], [], seed=9)
    renamed = compute_standings(SWISS, [PlayerInfo(1, "zz"), PlayerInfo(2, "aa")], [], seed=9)
    assert [r.key for r in first] == [r.key for r in renamed]


def test_dropped_players_stay_in_the_standings() -> None:
    info = [PlayerInfo("a", "a"), PlayerInfo("b", "b", dropped=True)]
    rows = by_name(compute_standings(SWISS, info, [swiss_record(1, "a", "b", 0, 2, 0)], seed=1))
    assert rows["b"].dropped and rows["b"].rank == 1


def test_players_without_matches_get_floor_values() -> None:
    rows = compute_standings(TURNABOUT, players("a"), [], seed=1)
    assert rows[0].points == 0 and rows[0].tiebreakers["opp_vp_pct"] == FLOOR


def _reference(fmt: str, service, floor: Fraction, seed: int) -> list[tuple[str, int, tuple[Fraction, ...]]]:  # type: ignore[no-untyped-def]
    """The standings straight from the definitions (MTR Appendix C, doc 003 Scoring Rules), one player and one
    match at a time in Fractions, from the pairings pages: (name, points, tiebreakers) in ranking order."""
    from kitchentable.formats.turnabout.scoring import vp_split

    matches: dict[str, list[tuple[str | None, int, int, int, int]]] = {}
    for p in service.players():
        matches[p.name] = []
    for rnd in service.rounds():
        for t in rnd.tables:
            if t.player_b is None:
                matches[t.player_a].append((None, BYE_VICTORY_POINTS if fmt == TURNABOUT else 3, 2, 0, 0))
            elif t.reported:
                if fmt == TURNABOUT:
                    pa, pb = vp_split(t.match_points_a or 0, t.match_points_b or 0)
                else:
                    pa, pb = (3, 0) if t.wins_a > t.wins_b else (0, 3) if t.wins_b > t.wins_a else (1, 1)
                matches[t.player_a].append((t.player_b, pa, t.wins_a, t.wins_b, t.draws))
                matches[t.player_b].append((t.player_a, pb, t.wins_b, t.wins_a, t.draws))

    def points(name: str) -> int:
        return sum(m[1] for m in matches[name])

    def floored(value: Fraction) -> Fraction:
        return max(value, floor)

    def match_pct(name: str) -> Fraction:
        per = VICTORY_POINTS_PER_MATCH if fmt == TURNABOUT else 3
        return floored(Fraction(points(name), per * len(matches[name]))) if matches[name] else floor

    def game_pct(name: str) -> Fraction:
        won = sum(m[2] for m in matches[name])
        played = sum(m[2] + m[3] + m[4] for m in matches[name])
        return floored(Fraction(3 * won + sum(m[4] for m in matches[name]), 3 * played)) if played else floor

    def opponents(name: str) -> list[str]:
        return [m[0] for m in matches[name] if m[0] is not None]

    def mean(values: list[Fraction]) -> Fraction:
        return sum(values, Fraction(0)) / len(values) if values else floor

    ids = {r.name: r.key for r in service.standings().rows}
    lines = []
    for name in matches:
        opps = opponents(name)
        if fmt == TURNABOUT:
            wins = sum(m[2] for m in matches[name])
            tiebreakers = (mean([match_pct(o) for o in opps]), Fraction(wins),
                           Fraction(sum(sum(m[2] for m in matches[o]) for o in opps)))
        else:
            tiebreakers = (mean([match_pct(o) for o in opps]), game_pct(name), mean([game_pct(o) for o in opps]))
        lines.append((name, points(name), tiebreakers))
    lines.sort(key=lambda line: (-line[1], *(-v for v in line[2]), seeded_draw(seed, ids[line[0]])))
    return lines


@pytest.mark.parametrize("fmt", [SWISS, TURNABOUT])
def test_stored_standings_match_the_definitions_by_every_path(fmt: str, service, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The standings the service reads from the database (one packed number per match, or three columns; pure
    Python or numpy) are those of the definitions computed the slow way, drops and a bye included."""
    from kitchentable.tournament import snapshot, standings

    from .conftest import play_round_swiss, play_round_turnabout

    rng = random.Random(11)
    service.create_event("Reference", fmt, 4, seed=31)
    service.import_players([{"name": f"p{i}"} | ({"scoring": ("tolaria", "phyrexia", "dominaria")[i % 3]}
                                                 if fmt == TURNABOUT else {}) for i in range(13)])
    for number in range(4):
        service.pair()
        (play_round_swiss if fmt == SWISS else play_round_turnabout)(service, rng)
        if number == 1:
            service.drop("p3")
    expected = _reference(fmt, service, FLOOR, 31)
    for packed, numpy_from in ((True, 10**9), (True, 1), (False, 10**9), (False, 1)):
        monkeypatch.setattr(snapshot, "WORD_BITS", 62 if packed else 0)
        monkeypatch.setattr(snapshot, "NUMPY_ROWS", 1 if numpy_from == 1 else 20_000)
        monkeypatch.setattr(standings, "NUMPY_FROM", numpy_from)
        rows = service.standings().rows
        got = [(r.name, r.points, tuple(r.tiebreakers[n] for n in standings.TIEBREAKER_NAMES[fmt])) for r in rows]
        assert got == expected, (packed, numpy_from)
        assert [r.rank for r in rows] == list(range(1, 14))
        assert any(r.dropped for r in rows if r.name == "p3")


def test_the_seeded_draws_of_many_players_are_each_ones_seeded_draw() -> None:
    """The last tiebreaker drawn for a whole field at once (numpy) is the draw of each player alone."""
    from kitchentable.tournament.standings import seeded_draw
    from kitchentable.tournament.standings_numpy import seeded_draws

    keys = [0, 1, 7, 12_345, 99_999_999, 2**40]
    for seed in (0, 1, 2026, 2**62):
        assert seeded_draws(seed, keys).tolist() == [seeded_draw(seed, k) for k in keys]
