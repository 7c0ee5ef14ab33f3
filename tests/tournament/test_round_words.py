"""The derived table `round_words` always equals what the base tables say: after results, corrections,
swaps, withdrawn rounds, a cut and direct edits of the base rows, on SQLite and on PostgreSQL (the triggers
are written twice, once per database). Standings read from it equal standings recomputed from the records."""

from __future__ import annotations

import random

import pytest

from kitchentable.tournament import round_words
from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.standings import PlayerInfo, compute_standings, floor_value

from .conftest import play_round_swiss, play_round_turnabout


def _event_id(svc: TournamentService, name: str) -> int:
    with svc.store.reading() as tx:
        return int(tx.value("SELECT id FROM events WHERE name = ?", (name,)))


def assert_derived_rows_match(svc: TournamentService, name: str) -> None:
    event_id = _event_id(svc, name)
    with svc.store.reading() as tx:
        assert round_words.stored(tx, event_id) == round_words.recomputed(tx, event_id)


def assert_standings_match_records(svc: TournamentService, name: str) -> None:
    """The standings (read through `round_words`) equal the pure computation from every table's record."""
    view = svc.standings(name)
    with svc.store.reading() as tx:
        ev = svc._event(tx, name)
        snap = svc._snapshot(tx, ev, rows=False)
        records = svc._records(ev.format, [(r.number, r.tables) for r in snap.swiss_rounds], snap.options)
    players = [PlayerInfo(p.id, p.name, p.dropped_after_round is not None) for p in snap.players.values()]
    pure = compute_standings(ev.format, players, records, ev.seed, floor=floor_value(ev.tiebreak_floor))
    assert [(r.key, r.points, r.tiebreakers) for r in view.rows] == [(r.key, r.points, r.tiebreakers) for r in pure]


def test_round_words_follow_results_corrections_and_byes(service: TournamentService) -> None:
    rng = random.Random(3)
    service.create_event("W", "swiss", 4, seed=5)
    service.import_players([{"name": f"P{i}"} for i in range(11)])
    for _ in range(3):
        service.pair()
        assert_derived_rows_match(service, "W")
        play_round_swiss(service, rng)
        assert_derived_rows_match(service, "W")
    service.report_swiss(1, 1, 0, 2, 0, correct=True)
    service.report_swiss(2, 2, 1, 1, 1, correct=True)
    assert_derived_rows_match(service, "W")
    assert_standings_match_records(service, "W")


def test_round_words_follow_a_withdrawn_round_and_a_swap(service: TournamentService) -> None:
    rng = random.Random(4)
    service.create_event("W", "swiss", 4, seed=6)
    service.import_players([{"name": f"P{i}"} for i in range(9)])
    service.pair()
    play_round_swiss(service, rng)
    second = service.pair()
    assert_derived_rows_match(service, "W")
    bye = next(t.player_a for t in second.tables if t.player_b is None)
    other = next(t.player_a for t in second.tables if t.player_b is not None)
    service.swap(bye, other, allow_rematch=True)
    assert_derived_rows_match(service, "W")
    service.unpair()
    assert_derived_rows_match(service, "W")
    service.pair()
    play_round_swiss(service, rng)
    assert_derived_rows_match(service, "W")
    assert_standings_match_records(service, "W")


def test_round_words_follow_direct_edits_of_the_base_tables(service: TournamentService) -> None:
    """Rows deleted or changed by hand (a database tool, a cascade) are followed too, and a round moved out
    of the Swiss stage leaves the table."""
    rng = random.Random(5)
    service.create_event("W", "turnabout", 4, seed=7)
    service.import_players([{"name": f"P{i}"} for i in range(7)])
    for i in range(7):
        service.register_deck(f"P{i}", rng.choice(["dominaria", "tolaria", "phyrexia"]))
    for _ in range(2):
        service.pair()
        play_round_turnabout(service, rng)
    event_id = _event_id(service, "W")
    with service.store.transaction() as tx:
        table_id = tx.value("SELECT r.table_id FROM results r JOIN tables t ON t.id = r.table_id "
                            "JOIN rounds ro ON ro.id = t.round_id WHERE ro.event_id = ? ORDER BY r.id LIMIT 1",
                            (event_id,))
        tx.run("UPDATE results SET mp_a = 9, mp_b = 1, wins_a = 1 WHERE table_id = ?", (table_id,))
    assert_derived_rows_match(service, "W")
    with service.store.transaction() as tx:
        tx.run("DELETE FROM results WHERE table_id = ?", (table_id,))
    assert_derived_rows_match(service, "W")
    with service.store.transaction() as tx:
        tx.run("UPDATE rounds SET stage = 'cut' WHERE event_id = ? AND number = 2", (event_id,))
    assert_derived_rows_match(service, "W")
    with service.store.transaction() as tx:
        tx.run("UPDATE rounds SET stage = 'swiss' WHERE event_id = ? AND number = 2", (event_id,))
    assert_derived_rows_match(service, "W")
    with service.store.transaction() as tx:
        tx.run("DELETE FROM rounds WHERE event_id = ? AND number = 2", (event_id,))
    assert_derived_rows_match(service, "W")
    with service.store.transaction() as tx:
        assert tx.value("SELECT count(*) FROM round_words WHERE event_id = ? AND round = 2", (event_id,)) == 0


def test_a_cut_round_has_no_derived_rows(service: TournamentService) -> None:
    rng = random.Random(6)
    service.create_event("W", "swiss", 2, seed=8, top_cut=2)
    service.import_players([{"name": f"P{i}"} for i in range(6)])
    for _ in range(2):
        service.pair()
        play_round_swiss(service, rng)
    final = service.pair()
    assert final.stage == "cut"
    service.report_swiss(final.number, 1, 2, 0, 0)
    assert_derived_rows_match(service, "W")
    with service.store.reading() as tx:
        assert tx.value("SELECT max(round) FROM round_words") == 2


def assert_blobs_match(svc: TournamentService, name: str) -> None:
    """Every stored blob is exactly its round's rows, and a read (blobs and rows) gives every row in order."""
    import numpy as np

    event_id = _event_id(svc, name)
    with svc.store.reading() as tx:
        rows = tx.rows("SELECT round, word, player_a, COALESCE(player_b, -1) FROM round_words WHERE event_id = ? "
                       "ORDER BY round, table_id", (event_id,))
        for number, words in tx.rows("SELECT round, words FROM round_blobs WHERE event_id = ?", (event_id,)):
            every = np.frombuffer(bytes(words), dtype="<i8").tolist()
            k = len(every) // 3
            mine = [(n, w, a, b) for n, w, a, b in rows if n == number]
            assert list(zip(every[:k], every[k:2 * k], every[2 * k:], strict=True)) == [
                (w + (n << round_words.ROUND_SHIFT), a, b) for n, w, a, b in mine]
        packed, a, b = round_words.load_words(tx, event_id)
    assert list(zip(packed.tolist(), a.tolist(), b.tolist(), strict=True)) == [
        (w + (n << round_words.ROUND_SHIFT), pa, pb) for n, w, pa, pb in rows]


def test_round_blobs_are_made_by_a_write_and_dropped_by_any_change_of_their_round(
        service: TournamentService, monkeypatch: pytest.MonkeyPatch) -> None:
    from kitchentable.tournament import snapshot

    monkeypatch.setattr(snapshot, "NUMPY_ROWS", 1)
    rng = random.Random(8)
    service.create_event("W", "swiss", 5, seed=9)
    service.import_players([{"name": f"P{i}"} for i in range(13)])
    for _ in range(3):
        service.pair()
        play_round_swiss(service, rng)
    service.pair()
    with service.store.reading() as tx:
        assert tx.column("SELECT round FROM round_blobs ORDER BY round") == [1, 2, 3]
    assert_blobs_match(service, "W")
    service.report_swiss(2, 1, 0, 2, 0, correct=True)
    with service.store.reading() as tx:
        assert tx.column("SELECT round FROM round_blobs ORDER BY round") == [1, 3]
    assert_blobs_match(service, "W")
    assert_standings_match_records(service, "W")
    service.unpair()
    service.pair()
    with service.store.reading() as tx:
        assert tx.column("SELECT round FROM round_blobs ORDER BY round") == [1, 2, 3]
    assert_blobs_match(service, "W")
    play_round_swiss(service, rng)
    assert_standings_match_records(service, "W")
    assert_blobs_match(service, "W")
