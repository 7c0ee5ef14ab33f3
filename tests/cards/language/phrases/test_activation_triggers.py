"""Tests of `cards.language.phrases.activation_triggers` and `rules.casting.activation_triggers`: triggers on
activating an ability of a permanent (602.2e), a loyalty ability (606) or any ability that isn't a mana ability
of a described permanent."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

DISCIPLES = card("Test Disciples {2}{R}\nCreature — Human Monk 2/3\nWhenever you activate a loyalty ability of a "
                 "Chandra planeswalker, you gain 2 life.")
CHANDRA = card("Test Chandra {3}{R}\nLegendary Planeswalker — Chandra loyalty 4\n+1: Draw a card.")
JACE = card("Test Jace {3}{U}\nLegendary Planeswalker — Jace loyalty 4\n+1: Draw a card.")
ARMASAUR = card("Test Armasaur {5}{G}\nCreature — Dinosaur 5/5\nWhenever an opponent activates an ability of a "
                "creature or land that isn't a mana ability, you gain 1 life.")
PUMPER = card("Test Pumper {1}{G}\nCreature — Elf 1/1\n{1}: Test Pumper gets +1/+1 until end of turn.")


def _activate(game, oid: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(("activate", oid, 0))
    answer_until_priority(game)
    resolve_stack(game)


def test_606_a_loyalty_ability_of_the_named_planeswalker_triggers() -> None:
    assert render(DISCIPLES).splitlines()[-2] == ("Whenever you activate a loyalty ability of a Chandra planeswalker, "
                                                  "you gain 2 life.")
    s = Scenario()
    s.battlefield(0, DISCIPLES)
    chandra = s.battlefield(0, CHANDRA)
    s.library(0, "Mountain")
    game = s.start("main1")
    _activate(game, chandra)
    assert game.state.players[0].life == 22


def test_606_another_planeswalkers_loyalty_ability_does_not_trigger() -> None:
    s = Scenario()
    s.battlefield(0, DISCIPLES)
    jace = s.battlefield(0, JACE)
    s.library(0, "Island")
    game = s.start("main1")
    _activate(game, jace)
    assert game.state.players[0].life == 20


def test_602_2e_an_opponent_activating_a_creatures_ability_triggers_but_mana_abilities_do_not() -> None:
    assert render(ARMASAUR).splitlines()[-2] == ("Whenever an opponent activates an ability of a creature or land that "
                                                 "isn't a mana ability, you gain 1 life.")
    s = Scenario()
    s.battlefield(0, ARMASAUR)
    pumper = s.battlefield(1, PUMPER)
    s.battlefield(1, "Forest")
    game = s.start("main1", active=1)
    _activate(game, pumper)  # the Forest's mana ability pays for it: that one isn't heard (605.3a)
    assert game.state.players[0].life == 21


def test_602_2e_you_activate_any_ability_that_isnt_a_mana_ability_is_refused() -> None:
    """Cycling a card in hand is such an ability too, and only permanents' activations are heard: refused."""
    with pytest.raises(CardError):
        card("Test Verrak {3}{B}\nCreature — Vampire 4/4\nWhenever you activate an ability that isn't a mana "
             "ability, you gain 1 life.")
