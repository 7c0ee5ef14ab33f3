"""Tests of `cards.language.phrases.ante`: playing for ante (407; the old cards that mention it). Each
compiles a small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.rules import events
from kitchentable.rules.concepts.game_end import end_game
from kitchentable.scenario import Scenario
from tests.cards.staples_support import staples_pool
from tests.support import settle

SUPPORT = """
Ornithopter {0}
Artifact Creature — Thopter 0/2
Flying

Grizzly Bears {1}{G}
Creature — Bear 2/2
"""


POOL = staples_pool("staples_mechanics.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL, options={"play_for_ante": True})


def cards(game: Any, zone: str, seat: int = -1) -> list[str]:
    return [game.state.objects[o].card.name for o in game.state.zone(zone, seat)]


def test_407_3_ante_cards_are_refused_in_decks_unless_playing_for_ante(tmp_path: Path) -> None:
    deck = tmp_path / "pact.txt"
    deck.write_text("39 Swamp\n1 Darkpact\n", encoding="utf-8")
    side = tmp_path / "side.txt"
    side.write_text("40 Forest\nSideboard\n1 Rebirth\n", encoding="utf-8")
    for files in ([str(deck), str(deck)], [str(side), str(side)]):
        with pytest.raises(ValueError, match="407.3"):
            game_arguments("duel", decks=files)
    args = game_arguments("duel", decks=[str(side), str(side)], options={"play_for_ante": True})
    assert args["sideboards"] == [["Rebirth"], ["Rebirth"]]


def test_407_2_each_player_antes_a_random_card_and_the_winner_owns_the_ante() -> None:
    game = Game("duel", [["Swamp"] * 39 + ["Darkpact"], ["Forest"] * 40], seed=1, pool=POOL,
                options={"play_for_ante": True})
    ante = game.state.zone("ante")
    assert len(ante) == 2 and {game.state.objects[o].owner for o in ante} == {0, 1}
    assert len(game.state.zone("library", 0)) + len(game.state.zone("hand", 0)) == 39
    end_game(game.state, (1,))
    assert {game.state.objects[o].owner for o in game.state.zone("ante")} == {1}
    plain = Game("duel", [["Swamp"] * 40, ["Forest"] * 40], seed=1, pool=POOL)
    assert plain.state.zone("ante") == []


def test_darkpact_takes_a_card_from_the_ante_for_the_top_of_your_library() -> None:
    s = scenario()
    pact = s.hand(0, "Darkpact")
    theirs = s._put(1, "Grizzly Bears", ("ante", -1))
    s.library(0, "Swamp")
    top = s.library(0, "Ornithopter")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("cast", pact))
    game.apply(("target", theirs))
    game.apply(("pay",))
    settle(game)
    library = game.state.zone("library", 0)
    assert game.state.objects[library[-1]].card.name == "Grizzly Bears" and game.state.objects[library[-1]].owner == 0
    assert cards(game, "ante") == ["Ornithopter"] and top not in game.state.objects


def test_rebirth_players_who_ante_go_to_twenty_life() -> None:
    s = scenario()
    rebirth = s.hand(0, "Rebirth")
    s.library(0, "Forest")
    s.library(1, "Swamp")
    s.many(0, "battlefield", ["Forest"] * 6)
    game = s.start("main1")
    game.state.players[0].life = 3
    game.state.players[1].life = 5
    game.apply(("cast", rebirth))
    game.apply(("pay",))
    settle(game, lambda pending, options: ("yes",) if pending["player"] == 0 else ("no",))
    assert game.state.players[0].life == 20 and game.state.players[1].life == 5
    assert cards(game, "ante") == ["Forest"]


def test_407_3_timmerian_fiends_exchanges_ownership_when_the_owner_wont_ante() -> None:
    """The artifact card goes to your graveyard, the Fiends into that player's (its new owner's) graveyard."""
    s = scenario()
    fiends = s.battlefield(0, "Timmerian Fiends")
    thopter = s.battlefield(1, "Ornithopter")
    s.library(1, "Swamp")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("activate", fiends, 0))
    game.apply(("target", thopter))
    game.apply(("pay",))
    settle(game, lambda pending, options: ("no",) if ("no",) in options else options[0])
    assert cards(game, "graveyard", 0) == ["Ornithopter"]
    assert game.state.objects[game.state.zone("graveyard", 0)[0]].owner == 0
    assert cards(game, "graveyard", 1) == ["Timmerian Fiends"] and cards(game, "library", 1) == ["Swamp"]
    assert game.state.objects[game.state.zone("graveyard", 1)[0]].owner == 1


def test_609_3_jeweled_bird_antes_nothing_and_draws_nothing_once_it_is_gone() -> None:
    """"Ante Jeweled Bird. If you do, put all other cards you own from the ante into your graveyard, then draw
    a card.": the Bird gone in response, nothing happens; on the battlefield, it swaps for the ante's others."""
    for gone in (False, True):
        s = Scenario(options={"play_for_ante": True})
        bird = s.battlefield(0, "Jeweled Bird")
        s._put(0, "Grizzly Bears", ("ante", -1))
        s.library(0, "Swamp")
        game = s.start("main1")
        game.apply(("activate", bird, 0))
        assert game.state.stack_ids()
        if gone:
            events.destroy(game.state, bird)
        settle(game)
        if gone:
            assert cards(game, "ante") == ["Grizzly Bears"] and len(game.state.zone("hand", 0)) == 0
        else:
            assert cards(game, "ante") == ["Jeweled Bird"] and cards(game, "graveyard", 0) == ["Grizzly Bears"]
            assert len(game.state.zone("hand", 0)) == 1


def test_timmerian_fiends_owner_may_ante_instead() -> None:
    s = scenario()
    fiends = s.battlefield(0, "Timmerian Fiends")
    thopter = s.battlefield(1, "Ornithopter")
    s.library(1, "Swamp")
    s.many(0, "battlefield", ["Swamp"] * 3)
    game = s.start("main1")
    game.apply(("activate", fiends, 0))
    game.apply(("target", thopter))
    game.apply(("pay",))
    settle(game, lambda pending, options: ("ante",) if ("ante",) in options else options[0])
    assert thopter in game.state.battlefield() and cards(game, "ante") == ["Swamp"]
    assert cards(game, "graveyard", 0) == ["Timmerian Fiends"]
