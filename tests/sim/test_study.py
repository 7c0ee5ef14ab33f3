"""Format studies: value parsing, intervals, the probe's measures and the plot."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitchentable.sim.study import mean_interval, parse_values, plot, run_study, wilson_interval


def test_values_and_intervals() -> None:
    assert parse_values("0:8") == list(range(9))
    assert parse_values("2:8:3") == [2, 5, 8]
    assert parse_values("a, 3,b") == ["a", 3, "b"]
    with pytest.raises(ValueError):
        parse_values("1:2:3:4")
    iv = mean_interval([1.0, 2.0, 3.0])
    assert iv.low < 2.0 == iv.value < iv.high
    w = wilson_interval(5, 10)
    assert 0.0 < w.low < 0.5 < w.high < 1.0
    assert wilson_interval(0, 0).value == 0.0


def test_study_sweeps_a_duel_option(tmp_path: Path) -> None:
    result = run_study("duel", "max_turns", [4, 10], games=4, seed=2, agents=["heuristic", "random"], workers=1)
    rows = result["rows"]
    assert [r["value"] for r in rows] == [4, 10]
    assert rows[0]["turns"]["value"] <= rows[1]["turns"]["value"]
    for row in rows:
        assert row["games"] == 4 and row["errors"] == 0
        assert 0.0 <= row["stuck"]["value"] <= 1.0
        assert row["even_share"] == 0.5
    pytest.importorskip("matplotlib", reason="matplotlib is the optional extra `plot`")
    target = tmp_path / "study.png"
    plot(result, target)
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
