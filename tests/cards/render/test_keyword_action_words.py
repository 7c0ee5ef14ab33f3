"""Keyword actions said by their keyword (`cards.render.keyword_action_words`): "Support 2." reads as printed
(701.41a), while the compiled effect stays the counters on up to N (other) target creatures."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_701_41a_support_reads_as_its_keyword_on_a_permanent_and_on_a_spell() -> None:
    squire = card("Test Squire {2}{W}\nCreature — Human Soldier 2/2\nWhen Test Squire enters, support 2.")
    assert rules_text(squire) == ["When this enters, support 2."]
    rally = card("Test Rally {1}{W}\nInstant\nSupport 2. Draw a card.")
    assert rules_text(rally) == ["Support 2. Draw a card."]
    spec = rally.spell.modes[0].targets[0]
    assert (spec.min, spec.max) == (0, 2) and not spec.filter.other  # a spell's support may target any creature
