"""Tests of `rules.concepts.devotion` (700.5) with the Theros Gods' static ability: "As long as your devotion to
black is less than five, ~ isn't a creature." (613.1d: a layer 4 type change, true or false as devotion changes)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

GOD = card("Test God of Night {3}{B}\nLegendary Enchantment Creature — God 6/5\nIndestructible\nAs long as your "
           "devotion to black is less than five, this creature isn't a creature.")
PAIR_GOD = card("Test God of Dusk {1}{W}{B}\nLegendary Enchantment Creature — God 5/5\nAs long as your devotion to "
                "white and black is less than seven, this creature isn't a creature.")
SHADE = card("Test Shade {B}{B}{B}\nCreature — Shade 1/1")
HYBRID = card("Test Hybrid Knight {W/B}{W/B}\nCreature — Knight 2/2")
PHYREXIAN = card("Test Oil Imp {B/P}\nCreature — Imp 1/1")


def _types(god, *others, opponent=()):  # type: ignore[no-untyped-def]
    s = Scenario()
    g = s.battlefield(0, god)
    for o in others:
        s.battlefield(0, o)
    for o in opponent:
        s.battlefield(1, o)
    game = s.start("main1")
    return chars(game.state, g).types


def test_700_5_god_is_not_a_creature_below_its_devotion() -> None:
    assert "Creature" not in _types(GOD)  # its own {B}: devotion 1
    assert "Creature" not in _types(GOD, opponent=(SHADE, SHADE))  # an opponent's permanents are not your devotion
    assert "Enchantment" in _types(GOD)


def test_700_5_god_is_a_creature_at_its_devotion() -> None:
    assert "Creature" in _types(GOD, SHADE, PHYREXIAN)  # 1 + 3 + a Phyrexian {B/P} = 5 (700.5a)
    assert "Creature" not in _types(GOD, SHADE)  # 4


def test_700_5a_hybrid_symbols_count_once_toward_two_colors() -> None:
    """{W/B} counts once toward devotion to white and black: 2 (its own W and B) + 2 + 2 + 1 = 7."""
    assert "Creature" in _types(PAIR_GOD, HYBRID, HYBRID, PHYREXIAN)
    assert "Creature" not in _types(PAIR_GOD, HYBRID, HYBRID)  # 6


def test_700_5_god_renders_as_printed() -> None:
    assert rules_text(GOD) == ["Indestructible (702.12)", "As long as your devotion to black is less than five, this "
                               "isn't a creature."]


def test_700_5_two_color_devotion_renders_in_the_pairs_order() -> None:
    boros = card("Test God of Glory {3}{R}{W}\nLegendary Enchantment Creature — God 7/4\nAs long as your devotion to "
                 "red and white is less than seven, this creature isn't a creature.")
    assert rules_text(boros) == ["As long as your devotion to red and white is less than seven, this isn't a "
                                 "creature."]
