"""More tests of `cards.language.phrases.hand_to_library` (401.4): nothing to put back from an empty hand, and
"each player puts a card from their hand on top of their library" (101.4, through the each-player instructions)."""

from __future__ import annotations

from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

ISLAND = card("Test Island\nBasic Land — Island")
RUNE = card("Test Rune {1}\nArtifact")
ORB = card("Test Orb {2}\nArtifact")


def _names(game, oids) -> list[str]:  # type: ignore[no-untyped-def]
    return [game.state.objects[o].card.name for o in oids]






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
