"""The invariants the fuzz tests and the soak check after every step (`sim.invariants`): each one raises,
naming the object, on a state that breaks it, and stays quiet on a game in progress."""

from __future__ import annotations

import re

import pytest

from kitchentable.api.game import Game
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, HAND, SHARED
from kitchentable.scenario import Scenario
from kitchentable.sim.invariants import InvariantError, check_all, check_counts, check_zones, same_state
from tests.rules.cards import BEARS, FOREST


def _board() -> tuple[Game, int, int]:
    s = Scenario()
    bears = s.battlefield(0, BEARS)
    forest = s.hand(0, FOREST)
    s.graveyard(1, FOREST)
    return s.start("main1"), bears, forest


def test_400_1_a_game_in_progress_keeps_every_invariant() -> None:
    game, _bears, _forest = _board()
    check_all(game)
    for _ in range(40):
        if game.is_over():
            break
        game.apply(game.legal_actions()[-1])
        check_all(game)


def test_400_1_an_object_listed_in_two_zones_is_named() -> None:
    game, bears, _forest = _board()
    game.state.zones.setdefault((GRAVEYARD, 0), []).append(bears)
    with pytest.raises(InvariantError, match=f"object {bears} is in two zones"):
        check_zones(game)


def test_400_1_an_object_listed_twice_in_one_zone_is_named() -> None:
    game, _bears, forest = _board()
    game.state.zones[(HAND, 0)].append(forest)
    with pytest.raises(InvariantError, match=f"object {forest} is in two zones"):
        check_zones(game)


def test_400_1_an_object_in_no_zone_is_named() -> None:
    game, _bears, forest = _board()
    game.state.zones[(HAND, 0)].remove(forest)
    with pytest.raises(InvariantError, match=f"object {forest} .* is in no zone"):
        check_zones(game)


def test_400_1_a_zone_listing_an_object_that_does_not_exist_is_named() -> None:
    game, _bears, _forest = _board()
    game.state.zones[(HAND, 0)].append(10_000)
    with pytest.raises(InvariantError, match="lists object 10000, which does not exist"):
        check_zones(game)


def test_400_1_an_object_recording_another_zone_than_the_one_listing_it_is_named() -> None:
    game, bears, _forest = _board()
    game.state.mut(bears).zone = (GRAVEYARD, 0)
    with pytest.raises(InvariantError, match=f"object {bears} .* says it is in .* but {re.escape(str((BATTLEFIELD, SHARED)))} lists it"):
        check_zones(game)


def test_107_1b_negative_marked_damage_is_named() -> None:
    game, bears, _forest = _board()
    game.state.mut(bears).damage = -1
    with pytest.raises(InvariantError, match=f"negative damage or counters on .* #{bears}"):
        check_counts(game)


def test_107_1b_a_negative_counter_on_an_object_is_named() -> None:
    game, _bears, forest = _board()
    game.state.mut(forest).counters["+1/+1"] = -2
    with pytest.raises(InvariantError, match=f"#{forest}"):
        check_counts(game)


def test_107_1b_a_negative_count_of_a_player_is_named() -> None:
    game, _bears, _forest = _board()
    game.state.players[1].poison = -1
    with pytest.raises(InvariantError, match="negative count for"):
        check_counts(game)


def test_same_state_agrees_with_the_state_hash_for_a_copy_after_the_same_action() -> None:
    """The soak's copy check compares a copy and its original after the same action with `same_state`
    instead of two digests: along a game it must say what the digests say, and see a change made to one."""
    game, bears, _forest = _board()
    for step in range(30):
        if game.is_over():
            break
        twin = game.copy()
        action = game.legal_actions()[step % len(game.legal_actions())]
        game.apply(action)
        twin.apply(action)
        assert twin.state_hash() == game.state_hash()
        assert same_state(twin.state, game.state)
    twin = game.copy()
    twin.state.mut(bears).damage += 1
    assert not same_state(twin.state, game.state)
    assert twin.state_hash() != game.state_hash()
    twin = game.copy()
    twin.state.players[0].life -= 1
    assert not same_state(twin.state, game.state)
