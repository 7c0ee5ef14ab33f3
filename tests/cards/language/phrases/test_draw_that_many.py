"""Tests of `cards.language.phrases.draw_that_many` and `cards.render.draw_that_many`: "<counted action>, then draw
that many cards" (121.2) compiles and reads as printed; the kernel's behaviour is tested in
tests/rules/stack/test_draw_that_many.py."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from tests.cards.card_text import card

PRINTED = [
    ("Sorcery", "Discard up to two cards, then draw that many cards."),
    ("Sorcery", "Discard all the cards in your hand, then draw that many cards plus one."),
    ("Sorcery", "Each player discards all the cards in their hand, then draws that many cards minus one."),
    ("Sorcery", "Each player shuffles the cards from their hand into their library, then draws that many cards."),
    ("Sorcery", "Shuffle any number of cards from your hand into your library, then draw that many cards."),
    ("Enchantment", "Whenever you cast a spell, put the cards in your hand on the bottom of your library in any "
                    "order, then draw that many cards."),
    ("Artifact", "At the beginning of each player's draw step, that player puts the cards in their hand on the "
                 "bottom of their library in any order, then draws that many cards."),
    ("Sorcery", "Sacrifice any number of artifacts, enchantments, and/or tokens, then draw that many cards."),
    ("Sorcery", "Sacrifice any number of creatures, then draw that many cards."),
]


@pytest.mark.parametrize(("kind", "text"), PRINTED)
def test_121_2_then_draw_that_many_reads_as_printed(kind: str, text: str) -> None:
    assert rules_text(card(f"Test Churn {{2}}{{R}}\n{kind}\n{text}")) == [text]


def test_121_2_the_creature_trigger_reads_as_printed() -> None:
    rider = card("Test Whirl Rider {1}{U}\nCreature — Merfolk 1/1\nWhen this creature enters, shuffle the cards "
                 "from your hand into your library, then draw that many cards.")
    assert rules_text(rider) == ["When this enters, shuffle the cards from your hand into your library, then draw "
                                 "that many cards."]


def test_121_2_any_number_with_plus_or_minus_is_refused() -> None:
    with pytest.raises(CardError, match="then draw that many plus or minus"):
        card("Test Odd Churn {R}\nSorcery\nDiscard any number of cards, then draw that many cards plus one.")


def test_121_2_a_list_of_kinds_and_tokens_is_either_kind_or_any_token() -> None:
    """"artifacts, enchantments, and tokens" (the descriptions read such a list as "or token", 111.1; before, as a
    token of those types, which this family refused)."""
    kite = card("Test Odd Kite {R}\nSorcery\nSacrifice any number of artifacts, enchantments, and tokens, then draw "
                "that many cards.")
    flt = kite.spell.modes[0].effects[0].param("filter")
    assert flt.or_token and flt.any_types == frozenset({"Artifact", "Enchantment"}) and flt.token is None
