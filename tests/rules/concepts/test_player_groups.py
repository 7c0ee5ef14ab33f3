"""Tests of `rules.concepts.player_groups`: "each player who controls the most lands" read from a board (608.2h):
the players tied for the most are all in the group, in APNAP order (101.4)."""

from __future__ import annotations

from kitchentable.rules.abilities import Filter, Ref
from kitchentable.rules.concepts.player_groups import players_with_most
from kitchentable.scenario import Scenario

LANDS = Ref("players_with_most", filter=Filter(types=frozenset({"Land"})))


def test_608_2h_the_players_who_control_the_most_lands_ties_included() -> None:
    s = Scenario(players=3)
    s.many(0, "battlefield", ["Forest"] * 2)
    s.many(1, "battlefield", ["Forest"] * 4)
    s.many(2, "battlefield", ["Forest"] * 4)
    game = s.start("main1")
    assert players_with_most(game.state, 0, 0, LANDS) == [1, 2]
    s = Scenario()
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    assert players_with_most(game.state, 1, 0, LANDS) == [0]
