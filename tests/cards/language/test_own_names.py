"""Tests of `cards.language.own_names`: the names a card's text uses for the card itself (201.4, 201.5)."""

from __future__ import annotations

from kitchentable.cards.language.own_names import own_names
from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_201_5_a_legendary_short_name_before_the_comma_or_before_of_and_the() -> None:
    assert own_names("Tasigur, the Golden Fang") == ("Tasigur, the Golden Fang", "Tasigur")
    assert own_names("Svyelun of Sea and Sky") == ("Svyelun of Sea and Sky", "Svyelun")
    assert own_names("Sheoldred the Apocalypse") == ("Sheoldred the Apocalypse", "Sheoldred")
    assert own_names("Grizzly Bears") == ("Grizzly Bears",)


def test_201_5_a_word_the_grammar_knows_is_never_the_card() -> None:
    """"Return of the Nightstalkers" says "Return all Nightstalker cards ...": "Return" is the verb."""
    from kitchentable.cards.language.parse import grammar_words

    assert own_names("Return of the Nightstalkers", grammar_words()) == ("Return of the Nightstalkers",)
    assert own_names("Svyelun of Sea and Sky", grammar_words())[-1] == "Svyelun"


def test_201_5_a_type_word_before_of_is_never_the_card() -> None:
    """"Wall of Kelp" makes "Plant Wall" tokens; "Liliana of the Veil"'s "Liliana" is a planeswalker type."""
    assert own_names("Wall of Kelp") == ("Wall of Kelp",)
    assert own_names("Liliana of the Veil") == ("Liliana of the Veil",)
    kelp = card("Wall of Kelp {U}{U}\nCreature — Plant Wall 0/3\nDefender\n{U}{U}, {T}: Create a 0/1 blue Plant Wall "
                "creature token with defender named Kelp.")
    assert "Plant Wall" in rules_text(kelp)[-1]


def test_201_5_the_short_name_compiles_as_the_card_itself() -> None:
    sv = card("Svyelun of Sea and Sky {1}{U}{U}\nLegendary Creature — God Merfolk 3/4\nWhenever Svyelun attacks, draw "
              "a card.")
    assert rules_text(sv) == ["Whenever this attacks, draw a card."]
    assert sv.triggered and sv.triggered[0].trigger.event == "attacks"
