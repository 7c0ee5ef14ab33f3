"""Tests of `cards.language.phrases.targeting_restrictions`: "<subject> can't be the target of <spells> [or
<abilities>] [your opponents control]." compiled as one keyword in canonical words and rendered as printed. The
kernel's reading is tested in tests/rules/concepts/test_targeting_restrictions.py. Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from kitchentable.rules.concepts.targeting_restrictions import restriction_parts
from tests.rules.keyword_support import card

SENTENCES = [
    "can't be the target of white spells or abilities from white sources.",
    "can't be the target of nongreen spells or abilities from nongreen sources.",
    "can't be the target of blue or black spells.",
    "can't be the target of black or red spells your opponents control.",
    "can't be the target of Aura spells.",
]


@pytest.mark.parametrize("sentence", SENTENCES)
def test_self_restriction_is_a_keyword_and_reads_as_printed(sentence: str) -> None:
    c = card(f"Test Mage {{1}}{{R}}\nCreature — Human 2/2\nTest Mage {sentence}")
    assert sentence.rstrip(".") in c.keywords
    assert f"This {sentence}" in render(c)


@pytest.mark.parametrize("text", [
    "Enchanted creature can't be the target of spells or abilities your opponents control.",
    "Enchanted creature can't be the target of abilities from artifact sources.",
    "Enchanted creature gets +0/+2 and can't be the target of spells.",
])
def test_enchanted_creature_restriction_reads_as_printed(text: str) -> None:
    c = card(f"Test Cloak {{W}}\nEnchantment — Aura\nEnchant creature\n{text}")
    assert text in render(c)


@pytest.mark.parametrize(("keyword", "parts"), [
    ("can't be the target of white spells or abilities from white sources", (("white",), ("white",), False)),
    ("can't be the target of blue or black spells", (("blue", "black"), None, False)),
    ("can't be the target of spells or abilities your opponents control", ((), (), True)),
    ("can't be the target of abilities from artifact sources", (None, ("artifact",), False)),
    ("can't be the target of Aura spells", (("Aura",), None, False)),
])
def test_the_keyword_reads_back_into_its_parts(keyword: str, parts: tuple[object, ...]) -> None:
    assert restriction_parts(keyword) == parts


def test_a_restriction_with_a_condition_is_refused() -> None:
    """Lurker's "unless it attacked or blocked this turn" is not read: the card is refused, not half-compiled."""
    with pytest.raises(Exception, match="unsupported"):
        card("Test Lurker {2}{G}\nCreature — Beast 2/3\nTest Lurker can't be the target of spells unless it "
             "attacked or blocked this turn.")


def test_a_restriction_for_this_turn_reads_as_printed() -> None:
    """Vines of Vastwood's first sentence: the keyword granted to the target until end of turn (611.2c)."""
    text = "Target creature can't be the target of spells or abilities your opponents control this turn."
    assert text in render(card(f"Test Vines {{G}}\nInstant\n{text}"))
