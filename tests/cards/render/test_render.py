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


def test_505_1_a_trigger_of_your_precombat_main_phase_reads_as_printed() -> None:
    sanctum = card("Test Sanctum {3}{U}\nLegendary Enchantment — Shrine\nAt the beginning of your precombat main "
                   "phase, you may draw a card.")
    assert "At the beginning of your precombat main phase, you may draw a card." in rules_text(sanctum)


def test_119_3_you_ve_gained_n_or_more_life_this_turn_in_today_s_words() -> None:
    text = " ".join(rules_text(card("Test Indulgence {3}{B}\nInstant\nThis spell costs {3} less to cast if you've "
                                    "gained 3 or more life this turn.\nReturn up to two target creature cards from "
                                    "your graveyard to your hand.")))
    assert "if you've gained 3 or more life this turn" in text


def test_702_138_escape_reads_as_a_sentence_with_its_counters_in_words() -> None:
    text = rules_text(card("Test Charger {3}{B}\nCreature — Horse 3/1\nEscape—{4}{B}, Exile three other cards from "
                           "your graveyard.\nTest Charger escapes with two +1/+1 counters on it."))
    assert any(line.startswith("Escape—{4}{B}, Exile three other cards from your graveyard.") for line in text)
    assert any(line.startswith("This escapes with two +1/+1 counters on it.") for line in text)


def test_205_3m_three_subtypes_in_a_plural_list_read_with_and() -> None:
    priest = card("Test Priest {2}{B}{B}\nCreature — Cleric 2/2\nSkeletons, Vampires, and Zombies you control get "
                  "+1/+1.")
    assert "Skeletons, Vampires, and Zombies you control get +1/+1." in rules_text(priest)
