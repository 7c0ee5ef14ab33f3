"""The words every part of `cards show` shares (`cards.render.words`): a target named once and then "that
creature" (115.1), the attached permanent called "enchanted"/"equipped" (702.5, 301.5), subtypes as nouns."""

from __future__ import annotations

from kitchentable.cards.pool import load_pool
from kitchentable.cards.render import render, rules_text
from tests.cards.card_text import card


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


def test_205_3_subtypes_are_nouns_with_their_plurals(pool_text: dict[str, str]) -> None:
    assert "Other Merfolk get +1/+1 and have islandwalk." in pool_text["Lord of Atlantis"]
    assert "As long as you control a Forest, this gets +1/+2." in pool_text["Kird Ape"]
    assert "draw a card for each Shrine you control" in pool_text["Honden of Seeing Winds"]
