"""Tests of `cards.language.phrases.first_life_change_triggers` and `rules.concepts.first_life_change`: a player's
first life gain or loss of a turn (119.3, 603.2)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

FIRST_GAIN = card("Test Paragon {2}{W}\nEnchantment\nWhenever you gain life for the first time each turn, you gain "
                  "10 life.")
FIRST_LOSS = card("Test Leech {2}{B}\nEnchantment\nWhenever an opponent loses life for the first time each turn, you "
                  "gain 5 life.")
HEAL = card("Test Salve {W}\nInstant\nYou gain 2 life.")
DRAIN = card("Test Drain {B}\nInstant\nEach opponent loses 1 life.")


def _cast(game, spell) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)


def test_603_2_only_the_first_life_gain_of_the_turn_triggers() -> None:
    assert render(FIRST_GAIN).splitlines()[-1] == ("Whenever you gain life for the first time each turn, you gain 10 "
                                                   "life.")
    s = Scenario()
    s.battlefield(0, FIRST_GAIN)
    s.many(0, "battlefield", ["Plains", "Plains"])
    a, b = s.hand(0, HEAL), s.hand(0, HEAL)
    game = s.start("main1")
    _cast(game, a)
    assert game.state.players[0].life == 32  # 2, then the trigger's 10 (itself a second gain: no trigger)
    _cast(game, b)
    assert game.state.players[0].life == 34


def test_603_2_only_an_opponents_first_life_loss_of_the_turn_triggers() -> None:
    assert render(FIRST_LOSS).splitlines()[-1] == ("Whenever an opponent loses life for the first time each turn, you "
                                                   "gain 5 life.")
    s = Scenario()
    s.battlefield(0, FIRST_LOSS)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    a, b = s.hand(0, DRAIN), s.hand(0, DRAIN)
    game = s.start("main1")
    _cast(game, a)
    _cast(game, b)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 25
