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
