"""`kitchentable cards show`: the compiled card rendered back as rules text a player reads (`cards.render`).

The whole bundled pool renders through real templates (none through the generic fallback) and leaves no debris
of the templates (doubled words, internal names, "the attached permanent" where the card names its holder)."""

from __future__ import annotations

import re

import pytest

from kitchentable.cards.pool import load_pool
from kitchentable.cards.render import conditions, costs, effects, render, rules_text, statics, triggers, words
from tests.cards.card_text import card


def test_every_bundled_card_renders_through_a_template(monkeypatch: pytest.MonkeyPatch) -> None:
    fallbacks: list[str] = []

    def record(kind: str, words: str = "") -> str:
        fallbacks.append(f"{current}: {kind}")
        return kind

    for module in (words, conditions, costs, effects, statics, triggers):  # every writer of the fallback
        if hasattr(module, "_unrendered"):
            monkeypatch.setattr(module, "_unrendered", record)
    for c in load_pool():
        current = c.name
        render(c)
    assert fallbacks == []


def test_rendered_pool_has_no_template_debris(pool_text: dict[str, str]) -> None:
    debris = re.compile(r"  (?!\{)|\b(\w+) \1\b|\b[a-z]+_[a-z_]+\b|\bthe attached permanent\b|\banother \w+s\b|"
                        r"\b(This|Enchanted \w+|Equipped creature) (get|have|lose) ")
    bad = {name: m.group(0) for name, text in pool_text.items()
           for line in text.splitlines()[2:] if (m := debris.search(line))}
    assert bad == {}


def test_714_2b_saga_chapters_with_one_ability_read_as_one_line() -> None:
    saga = card("Test Saga {1}{W}\nEnchantment — Saga\nI, II — You gain 2 life.\nIII — Draw a card.")
    assert rules_text(saga)[-2:] == ["I, II — You gain 2 life.", "III — Draw a card."]


def test_702_135_a_keyword_compiled_from_its_template_reads_as_the_keyword() -> None:
    ministrant = card("Test Ministrant {2}{W}\nCreature — Human Cleric 2/1\nAfterlife 2")
    assert rules_text(ministrant) == ["Afterlife 2 (702.135)"]
    spelled = card("Test Spelled {2}{W}\nCreature — Human Cleric 2/1\nWhen this creature dies, create two 1/1 white "
                   "and black Spirit creature tokens with flying.")
    assert rules_text(spelled) != ["Afterlife 2 (702.135)"]  # no keyword text: written out in full
