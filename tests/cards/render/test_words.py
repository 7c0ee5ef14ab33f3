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


def test_205_3_subtypes_whose_plural_is_the_same_word() -> None:
    """Plains, Myr, Eldrazi, Aetherborn...: Oracle text writes "all Plains", "Myr you control" (205.3)."""
    assert rules_text(card("Test Flash Fire {3}{R}\nSorcery\nDestroy all Plains.")) == ["Destroy all Plains."]
    lord = card("Test Myr Lord {3}\nArtifact Creature — Myr 2/2\nOther Myr creatures you control get +1/+1.")
    assert rules_text(lord) == ["Other Myr creatures you control get +1/+1."]


def test_109_5_a_controller_clause_is_not_pluralised() -> None:
    """"creatures you don't control", "creatures defending player controls": the noun takes the s, not the verb."""
    wind = card("Test Wind {7}{B}{B}\nSorcery\nDestroy all creatures you don't control.")
    assert rules_text(wind) == ["Destroy all creatures you don't control."]
    bell = card("Test Bell {3}\nArtifact Creature — Construct 3/2\nWhenever Test Bell attacks, untap all creatures "
                "defending player controls.")
    assert rules_text(bell) == ["Whenever this attacks, untap all creatures defending player controls."]


def test_111_1_tokens_just_created_are_they() -> None:
    """"Create two ... tokens. They gain first strike until end of turn.": the tokens are the sentence's subject."""
    rally = card("Test Rally {2}{W}\nSorcery\nCreate two 1/1 white Warrior creature tokens. They gain first strike "
                 "until end of turn.")
    assert rules_text(rally)[-1].endswith("They gain first strike until end of turn.")


def test_614_12_objects_the_chosen_player_controls_are_said_so() -> None:
    beast = card("Test Pallid {2}{R}\nCreature — Beast */3\nAs Test Pallid enters, choose an opponent.\nTest Pallid's "
                 "power is equal to the number of tapped lands the chosen player controls.")
    assert "the number of tapped lands the chosen player controls" in " ".join(rules_text(beast))
