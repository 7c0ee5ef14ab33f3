"""Tests of `cards.language.phrases.commander`: Commander's deck-construction text (903.3d). Each compiles a small
card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

WALKER = card("Test Binder {1}{R}{W}{B}\nLegendary Planeswalker — Dihada loyalty 5\n[+2]: Up to one target legendary creature "
              "gains vigilance, lifelink, and indestructible until your next turn.\nTest Binder can be your commander.")


def test_903_3d_can_be_your_commander_is_deck_construction_only() -> None:
    assert "can_be_commander" in WALKER.flags
    said = rules_text(WALKER)
    assert said[-1] == "Test Binder can be your commander."
    assert "+2: Up to one target legendary creature gains indestructible, lifelink, and vigilance until your next " \
           "turn." in said  # the duration the loyalty ability keeps (611.2b)
    s = Scenario()
    walker = s.battlefield(0, WALKER)
    game = s.start("main1")
    assert any(a[:2] == ("activate", walker) for a in game.legal_actions())  # plays as its other abilities say
