"""Tests of `cards.language.phrases.damage_source_triggers`: "Whenever a source deals damage to ~" (120.3, 603.2)
and "that source's controller", read from the source as it last existed when it is a spell that has resolved
(608.2h)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

REAPER = card("Test Reaper {2}{B}{B}\nCreature — Horror 2/5\nWhenever a source deals damage to Test Reaper, that "
              "source's controller gets a poison counter.")
GHOUL = card("Test Ghoul {3}{B}{B}\nCreature — Zombie 4/4\nWhenever a source deals damage to Test Ghoul, you gain "
             "that much life.")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 2 damage to any target.")


def _bolt(target_card):  # type: ignore[no-untyped-def]
    s = Scenario()
    creature = s.battlefield(0, target_card)
    s.battlefield(1, "Mountain")
    spark = s.hand(1, SPARK)
    game = s.start("main1", active=1)
    game.apply(("cast", spark))
    game.apply(("target", creature))
    answer_until_priority(game)
    resolve_stack(game)
    return game


def test_608_2h_that_sources_controller_is_read_after_the_spell_resolved() -> None:
    assert render(REAPER).splitlines()[2] == ("Whenever a source deals damage to this, that source's controller gets "
                                              "a poison counter.")
    game = _bolt(REAPER)
    assert game.state.players[1].poison == 1
    assert game.state.players[0].poison == 0


def test_120_3_a_source_dealing_damage_gives_that_much() -> None:
    game = _bolt(GHOUL)
    assert game.state.players[0].life == 22


def test_120_3_that_sources_controller_without_a_damage_trigger_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Odd {1}{B}\nCreature — Horror 1/1\nWhenever Test Odd attacks, that source's controller loses 1 "
             "life.")
