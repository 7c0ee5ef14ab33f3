"""Targets controlled by different players said in their own "Choose ..." sentence first
(`cards.render.different_players`, 601.2c), as the printed text introduces them."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_601_2c_choose_two_targets_controlled_by_different_players_then_those_creatures() -> None:
    scatter = card("Test Scatter {1}{U}\nInstant\nChoose two target creatures controlled by different players. "
                   "Return those creatures to their owners' hands.")
    assert rules_text(scatter) == ["Choose two target creatures controlled by different players. Return those "
                                   "creatures to their owners' hands."]
    assert scatter.spell.modes[0].targets[0].distinct_controllers  # what the words ask of the two targets


def test_601_2c_the_choice_inside_a_trigger_keeps_its_lower_case() -> None:
    bird = card("Test Parting Bird {2}{U}\nCreature — Bird 2/2\nWhen Test Parting Bird enters, choose two target "
                "creatures controlled by different players. Return those creatures to their owners' hands.")
    assert rules_text(bird) == ["When this enters, choose two target creatures controlled by different players. "
                                "Return those creatures to their owners' hands."]
