"""Tests of `cards.language.phrases.cards_from_hand`: "Draw three cards, then put two cards from your hand on top
of your library in any order." (608.2c: chosen as it resolves; 401.4: in the order the player likes)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

STORM = card("Test Storm {U}\nInstant\nDraw three cards, then put two cards from your hand on top of your library in "
             "any order.")
TOME = card("Test Tome {2}\nArtifact\n{T}: Draw two cards, then put a card from your hand on the bottom of your "
            "library.")
ISLAND = card("Test Island\nBasic Land — Island")
RUNE = card("Test Rune {1}\nArtifact")
ORB = card("Test Orb {2}\nArtifact")


def _names(game, oids) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in oids]


def test_401_4_brainstorm_puts_two_chosen_cards_on_top_last_chosen_on_top() -> None:
    s = Scenario()
    storm = s.hand(0, STORM)
    rune = s.hand(0, RUNE)
    orb = s.hand(0, ORB)
    s.battlefield(0, ISLAND)
    for _ in range(3):
        s.library(0, ISLAND)
    game = s.start("main1")
    game.apply(("cast", storm))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "choose_card"
    assert len(game.legal_actions()) == 5  # the two cards kept in hand and the three drawn
    game.apply(("choose", rune))
    game.apply(next(a for a in game.legal_actions() if a[0] == "choose" and game.state.objects[a[1]].card.name == "Test Orb"))
    resolve_stack(game)
    library = game.state.zones[("library", 0)]
    assert _names(game, library[-2:]) == ["Test Rune", "Test Orb"]  # the last chosen is on top
    assert _names(game, game.state.zones[("hand", 0)]) == ["Test Island"] * 3
    assert orb not in game.state.objects or game.state.objects[orb].zone[0] != "hand"
    assert "Put two cards from your hand on top of your library in any order." in render(STORM)


def test_401_4_a_card_from_hand_on_the_bottom_of_the_library() -> None:
    s = Scenario()
    tome = s.battlefield(0, TOME)
    rune = s.hand(0, RUNE)
    s.library(0, ISLAND)
    s.library(0, ISLAND)
    s.library(0, ORB)
    game = s.start("main1")
    game.apply(next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == tome))
    game.apply(("pass",))
    game.apply(("pass",))
    game.apply(("choose", rune))
    resolve_stack(game)
    library = game.state.zones[("library", 0)]
    assert _names(game, library[:1]) == ["Test Rune"]  # the bottom card
    assert sorted(_names(game, game.state.zones[("hand", 0)])) == ["Test Island", "Test Orb"]


LEVER = card("Test Lever {1}\nArtifact\n{T}: Put a card from your hand on top of your library.")


def test_401_4_with_an_empty_hand_nothing_is_put_back() -> None:
    s = Scenario()
    lever = s.battlefield(0, LEVER)
    s.library(0, ISLAND)
    game = s.start("main1")
    game.apply(next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == lever))
    resolve_stack(game)
    assert game.pending["kind"] == "priority" and not game.state.stack_ids()
    assert _names(game, game.state.zones[("library", 0)]) == ["Test Island"]


def test_401_4_in_any_order_said_for_one_card_is_refused() -> None:
    with pytest.raises(CardError, match="any order"):
        card("Test Odd {U}\nInstant\nDraw two cards, then put a card from your hand on top of your library in any "
             "order.")


AUGER = card("Test Auger {2}{B}\nCreature — Human Wizard 3/1\nWhen Test Auger dies, each player puts a card from their "
             "hand on top of their library.")
EDICT = card("Test Edict {B}\nSorcery\nDestroy target creature.")


def test_101_4_each_player_puts_a_card_from_their_own_hand_on_top() -> None:
    s = Scenario()
    auger = s.battlefield(0, AUGER)
    edict = s.hand(0, EDICT)
    s.battlefield(0, card("Test Swamp\nBasic Land — Swamp"))
    mine = s.hand(0, RUNE)
    theirs = s.hand(1, ORB)
    game = s.start("main1")
    game.apply(("cast", edict))
    game.apply(("target", auger))
    game.apply(("pay",))
    resolve_stack(game)
    assert _names(game, game.state.zones[("library", 0)]) == ["Test Rune"]
    assert _names(game, game.state.zones[("library", 1)]) == ["Test Orb"]
    assert mine not in game.state.objects and theirs not in game.state.objects  # new objects in the libraries
