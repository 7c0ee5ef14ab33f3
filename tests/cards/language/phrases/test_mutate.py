"""Tests of `cards.language.phrases.mutate` (702.140): the keyword line compiled into the mutate alternative cost,
"whenever this creature mutates" and "the number of times this creature has mutated", rendered as printed."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_702_140a_mutate_is_an_alternative_cost_of_a_creature_card() -> None:
    heron = card("Test Heron {4}{U}\nCreature — Bird 3/4\nMutate {3}{U}\nFlying\n"
                 "Whenever this creature mutates, draw a card.")
    (alt,) = heron.alternative_costs
    assert alt.label == "mutate" and str(alt.cost.mana) == "{3}{U}"
    (trigger,) = heron.triggered
    assert trigger.trigger.event == "mutates" and trigger.trigger.filter is None
    assert rules_text(heron) == ["Flying (702.9)", "Mutate {3}{U} (702.140)",
                                 "Whenever this mutates, draw a card."]


def test_702_140_the_number_of_times_it_has_mutated_is_an_amount() -> None:
    parrot = card("Test Parrot {2}{R}\nCreature — Bird 3/4\nMutate {2}{R}\n"
                  "{T}: This creature deals X damage to any target, where X is the number of times this creature "
                  "has mutated.")
    assert parrot.activated[0].effect.modes[0].effects[0].amount.kind == "times_mutated"


def test_702_140a_mutate_on_a_noncreature_card_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Relic {3}\nArtifact\nMutate {2}")
