"""Keyword lines as `cards show` writes them (`cards.render.keyword_abilities`): in the order the card prints
them, each keyword once, subtypes in their printed case."""

from __future__ import annotations

from dataclasses import replace

from kitchentable.cards.render import render, rules_text
from tests.cards.card_text import card


def test_702_1_keywords_read_in_the_order_the_card_prints_them() -> None:
    akroma = card("Test Akroma {5}{R}{R}{R}\nLegendary Creature — Angel 6/6\nFlying, trample, protection from white "
                  "and from blue")
    assert akroma.keyword_order == ("flying", "trample", "protection from white and from blue")
    assert rules_text(akroma)[0] == "Flying (702.9), trample (702.19), protection from white and from blue (702.16)"


def test_702_1_the_printed_order_is_no_part_of_the_card_s_identity() -> None:
    """Keywords are a set (702.1): two cards with the same keywords in another order are the same card."""
    one = card("Test Twin {2}\nCreature — Golem 2/2\nFlying, trample")
    other = card("Test Twin {2}\nCreature — Golem 2/2\nTrample, flying")
    assert one.keyword_order != other.keyword_order
    other = replace(other, text=one.text)  # the text it was compiled from, kept as printed
    assert one == other and hash(one) == hash(other)


def test_702_keyword_with_its_own_line_is_not_repeated_on_the_keyword_line() -> None:
    centaur = card("Test Centaur {1}{G}{G}\nCreature — Centaur Archer 2/2\nShroud\nFlanking")
    shown = render(centaur)
    assert shown.count("Flanking") + shown.count("flanking") == 1


def test_702_72_champion_and_702_41_affinity_name_their_subtype_capitalised() -> None:
    mob = card("Test Mob {3}{B}\nCreature — Goblin Warrior 5/5\nChampion a Goblin")
    assert "Champion a Goblin (702.72)" in rules_text(mob)
    golem = card("Test Golem {5}\nArtifact Creature — Golem 3/2\nAffinity for Swamps")
    assert any(line.startswith("Affinity for Swamps") for line in rules_text(golem))


def test_702_16_protection_from_a_creature_type_reads_plural() -> None:
    angel = card("Test Angel {3}{W}{W}\nCreature — Angel 5/5\nFlying, first strike, lifelink, protection from "
                 "Demons and from Dragons")
    assert "protection from Demons and from Dragons (702.16)" in rules_text(angel)[0]


def test_702_37a_a_morph_cost_in_words_is_a_sentence() -> None:
    raiders = card("Test Raiders {3}{B}{B}\nCreature — Human Warrior 5/5\nMorph—Discard a card.")
    assert any(line.startswith("Morph—Discard a card. (702.37a") for line in rules_text(raiders))
