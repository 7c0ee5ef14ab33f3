"""`kitchentable cards show`: the compiled card rendered back as rules text a player reads.

The whole bundled pool renders through real templates (none through the generic fallback), and the wording
follows Oracle conventions the rules rely on: a target named once and then "that creature" (115.1), the
attached permanent called "enchanted"/"equipped" (702.5, 301.5), subjects and verbs agreeing."""

from __future__ import annotations

import re

import pytest

from kitchentable.cards.pool import load_pool
from kitchentable.cards.render import conditions, costs, effects, render, rules_text, statics, triggers, words
from tests.cards.card_text import card


@pytest.fixture(scope="module")
def pool_text() -> dict[str, str]:
    return {c.name: render(c) for c in load_pool()}


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


def test_115_1_a_target_named_again_reads_that_creature() -> None:
    treason = card("Test Treason {2}{R}\nSorcery\nGain control of target creature until end of turn. Untap that "
                   "creature. It gains haste until end of turn.")
    text = " ".join(rules_text(treason))
    assert text.count("target creature") == 1
    assert text.startswith("Gain control of target creature until end of turn. Untap that creature.")


def test_115_1_two_targets_of_one_spell_are_named_as_such() -> None:
    assert "two target nonblack creatures" in render(load_pool().get("Dead Ringers"))


def test_702_5_aura_and_equipment_name_what_they_are_attached_to(pool_text: dict[str, str]) -> None:
    assert "Enchanted creature gets +2/+0 and has trample." in pool_text["Rancor"]
    assert "Equipped creature gets +2/+0." in pool_text["Bonesplitter"]


def test_613_1f_humility_and_opalescence_read_as_their_layers(pool_text: dict[str, str]) -> None:
    assert "Creatures lose all abilities. (613.1f)" in pool_text["Humility"]
    assert "Creatures have base power and toughness 1/1. (613.4b)" in pool_text["Humility"]
    assert "Each other non-Aura enchantment is a creature in addition to its other types" in pool_text["Opalescence"]


def test_205_3_subtypes_are_nouns_with_their_plurals(pool_text: dict[str, str]) -> None:
    assert "Other Merfolk get +1/+1 and have islandwalk." in pool_text["Lord of Atlantis"]
    assert "As long as you control a Forest, this gets +1/+2." in pool_text["Kird Ape"]
    assert "draw a card for each Shrine you control" in pool_text["Honden of Seeing Winds"]


def test_400_11b_wishes_and_ante_say_where_the_card_comes_from(pool_text: dict[str, str]) -> None:
    assert "You may reveal a sorcery card you own from outside the game and put it into your hand." \
        in pool_text["Burning Wish"]
    assert "Discard your hand. Ante the top card of your library. Draw seven cards." \
        in pool_text["Contract from Below"]


def test_702_33d_kicker_conditions_read_if_it_was_kicked(pool_text: dict[str, str]) -> None:
    assert "If this spell was kicked, this deals 4 damage to any target. Otherwise, this deals 2 damage to any " \
           "target." in pool_text["Burst Lightning"]
    assert "When this enters, if it was kicked," in pool_text["Goblin Bushwhacker"]
