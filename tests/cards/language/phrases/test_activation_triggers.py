"""Tests of `cards.language.phrases.activation_triggers`: "Whenever you activate a loyalty ability of a Chandra
planeswalker, ..." and "Whenever an opponent activates an ability of an artifact, creature, or land that isn't a
mana ability, ... that player" (602.2i: the trigger goes on the stack above the ability; 605.3a: mana abilities
don't use the stack and never set it off)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

DISCIPLES = card("Test Disciples {2}{R}{R}\nCreature — Human Monk 4/3\nWhenever you activate a loyalty ability of a "
                 "Chandra planeswalker, Test Disciples deals 1 damage to each opponent.")
MENTOR = card("Test Mentor {2}{R}\nCreature — Human Warrior 3/2\nWhenever an opponent activates an ability of an "
              "artifact, creature, or land that isn't a mana ability, Test Mentor deals 2 damage to that player.")
CHANDRA = card("Test Chandra {2}{R}{R}\nLegendary Planeswalker — Chandra loyalty 4\n+1: You gain 1 life.")
GIDEON = card("Test Gideon {2}{W}{W}\nLegendary Planeswalker — Gideon loyalty 4\n+1: You gain 1 life.")
RELIC = card("Test Relic {1}\nArtifact\n{1}, Sacrifice Test Relic: Draw a card.")
MOUNTAIN = card("Test Mountain\nBasic Land — Mountain")


def _activate(game, oid: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == oid))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))


def test_602_2i_a_loyalty_ability_of_a_chandra_sets_it_off_above_the_ability() -> None:
    s = Scenario()
    s.battlefield(0, DISCIPLES)
    chandra = s.battlefield(0, CHANDRA)
    game = s.start("main1")
    _activate(game, chandra)
    assert len(game.state.stack_ids()) == 2  # the trigger is above the loyalty ability (603.3)
    resolve_stack(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 21
    assert "Whenever you activate a loyalty ability of a Chandra planeswalker, this deals 1 damage to each " \
           "opponent." in render(DISCIPLES)


def test_602_2i_another_planeswalker_s_loyalty_ability_does_not() -> None:
    s = Scenario()
    s.battlefield(0, DISCIPLES)
    gideon = s.battlefield(0, GIDEON)
    game = s.start("main1")
    _activate(game, gideon)
    resolve_stack(game)
    assert game.state.players[1].life == 20


def test_603_10a_an_opponent_sacrificing_an_artifact_to_activate_it_is_dealt_damage() -> None:
    s = Scenario()
    s.battlefield(0, MENTOR)
    relic = s.battlefield(1, RELIC)
    s.battlefield(1, MOUNTAIN)
    s.library(1, MOUNTAIN)
    game = s.start("main1", active=1)
    _activate(game, relic)  # the artifact is gone before the ability is activated: read as it last existed
    resolve_stack(game)
    assert game.state.players[1].life == 18  # once: tapping the Mountain to pay was a mana ability (605.3a)
    assert game.state.players[0].life == 20


def test_605_1a_an_ability_that_could_be_a_mana_ability_without_the_words_is_refused() -> None:
    with pytest.raises(CardError, match="mana abilities"):
        card("Test Searblades {3}{R}\nCreature — Elemental Warrior 2/4\nWhenever you activate an ability of an "
             "Elemental, Test Searblades gets +1/+0 until end of turn.")
