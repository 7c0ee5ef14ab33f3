"""Tests of `rules.concepts.chosen_opponent` (608.2d): the controller chooses among their opponents as it resolves."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR
from tests.cards.language.phrases.test_chosen_opponent import OFFERING, _cast_and_resolve


def test_608_2d_with_one_opponent_that_opponent_is_chosen() -> None:
    assert render(OFFERING).splitlines()[-1] == "Choose an opponent. You and that player each draw three cards."
    s = Scenario()
    spell = s.hand(0, OFFERING)
    s.many(0, "battlefield", ["Island"] * 5)
    for seat in (0, 1):
        for _ in range(3):
            s.library(seat, BEAR)
    game = s.start("main1")
    offered = _cast_and_resolve(game, spell)
    assert offered == []  # nothing to ask: the only opponent
    assert len(game.state.zone("hand", 0)) == 3 and len(game.state.zone("hand", 1)) == 3


def test_608_2d_the_controller_chooses_among_several_opponents() -> None:
    s = Scenario(players=3)
    spell = s.hand(0, OFFERING)
    s.many(0, "battlefield", ["Island"] * 5)
    for seat in (0, 1, 2):
        for _ in range(3):
            s.library(seat, BEAR)
    game = s.start("main1")
    offered = _cast_and_resolve(game, spell, choice=2)
    assert set(offered) == {("player", 1), ("player", 2)}
    hands = [len(game.state.zone("hand", seat)) for seat in (0, 1, 2)]
    assert hands == [3, 0, 3]
