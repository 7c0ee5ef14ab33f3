"""A Gymnasium environment for one learning seat; the other seats are built-in computer players
(`kitchentable.agents`: "random", "heuristic", "search" or "search:N").

    env = make_single("duel", opponents="heuristic")
    obs, info = env.reset(seed=1)
    while True:
        obs, reward, terminated, truncated, info = env.step(policy(obs))   # obs["action_mask"]
        if terminated or truncated:
            break

The learner's reward is the sum of what the AEC environment paid it since its previous step (its own
action and the opponents' decisions in between). Its episode ends when its part in the game ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from kitchentable.env.aec import KitchenTableEnv


class SingleAgentEnv(gymnasium.Env):
    """One seat (`learner`) learns; `opponents` names the computer player of every other seat (one name for
    all, or one per other seat in seat order). Other keywords make the `KitchenTableEnv`."""

    metadata = {"render_modes": ["human", "ansi"]}

    def __init__(self, format: str = "duel", players: int | None = None, *, learner: int = 0,
                 opponents: str | Sequence[str] = "random", render_mode: str | None = None, **env_kwargs: Any) -> None:
        from kitchentable.agents.base import make_agent

        self.aec = KitchenTableEnv(format, players, render_mode=render_mode, **env_kwargs)
        n = self.aec.n_players
        if not 0 <= learner < n:
            raise ValueError(f"learner must be a seat from 0 to {n - 1}, not {learner}")
        names = [opponents] * (n - 1) if isinstance(opponents, str) else list(opponents)
        if len(names) != n - 1:
            raise ValueError(f"opponents names {len(names)} computer players for {n - 1} other seats")
        for name in names:
            make_agent(name, 0)  # a clear error now for an unknown name
        self.opponent_names = names
        self.learner = learner
        self.agent = self.aec.possible_agents[learner]
        self.render_mode = render_mode
        self.observation_space = self.aec.observation_space(self.agent)
        self.action_space = self.aec.action_space(self.agent)
        self._opponents: dict[int, Any] = {}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(2**31))
        from kitchentable.agents.base import make_agent

        self.aec.reset(seed=seed)
        others = [s for s in range(self.aec.n_players) if s != self.learner]
        self._opponents = {s: make_agent(name, seed * 31 + s) for s, name in zip(others, self.opponent_names, strict=True)}
        reward = self._advance()
        del reward  # nothing is paid before the learner's first decision in any format
        return self._result()[0], self._result()[4]

    def _advance(self) -> float:
        """Let the computer players decide until the learner must, or its part of the game is over."""
        aec = self.aec
        total = 0.0
        while aec.agents:
            if self.agent in aec.rewards:
                total += aec.rewards[self.agent]
            agent = aec.agent_selection
            if aec.terminations[agent] or aec.truncations[agent]:
                if agent == self.agent:
                    break
                aec.step(None)
                continue
            if agent == self.agent:
                break
            assert aec.game is not None
            seat = aec.agent_name_mapping[agent]
            aec.step_action(self._opponents[seat].choose(aec.game))
        return total

    def _result(self) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        aec = self.aec
        obs = aec.observe(self.agent)
        done = self.agent not in aec.agents
        terminated = done or aec.terminations.get(self.agent, False)
        truncated = aec.truncations.get(self.agent, False)
        info = dict(aec.infos.get(self.agent, {}))
        info["action_mask"] = obs["action_mask"]
        return obs, 0.0, bool(terminated and not truncated), bool(truncated), info

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        aec = self.aec
        if aec.agent_selection != self.agent or aec.terminations.get(self.agent) or aec.truncations.get(self.agent):
            raise RuntimeError("the learner's episode is over: call reset()")
        aec.step(action)
        reward = aec.rewards.get(self.agent, 0.0)
        if aec.agent_selection != self.agent:
            # the selection moved on: collect what the learner is paid while the others decide
            reward = 0.0 + self._advance()
        obs, _, terminated, truncated, info = self._result()
        return obs, float(reward), terminated, truncated, info

    def render(self) -> str | None:
        return self.aec.render()

    def close(self) -> None:
        self.aec.close()


def make_single(format: str = "duel", players: int | None = None, **kwargs: Any) -> SingleAgentEnv:
    """A SingleAgentEnv; see its docstring."""
    return SingleAgentEnv(format, players, **kwargs)
