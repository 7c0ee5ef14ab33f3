"""Tests of `rules.concepts.opponent_count` and `cards.language.phrases.opponent_count` (102.2-102.3, 800.4a):
"This land enters tapped unless you have two or more opponents." Card text of our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card

POOL = card("Test Pool\nLand\nThis land enters tapped unless you have two or more opponents.\n{T}: Add {U} or {B}.")


@pytest.mark.parametrize(("players", "tapped"), [(2, True), (3, False)])
def test_102_3_the_land_enters_untapped_with_two_or_more_opponents(players: int, tapped: bool) -> None:
    s = Scenario(players=players)
    for seat in range(players):
        s.many(seat, "library", ["Wastes"] * 5)
    land = s.hand(0, POOL)
    game = s.start("main1")
    game.apply(("play_land", land))
    [pool] = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Pool"]
    assert game.state.objects[pool].tapped is tapped


def test_800_4a_a_player_who_left_is_no_opponent() -> None:
    s = Scenario(players=3)
    for seat in range(3):
        s.many(seat, "library", ["Wastes"] * 5)
    land = s.hand(0, POOL)
    game = s.start("main1")
    game.state.players[2].lost = True  # conceded or lost: out of the game (800.4a)
    game.apply(("play_land", land))
    [pool] = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Test Pool"]
    assert game.state.objects[pool].tapped


def test_opponent_count_renders_as_printed() -> None:
    assert "This enters tapped unless you have two or more opponents." in render(POOL)
