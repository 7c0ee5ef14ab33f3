"""Tests of `cards.language.phrases.cast_during_your_turn` and `rules.casting.cast_during_your_turn`: "Whenever an
opponent casts a spell during your turn" (601.2i, 603.2: the controller of the ability is the active player)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

SENTRY = card("Test Sentry {1}{W}\nEnchantment\nWhenever an opponent casts a spell during your turn, you gain 3 "
              "life.")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 1 damage to any target.")


def test_603_2_an_opponents_spell_on_your_turn_triggers() -> None:
    assert render(SENTRY).splitlines()[-1] == "Whenever an opponent casts a spell during your turn, you gain 3 life."
    s = Scenario()
    s.battlefield(0, SENTRY)
    s.battlefield(1, "Mountain")
    spark = s.hand(1, SPARK)
    game = s.start("main1", active=0)
    game.apply(("pass",))  # seat 1 gets priority in seat 0's main phase
    game.apply(("cast", spark))
    game.apply(("target", ("player", 0)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 20 - 1 + 3


def test_603_2_an_opponents_spell_on_their_own_turn_does_not_trigger() -> None:
    s = Scenario()
    s.battlefield(0, SENTRY)
    s.battlefield(1, "Mountain")
    spark = s.hand(1, SPARK)
    game = s.start("main1", active=1)
    game.apply(("cast", spark))
    game.apply(("target", ("player", 0)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 19
