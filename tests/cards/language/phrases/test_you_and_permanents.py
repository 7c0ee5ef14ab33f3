"""Tests of `cards.language.phrases.you_and_permanents`: "You, planeswalkers you control, and other creatures you
control have hexproof." (702.11b-c). Cards written here in our own words."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.cards.render.compare import normalise
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, card

ANGEL = card("Test Angel {3}{W}\nLegendary Creature — Angel 3/4\nFlying\nYou, planeswalkers you control, and other "
             "creatures you control have hexproof.")
WALKER = card("Test Walker {2}{W}\nLegendary Planeswalker — Gideon loyalty 3\n+1: You gain 1 life.")
BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def test_702_11b_you_your_planeswalkers_and_other_creatures_have_hexproof() -> None:
    s = Scenario()
    angel = s.battlefield(1, ANGEL)
    bear = s.battlefield(1, BEAR)
    walker = s.battlefield(1, WALKER)
    own_bear = s.battlefield(0, BEAR)
    bolt = s.hand(0, BOLT)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("cast", bolt))
    options = game.legal_actions()
    for hexproof in (("player", 1), bear, walker):
        assert ("target", hexproof) not in options
    for open_target in (("player", 0), angel, own_bear):  # "other": the Angel itself can be targeted
        assert ("target", open_target) in options
    body = [line for line in render(ANGEL).splitlines()[2:] if line.strip() and line != "3/4"]
    assert normalise(body, ANGEL.name) == normalise(
        ["Flying", "You, planeswalkers you control, and other creatures you control have hexproof."], ANGEL.name)


def test_702_11b_you_and_permanents_you_control_read_as_one_sentence() -> None:
    veil = card("Test Veil {2}{U}\nEnchantment\nYou and permanents you control have hexproof.")
    assert render(veil).splitlines()[2:] == ["You and permanents you control have hexproof."]


def test_702_11b_only_player_keywords_are_given_to_you() -> None:
    with pytest.raises(CardError, match="hexproof or shroud"):
        card("Test Banner {3}{W}\nEnchantment\nYou, planeswalkers you control, and creatures you control have flying.")
