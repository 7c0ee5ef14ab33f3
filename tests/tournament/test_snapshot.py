"""The bulk reads of an event (`snapshot.py`): who has met whom, as pairing asks it."""

from __future__ import annotations

import random

import pytest

from kitchentable.tournament import snapshot
from kitchentable.tournament.snapshot import MatchRows, meetings, of_rounds, round_numbers


def _rows(rng: random.Random, players: int, rounds: int) -> MatchRows:
    number, a, b = [], [], []
    for r in range(1, rounds + 1):
        seats = list(range(players))
        rng.shuffle(seats)
        for i in range(0, players - 1, 2):
            number.append(r)
            a.append(seats[i])
            b.append(seats[i + 1])
        if players % 2:
            number.append(r)
            a.append(seats[-1])
            b.append(-1)
    zeros = [0] * len(a)
    return MatchRows(number, a, b, zeros, zeros, zeros, zeros, zeros)


@pytest.mark.parametrize("numpy_rows", [20_000, 1])
def test_meetings_answer_as_the_pairs_themselves_with_or_without_numpy(numpy_rows: int,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    if numpy_rows == 1:
        np = pytest.importorskip("numpy")
    rng = random.Random(5)
    rows = _rows(rng, 41, 5)
    ids = [1000 + 7 * i for i in range(41)]
    monkeypatch.setattr(snapshot, "NUMPY_ROWS", numpy_rows)
    if numpy_rows == 1:
        rows = MatchRows(*(np.asarray(column, dtype=np.int64) for column in rows))
    for rounds in (None, {1, 3}):
        kept = [i for i, n in enumerate(rows.round) if rounds is None or int(n) in rounds]
        pairs = {frozenset((ids[int(rows.a[i])], ids[int(rows.b[i])])) for i in kept if rows.b[i] >= 0}
        byes = {ids[int(rows.a[i])] for i in kept if rows.b[i] < 0}
        met, had_bye = meetings(rows, ids, rounds)
        assert had_bye == byes
        for x in ids:
            for y in ids:
                if x != y:
                    assert met(x, y) == (frozenset((x, y)) in pairs), (x, y, rounds)
        assert round_numbers(of_rounds(rows, {2, 4})) == {2, 4}


@pytest.mark.parametrize("fmt", ["swiss", "turnabout"])
def test_match_rows_read_in_any_order_are_the_same_rows(fmt: str, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """The quicker read `pair` uses (results first, then byes) gives the rows of the ordered read, a bye
    and a corrected result included."""
    np = pytest.importorskip("numpy")
    from kitchentable.formats.turnabout import scoring
    from kitchentable.tournament.service import TournamentService
    from kitchentable.tournament.standings import BYE_VICTORY_POINTS
    from kitchentable.tournament.store import Store
    from kitchentable.tournament.views import SwissInput, TurnaboutGameInput

    monkeypatch.setattr(snapshot, "NUMPY_ROWS", 1)
    svc = TournamentService(Store(tmp_path / "rows.sqlite"))
    svc.create_event("Rows", fmt, 3, seed=9)
    svc.import_players([{"name": f"p{i}", **({"scoring": "tolaria"} if fmt == "turnabout" else {})}
                        for i in range(9)])
    rng = random.Random(2)

    def result(a: str, b: str) -> SwissInput | list[TurnaboutGameInput]:
        if fmt == "swiss":
            return rng.choice([SwissInput(2, 0), SwissInput(2, 1), SwissInput(0, 2), SwissInput(1, 1, 1)])
        return [TurnaboutGameInput(rng.choice([a, b]), rng.randint(0, 9)), TurnaboutGameInput(None)]

    for _ in range(2):
        view = svc.pair()
        for t in view.tables:
            if t.player_b is not None:
                svc.report(view.number, t.number, result(t.player_a, t.player_b))
    first = svc.pairings(1)
    assert first is not None
    table = next(t for t in first.tables if t.player_b is not None)
    svc.report(1, table.number, result(table.player_a, table.player_b or ""), correct=True)
    with svc.store.reading() as tx:
        bye = BYE_VICTORY_POINTS if fmt == "turnabout" else 3
        ordered = snapshot.load_match_rows(tx, 1, fmt, scoring.vp_split, bye)
        quick = snapshot.load_match_rows(tx, 1, fmt, scoring.vp_split, bye, any_order=True)

    def rows(found: MatchRows) -> list[tuple[int, ...]]:
        return sorted(zip(*(np.asarray(c).tolist() for c in found), strict=True))
    assert rows(quick) == rows(ordered) and len(rows(ordered)) == 2 * 5
