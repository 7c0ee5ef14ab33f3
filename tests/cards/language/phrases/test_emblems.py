"""Tests of `cards.language.phrases.emblems` (114.3): an emblem has only abilities, so a quotation that isn't an
ability is refused, and two quotations make one emblem with both abilities."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_114_3_an_emblem_with_an_instruction_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Odd Walker {3}\nLegendary Planeswalker — Test loyalty 3\n-3: You get an emblem with \"Draw a card.\"")


def test_114_1_two_quotations_make_one_emblem_with_both_abilities() -> None:
    walker = card("Test Moon Walker {3}{U}\nLegendary Planeswalker — Tamiyo loyalty 4\n-8: You get an emblem with "
                  "\"You have no maximum hand size\" and \"At the beginning of your upkeep, draw a card.\"")
    (emblem,) = [e.param("emblem") for e in walker.activated[0].effect.modes[0].effects]
    assert len(emblem.static) == 1 and len(emblem.triggered) == 1
    assert rules_text(walker) == ['-8: You get an emblem with "You have no maximum hand size" and "At the beginning '
                                  'of your upkeep, draw a card."']


def test_114_4_an_emblem_with_an_activated_ability_is_refused() -> None:
    with pytest.raises(CardError, match="activated ability"):
        card("Test Oath Walker {3}{B}{B}\nLegendary Planeswalker — Test loyalty 3\n-8: You get an emblem with "
             "\"{1}{B}, Sacrifice a creature: You gain 2 life.\"")
