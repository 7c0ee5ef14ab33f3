"""The round clock and its announcements (pure): doc 003 Match Rules 1 for Turnabout, MTR 2.5 for Swiss."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from kitchentable.tournament import timer

START = datetime(2026, 5, 1, 10, 0, tzinfo=UTC)


def test_pauses_do_not_count() -> None:
    now = START + timedelta(minutes=30)
    assert timer.elapsed(START, None, 0, now) == 1800
    assert timer.elapsed(START, None, 300, now) == 1500
    assert timer.elapsed(START, START + timedelta(minutes=10), 0, now) == 600
    assert timer.elapsed(None, None, 0, now) == 0
    assert timer.state(None, None) == "not started"
    assert timer.state(START, None) == "running" and timer.state(START, now) == "paused"


def test_doc_003_match_rules_1_turnabout_announces_the_armageddon_clock_at_half_and_full_time() -> None:
    moments = timer.announcements("turnabout", 3000)
    assert [at for at, _ in moments] == [1500, 3000]
    assert all("Judge Armageddon Clock" in text and "turn in progress" in text for _, text in moments)
    assert timer.due("turnabout", 3000, 1499) == []
    assert timer.due("turnabout", 3000, 1500) == [timer.GAME_1_TIME]
    assert timer.due("turnabout", 3000, 3000) == [timer.GAME_1_TIME, timer.GAME_2_TIME]
    assert timer.due("turnabout", 3000, 3000, extra=180) == [timer.GAME_1_TIME]


def test_mtr_2_5_a_swiss_round_ends_with_five_more_turns() -> None:
    assert timer.announcements("swiss", 3000) == [(3000, timer.SWISS_TIME)]
    assert "five more turns" in timer.SWISS_TIME


def test_clock_text() -> None:
    assert timer.clock_text(3000) == "50:00"
    assert timer.clock_text(61.4) == "01:02"
    assert timer.clock_text(0.2) == "00:01" and timer.clock_text(0) == "00:00"
    assert timer.clock_text(-5) == "-00:05"
