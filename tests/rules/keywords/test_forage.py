"""Forage (701.61a): "exile three cards from your graveyard or sacrifice a Food", as an activated ability's cost, as
an effect's optional cost ("you may forage. If you do, ..."), and "whenever you forage". Small cards of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.rules.state import EXILE, GRAVEYARD, HAND
from tests.rules.keyword_support import card, lands, named, scenario, settle

HOARDER = card("Test Hoarder {1}{B}\nCreature — Squirrel Rogue 2/1\n"
               "{1}, {T}, Forage: Each opponent loses 2 life and you gain 2 life.")
GATHERER = card("Test Gatherer {G}\nCreature — Squirrel 1/1\nWhenever you forage, draw a card.")
SENTRY = card("Test Sentry {3}{G}\nCreature — Squirrel Warrior 2/4\n"
              "When this creature enters, you may forage. If you do, draw a card.")
FOOD = card("Test Food {0}\nArtifact — Food")


def _board(graveyard: int, food: bool = False) -> tuple[Any, int]:
    s = scenario()
    hoarder = s.battlefield(0, HOARDER)
    s.many(0, "graveyard", ["Wastes"] * graveyard)
    if food:
        s.battlefield(0, FOOD)
    lands(s, 0, 2, "Swamp")
    return s, hoarder


def _activate(game: Any, hoarder: int, *picks: tuple[str, int]) -> None:
    game.apply(("activate", hoarder, 0))
    for kind, oid in picks:
        game.apply(("pick", kind, oid))
    settle(game)


def test_701_61a_forage_by_exiling_three_cards_from_your_graveyard() -> None:
    s, hoarder = _board(graveyard=4)
    game = s.start("main1")
    grave = list(game.state.zone(GRAVEYARD, 0))
    game.apply(("activate", hoarder, 0))
    options = game.legal_actions()
    assert ("pick", "forage_exile", grave[0]) in options and not any(o[1:2] == ("forage_food",) for o in options
                                                                       if o[0] == "pick")
    for oid in grave[:3]:
        game.apply(("pick", "forage_exile", oid))
    settle(game)
    assert len(game.state.zone(GRAVEYARD, 0)) == 1 and len(game.state.zone(EXILE)) == 3
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22


def test_701_61a_forage_by_sacrificing_a_food() -> None:
    s, hoarder = _board(graveyard=0, food=True)
    game = s.start("main1")
    (food,) = named(game, "Test Food")
    _activate(game, hoarder, ("forage_food", food))
    assert not named(game, "Test Food") and game.state.players[1].life == 18


def test_701_61a_without_a_food_or_three_graveyard_cards_you_can_t_forage() -> None:
    s, hoarder = _board(graveyard=2)
    game = s.start("main1")
    assert ("activate", hoarder, 0) not in game.legal_actions()  # 118.3: the cost can't be paid


def test_701_61_whenever_you_forage_triggers_once_per_forage() -> None:
    s, hoarder = _board(graveyard=3)
    s.battlefield(0, GATHERER)
    game = s.start("main1")
    hand = len(game.state.zone(HAND, 0))
    _activate(game, hoarder, *(("forage_exile", o) for o in list(game.state.zone(GRAVEYARD, 0))))
    assert len(game.state.zone(HAND, 0)) == hand + 1


def test_608_2d_you_may_forage_if_you_do_pays_then_does_the_rest() -> None:
    s = scenario()
    sentry = s.hand(0, SENTRY)
    s.battlefield(0, FOOD)
    lands(s, 0, 4, "Forest")
    game = s.start("main1")
    game.apply(("cast", sentry))
    hand = len(game.state.zone(HAND, 0))
    settle(game, answers=(("yes",),))
    assert not named(game, "Test Food") and len(game.state.zone(HAND, 0)) == hand + 1


def test_701_61_forage_renders_as_printed() -> None:
    assert "{1}, {T}, Forage: Each opponent loses 2 life." in render(HOARDER)
    assert "Whenever you forage, draw a card." in render(GATHERER)
    assert "When this enters, you may forage. If you do, draw a card." in render(SENTRY)
