"""Tests of conditions in `rules.stack.conditions`: "if this spell's / its [label] cost was paid" (118.9, 601.2b)
reads the alternative cost a spell was cast for, and a permanent's as it entered."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario
from tests.cards.card_text import card

SURGE = card("Test Tide {5}{U}\nSorcery\nSurge {1}{U}\nDraw a card. If this spell's surge cost was paid, "
             "you gain 5 life.")
SPARK = card("Test Spark {U}\nInstant\nYou gain 1 life.")
DASHER = card("Test Dasher {4}{R}\nCreature — Goblin 2/2\nDash {R}\n"
              "When this creature enters, if its dash cost was paid, you gain 3 life.")


def _resolve(game: Any) -> None:
    for _ in range(20):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        game.apply(("pass",))


def _cast_tide(surge: bool) -> int:
    s = Scenario()
    spark = s.hand(0, SPARK)
    tide = s.hand(0, SURGE)
    s.many(0, "battlefield", ["Island"] * 7)
    s.many(0, "library", ["Island"] * 3)
    game = s.start("main1")
    game.apply(("cast", spark))
    game.apply(("pay",))
    _resolve(game)
    game.apply(("cast", tide))
    game.apply(("cost", "alternative", 0) if surge else ("cost", "normal"))
    game.apply(("pay",))
    _resolve(game)
    return int(game.state.players[0].life)


def test_118_9_this_spells_alternative_cost_was_paid() -> None:
    assert _cast_tide(surge=True) == 26
    assert _cast_tide(surge=False) == 21


def test_118_9_a_permanent_remembers_the_alternative_cost_it_was_cast_for() -> None:
    for dash, life in ((True, 23), (False, 20)):
        s = Scenario()
        dasher = s.hand(0, DASHER)
        s.many(0, "battlefield", ["Mountain"] * 5)
        game = s.start("main1")
        game.apply(("cast", dasher))
        game.apply(("cost", "alternative", 0) if dash else ("cost", "normal"))
        game.apply(("pay",))
        _resolve(game)
        assert game.state.players[0].life == life


OUTLOOK = card("Test Outlook {1}{W}\nCreature — Human 2/2\nAs long as an opponent controls a Plains, Test Outlook "
               "gets +1/+1.")


def test_611_3a_an_opponent_controls_counts_only_that_opponents_permanents() -> None:
    """"As long as an opponent controls a Plains": a Plains of the card's own controller is not an opponent's."""
    from kitchentable.rules.continuous.layers import chars

    s = Scenario()
    outlook = s.battlefield(0, OUTLOOK)
    s.battlefield(0, "Plains")
    assert chars(s.start("main1").state, outlook).power == 2
    s = Scenario()
    outlook = s.battlefield(0, OUTLOOK)
    s.battlefield(1, "Plains")
    assert chars(s.start("main1").state, outlook).power == 3
