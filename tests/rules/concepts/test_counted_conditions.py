"""Tests of `rules.concepts.counted_conditions` read directly on a board: the counts the conditions compare, and
the players left out of them (800.4a: a player who has left the game has no hand or library in play)."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition, Filter
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.scenario import Scenario

LANDS = Filter(types=frozenset({"Land"}), controller="you")


def test_800_4a_a_player_who_left_is_not_an_opponent_counted() -> None:
    s = Scenario(players=3)
    s.many(0, "hand", ["Forest"] * 2)
    s.many(1, "hand", ["Forest"] * 1)
    s.many(2, "hand", ["Forest"] * 5)
    s.many(2, "battlefield", ["Forest"] * 4)
    game = s.start("main1")
    more = Condition("hand_more_than_each_opponent")
    four_lands = Condition("opponent_controls_at_least", n=4, filter=LANDS)
    assert not check_condition(game.state, more, 0, None)  # seat 2 has five
    assert check_condition(game.state, four_lands, 0, None)
    game.state.players[2].left = True  # (its objects would leave too, 800.4a; only the count is read here)
    assert check_condition(game.state, more, 0, None)  # two against one
    assert not check_condition(game.state, four_lands, 0, None)


def test_402_hand_exactly_and_401_library_at_most_count_the_right_zones() -> None:
    s = Scenario()
    s.many(0, "hand", ["Forest"] * 7)
    s.many(1, "library", ["Forest"] * 8)
    game = s.start("main1")
    assert check_condition(game.state, Condition("hand_exactly", n=7), 0, None)
    assert not check_condition(game.state, Condition("hand_exactly", n=7), 1, None)
    assert check_condition(game.state, Condition("opponent_library_at_most", n=8), 0, None)
    assert not check_condition(game.state, Condition("opponent_library_at_most", n=7), 0, None)


def test_613_self_power_needs_the_source_on_the_battlefield() -> None:
    s = Scenario()
    ox = s.battlefield(0, "Grizzly Bears")
    in_hand = s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    assert check_condition(game.state, Condition("self_power_at_least", n=2), 0, ox)
    assert not check_condition(game.state, Condition("self_power_at_least", n=3), 0, ox)
    assert not check_condition(game.state, Condition("self_power_at_least", n=2), 0, in_hand)
