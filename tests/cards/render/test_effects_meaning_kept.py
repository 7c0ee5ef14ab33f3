"""Tests of renderings in `cards.render.effects` that lost or changed a card's meaning (class a of the 2017
report, found sampling its unclassified lines at stop 37): each card is compiled from our own text and its
rendering must say what it does."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.cards.card_text import card


def _line(text: str, index: int = -1) -> str:
    return render(card(text)).splitlines()[index]


def test_712_14a_returned_transformed_under_your_control_is_said() -> None:
    text = ("Test Squire {W}{W}\nCreature — Human Soldier 2/2\nWhen this creature dies, return it to the battlefield "
            "transformed under your control at the beginning of the next end step.")
    assert "return it to the battlefield transformed under your control." in _line(text, -2)


def test_701_17a_a_target_another_player_controls_is_sacrificed_by_that_player() -> None:
    text = ("Test Snuffer {2}{B}{B}\nCreature — Elemental 4/4\nWhenever this creature deals combat damage to a player, "
            "choose target creature that player controls. They sacrifice that creature.")
    assert _line(text, -2).endswith("choose target creature that player controls. They sacrifice that creature.")


def test_608_2d_the_creature_type_of_your_choice_until_end_of_turn() -> None:
    text = "Test Mist {3}{U}\nCreature — Illusion 3/1\n{1}: This creature becomes the creature type of your choice " \
           "until end of turn."
    assert _line(text, -2) == "{1}: This becomes the creature type of your choice until end of turn."


def test_601_2c_x_targets_with_a_mana_value_quality() -> None:
    text = "Test Ranks {X}{W}{W}\nSorcery\nReturn X target creature cards with mana value 2 or less from your " \
           "graveyard to the battlefield."
    assert _line(text) == "Return X target creature cards with mana value 2 or less from your graveyard to the " \
                          "battlefield."


def test_609_3_every_instruction_after_if_you_do_is_said_under_it() -> None:
    text = "Test Depot {1}{U}\nEnchantment\nWhenever you cast a creature spell, you may pay {1}. If you do, draw a " \
           "card, then discard a card."
    assert _line(text).endswith("you may pay {1}. If you do, draw a card, then discard a card.")
