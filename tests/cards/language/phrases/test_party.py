"""Tests of `cards.language.phrases.party` (700.8): the party's size as an amount and a full party as a condition,
each rendered as printed."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_700_8_number_of_creatures_in_your_party_renders_as_printed() -> None:
    blade = card("Test Blade {1}{B}\nInstant\nTarget creature gets -X/-X until end of turn, where X is the number of "
                 "creatures in your party.")
    # said as one -1/-1 per creature, which the comparison reads as the printed "-X/-X ..., where X is" form
    assert rules_text(blade) == ["Target creature gets -1/-1 until end of turn for each creature in your party."]


def test_700_8_for_each_creature_in_your_party_renders_as_printed() -> None:
    rally = card("Test Rally {W}\nSorcery\nYou gain 1 life for each creature in your party.")
    assert rules_text(rally) == ["You gain 1 life for each creature in your party."]


def test_700_8b_full_party_condition_renders_as_printed() -> None:
    warrior = card("Test Warlord {3}{R}\nCreature — Human Warrior 3/3\nAt the beginning of combat on your turn, if "
                   "you have a full party, creatures you control get +1/+0 until end of turn.")
    assert rules_text(warrior) == ["At the beginning of combat on your turn, if you have a full party, creatures you "
                                   "control get +1/+0 until end of turn."]
