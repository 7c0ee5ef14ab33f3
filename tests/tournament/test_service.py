"""The service layer: one transaction per operation, clear refusals that change nothing, the audit log."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from kitchentable.tournament.pairing import ALGORITHM_VERSION
from kitchentable.tournament.service import (
    Conflict,
    InvalidReport,
    NotFound,
    PairingBlocked,
    TournamentError,
    TournamentService,
    TurnaboutGameInput,
    parse_players_csv,
)
from kitchentable.tournament.store import Store, StoreError

from .conftest import play_round_swiss, play_round_turnabout

G = TurnaboutGameInput


def audit_actions(svc: TournamentService) -> list[str]:
    return [e["action"] for e in svc.audit_log()]


def turnabout_event(svc: TournamentService, n: int = 4, rounds: int = 3) -> list[str]:
    svc.create_event("Turnabout Open", "turnabout", rounds, seed=11)
    names = [f"p{i}" for i in range(n)]
    options = ["dominaria", "tolaria", "phyrexia"]
    svc.import_players([{"name": name, "scoring": options[i % 3]} for i, name in enumerate(names)])
    return names


def test_create_event_returns_the_organizer_token_once(service: TournamentService) -> None:
    ev = service.create_event("Friday", "swiss", 3, seed=1)
    assert ev.organizer_token and len(ev.organizer_token) >= 20
    assert service.event().organizer_token is None
    assert service.check_token(ev.organizer_token)
    assert not service.check_token("wrong")
    assert not service.check_token(None)


def test_event_names_are_unique_and_formats_checked(service: TournamentService) -> None:
    service.create_event("Friday", "swiss", 3)
    with pytest.raises(Conflict, match="already exists"):
        service.create_event("Friday", "swiss", 3)
    with pytest.raises(TournamentError, match="unknown format"):
        service.create_event("Saturday", "sealed", 3)
    with pytest.raises(TournamentError, match="rounds"):
        service.create_event("Saturday", "swiss", 0)
    assert [e.name for e in service.list_events()] == ["Friday"]


def test_several_events_need_an_explicit_choice(service: TournamentService) -> None:
    service.create_event("A", "swiss", 3)
    service.create_event("B", "turnabout", 3)
    with pytest.raises(TournamentError, match="several events"):
        service.add_player("x")
    service.add_player("x", "B")
    assert [p.name for p in service.players("B")] == ["x"]
    with pytest.raises(NotFound, match="no event called 'C'"):
        service.players("C")


def test_import_is_all_or_nothing(service: TournamentService) -> None:
    service.create_event("A", "turnabout", 3)
    with pytest.raises(Conflict, match="row 3"):
        service.import_players([{"name": "ann"}, {"name": "bob"}, {"name": "ann"}])
    with pytest.raises(TournamentError, match="unknown scoring option"):
        service.import_players([{"name": "ann"}, {"name": "bob", "scoring": "urza"}])
    assert service.players() == []
    assert audit_actions(service) == ["event.create"]


def test_player_csv_accepts_a_header_or_bare_names() -> None:
    assert parse_players_csv("name,scoring\nann,tolaria\nbob,\n") == [
        {"name": "ann", "scoring": "tolaria", "line": "2"}, {"name": "bob", "scoring": "", "line": "3"}]
    assert parse_players_csv("ann\nbob\n\n") == [{"name": "ann", "line": "1"}, {"name": "bob", "line": "2"}]
    with pytest.raises(TournamentError, match="unknown CSV column"):
        parse_players_csv("name,colour\nann,blue\n")
    with pytest.raises(TournamentError, match="empty"):
        parse_players_csv("\n")


def test_player_csv_problems_name_the_file_line() -> None:
    with pytest.raises(TournamentError, match="line 1: the CSV has no 'name' column"):
        parse_players_csv("player,deck\nA,x\nB,y\n")
    with pytest.raises(TournamentError, match=r"line 5: 'Ann' is in the file twice \(first on line 2\)"):
        parse_players_csv("name\nAnn\nBob\n\nAnn\n")


def test_import_names_the_csv_line_of_a_bad_scoring_option(service: TournamentService) -> None:
    service.create_event("A", "turnabout", 3)
    with pytest.raises(TournamentError, match="line 4: unknown scoring option 'urza'"):
        service.import_players(parse_players_csv("name,scoring\nann,tolaria\n\nbob,urza\n"))
    assert service.players() == []


def test_unknown_player_is_a_clear_error(service: TournamentService) -> None:
    turnabout_event(service)
    with pytest.raises(NotFound, match="unknown player 'p9'"):
        service.drop("p9")
    with pytest.raises(NotFound, match="unknown player"):
        service.register_deck("nobody", "tolaria")


def test_decks_belong_to_turnabout_events(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3)
    service.add_player("ann")
    with pytest.raises(TournamentError, match="Turnabout"):
        service.register_deck("ann", "tolaria")


def test_each_round_stores_its_seed_and_algorithm_version(service: TournamentService) -> None:
    turnabout_event(service, 6)
    first = service.pair()
    play_round_turnabout(service, random.Random(1))
    second = service.pair()
    assert first.algorithm == "random" and second.algorithm == "exact"
    assert first.algorithm_version == second.algorithm_version == ALGORITHM_VERSION
    assert first.seed != second.seed
    assert [r.seed for r in service.rounds()] == [first.seed, second.seed]


def test_pairing_waits_for_every_result(service: TournamentService) -> None:
    turnabout_event(service, 4)
    service.pair()
    with pytest.raises(Conflict, match="without a result: 1, 2"):
        service.pair()


def test_pairing_stops_after_the_planned_rounds(service: TournamentService) -> None:
    turnabout_event(service, 4, rounds=1)
    service.pair()
    play_round_turnabout(service, random.Random(2))
    with pytest.raises(Conflict, match="all 1 rounds"):
        service.pair()


def test_turnabout_report_scores_with_the_losing_decks_option(service: TournamentService) -> None:
    turnabout_event(service, 4)
    table = service.pair().tables[0]
    a, b = table.player_a, table.player_b
    assert b is not None
    options = {p.name: p.scoring_option for p in service.players()}
    view = service.report_turnabout(1, 1, [G(b, 4), G(b, 4)])
    # Game 1: b's deck lost, piloted by a, so b (who piloted a's deck) won; game 2: b's own deck lost, a won.
    expected = {"dominaria": 14, "tolaria": 12, "phyrexia": 22}[options[b]]
    assert (view.match_points_a, view.match_points_b) == (expected, expected)
    assert (view.points_a, view.points_b) == (15, 15)
    assert (view.wins_a, view.wins_b) == (1, 1)
    assert view.games[0].winner == b and view.games[1].winner == a
    assert options[a]


def test_a_report_that_contradicts_the_scoring_rules_changes_nothing(service: TournamentService) -> None:
    turnabout_event(service, 4)
    service.pair()
    service.register_deck("p1", "tolaria")
    view = service.pairings()
    assert view is not None
    table = next(t for t in view.tables if "p1" in (t.player_a, t.player_b))
    other = table.player_b if table.player_a == "p1" else table.player_a
    before = audit_actions(service)
    bad_reports = [
        ([G("p1", -2), G(None)], "below 0"),
        ([G("p1", 5, "life"), G(None)], "reads the winner's library, not life"),
        ([G("p1", 5)], "exactly two games"),
        ([G("p1", 5), G(None), G(None)], "exactly two games"),
        ([G("stranger", 5), G(None)], "does not play at round 1"),
        ([G(other, None), G(None)], "give the winner's"),
    ]
    for games, message in bad_reports:
        with pytest.raises(InvalidReport, match=message):
            service.report_turnabout(1, table.number, games)
    assert audit_actions(service) == before
    assert not service.pairings().tables[table.number - 1].reported  # type: ignore[union-attr]


def test_a_finished_table_needs_an_explicit_correction(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3, seed=3)
    service.import_players([{"name": n} for n in "abcd"])
    service.pair()
    service.report_swiss(1, 1, 2, 0)
    with pytest.raises(Conflict, match="finished"):
        service.report_swiss(1, 1, 0, 2)
    with pytest.raises(Conflict, match="no result to correct"):
        service.report_swiss(1, 2, 0, 2, correct=True)
    view = service.report_swiss(1, 1, 0, 2, correct=True)
    assert (view.wins_a, view.wins_b) == (0, 2)
    log = service.audit_log()
    assert log[-1]["action"] == "result.correct"
    assert log[-1]["detail"]["replaced"] == {"wins_a": 2, "wins_b": 0, "draws": 0}
    standings = {r.name: r.points for r in service.standings().rows}
    assert standings[view.player_b] == 3 and standings[view.player_a] == 0  # type: ignore[index]


@pytest.mark.parametrize(("score", "message"), [((3, 0, 0), "no one wins three"), ((2, 2, 0), "both players"),
                                                 ((2, 1, 1), "at most three"), ((-1, 0, 0), "at least 0")])
def test_impossible_swiss_scores_are_refused(service: TournamentService, score: tuple[int, int, int],
                                             message: str) -> None:
    service.create_event("S", "swiss", 3)
    service.import_players([{"name": n} for n in "ab"])
    service.pair()
    with pytest.raises(InvalidReport, match=message):
        service.report_swiss(1, 1, *score)
    assert not service.pairings().tables[0].reported  # type: ignore[union-attr]


def test_reports_for_unknown_rounds_tables_and_byes_are_refused(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3, seed=5)
    service.import_players([{"name": n} for n in "abc"])
    view = service.pair()
    with pytest.raises(NotFound, match="round 2 has not been paired"):
        service.report_swiss(2, 1, 2, 0)
    with pytest.raises(NotFound, match="no table 9"):
        service.report_swiss(1, 9, 2, 0)
    with pytest.raises(InvalidReport, match="bye"):
        service.report_swiss(1, 2, 2, 0)
    with pytest.raises(InvalidReport, match="Swiss event"):
        service.report_turnabout(1, 1, [G(None), G(None)])
    assert view.tables[1].is_bye


def test_dropped_players_are_never_paired_again(service: TournamentService) -> None:
    service.create_event("S", "swiss", 4, seed=5)
    service.import_players([{"name": n} for n in "abcdef"])
    service.pair()
    play_round_swiss(service, random.Random(3))
    service.drop("c")
    with pytest.raises(Conflict, match="already dropped"):
        service.drop("c")
    view = service.pair()
    seated = {n for t in view.tables for n in (t.player_a, t.player_b) if n}
    assert "c" not in seated and len(seated) == 5
    assert any(r.name == "c" and r.dropped for r in service.standings().rows)


def test_no_rematch_free_round_blocks_until_the_organizer_decides(service: TournamentService) -> None:
    service.create_event("S", "swiss", 5, seed=5)
    service.import_players([{"name": n} for n in "ab"])
    service.pair()
    service.report_swiss(1, 1, 2, 1)
    with pytest.raises(PairingBlocked, match="allow one rematch"):
        service.pair()
    assert len(service.rounds()) == 1
    view = service.pair(allow_rematches=1)
    assert view.allow_rematches == 1 and view.number == 2
    assert view.notes == (f"rematch, allowed by the organizer: {view.tables[0].player_a} vs {view.tables[0].player_b}",)
    assert service.audit_log()[-1]["detail"]["rematches"] == [[view.tables[0].player_a, view.tables[0].player_b]]
    service.report_swiss(2, 1, 0, 2)
    ended = service.end_event()
    assert ended.finished
    with pytest.raises(Conflict, match="finished"):
        service.pair()
    with pytest.raises(Conflict, match="finished"):
        service.add_player("late")


def test_repair_withdraws_and_pairs_again_with_a_new_seed(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3, seed=8)
    service.import_players([{"name": n} for n in "abcdefgh"])
    first = service.pair()
    service.drop("h")
    again = service.repair()
    assert again.number == 1 and again.seed != first.seed
    assert all("h" not in (t.player_a, t.player_b) for t in again.tables)
    assert audit_actions(service)[-3:] == ["player.drop", "round.unpair", "round.pair"]
    service.report_swiss(1, 1, 2, 0)
    with pytest.raises(Conflict, match="already has results"):
        service.repair()


def test_a_deck_change_does_not_rescore_reported_games(service: TournamentService) -> None:
    turnabout_event(service, 2, rounds=2)
    service.register_deck("p0", "dominaria")
    service.register_deck("p1", "dominaria")
    service.pair()
    service.report_turnabout(1, 1, [G("p0", 20), G(None)])
    before = {r.name: r.points for r in service.standings().rows}
    service.register_deck("p0", "phyrexia")
    assert {r.name: r.points for r in service.standings().rows} == before
    assert service.audit_log()[-1]["detail"]["from"] == "dominaria"


def test_a_whole_turnabout_event_hands_out_30_vp_per_match(service: TournamentService) -> None:
    turnabout_event(service, 9, rounds=4)
    rng = random.Random(4)
    for _ in range(4):
        service.pair()
        play_round_turnabout(service, rng)
    rows = service.standings().rows
    matches = sum(1 for r in service.rounds() for t in r.tables if not t.is_bye)
    byes = sum(r.byes for r in rows)
    assert byes == 4
    assert sum(r.points for r in rows) == 30 * matches + 22 * byes
    assert [r.rank for r in rows] == list(range(1, 10))


def test_exports_carry_standings_matches_seeds_and_the_audit_log(service: TournamentService) -> None:
    turnabout_event(service, 5, rounds=2)
    service.pair()
    play_round_turnabout(service, random.Random(9))
    data = service.export_json()
    assert data["event"]["name"] == "Turnabout Open" and "organizer_token" not in data["event"]
    assert data["rounds"][0]["seed"] and data["rounds"][0]["algorithm_version"] == ALGORITHM_VERSION
    assert len(data["standings"]) == 5 and data["audit"][0]["action"] == "event.create"
    standings_csv = service.export_csv().splitlines()
    assert standings_csv[0].startswith("rank,player,points") and len(standings_csv) == 6
    matches_csv = service.export_csv(what="matches").splitlines()
    assert len(matches_csv) == 1 + 3 and "BYE" in matches_csv[-1]
    with pytest.raises(TournamentError, match="cannot export"):
        service.export_csv(what="decks")


def test_names_are_cleaned_and_checked(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3)
    assert service.add_player("  Jane   Doe ").name == "Jane Doe"
    with pytest.raises(TournamentError, match="empty"):
        service.add_player("   ")
    with pytest.raises(TournamentError, match="control"):
        service.add_player("bad\x00name")
    renamed = service.rename_player("Jane Doe", "Jane Roe")
    assert renamed.name == "Jane Roe" and service.audit_log()[-1]["action"] == "player.rename"


def test_opening_a_missing_database_for_reading_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no event database"):
        Store(tmp_path / "missing.sqlite", create=False)
    assert not (tmp_path / "missing.sqlite").exists()


def test_a_foreign_sqlite_file_is_not_mistaken_for_an_event(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as conn:
        conn.execute("create table notes (x text)")
    with pytest.raises(StoreError, match="not a kitchentable event database"):
        Store(path, create=False)


def test_a_garbage_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "garbage.sqlite"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError, match="cannot open the database .*not a database"):
        Store(path, create=False)
    assert path.read_bytes().startswith(b"this is not a database")


def test_an_invalid_database_url_is_a_clear_error() -> None:
    with pytest.raises(StoreError):
        Store("nosuchdialect://x/y")


def test_the_organizer_can_allow_a_further_scoring_option(service: TournamentService) -> None:
    service.create_event("T", "turnabout", 2, seed=2)
    name = service.add_scoring_option("Mirrodin", "library", 12, "1/3")
    assert name == "mirrodin"
    assert "12 + 1/3 x the winner's library (rounded up)" in service.scoring_options()["mirrodin"].description
    service.import_players([{"name": "ann", "scoring": "mirrodin"}, {"name": "bob"}])
    service.pair()
    view = service.report_turnabout(1, 1, [G("ann", 7), G("bob", 2)])
    points = {g.losing_deck_of: g.match_points for g in view.games}
    assert points == {"ann": 12 + 3, "bob": 12}
    with pytest.raises(Conflict, match="already exists"):
        service.add_scoring_option("tolaria", "life", 10, "1")
    with pytest.raises(TournamentError, match="statistic"):
        service.add_scoring_option("kaladesh", "energy", 10, "1")
    with pytest.raises(TournamentError, match="fraction"):
        service.add_scoring_option("kaladesh", "life", 10, "half")
    with pytest.raises(InvalidReport, match="below 0"):
        service.report_turnabout(1, 1, [G("ann", -1), G(None)], correct=True)
    assert [e["action"] for e in service.audit_log()].count("scoring.add") == 1


def test_renaming_a_player_leaves_the_standings_order_unchanged(service: TournamentService) -> None:
    turnabout_event(service, 7, rounds=3)
    rng = random.Random(12)
    for _ in range(2):
        service.pair()
        play_round_turnabout(service, rng)
    before = [(r.key, r.points, r.tiebreakers) for r in service.standings().rows]
    for i in range(7):
        service.rename_player(f"p{i}", f"zz{6 - i}")
    after = service.standings().rows
    assert [(r.key, r.points, r.tiebreakers) for r in after] == before
    assert service.pair().number == 3


def test_player_names_are_unique_regardless_of_case_and_found_either_way(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3)
    service.add_player("Ann Lee")
    with pytest.raises(Conflict, match="already registered"):
        service.add_player("ann lee")
    with pytest.raises(TournamentError, match="no players"):
        service.import_players([])
    assert service.drop("ANN LEE").name == "Ann Lee"


def test_every_round_is_reproduced_from_its_seed_and_the_earlier_results(service: TournamentService) -> None:
    turnabout_event(service, 9, rounds=4)
    rng = random.Random(21)
    service.pair()
    play_round_turnabout(service, rng)
    service.pair()
    service.drop("p3")
    service.repair()
    play_round_turnabout(service, rng)
    service.add_player("late")
    service.pair()
    play_round_turnabout(service, rng)
    report = service.verify_rounds()
    assert [(number, same) for number, same, _ in report] == [(1, True), (2, True), (3, True)]


def test_verify_reads_earlier_results_as_they_stood_before_a_correction(service: TournamentService) -> None:
    service.create_event("S", "swiss", 3, seed=31)
    service.import_players([{"name": n} for n in "abcdefgh"])
    service.pair()
    for table in range(1, 5):
        service.report_swiss(1, table, 2, 0)
    service.pair()
    for table in range(1, 5):
        service.report_swiss(1, table, 0, 2, correct=True)
    number, same, why = service.verify_rounds()[1]
    assert number == 2 and same and "4 corrected since" in why
    assert [e["action"] for e in service.audit_log()].count("result.correct") == 4
