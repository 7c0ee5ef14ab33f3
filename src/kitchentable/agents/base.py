"""What a computer player is: something that picks one of the legal actions of a pending decision."""

from __future__ import annotations

from typing import Any, Protocol

from kitchentable.api.game import Game


class Agent(Protocol):
    """Chooses an action for the player with the pending decision. Agents are seeded, never wall-clock
    driven, so the same seed reproduces the same game."""

    name: str

    def choose(self, game: Game) -> tuple[Any, ...]: ...


AGENTS: dict[str, str] = {
    "random": "kitchentable.agents.random:RandomAgent",
}


def make_agent(name: str, seed: int) -> Agent:
    import importlib

    target = AGENTS.get(name)
    if target is None:
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}")
    module, cls = target.split(":")
    agent: Agent = getattr(importlib.import_module(module), cls)(seed)
    return agent
