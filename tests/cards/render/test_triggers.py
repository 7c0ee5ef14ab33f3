"""Trigger conditions as `cards show` writes them (`cards.render.triggers`)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def test_509_5b_blocks_a_creature_when_the_effect_names_that_creature() -> None:
    """"Whenever ~ blocks a creature" triggers once for each creature it blocks, which its effect names."""
    wall = card("Test Wall {3}{U}\nCreature — Wall 0/4\nDefender\nWhenever Test Wall blocks a creature, tap that "
                "creature.")
    assert "Whenever this blocks a creature, tap that creature." in rules_text(wall)
