"""Tests of `cards.language.phrases.land_play_triggers` and `rules.casting.land_play_triggers`: "whenever <player>
plays a land [or casts a spell]" (305.1, 603.2)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

HORN = card("Test Horn {3}\nArtifact\nWhenever a player plays a land, that player draws a card.")
FROG = card("Test Frog {G}{U}{R}\nCreature — Frog 0/5\nWhenever you play a land or cast a spell, draw a card if "
            "you have no cards in hand. Otherwise, discard a card.")
GROWTH = card("Test Growth {1}{G}\nSorcery\nYou may put a land card from your hand onto the battlefield.")


def _hand(game, seat: int) -> int:  # type: ignore[no-untyped-def]
    return len(game.state.zone("hand", seat))


def test_305_1_playing_a_land_triggers_and_that_player_draws() -> None:
    assert render(HORN).splitlines()[-1] == "Whenever a player plays a land, that player draws a card."
    s = Scenario()
    s.battlefield(0, HORN)
    land = s.hand(1, "Forest")
    s.library(1, BEAR)
    game = s.start("main1", active=1)
    game.apply(("play_land", land))
    assert game.state.stack_ids() or game.state.pending_triggers
    resolve_stack(game)
    assert _hand(game, 1) == 1 and game.state.objects[game.state.zone("hand", 1)[0]].card.name == "Plain Bear"



def test_603_2_one_ability_triggers_on_a_land_played_and_on_a_spell_cast() -> None:
    assert "Whenever you play a land or cast a spell, draw a card if you have no cards in hand." in render(FROG)
    s = Scenario()
    s.battlefield(0, FROG)
    land = s.hand(0, "Forest")
    s.library(0, BEAR)
    game = s.start("main1")
    game.apply(("play_land", land))
    resolve_stack(game)
    assert _hand(game, 0) == 1  # the hand was empty: it drew

    s = Scenario()
    s.battlefield(0, FROG)
    s.battlefield(0, "Forest")
    spell = s.hand(0, card("Test Sip {G}\nInstant\nYou gain 1 life."))
    s.library(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    resolve_stack(game)
    assert _hand(game, 0) == 1 and game.state.players[0].life == 21  # the cast triggered it too: it drew


def test_603_2_otherwise_the_player_discards() -> None:
    s = Scenario()
    s.battlefield(0, FROG)
    land = s.hand(0, "Forest")
    s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("play_land", land))
    resolve_stack(game)
    assert _hand(game, 0) == 0 and len(game.state.zone("graveyard", 0)) == 1
