"""Tests of `cards.language.other_card_names`: another card's name kept through normalisation (201.2)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.language.other_card_names import mark_other_card_names, names_said, other_card_name
from kitchentable.cards.language.parse import normalize
from tests.cards.card_text import card


def test_201_2_a_name_after_named_survives_lower_case_with_its_capitals_and_commas() -> None:
    text = normalize("Search your library for a card named Tezzeret, Master of Metal, reveal it, put it into your "
                     "hand, then shuffle.", "Test Betrayal")
    word = next(w for w in text.replace(",", " ").split() if w.startswith("cardname"))
    assert other_card_name(word) == "Tezzeret, Master of Metal"
    assert text.endswith(", reveal it, put it into your hand, then shuffle.")


def test_201_2_the_cards_own_name_stays_tilde() -> None:
    assert mark_other_card_names("a card named Test Hawk", ("Test Hawk",)) == "a card named Test Hawk"
    own = "Test Cleric of the Order"  # "of the" inside a name: the whole name is the card's own
    assert mark_other_card_names(f"each creature you control named {own}.", (own,)) == \
        f"each creature you control named {own}."
    longer = mark_other_card_names("a card named Test Drake of the Deep Sea, put it", ("Test Drake",))
    assert other_card_name(longer.split()[3].rstrip(",")) == "Test Drake of the Deep Sea"  # another card
    assert normalize("Search your library for a card named Test Hawk, reveal it, put it into your hand, then "
                     "shuffle.", "Test Hawk").startswith("search your library for a card named ~,")


def test_201_2_a_refused_phrase_is_reported_with_the_printed_name() -> None:
    assert names_said(mark_other_card_names("create a token named Wasp.", ("Test Hive",)).lower()) == \
        "create a token named Wasp."
    with pytest.raises(CardError, match="named Wasp"):
        card("Test Hive {5}\nArtifact\nWhenever a creature named Wasp dances, draw a card.")
