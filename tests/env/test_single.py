"""The Gymnasium wrapper: one seat learns against built-in computer players."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from kitchentable.env import make_single


def test_gymnasium_env_checker():
    # the checker samples actions without the mask: an illegal index concedes (104.3a) instead of raising
    env = make_single("duel", opponents="random", max_turns=20, illegal_action="lose")
    check_env(env, skip_render_check=True)


@pytest.mark.parametrize("fmt,players,opponents", [("duel", 2, "heuristic"), ("vortex", 3, ["random", "heuristic"])])
def test_episode_against_computer_players(fmt, players, opponents):
    env = make_single(fmt, players, opponents=opponents, learner=1, max_turns=40)
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(4)
    total, steps = 0.0, 0
    while True:
        assert env.observation_space.contains(obs)
        assert np.array_equal(info["action_mask"], obs["action_mask"]) and obs["action_mask"].any()
        assert env.aec.agent_selection == "player_1"
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        total += reward
        steps += 1
        if terminated or truncated:
            break
    state = env.aec.game.state
    if terminated and state.over:
        assert total == (1.0 if 1 in state.winners else -1.0 if state.winners else 0.0)
    assert steps > 10


def test_same_seed_same_episode():
    def run():
        env = make_single("duel", opponents="heuristic", max_turns=15)
        obs, _ = env.reset(seed=9)
        rng = np.random.default_rng(0)
        trace = []
        for _ in range(60):
            obs, reward, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            trace.append((int(obs["observation"].sum()), reward))
            if term or trunc:
                break
        return trace
    assert run() == run()


def test_kitchentable_and_its_cli_do_not_need_the_rl_extra():
    code = ("import sys; import kitchentable, kitchentable.api.game, kitchentable.cli.main; "
            "bad = [m for m in ('pettingzoo', 'gymnasium', 'numpy') if m in sys.modules]; assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True)
