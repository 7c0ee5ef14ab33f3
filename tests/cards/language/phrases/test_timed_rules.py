"""Tests of `cards.language.phrases.timed_rules`: a player rule with a duration before or after it (611.2a) is
compiled as one `timed_rule` effect holding the static ability the same words make, renders as printed; a chosen
player's rule is that player's. Card texts of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.abilities import Simple
from tests.cards.card_text import card

TEXTS = {
    "Your opponents can't cast spells this turn.": ("cant_cast", "end_of_turn"),
    "Players can't gain life this turn.": ("cant_gain_life", "end_of_turn"),
    "Damage can't be prevented this turn.": ("damage_cant_be_prevented", "end_of_turn"),
    "Until your next turn, you may cast sorcery spells as though they had flash.": ("flash_for_spells",
                                                                                    "your_next_turn"),
    "Until end of turn, you may cast creature spells as though they had flash.": ("flash_for_spells", "end_of_turn"),
    "Noncreature spells your opponents cast cost {2} more to cast until your next turn.": ("cost_increase",
                                                                                           "your_next_turn"),
    "Creature spells you cast cost {1} less to cast this turn.": ("cost_reduction", "end_of_turn"),
    "Your opponents can't cast noncreature spells until end of turn.": ("cant_cast", "end_of_turn"),
}


@pytest.mark.parametrize("text", sorted(TEXTS))
def test_611_2a_a_player_rule_for_a_stated_time(text: str) -> None:
    made = card(f"Test Rule {{1}}{{W}}\nInstant\n{text}")
    (effect,) = made.spell.modes[0].effects
    assert isinstance(effect, Simple) and effect.kind == "timed_rule"
    (rule,) = effect.param("rules")
    assert (rule.kind, effect.param("duration")) == TEXTS[text]
    assert rules_text(made) == [text]


def test_611_2a_a_rule_made_by_an_activated_ability() -> None:
    made = card("Test Captain {1}{G}\nCreature — Human Warrior 2/2\n"
                "Sacrifice Test Captain: Your opponents can't cast noncreature spells this turn.")
    (effect,) = made.activated[0].effect.modes[0].effects
    assert isinstance(effect, Simple) and effect.kind == "timed_rule"
    assert rules_text(made) == ["Sacrifice this: Your opponents can't cast noncreature spells this turn."]


def test_611_2a_a_chosen_players_rule_is_theirs() -> None:
    made = card("Test Ward {W}\nInstant\nTarget player can't cast spells this turn.")
    (effect,) = made.spell.modes[0].effects
    assert effect.kind == "timed_rule" and effect.subject.kind == "target"
    (rule,) = effect.param("rules")
    assert rule.kind == "cant_cast" and rule.param("players") == "you"  # the rule object is that player's
    assert rules_text(made) == ["Target player can't cast spells this turn."]


def test_611_2a_a_rule_about_an_object_is_not_read_as_a_player_rule() -> None:
    with pytest.raises(CardError):
        card("Test Veil {W}\nInstant\nTarget creature can't gain life this turn.")
