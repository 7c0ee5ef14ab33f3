"""A large field is paired from its players read as columns (`PlayerColumns`, ranked and handed to the numpy
pairing as arrays); the request and the pairing are the same as from the players read as records, on SQLite
and PostgreSQL, with drops, pre-awarded byes and fixed seats; and every round so paired verifies."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from kitchentable.tournament import pairing, rounds, snapshot
from kitchentable.tournament.pairing import numpy_fast_pairing, pair_round, plain_fast_pairing
from kitchentable.tournament.schema import DRAW_OFFSET
from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.snapshot import PlayerColumns
from kitchentable.tournament.standings import seeded_draw
from kitchentable.tournament.store import Store

from .conftest import play_round_swiss, play_round_turnabout


def assert_columns_request_equals_records_request(svc: TournamentService, number: int) -> None:
    with svc.store.reading() as tx:
        ev = svc._event(tx, None)
        by_columns = svc._snapshot(tx, ev, rounds="cut", any_order=True, columns=True)
        by_records = svc._snapshot(tx, ev, rounds="cut", any_order=True)
        assert isinstance(by_columns.players, PlayerColumns)
        stored = by_columns.players.stored_draws()
        assert stored is not None and [d + DRAW_OFFSET for d in stored.tolist()] == [
            seeded_draw(ev.seed, pid) for pid in by_columns.players.id_list]
    assert not isinstance(by_records.players, PlayerColumns)
    for pid, rec in by_records.players.items():
        got = by_columns.players[pid]
        assert (got.id, got.name, got.number, got.dropped_after_round, got.byes, got.fixed_table) == \
            (rec.id, rec.name, rec.number, rec.dropped_after_round, rec.byes, rec.fixed_table)
    first, awarded_first, _ = svc._pairing_request(by_columns, 1234, 0, number)
    second, awarded_second, _ = svc._pairing_request(by_records, 1234, 0, number)
    assert first.columns is not None and second.columns is None
    assert list(first.ranked) == list(second.ranked)
    assert dict(first.scores) == {k: second.scores[k] for k in second.ranked}
    assert awarded_first == awarded_second and first.had_bye == second.had_bye
    assert first.columns.ids.tolist() == list(second.ranked)
    assert first.columns.scores.tolist() == [second.scores[k] for k in second.ranked]
    one, other = pair_round(first), pair_round(second)
    assert (one.tables, one.bye, one.cost, one.method) == (other.tables, other.bye, other.cost, other.method)
    if number > 1:
        by_arrays, by_python = numpy_fast_pairing(first), plain_fast_pairing(second)
        assert (by_arrays.tables, by_arrays.bye, by_arrays.cost) == (by_python.tables, by_python.bye, by_python.cost)


@pytest.mark.parametrize("fmt", ["swiss", "turnabout"])
def test_columns_pairing_equals_records_pairing(service: TournamentService, monkeypatch: pytest.MonkeyPatch,
                                                fmt: str) -> None:
    """Thresholds lowered so a 23-player event takes the large-field path."""
    monkeypatch.setattr(snapshot, "COLUMNS_FROM", 2)
    monkeypatch.setattr(pairing, "NUMPY_FROM", 2)
    monkeypatch.setattr(rounds, "STORED_DRAWS_FROM", 1)
    rng = random.Random(11)
    service.create_event("C", fmt, 5, seed=21)
    service.import_players([{"name": f"p{i}"} for i in range(23)])
    if fmt == "turnabout":
        for i in range(23):
            service.register_deck(f"p{i}", rng.choice(["dominaria", "tolaria", "phyrexia"]))
    service.set_byes("p4", 2)
    service.set_fixed_table("p7", 3)
    play = play_round_swiss if fmt == "swiss" else play_round_turnabout
    for number in range(1, 5):
        assert_columns_request_equals_records_request(service, number)
        service.pair()
        play(service, rng)
        if number == 2:
            service.drop("p9")
    assert all(same for _, same, _ in service.verify_rounds())


def test_a_field_above_the_threshold_is_paired_from_columns_and_verifies(tmp_path: Path) -> None:
    count = snapshot.COLUMNS_FROM + 101
    svc = TournamentService(Store(tmp_path / "large.sqlite"))
    svc.create_event("L", "swiss", 3, seed=5)
    svc.import_players([{"name": f"p{i:05d}"} for i in range(count)])
    svc.drop("p00010")
    rng = random.Random(2)
    for number in range(1, 4):
        assert_columns_request_equals_records_request(svc, number)
        view = svc.pair()
        assert len(view.tables) == count // 2
        lines = [f"{t.number},{rng.choice(['2-0', '0-2', '2-1', '1-1-1'])}" for t in view.tables
                 if t.player_b is not None]
        svc.report_batch("\n".join(lines))
    assert all(same for _, same, _ in svc.verify_rounds())
    svc.store.dispose()


def test_each_players_seeded_draw_is_stored_once_at_registration(service: TournamentService) -> None:
    """`player_draws` holds the last tiebreaker's draw of every player, less `DRAW_OFFSET` (a signed 64-bit
    number in the same order), whichever way the players were registered."""
    service.create_event("D", "swiss", 3, seed=2**62 + 12345)
    service.import_players([{"name": f"p{i}"} for i in range(40)])
    service.add_player("late")
    with service.store.reading() as tx:
        seed = tx.value("SELECT seed FROM events WHERE name = 'D'")
        stored = dict(tx.rows("SELECT player_id, draw FROM player_draws"))
        ids = tx.column("SELECT id FROM players")
    assert sorted(stored) == sorted(ids)
    assert all(stored[pid] + DRAW_OFFSET == seeded_draw(seed, pid) for pid in ids)
