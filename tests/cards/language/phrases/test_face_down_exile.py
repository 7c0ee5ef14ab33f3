"""Tests of `cards.language.phrases.face_down_exile`: the top card of your library exiled face down, with the
permission to look at and play it (406.3, 611.2c). Each compiles a small card text of our own and checks what it
does in a scenario, and what each player is shown."""

from __future__ import annotations

from kitchentable.api.game import observation
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import card
from tests.cards.language.phrases.test_play_from_exile import SPARK, _answer

GAMBLE = card("Test Blind Gamble {2}{R}\nSorcery\nExile the top card of your library face down. You may look at and "
              "play that card this turn.")
HOARD = card("Test Blind Hoard {2}{R}\nSorcery\nExile the top card of your library face down. You may look at and "
             "play that card for as long as it remains exiled.")


def _board(spell_card: object, top: object):  # type: ignore[no-untyped-def]
    s = Scenario()
    spell = s.hand(0, spell_card)
    s.many(0, "battlefield", ["Mountain"] * 4)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 3)
    s.library(0, top)  # the last card put in is the top one
    game = s.start("main1")
    game.apply(("cast", spell))
    _answer(game)
    game.apply(("pass",))
    game.apply(("pass",))
    return game, game.state.zone("exile", -1)


def test_406_3_face_down_exiled_card_is_seen_by_its_owner_alone_and_may_be_played() -> None:
    assert "Exile the top card of your library face down. You may look at and play that card this turn." \
        in render(GAMBLE)
    game, exiled = _board(GAMBLE, SPARK)
    assert len(exiled) == 1 and game.state.objects[exiled[0]].face_down
    mine = observation(game.state, 0)["zones"]["exile"]
    theirs = observation(game.state, 1)["zones"]["exile"]
    assert mine[0]["name"] == "Test Spark"
    assert "name" not in theirs[0] and theirs[0]["face_down"]
    assert not any("Test Spark" in line for line in game.log_text(viewer=1))  # the log keeps it hidden too
    assert ("cast", exiled[0], "exiled") in game.legal_actions()
    game.apply(("cast", exiled[0], "exiled"))
    _answer(game, ("target", ("player", 1)))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[1].life == 19  # cast face up from exile (406.3: it leaves exile a new object)


def test_611_2c_face_down_land_is_played_face_up_this_turn() -> None:
    game, exiled = _board(GAMBLE, "Mountain")
    assert ("play_land", exiled[0]) in game.legal_actions()
    game.apply(("play_land", exiled[0]))
    lands = [o for o in game.state.zone("battlefield", -1)
             if game.state.objects[o].card.name == "Mountain"]
    assert len(lands) == 5 and not any(game.state.objects[o].face_down for o in lands)


def test_611_2c_face_down_for_as_long_as_it_remains_exiled_outlasts_the_turn() -> None:
    assert "You may look at and play that card for as long as it remains exiled." in render(HOARD)
    game, exiled = _board(HOARD, SPARK)
    for _turn in range(2):  # through the opponent's turn and into ours again
        while game.state.active == 0:
            game.apply(("pass",))
            _answer(game)
        while game.state.active == 1 or game.state.step != "main1":
            game.apply(("pass",))
            _answer(game)
    assert ("cast", exiled[0], "exiled") in game.legal_actions()
    assert "name" not in observation(game.state, 1)["zones"]["exile"][0]
