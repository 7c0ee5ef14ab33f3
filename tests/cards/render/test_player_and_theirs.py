"""Tests of `cards.render.player_and_theirs`: damage to a player and that player's permanents at once (120.2a) reads
as printed, with both types of "each creature and planeswalker" said with "and". Card texts of our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.cards.card_text import card


def test_120_2a_each_opponent_and_each_creature_and_planeswalker_they_control() -> None:
    whirler = card("Test Whirler {R}{R}{R}\nCreature — Goblin 3/3\nWhen this creature enters, it deals 1 damage to "
                   "each opponent and each creature and planeswalker they control.")
    assert "deals 1 damage to each opponent and each creature and planeswalker they control." in render(whirler)


def test_120_2a_target_player_and_each_creature_that_player_controls() -> None:
    wave = card("Test Wave {3}{R}\nSorcery\nTest Wave deals 4 damage to target player and each creature that player "
                "controls.")
    assert "This deals 4 damage to target player and each creature that player controls." in render(wave)
