"""Tests of `cards.language.phrases.cycling_triggers` and `rules.keywords.cycling_triggers`: a permanent's
triggers on cycling (702.29a) and on cycling or discarding another card (701.9a)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

ANY_CYCLE = card("Test Rift {1}{R}\nEnchantment\nWhenever a player cycles a card, you gain 1 life.")
MY_CYCLE = card("Test Fox {W}\nCreature — Fox 1/1\nWhenever you cycle another card, you gain 2 life.\nCycling {1}")
THEIR_CYCLE = card("Test Spy {1}{U}\nEnchantment\nWhenever an opponent cycles a card, you gain 4 life.")
DISCARD = card("Test Fiend {3}{B}{B}\nCreature — Demon 5/4\nWhenever you cycle or discard another card, you gain 1 "
               "life.")
CYCLER = card("Test Cycler {2}{B}\nCreature — Zombie 2/2\nCycling {0}")


def _cycle(game, oid: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(("activate", oid, 0))
    answer_until_priority(game)
    resolve_stack(game)


def test_702_29a_cycling_triggers_a_player_cycles_and_you_cycle_another() -> None:
    assert render(ANY_CYCLE).splitlines()[-1] == "Whenever a player cycles a card, you gain 1 life."
    assert render(MY_CYCLE).splitlines()[2] == "Whenever you cycle another card, you gain 2 life."
    assert render(THEIR_CYCLE).splitlines()[-1] == "Whenever an opponent cycles a card, you gain 4 life."
    s = Scenario()
    s.battlefield(0, ANY_CYCLE)
    s.battlefield(0, MY_CYCLE)
    s.battlefield(0, THEIR_CYCLE)
    cycler = s.hand(0, CYCLER)
    s.library(0, "Plains")
    game = s.start("main1")
    _cycle(game, cycler)
    assert game.state.players[0].life == 23  # "a player" and "you ... another", not "an opponent"


def test_702_29a_an_opponent_cycling_triggers_a_player_and_an_opponent_only() -> None:
    s = Scenario()
    s.battlefield(0, ANY_CYCLE)
    s.battlefield(0, MY_CYCLE)
    s.battlefield(0, THEIR_CYCLE)
    cycler = s.hand(1, CYCLER)
    s.library(1, "Plains")
    game = s.start("main1", active=1)
    _cycle(game, cycler)
    assert game.state.players[0].life == 25


def test_701_9a_cycle_or_discard_another_card_triggers_on_each() -> None:
    assert render(DISCARD).splitlines()[2] == "Whenever you cycle or discard another card, you gain 1 life."
    s = Scenario()
    s.battlefield(0, DISCARD)
    s.many(0, "battlefield", ["Swamp"])
    cycler = s.hand(0, CYCLER)
    s.hand(0, "Plains")
    s.library(0, "Plains")
    purge = s.hand(0, card("Test Purge {B}\nSorcery\nDiscard a card."))
    game = s.start("main1")
    _cycle(game, cycler)
    assert game.state.players[0].life == 21
    game.apply(("cast", purge))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 22
