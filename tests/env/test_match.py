"""A whole Turnabout match as one episode (`make("turnabout", match=True)`; doc 003 Match Rules, R-TA-1..R-TA-3):
the two games in one episode, the deck handover and the order of play, match points and the match result as
rewards, PettingZoo conformance across the handover between games, hidden information kept hidden in game 2,
and copies and records mid-match."""

from __future__ import annotations

import pickle
import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from kitchentable.env import make
from kitchentable.env.observe import Encoder, zone_hidden

SHORT = 2  # turns per game: both games of a match end (cut by the turn limit) within a few dozen steps


def _match(**kwargs):
    return make("turnabout", 2, match=True, **kwargs)


def _concede(env):
    """The deciding player concedes (104.3a): the game ends at once with the other player's win."""
    env.step_action(("concede", env.agent_name_mapping[env.agent_selection]))


def _game_number(env, agent):
    obs = env.observe(agent)
    return int(env.layout.view(obs["observation"], "game")[env.layout.column("game", "match_game")])


def test_api_test_passes_across_both_games():
    env = _match(max_turns=SHORT, render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "all zeros" masks of seats that are not deciding are by design
        api_test(env, num_cycles=400)


def test_seed_test_identical_matches():
    seed_test(lambda: _match(max_turns=SHORT), num_cycles=400)


def test_one_episode_plays_game_1_with_the_handover_then_game_2():
    env = _match(max_turns=SHORT)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    seen_games, starters, handovers = [], [], []
    for agent in env.agent_iter(5_000):
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        number = _game_number(env, agent)
        if not seen_games or seen_games[-1] != number:
            seen_games.append(number)
            starters.append(env.game.state.rules.choose_starting_player(env.game.state))
            handovers.append(env.game.state.rules.handover)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert seen_games == [1, 2]
    assert handovers == [True, False]  # game 1 only: each pilot is handed the other's deck (R-TA-1)
    assert starters[1] == 1 - starters[0]  # R-TA-3: who went second in game 1 starts game 2
    # both games were cut by the turn limit: they score nothing and the episode ends truncated, unpaid
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert not env.agents


def test_decks_change_hands_between_games():
    """Game 1: each player pilots the other's deck; game 2: their own (doc 003 Match Rules)."""
    env = _match(decks=["goblins", "zombies"], max_turns=SHORT)
    env.reset(seed=5)
    plan = env._match
    own = [set(plan.decks[0]), set(plan.decks[1])]
    assert own[0] != own[1]

    def piloted(seat):
        state = env.game.state
        return {o.card.name for o in state.objects.values() if o.owner == seat and not o.token}

    assert piloted(0) <= own[1] and piloted(1) <= own[0]
    _concede(env)
    assert _game_number(env, env.agent_selection) == 2
    assert piloted(0) <= own[0] and piloted(1) <= own[1]


@pytest.mark.parametrize("reward", ["outcome", "match_points"])
def test_rewards_pay_each_games_match_points_or_the_match_result(reward):
    env = _match(reward=reward)
    env.reset(seed=2)
    returns = dict.fromkeys(env.possible_agents, 0.0)

    def collect():
        for agent, value in env.rewards.items():
            returns[agent] += value

    loser_1 = env.agent_selection
    _concede(env)  # game 1: the other player wins and scores by the losing deck's option (R-TA-1)
    collect()
    info = env.infos[env.agent_selection]
    game_1 = info["match_game"]
    assert game_1["game"] == 1 and game_1["winner"] == 1 - env.agent_name_mapping[loser_1]
    assert info["match_points"][game_1["winner"]] == game_1["match_points"] > 0
    if reward == "match_points":
        assert returns[env.possible_agents[game_1["winner"]]] == pytest.approx(game_1["match_points"] / 30)
    else:
        assert returns == dict.fromkeys(env.possible_agents, 0.0)  # the match is not decided yet
    assert not any(env.terminations.values())
    _concede(env)  # game 2
    collect()
    assert all(env.terminations.values())
    match = env.infos[env.possible_agents[0]]["match"]
    totals, winner = match["match_points"], match["winner"]
    assert sum(match["victory_points"]) == 30
    if reward == "match_points":
        assert returns["player_0"] == pytest.approx((totals[0] - totals[1]) / 30)
        assert returns["player_1"] == pytest.approx((totals[1] - totals[0]) / 30)
    elif winner is None:
        assert returns == {"player_0": 0.0, "player_1": 0.0}
    else:
        assert returns[f"player_{winner}"] == 1.0 and returns[f"player_{1 - winner}"] == -1.0


def test_observation_carries_the_match_score():
    env = _match()
    env.reset(seed=2)
    _concede(env)
    points = env._match.points()
    lead = env.layout.column("game", "match_lead")
    for seat, agent in enumerate(env.possible_agents):
        game = env.layout.view(env.observe(agent)["observation"], "game")
        assert game[lead] == points[seat] - points[1 - seat]
    assert env.observation_space("player_0")["observation"].contains(env.observe("player_0")["observation"])


def test_hidden_stays_hidden_in_game_2():
    """After the handover to game 2, each seat's observation is exactly what a fresh encoder makes of game 2
    (no row of game 1 survives: object ids start again), and holds no card id of a card the other seat hides."""
    env = _match(max_turns=SHORT)
    env.reset(seed=11)
    rng = np.random.default_rng(11)
    while _game_number(env, env.agent_selection) == 1:
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    for _ in range(15):  # into game 2
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    state = env.game.state
    fresh = Encoder(2, env.encoder.max_objects, False, env.card_ids)
    card_col = env.layout.column("cards", "card")
    for viewer, agent in enumerate(env.possible_agents):
        vector = env.observe(agent)["observation"]
        expected, _ = fresh.encode(state, viewer, tuple(env.layout.view(vector, "game")[6:12]),
                                   match=(2, int(env.layout.view(vector, "game")[-1])))
        assert np.array_equal(vector, expected)
        order, _ = env.encoder.visible_objects(state, viewer)
        seen = {state.objects[oid].card.name for oid in order}
        secret = {env.card_ids.id(state.objects[oid].card.name)
                  for (kind, seat), ids in state.zones.items() if seat != viewer and zone_hidden(state, viewer, kind, seat)
                  for oid in ids if state.objects[oid].card.name not in seen}
        shown = set(env.layout.view(vector, "cards")[:, card_col].tolist())
        assert secret and not (shown & secret)


def test_clone_and_record_mid_game_2_keep_the_match():
    env = _match()
    env.reset(seed=4)
    _concede(env)
    rng = np.random.default_rng(4)
    for _ in range(10):
        obs = env.observe(env.agent_selection)
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    twin = env.clone()
    again = type(env).from_json(env.to_json())
    pickled = pickle.loads(pickle.dumps(env))
    for other in (twin, again, pickled):
        assert other._match.results == env._match.results and other._match.seeds == env._match.seeds
        assert other.game.state_hash() == env.game.state_hash()
        for agent in env.possible_agents:
            assert np.array_equal(other.observe(agent)["observation"], env.observe(agent)["observation"])
    _concede(twin)
    assert twin._match.over and not env._match.over  # independent copies


def test_match_is_turnabouts_only():
    with pytest.raises(ValueError, match="Turnabout match"):
        make("duel", match=True)
    with pytest.raises(ValueError, match="outcome' or 'match_points"):
        make("turnabout", match=True, reward="points")
    with pytest.raises(ValueError, match="starting_player"):
        make("turnabout", match=True, starting_player=1)


def test_the_gymnasium_wrapper_plays_a_match():
    from kitchentable.env import make_single

    env = make_single("turnabout", match=True, max_turns=SHORT)
    obs, _ = env.reset(seed=1)
    rng = np.random.default_rng(1)
    games = set()
    for _ in range(2_000):
        obs, _, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        games.add(int(env.aec.layout.view(obs["observation"], "game")[env.aec.layout.column("game", "match_game")]))
        if terminated or truncated:
            break
    assert games == {1, 2} and truncated and "match" in info
