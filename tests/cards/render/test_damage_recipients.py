"""How damage names its recipients (`cards.render.damage_recipients`) and how a group of targets of several kinds
is said (`cards.render.words._targets_plural`): the rendering reads as the printed text (issue 24)."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from tests.cards.card_text import card


def _said(text: str) -> str:
    return " ".join(rules_text(card(text)))


def test_115_4_damage_to_several_targets_is_dealt_to_each_of_them() -> None:
    assert _said("Test Twin Shot {R}\nInstant\nTest Twin Shot deals 1 damage to each of up to two target "
                 "creatures.") == "This deals 1 damage to each of up to two target creatures."
    assert _said("Test Swelter {2}{R}\nSorcery\nTest Swelter deals 2 damage to each of two target creatures.") \
        == "This deals 2 damage to each of two target creatures."
    assert _said("Test Meteor {X}{R}\nSorcery\nTest Meteor deals 1 damage to each of X target creatures.") \
        == "This deals 1 damage to each of X target creatures."
    assert _said("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to target creature.") \
        == "This deals 3 damage to target creature."


def test_115_3_each_of_up_to_two_other_targets_keeps_other() -> None:
    assert _said("Test Fork {2}{R}\nSorcery\nTest Fork deals 2 damage to any target and 1 damage to each of up to "
                 "two other targets.") == "This deals 2 damage to any target and 1 damage to each of up to two " \
                                         "other targets."


def test_115_1_a_group_of_targets_of_several_kinds_is_said_with_and_or() -> None:
    assert _said("Test Salvo {4}{R}\nSorcery\nTest Salvo deals 6 damage to each of up to two target creatures "
                 "and/or planeswalkers.") == "This deals 6 damage to each of up to two target creatures and/or " \
                                             "planeswalkers."
    assert _said("Test Dust {2}{G}\nInstant\nDestroy any number of target artifacts and/or enchantments.") \
        == "Destroy any number of target artifacts and/or enchantments."
    assert _said("Test Expertise {3}{U}{U}\nSorcery\nReturn up to three target artifacts, creatures, and/or lands "
                 "to their owners' hands.") \
        == "Return up to three target artifacts, creatures, and/or lands to their owners' hands."
    assert _said("Test Purge {2}{B}\nSorcery\nDestroy two target white or black creatures.") \
        == "Destroy two target white or black creatures."  # colours are no list of kinds


def test_601_2d_damage_divided_among_targets_of_two_kinds_says_and_or() -> None:
    assert _said("Test Roar {3}{R}\nSorcery\nTest Roar deals 5 damage divided as you choose among any number of "
                 "target creatures and/or planeswalkers your opponents control.") \
        == "This deals 5 damage divided as you choose among any number of target creatures and/or planeswalkers " \
           "your opponents control."


def test_115_4_the_permanents_among_several_any_targets_are_those_permanents() -> None:
    assert _said("Test Gambit {1}{R}\nSorcery\nTest Gambit deals 1 damage to each of up to two targets. Those "
                 "permanents can't block this turn.") == "This deals 1 damage to each of up to two targets. Those " \
                                                        "permanents can't block this turn."
