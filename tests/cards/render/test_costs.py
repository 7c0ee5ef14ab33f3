"""Costs as `cards show` writes them (`cards.render.costs`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_118_exiling_cards_from_a_graveyard_names_any_card() -> None:
    """A cost that exiles "two cards" takes any cards, not only permanent cards."""
    atog = card("Test Atog {1}{B}{R}\nCreature — Atog 1/2\nExile two cards from your graveyard: Test Atog gets "
                "+1/+1 until end of turn.")
    assert rules_text(atog) == ["Exile two cards from your graveyard: This gets +1/+1 until end of turn."]


def test_118_returning_several_lands_says_their_owner_s_hand() -> None:
    shoreline = card("Test Shoreline {U}{U}\nEnchantment\n{U}{U}, Return two Islands you control to their owner's "
                     "hand: Return target creature to its owner's hand.")
    assert rules_text(shoreline)[0].startswith("{U}{U}, Return two Islands you control to their owner's hand: ")


def test_602_1_removing_counters_and_sacrificing_it_is_one_cost() -> None:
    quest = card("Test Expedition {W}\nEnchantment\nRemove three quest counters from Test Expedition and sacrifice "
                 "it: You gain 8 life.")
    assert rules_text(quest) == ["Remove three quest counters from this and sacrifice it: You gain 8 life."]
