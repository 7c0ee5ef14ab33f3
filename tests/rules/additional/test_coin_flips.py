"""Tests of `rules.additional.coin_flips` (705): "Flip a coin until you lose a flip." flips again after each win,
and "whenever a player wins a coin flip" / "whenever you win a coin flip" trigger on each flip won."""

from __future__ import annotations

import random
from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

STREAK = card("Test Streak {R}\nSorcery\nFlip a coin until you lose a flip.")
TALLY = card("Test Tally {1}{R}\nEnchantment\nWhenever you win a coin flip, you gain 1 life.")
WATCHER = card("Test Watcher {1}{U}\nCreature — Homunculus 1/4\nWhenever a player wins a coin flip, double this "
               "creature's power and toughness until end of turn.")


def _flip_streak(monkeypatch: pytest.MonkeyPatch, falls: list[float], seat: int) -> Any:
    s = Scenario()
    s.battlefield(seat, TALLY)
    watcher = s.battlefield(1, WATCHER)
    streak = s.hand(0, STREAK)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    monkeypatch.setattr(random.Random, "random", lambda self: falls.pop(0))  # below 0.5 wins the flip
    game.apply(("cast", streak))
    answer_until_priority(game)
    resolve_stack(game)
    return game, watcher


def test_705_1_flip_until_a_flip_is_lost_and_705_2_each_win_triggers(monkeypatch: pytest.MonkeyPatch) -> None:
    from kitchentable.rules.continuous.layers import chars

    game, watcher = _flip_streak(monkeypatch, [0.1, 0.2, 0.9], 0)  # won, won, lost
    assert [e.data for e in game.state.log if e.kind == "coin_flip"] == [(0, True), (0, True), (0, False)]
    assert game.state.players[0].life == 22  # "whenever you win": two wins
    assert (chars(game.state, watcher).power, chars(game.state, watcher).toughness) == (4, 16)  # any player's wins
    assert "Flip a coin until you lose a flip." in render(STREAK)
    assert "Whenever a player wins a coin flip, double this creature's power and toughness until end of turn." \
        in render(WATCHER)


def test_705_2_whenever_you_win_ignores_another_players_flips(monkeypatch: pytest.MonkeyPatch) -> None:
    game, _watcher = _flip_streak(monkeypatch, [0.1, 0.9], 1)  # the tally is the opponent's
    assert game.state.players[1].life == 20
