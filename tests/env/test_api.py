"""PettingZoo conformance for every format: api_test, seed_test and the max-cycles bound."""

from __future__ import annotations

import warnings

import numpy as np
from pettingzoo.test import api_test, seed_test

from tests.env.conftest import make_case


def test_api_test_passes(case):
    env = make_case(case, render_mode="ansi")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "all zeros" masks of seats that are not deciding are by design
        api_test(env, num_cycles=60)


def test_seed_test_identical_trajectories(case):
    seed_test(lambda: make_case(case), num_cycles=60)


def test_max_cycles_truncates_every_seat(case):
    """`max_cycles=k`: after k steps every seat is truncated, each is stepped out with None once, and the
    agent iterator ends. (PettingZoo's own max_cycles_test assumes every agent acts once per cycle in a
    parallel environment, which a turn-based card game is not; this is the same bound for an AEC game.)"""
    k = 7
    env = make_case(case, max_cycles=k)
    env.reset(seed=5)
    rng = np.random.default_rng(0)
    acted = 0
    finished = []
    for agent in env.agent_iter(10_000):
        obs, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            assert truncated and not terminated
            finished.append(agent)
            env.step(None)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        acted += 1
    assert acted == k
    assert sorted(finished) == sorted(env.possible_agents)
    assert env.agents == []
