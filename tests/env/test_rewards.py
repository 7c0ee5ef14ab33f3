"""Rewards: win/loss/draw by default, Turnabout's match points and the Tower's points and shame on demand."""

from __future__ import annotations

import numpy as np
import pytest

from kitchentable.env import make


def _play_out(env, seed):
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    returns = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(20_000):
        obs, reward, terminated, truncated, _ = env.last()
        returns[agent] += reward
        if terminated or truncated:
            env.step(None)
        else:
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return returns


def test_outcome_reward_is_win_loss():
    env = make("duel", max_turns=60)
    returns = _play_out(env, 3)
    state = env.game.state
    if state.winners:
        assert sorted(returns.values()) == [-1.0, 1.0]
        assert returns[f"player_{state.winners[0]}"] == 1.0
    else:
        assert returns == {"player_0": 0.0, "player_1": 0.0}


def test_turn_limit_is_a_truncation_with_no_reward():
    env = make("duel", max_turns=2)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    while not env.game.state.over:
        env.step(int(rng.choice(np.flatnonzero(env.observe(env.agent_selection)["action_mask"]))))
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert set(env._cumulative_rewards.values()) == {0.0}


def test_turnabout_match_points():
    from kitchentable.formats.turnabout.match import winner_statistic
    from kitchentable.formats.turnabout.scoring import points_with, scoring_option

    env = make("turnabout", reward="match_points", max_turns=80, scoring=["dominaria", "dominaria"])
    returns = _play_out(env, 5)
    state = env.game.state
    assert len(state.winners) == 1, "pick a seed whose game has a winner"
    w = state.winners[0]
    option = scoring_option(state.rules.scoring[1 - w])
    points = points_with(option, winner_statistic(state, w, option.statistic))
    assert 10 <= points <= 30
    assert returns[f"player_{w}"] == pytest.approx(points / 30)
    assert returns[f"player_{1 - w}"] == pytest.approx(-points / 30)


@pytest.mark.parametrize("reward,shame,counter,sign", [("points", False, "point", 1), ("shame", True, "shame", -1)])
def test_tower_counters_are_paid_as_they_come(reward, shame, counter, sign):
    env = make("judges-tower", 2, reward=reward, shame=shame, max_turns=6)
    returns = _play_out(env, 2)
    totals = [p.counters.get(counter, 0) for p in env.game.state.players]
    assert [returns[a] for a in env.possible_agents] == [sign * t for t in totals]


def test_reward_must_fit_the_format():
    with pytest.raises(ValueError, match="Turnabout"):
        make("duel", reward="match_points")
    with pytest.raises(ValueError, match="shame=True"):
        make("judges-tower", 2, reward="shame")
    with pytest.raises(ValueError, match="unknown reward"):
        make("duel", reward="elo")
