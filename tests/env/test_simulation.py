"""OpenSpiel-style random simulation checks over a few hundred random steps per format: clones play like
the original, records and pickles round-trip mid-game, observations stay in their space, returns add up."""

from __future__ import annotations

import pickle

import numpy as np

from kitchentable.env import KitchenTableEnv
from tests.env.conftest import make_case

STEPS = 300


def _same_obs(a, b):
    return all(np.array_equal(a[k], b[k]) for k in ("observation", "action_mask", "action_features"))


def _random_action(env, rng):
    obs = env.observe(env.agent_selection)
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


def test_random_simulation_invariants(case):
    env = make_case(case)
    env.reset(seed=11)
    rng = np.random.default_rng(11)
    returns = dict.fromkeys(env.possible_agents, 0.0)
    checkpoints = {40, 160}
    for step in range(STEPS):
        if not env.agents:
            break
        agent = env.agent_selection
        obs, reward, terminated, truncated, _ = env.last()
        returns[agent] = returns.get(agent, 0.0) + reward
        for other in env.agents:
            assert env.observation_space(other).contains(env.observe(other)), f"{other} step {step}"
        if terminated or truncated:
            env.step(None)
            continue
        action = _random_action(env, rng)
        twin = env.clone()
        assert twin.game.state_hash() == env.game.state_hash()
        assert _same_obs(twin.observe(agent), obs)
        if step in checkpoints:
            for copy in (KitchenTableEnv.from_json(env.to_json()), pickle.loads(pickle.dumps(env))):
                assert copy.game.state_hash() == env.game.state_hash()
                assert copy.agent_selection == env.agent_selection and copy.page == env.page
                assert _same_obs(copy.observe(agent), obs)
        env.step(action)
        twin.step(action)
        assert twin.game.state_hash() == env.game.state_hash()
        assert twin.rewards == env.rewards and twin.agent_selection == env.agent_selection
    # returns consistent: what last() paid each seat adds up to what the environment accumulated, and a
    # finished two-seat outcome game is zero-sum
    for agent in env.agents:
        returns[agent] += env._cumulative_rewards[agent]
    state = env.game.state
    if state.over and env.reward_kind == "outcome":
        for seat, agent in enumerate(env.possible_agents):
            if seat in state.winners:
                assert returns[agent] == 1.0
            elif state.winners:
                assert returns[agent] == -1.0


def test_clone_is_independent():
    from kitchentable.env import make

    env = make("duel")
    env.reset(seed=3)
    twin = env.clone()
    before = env.game.state_hash()
    rng = np.random.default_rng(0)
    for _ in range(20):
        twin.step(_random_action(twin, rng))
    assert env.game.state_hash() == before
    assert twin.game.state_hash() != before
