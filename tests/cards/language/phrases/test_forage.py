"""Tests of `cards.language.phrases.forage` (701.61a): forage as a cost part, as the optional cost of "you may
forage", and "whenever you forage"; a mana ability that forages is refused (its payment is not built)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import Cost, Optional_
from tests.cards.card_text import card


def test_701_61a_forage_is_a_cost_part() -> None:
    hoarder = card("Test Hoarder {1}{B}\nCreature — Squirrel 2/1\n{2}, Forage: Draw a card.")
    (ab,) = hoarder.activated
    assert ab.cost.forage and str(ab.cost.mana) == "{2}"
    assert rules_text(hoarder) == ["{2}, Forage: Draw a card."]


def test_608_2d_you_may_forage_is_an_optional_cost() -> None:
    sentry = card("Test Sentry {3}{G}\nCreature — Squirrel 2/4\nAt the beginning of combat on your turn, you may "
                  "forage.\nWhenever you forage, put a +1/+1 counter on this creature.")
    eff = sentry.triggered[0].effect.modes[0].effects[0]
    assert isinstance(eff, Optional_) and eff.cost == Cost(forage=True) and eff.then == ()
    assert sentry.triggered[1].trigger.event == "forage" and sentry.triggered[1].trigger.whose == "you"
    assert rules_text(sentry) == ["At the beginning of combat on your turn, you may forage.",
                                  "Whenever you forage, put a +1/+1 counter on this."]


def test_605_3a_a_mana_ability_with_a_forage_cost_is_refused() -> None:
    with pytest.raises(CardError, match="forage"):
        card("Test Forager {1}{G}\nCreature — Squirrel 2/2\n{T}, Forage: Add {G}{G}.")
