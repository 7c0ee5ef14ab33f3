"""The python-chess-like Game API: plain data, undo, copy, records, hidden information, concession."""

from __future__ import annotations

import json

import pytest

from kitchentable.api.game import Game
from kitchentable.rules.errors import IllegalAction
from tests.rules.cards import BEARS, BOLT, MOUNTAIN, POOL

DECK = [MOUNTAIN] * 18 + [BEARS] * 14 + [BOLT] * 8


def new_game(seed: int = 1) -> Game:
    return Game("duel", [DECK, DECK], seed=seed, pool=POOL, options={"max_turns": 30})


def test_pending_and_actions_are_plain_json() -> None:
    game = new_game()
    json.dumps(game.pending)
    json.dumps(game.observation(0))
    assert all(isinstance(a, tuple) for a in game.legal_actions())


def test_illegal_action_cites_rule_and_changes_nothing() -> None:
    game = new_game()
    before = game.state_hash()
    with pytest.raises(IllegalAction) as err:
        game.apply(("cast", 99999))
    assert err.value.rule and before == game.state_hash()


def test_undo_restores_hash_and_copy_is_independent() -> None:
    game = new_game()
    before = game.state_hash()
    twin = game.copy()
    game.apply(game.legal_actions()[-1])
    assert twin.state_hash() == before
    game.undo()
    assert game.state_hash() == before


def test_record_replays_to_same_hash() -> None:
    from kitchentable.agents.random import RandomAgent

    game = new_game(5)
    agent = RandomAgent(5)
    for _ in range(5000):
        if game.is_over():
            break
        game.apply(agent.choose(game))
    again = Game.from_record(json.loads(json.dumps(game.record())), pool=POOL)
    assert again.state_hash() == game.state_hash()


def test_observation_hides_opponent_hand_and_libraries() -> None:
    game = new_game()
    view = game.observation(0)
    assert isinstance(view["zones"]["hand:0"], list)
    assert view["zones"]["hand:1"] == {"count": 7}
    assert view["zones"]["library:0"] == {"count": 33}


def test_104_3a_concession() -> None:
    game = new_game()
    game.apply(("concede", 1))
    assert game.is_over() and game.result()["winners"] == [0]


def test_malformed_record_names_the_problem() -> None:
    with pytest.raises(ValueError, match="no 'seed'"):
        Game.from_record({"format": "duel", "decks": [], "actions": []})
