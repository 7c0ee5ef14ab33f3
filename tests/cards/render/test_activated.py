"""Activated abilities' restrictions as `cards show` writes them (`cards.render.activated`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_602_5b_two_restrictions_read_as_one_sentence() -> None:
    gate = card("Test Gate {3}{R}{R}\nEnchantment\n{2}: You gain 1 life. Activate only during your upkeep and only "
                "once each turn.")
    assert rules_text(gate) == ["{2}: You gain 1 life. Activate only during your upkeep and only once each turn."]


def test_602_5b_any_player_may_activate_it_but_only_as_a_sorcery() -> None:
    revel = card("Test Revel {2}{B}\nEnchantment\n{1}: You gain 1 life. Any player may activate this ability but "
                 "only any time they could cast a sorcery.")
    assert rules_text(revel) == ["{1}: You gain 1 life. Any player may activate this ability but only any time they "
                                 "could cast a sorcery."]
