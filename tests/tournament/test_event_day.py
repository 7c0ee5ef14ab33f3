"""What an organizer needs on the day (issue 21), through the service on SQLite and PostgreSQL: batches of
results, players reporting with their codes, the round clock, ending and re-opening, byes, fixed seats,
swaps, the top-N cut, deck lists, the tiebreaker floor and standings that say what they include."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from kitchentable.formats.turnabout import decks
from kitchentable.tournament.errors import Conflict, InvalidDeck, InvalidReport, NotFound, TournamentError
from kitchentable.tournament.service import SwissInput, TournamentService, TurnaboutGameInput
from kitchentable.tournament.standings import compute_standings
from kitchentable.tournament.views import TableView

from .conftest import play_round_swiss

G = TurnaboutGameInput


def actions(svc: TournamentService) -> list[str]:
    return [e["action"] for e in svc.audit_log()]


def swiss_event(svc: TournamentService, n: int = 8, rounds: int = 3, **options: object) -> list[str]:
    svc.create_event("Day", "swiss", rounds, seed=12, **options)  # type: ignore[arg-type]
    names = [f"p{i}" for i in range(n)]
    svc.import_players([{"name": name} for name in names])
    return names


def codes(svc: TournamentService) -> dict[str, str]:
    return {name: code for _, name, code in svc.player_codes()}


def open_tables(svc: TournamentService) -> list[TableView]:
    view = svc.pairings()
    assert view is not None
    return [t for t in view.tables if t.player_b is not None]


def test_a_batch_is_saved_whole_or_not_at_all_and_names_its_first_bad_line(service: TournamentService) -> None:
    swiss_event(service)
    service.pair()
    before = actions(service)
    with pytest.raises(InvalidReport, match="line 3: .*no one wins three"):
        service.report_batch("table,result\n1,2-1\n2,3-0\n3,2-0\n")
    with pytest.raises(NotFound, match="line 2: round 1 has no table 9"):
        service.report_batch("1,2-1\n9,2-0\n")
    assert actions(service) == before and all(not t.reported for t in open_tables(service))
    assert service.report_batch("1,1,2-1\n1,2,0-2\n3,1-1-1\n4,2-0\n") == 4
    assert all(t.reported for t in open_tables(service))
    with pytest.raises(Conflict, match="line 1: round 1 table 1 is finished"):
        service.report_batch("1,0-2\n")
    assert service.report_batch("1,0-2\n", correct=True) == 1
    assert actions(service)[-5:] == ["result.report"] * 4 + ["result.correct"]


def test_a_turnabout_batch_names_deck_owners_by_name_or_number(service: TournamentService) -> None:
    service.create_event("T", "turnabout", 2, seed=3)
    service.import_players([{"name": "Ann", "scoring": "tolaria"}, {"name": "Bob"}])
    service.pair()
    with pytest.raises(InvalidReport, match="line 1: game 1: Ann's deck scores with Tolaria"):
        service.report_batch("1,Ann:life=3,draw\n")
    assert service.report_batch("1,#1:22,Bob:4\n") == 1
    games = service.pairings().tables[0].games  # type: ignore[union-attr]
    assert [(g.losing_deck_of, g.match_points) for g in games] == [("Ann", 21), ("Bob", 14)]


def test_players_report_and_the_opponent_confirms(service: TournamentService) -> None:
    swiss_event(service)
    service.pair()
    table = open_tables(service)[0]
    mine = codes(service)
    first = service.player_report(table.code, mine[table.player_a], SwissInput(2, 1))
    assert first.status == "pending" and "counts once" in first.message
    view = service.pairings()
    assert view is not None and view.tables[0].status == "pending"
    assert service.standings().pending_results == 1
    assert all(r.points == 0 for r in service.standings().rows)
    again = service.player_report(table.code.lower(), mine[table.player_a].lower(), SwissInput(2, 0))
    assert again.status == "pending"
    confirmed = service.player_report(table.code, mine[table.player_b], SwissInput(2, 0))
    assert confirmed.status == "confirmed" and confirmed.table.reported
    assert confirmed.table.reported_by.startswith("players:")
    assert actions(service)[-3:] == ["claim.report", "claim.report", "result.report"]
    with pytest.raises(Conflict, match="already has its result"):
        service.player_report(table.code, mine[table.player_b], SwissInput(0, 2))


def test_a_disputed_table_is_settled_by_the_organizer(service: TournamentService) -> None:
    swiss_event(service)
    service.pair()
    first, second = open_tables(service)[:2]
    mine = codes(service)
    service.player_report(first.code, mine[first.player_a], SwissInput(2, 1))
    disputed = service.player_report(first.code, mine[first.player_b], SwissInput(1, 2))
    assert disputed.status == "disputed" and len(disputed.table.claims) == 2
    with pytest.raises(Conflict, match="disputed"):
        service.accept_report(1, first.number)
    accepted = service.accept_report(1, first.number, first.player_b)
    assert (accepted.wins_a, accepted.wins_b) == (1, 2)
    assert actions(service)[-1] == "result.accept"
    service.player_report(second.code, mine[second.player_a], SwissInput(2, 0))
    service.report_swiss(1, second.number, 0, 2)
    entry = service.audit_log()[-1]
    assert entry["action"] == "result.override" and entry["detail"]["players_reported"][0]["player"] == second.player_a


def test_a_report_needs_a_code_of_that_table_and_of_this_round(service: TournamentService) -> None:
    swiss_event(service, n=4)
    service.pair()
    one, two = open_tables(service)
    mine = codes(service)
    with pytest.raises(InvalidReport, match="not the code of"):
        service.player_report(one.code, mine[two.player_a], SwissInput(2, 0))
    with pytest.raises(NotFound, match="not a table code"):
        service.player_report("hello", mine[one.player_a], SwissInput(2, 0))
    with pytest.raises(NotFound, match="no table of round 1 has the code"):
        service.player_report(f"{one.number}-ZZZ", mine[one.player_a], SwissInput(2, 0))
    with pytest.raises(InvalidReport, match="no one wins three"):
        service.player_report(one.code, mine[one.player_a], SwissInput(3, 0))
    service.report_batch("1,2-0\n2,2-0\n")
    service.pair()
    with pytest.raises(Conflict, match="round 1's slip"):
        service.player_report(one.code, mine[one.player_a], SwissInput(2, 0))


def test_ending_asks_nothing_here_but_is_logged_and_an_ended_event_reopens(service: TournamentService) -> None:
    swiss_event(service, n=4, rounds=1)
    service.pair()
    play_round_swiss(service, random.Random(1))
    assert service.end_event().finished
    with pytest.raises(Conflict, match="reopen"):
        service.report_swiss(1, 1, 0, 2, correct=True)
    assert not service.reopen_event().finished
    service.report_swiss(1, 1, 0, 2, correct=True)
    with pytest.raises(Conflict, match="not finished"):
        service.reopen_event()
    assert actions(service)[-3:] == ["event.end", "event.reopen", "result.correct"]


def test_rotating_the_organizer_token(service: TournamentService) -> None:
    old = service.create_event("R", "swiss", 1).organizer_token
    new = service.rotate_token()
    assert new != old and service.check_token(new) and not service.check_token(old)
    assert service.audit_log()[-1] == {**service.audit_log()[-1], "action": "token.rotate", "detail": {}}


def test_the_mtr_floor_is_0_33_and_1_3_is_an_option(service: TournamentService) -> None:
    for floor, value in (("0.33", Fraction(33, 100)), ("1/3", Fraction(1, 3))):
        service.create_event(f"F{floor}", "swiss", 1, seed=1, floor=floor)
        service.import_players([{"name": "a"}, {"name": "b"}], f"F{floor}")
        service.pair(f"F{floor}")
        service.report_swiss(1, 1, 2, 0, 0, f"F{floor}")
        rows = {r.name: r for r in service.standings(f"F{floor}").rows}
        winner = "a" if rows["a"].points else "b"
        assert rows[winner].tiebreakers["omw_pct"] == value
    with pytest.raises(TournamentError, match="0.33"):
        service.create_event("X", "swiss", 1, floor="0.3")
    changed = service.configure("F1/3", floor="0.33")
    assert changed.tiebreak_floor == "0.33" and service.audit_log("F1/3")[-1]["action"] == "event.configure"


def test_standings_say_exactly_which_results_they_include(service: TournamentService) -> None:
    swiss_event(service, n=8, rounds=3)
    assert service.standings().heading == "before round 1"
    service.pair()
    service.report_swiss(1, 1, 2, 0)
    assert service.standings().heading == "with 1 of 4 results of round 1 (in progress)"
    play_round_swiss(service, random.Random(2))
    assert service.standings().heading == "after round 1"
    service.pair()
    service.report_swiss(2, 2, 2, 1)
    assert service.standings().heading == "after round 1, with 1 of 4 results of round 2 (in progress)"
    earlier = service.standings(through_round=1)
    assert earlier.heading == "after round 1"
    assert sum(r.points for r in earlier.rows) < sum(r.points for r in service.standings().rows)
    with pytest.raises(NotFound):
        service.standings(through_round=5)


def test_pre_awarded_byes_cover_the_first_rounds(service: TournamentService) -> None:
    swiss_event(service, n=6, rounds=3)
    service.set_byes("p0", 2)
    service.import_players([{"name": "late", "byes": "1"}])
    for number in (1, 2):
        view = service.pair()
        byes = {t.player_a for t in view.tables if t.is_bye and t.awarded}
        assert byes == ({"p0", "late"} if number == 1 else {"p0"})
        assert all("p0" not in (t.player_a, t.player_b) for t in view.tables if not t.is_bye)
        play_round_swiss(service, random.Random(number))
    rows = {r.name: r for r in service.standings().rows}
    assert rows["p0"].points == 6 and rows["p0"].byes == 2 and rows["late"].byes >= 1
    with pytest.raises(Conflict, match="before round 1"):
        service.set_byes("p1", 1)
    assert [same for _, same, _ in service.verify_rounds()] == [True, True]


def test_a_fixed_seat_is_kept_every_round(service: TournamentService) -> None:
    swiss_event(service, n=8, rounds=2)
    service.set_fixed_table("p5", 4)
    with pytest.raises(Conflict, match="already fixed for p5"):
        service.set_fixed_table("p6", 4)
    for number in (1, 2):
        view = service.pair()
        seat = next(t for t in view.tables if "p5" in (t.player_a, t.player_b))
        assert seat.number == 4
        assert sorted(t.number for t in view.tables) == [1, 2, 3, 4]
        play_round_swiss(service, random.Random(number))


def test_the_tables_of_a_new_round_are_listed_in_number_order_as_stored(service: TournamentService) -> None:
    """With a fixed seat, `pair` shows the tables in the order `pairings` reads them back: by number."""
    swiss_event(service, n=8, rounds=2)
    service.set_fixed_table("p7", 1)
    for number in (1, 2):
        view = service.pair()
        shown = [(t.number, t.player_a, t.player_b) for t in view.tables]
        assert [n for n, _, _ in shown] == [1, 2, 3, 4]
        stored = service.pairings()
        assert stored is not None and [(t.number, t.player_a, t.player_b) for t in stored.tables] == shown
        play_round_swiss(service, random.Random(number))


def test_the_organizer_swaps_seats_and_verify_still_checks_the_algorithm(service: TournamentService) -> None:
    swiss_event(service, n=8, rounds=3)
    view = service.pair()
    a, b = view.tables[0].player_a, view.tables[1].player_a
    swapped = service.swap(a, b)
    assert swapped.manual and swapped.tables[0].player_a == b and swapped.tables[1].player_a == a
    assert service.audit_log()[-1]["detail"]["players"] == [a, b]
    with pytest.raises(Conflict, match="already play each other"):
        service.swap(a, swapped.tables[1].player_b)  # type: ignore[arg-type]
    play_round_swiss(service, random.Random(3))
    second = service.pair()
    first_table = second.tables[0]
    opponent_before = next(t for t in swapped.tables if first_table.player_a in (t.player_a, t.player_b))
    old_opponent = opponent_before.player_b if opponent_before.player_a == first_table.player_a else \
        opponent_before.player_a
    with pytest.raises(Conflict, match="makes a rematch"):
        service.swap(first_table.player_b, old_opponent)  # type: ignore[arg-type]
    allowed = service.swap(first_table.player_b, old_opponent, allow_rematch=True)  # type: ignore[arg-type]
    assert allowed.notes and "rematch" in allowed.notes[0]
    report = service.verify_rounds()
    assert report[0][1] and "changed by hand (1 swap" in report[0][2]
    assert report[1][1] and "changed by hand (1 swap" in report[1][2]
    service.report_swiss(2, 1, 2, 0)
    with pytest.raises(Conflict, match="already has a result"):
        service.swap(second.tables[0].player_a, second.tables[1].player_a)


def test_a_top_cut_after_the_swiss_rounds(service: TournamentService) -> None:
    swiss_event(service, n=8, rounds=2, top_cut=4)
    for number in (1, 2):
        service.pair()
        play_round_swiss(service, random.Random(number + 10))
    seeds = [r.name for r in service.standings().rows[:4]]
    semis = service.pair()
    assert semis.stage == "cut" and semis.title == "Semifinals"
    assert [(t.player_a, t.player_b) for t in semis.tables] == [(seeds[0], seeds[3]), (seeds[1], seeds[2])]
    with pytest.raises(InvalidReport, match="elimination match: it needs a winner"):
        service.report_swiss(3, 1, 1, 1)
    service.report_swiss(3, 1, 0, 2)
    service.report_swiss(3, 2, 2, 1)
    final = service.pair()
    assert final.title == "Final" and [(t.player_a, t.player_b) for t in final.tables] == [(seeds[3], seeds[1])]
    service.report_swiss(4, 1, 2, 0)
    with pytest.raises(Conflict, match="final has been played"):
        service.pair()
    standings = service.standings()
    assert [name for _, name in standings.placings] == [seeds[3], seeds[1], seeds[0], seeds[2]]
    assert [same for _, same, _ in service.verify_rounds()] == [True, True, True, True]
    assert service.end_event().finished


def test_the_round_clock(service: TournamentService) -> None:
    service.create_event("Clock", "turnabout", 2, seed=1, round_minutes=40)
    service.import_players([{"name": n} for n in "abcd"])
    assert service.timer() is None
    service.pair()
    assert service.timer().state == "not started"  # type: ignore[union-attr]
    started = service.timer_start()
    assert started.state == "running" and started.length == 2400 and started.due == ()
    assert [at for at, _ in started.announcements] == [1200, 2400]
    with pytest.raises(Conflict, match="already started"):
        service.timer_start()
    assert service.timer_pause().state == "paused"
    assert service.timer_resume().state == "running"
    extra = service.timer_extra(2, 5)
    assert extra.extra == ((2, 300),)
    assert service.timer_extra(2, -10).extra == ()
    with pytest.raises(NotFound):
        service.timer_extra(9, 1)
    assert service.timer_start(10, restart=True).length == 600
    assert actions(service)[-6:] == ["timer.start", "timer.pause", "timer.resume", "timer.extra", "timer.extra",
                                     "timer.restart"]


def test_a_deck_list_is_checked_with_the_deck_rules_r_ta_4(service: TournamentService,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    known = {"Forest", "Grizzly Bears", "Burning Wish"}
    monkeypatch.setattr(decks, "pool_lookup", lambda: (lambda name: name if name in known else None))
    monkeypatch.setattr(decks, "banned_class", lambda card, name: "outside_game" if name == "Burning Wish" else None)
    service.create_event("Decks", "turnabout", 2, seed=1)
    service.import_players([{"name": "Ann"}, {"name": "Bob"}])
    legal = "Deck\n24 Forest\n36 Grizzly Bears (M10) 180\n"
    p = service.register_deck("Ann", "tolaria", deck_name="Bears", deck_list=legal)
    assert (p.scoring_option, p.card_count, p.deck_name) == ("tolaria", 60, "Bears")
    assert service.deck_list("Ann")[1] == legal
    with pytest.raises(InvalidDeck) as refused:
        service.register_deck("Bob", "dominaria", deck_list="20 Forest\n1 Burning Wish\n2 Nope\n\n1 Forest\n")
    problems = refused.value.problems
    assert any("at least 60 cards" in x for x in problems)
    assert any("line 2: Burning Wish" in x and "R-TA-4" in x for x in problems)
    assert any("line 3: Nope" in x and "unknown card" in x for x in problems)
    assert any("line 5" in x and "no sideboards" in x for x in problems)
    assert service.deck_list("Bob")[0].scoring_option is None
    bob = codes(service)["Bob"]
    assert service.player_register_deck(bob, "phyrexia", deck_list=legal).card_count == 60
    service.pair()
    with pytest.raises(Conflict, match="round 1 has been paired"):
        service.player_register_deck(bob, "dominaria")


def test_standings_of_two_events_registered_in_turns(service: TournamentService) -> None:
    service.create_event("A", "swiss", 2, seed=1)
    service.create_event("B", "swiss", 2, seed=2)
    for i in range(6):
        service.add_player(f"a{i}", "A")
        service.add_player(f"b{i}", "B")
    for name in ("A", "B"):
        view = service.pair(name)
        for t in view.tables:
            service.report_swiss(1, t.number, 2, 0, 0, name)
    rows = service.standings("A").rows
    assert sorted(r.name for r in rows if r.points == 3) == sorted(
        t.player_a for t in service.pairings(1, "A").tables)  # type: ignore[union-attr]
    assert all(r.name.startswith("a") for r in rows)


def test_numpy_and_pure_standings_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("numpy")
    from kitchentable.tournament import standings as module
    from kitchentable.tournament.standings import (
        FLOORS,
        PlayerInfo,
        bye_record,
        swiss_record,
        turnabout_record,
    )

    rng = random.Random(5)
    for fmt in ("swiss", "turnabout"):
        players = [PlayerInfo(i, f"p{i}", rng.random() < 0.1) for i in range(41)]
        records = []
        for number in range(1, 6):
            order = list(range(41 - rng.randint(0, 6)))
            rng.shuffle(order)
            if len(order) % 2:
                records.append(bye_record(number, order.pop(), fmt))
            for i in range(0, len(order), 2):
                if fmt == "swiss":
                    records.append(swiss_record(number, order[i], order[i + 1],
                                                *rng.choice([(2, 0, 0), (2, 1, 0), (1, 2, 0), (1, 1, 1), (0, 0, 3)])))
                else:
                    records.append(turnabout_record(number, order[i], order[i + 1], rng.randint(0, 60),
                                                    rng.randint(0, 60), 1, 0, 1))
        for floor in FLOORS.values():
            monkeypatch.setattr(module, "NUMPY_FROM", 10**9)
            pure = compute_standings(fmt, players, records, 9, floor)
            monkeypatch.setattr(module, "NUMPY_FROM", 1)
            fast = compute_standings(fmt, players, records, 9, floor)
            assert [(r.key, r.points, r.record, r.tiebreakers, r.opponents) for r in pure] == \
                [(r.key, r.points, r.record, r.tiebreakers, r.opponents) for r in fast]


def test_turnabout_standings_read_from_the_totals_stored_with_each_result_agree_with_the_games(
        service: TournamentService) -> None:
    from kitchentable.tournament.standings import PlayerInfo, floor_value

    from .conftest import play_round_turnabout

    service.create_event("Totals", "turnabout", 3, seed=8)
    service.import_players([{"name": f"p{i}", "scoring": ("tolaria", "phyrexia", "dominaria")[i % 3]}
                            for i in range(9)])
    rng = random.Random(8)
    for _ in range(3):
        service.pair()
        play_round_turnabout(service, rng)
    service.report_turnabout(1, 1, [G(None), G(None)], correct=True)
    with service.store.reading() as tx:
        ev = service._event(tx, None)
        snap = service._snapshot(tx, ev)
        records = service._records(ev.format, [(r.number, r.tables) for r in snap.swiss_rounds], snap.options)
    infos = [PlayerInfo(p.id, p.name) for p in snap.players.values()]
    from_games = compute_standings("turnabout", infos, records, ev.seed, floor_value(ev.tiebreak_floor))
    stored = service.standings().rows
    assert [(r.key, r.points, r.tiebreakers) for r in stored] == [(r.key, r.points, r.tiebreakers) for r in from_games]


def test_the_packed_match_columns_read_the_same_with_or_without_numpy() -> None:
    pytest.importorskip("numpy")
    from kitchentable.formats.turnabout.scoring import vp_split
    from kitchentable.tournament import snapshot
    from kitchentable.tournament.snapshot import _columns, _columns_python

    rng = random.Random(4)
    a = list(range(200))
    b = [-1 if i % 37 == 0 else i + 1 for i in a]
    packed = [rng.randint(0, 2) + 4 * rng.randint(0, 2) + 16 * rng.randint(0, 3) + 64 * rng.randint(0, 60)
              + 4096 * rng.randint(0, 60) + 262144 * rng.randint(1, 9) for _ in a]
    split = [vp_split(60, 60 - d)[0] for d in range(61)]
    snapshot.NUMPY_ROWS = 1
    try:
        for fmt, bye in (("swiss", 3), ("turnabout", 22)):
            with_numpy = [[int(v) for v in column] for column in _columns(fmt, a, b, packed, split, bye)]
            assert with_numpy == list(_columns_python(fmt, a, b, packed, split, bye))
    finally:
        snapshot.NUMPY_ROWS = 20_000
