"""Tests of `rules.concepts.players_in_turn_order` (101.4): each player of the group carries out the instruction as their own, in turn order."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR, BIG
from tests.cards.language.phrases.test_each_player_instructions import (
    ANT,
    COUNT_DRAW,
    SCRY_ALL,
    _answer,
    _fill_libraries,
    _resolve_end_trigger,
)


def test_101_4_each_player_chooses_a_creature_of_their_own_in_turn_order() -> None:
    assert render(ANT).splitlines()[2] == ("At the beginning of your end step, each player may put two +1/+1 "
                                           "counters on a creature they control.")
    s = Scenario()
    s.battlefield(0, ANT)
    mine = s.battlefield(0, BEAR)
    theirs, other = s.battlefield(1, BEAR), s.battlefield(1, BIG)
    game = s.start("main2")
    _resolve_end_trigger(game)
    asked = _answer(game, {0: [("yes",), ("choose", mine)], 1: [("yes",), ("choose", other)]})
    assert asked[0] == 0 and 1 in asked  # the active player first (101.4)
    counters = {oid: game.state.objects[oid].counters.get("+1/+1", 0) for oid in (mine, theirs, other)}
    assert counters == {mine: 2, theirs: 0, other: 2}  # each on a creature its own player controls


def test_101_4_they_control_is_counted_for_each_player_in_turn() -> None:
    assert render(COUNT_DRAW).splitlines()[-1] == "Each player draws a card for each creature they control."
    s = Scenario()
    spell = s.hand(0, COUNT_DRAW)
    s.many(0, "battlefield", ["Island"] * 4)
    s.battlefield(0, BEAR)
    s.many(1, "battlefield", [BEAR, BEAR, BIG])
    _fill_libraries(s, 5)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    _answer(game, {})
    assert len(game.state.zone("hand", 0)) == 1 and len(game.state.zone("hand", 1)) == 3


def test_101_4_each_player_may_scry_asks_each_player() -> None:
    assert render(SCRY_ALL).splitlines()[-2] == "When this enters, each player may scry 1."
    s = Scenario()
    spell = s.hand(0, SCRY_ALL)
    s.many(0, "battlefield", ["Island", "Island"])
    _fill_libraries(s, 2)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # the creature resolves; its trigger goes on the stack
    game.apply(("pass",))
    game.apply(("pass",))
    asked = _answer(game, {0: [("no",)], 1: [("no",)]})
    assert asked == [0, 1]  # each player is asked, the active player first (101.4)
