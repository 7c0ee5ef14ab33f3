"""The chess clock of a Turnabout match (doc 003 Match Rules 1, R-TA-5 `flag_fall`), driven by a fake time
source."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.turnabout import ChessClock, ClockSetting
from kitchentable.sim.turnabout_match import SeededChooser, play_match
from tests.formats.test_turnabout import GREEN, RED


class FakeTime:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_r_ta_5_clock_setting_parses_base_and_delay() -> None:
    assert ClockSetting.parse("600+3") == ClockSetting(600.0, 3.0, "delay")
    assert ClockSetting.parse("300", "bronstein") == ClockSetting(300.0, 0.0, "bronstein")
    for bad in ("ten", "600+", "0+3", "-5+1"):
        with pytest.raises(ValueError):
            ClockSetting.parse(bad)
    with pytest.raises(ValueError, match="timing"):
        ClockSetting.parse("600+3", "fischer")


def test_r_ta_5_delay_timing_charges_only_after_the_delay() -> None:
    t = FakeTime()
    clock = ChessClock(ClockSetting(600, 3), [0, 1], time_source=t)
    clock.start(0)
    t.now += 2
    assert clock.left(0) == 600
    t.now += 3
    assert clock.left(0) == 598
    assert clock.stop() == 2
    clock.start(1)
    t.now += 1
    clock.start(0)  # starting one clock stops the other
    assert clock.remaining[1] == 600 and clock.running == 0
    assert "You 9:58 ▶" in clock.display({0: "You", 1: "Computer"})


def test_r_ta_5_bronstein_timing_gives_back_up_to_the_delay() -> None:
    t = FakeTime()
    clock = ChessClock(ClockSetting(600, 3, "bronstein"), [0], time_source=t)
    clock.start(0)
    t.now += 5
    assert clock.left(0) == 595  # the whole move counts down while it runs
    clock.stop()
    assert clock.remaining[0] == 598  # then 3 seconds come back
    clock.start(0)
    t.now += 598
    assert clock.flagged(0)
    clock.stop()
    assert clock.remaining[0] <= 0  # no time is given back once the flag has fallen


def test_r_ta_5_flag_falls_after_base_plus_delay() -> None:
    t = FakeTime()
    clock = ChessClock(ClockSetting(10, 3), [0], time_source=t)
    clock.start(0)
    t.now += 12.5
    assert not clock.flagged(0)
    t.now += 0.5
    assert clock.flagged(0)


class SlowHuman(SeededChooser):
    """A "human" who thinks for `seconds` of fake time before every answer."""

    human = True

    def __init__(self, seed: int, time: FakeTime, seconds: float) -> None:
        super().__init__(seed)
        self.time = time
        self.seconds = seconds

    def choose(self, game: Game) -> tuple[Any, ...]:
        self.time.now += self.seconds
        return super().choose(game)


def test_r_ta_5_a_player_out_of_time_loses_the_game() -> None:
    t = FakeTime()
    clock = ChessClock(ClockSetting(600, 3), [0], time_source=t)
    result = play_match(RED, "dominaria", GREEN, "dominaria", seed=3,
                        agents=[SlowHuman(1, t, 103.0), SeededChooser(2)], chess_clock=clock)
    assert [g.winner for g in result.games] == [1, 1]
    assert all("out of time" in g.reason for g in result.games)
    assert clock.remaining[0] <= 0


def test_r_ta_5_flag_fall_ignore_plays_on() -> None:
    t = FakeTime()
    clock = ChessClock(ClockSetting(600, 3), [0], time_source=t)
    result = play_match(RED, "dominaria", GREEN, "dominaria", seed=3, agents=[SlowHuman(1, t, 103.0),
                        SeededChooser(2)], chess_clock=clock, flag_rule="ignore")
    assert not any("out of time" in g.reason for g in result.games)
    assert clock.remaining[0] < 0
