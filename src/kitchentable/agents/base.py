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
    "heuristic": "kitchentable.agents.heuristic:HeuristicAgent",
    "search": "kitchentable.agents.search:SearchAgent",
}


def make_agent(name: str, seed: int) -> Agent:
    """An agent by registered name, seeded. `NAME:N` passes a budget N to agents that take one (the
    number of simulations of `search`, e.g. `search:200`)."""
    import importlib

    name, _, budget = name.partition(":")
    target = AGENTS.get(name)
    if target is None:
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(sorted(AGENTS))}")
    module, cls = target.split(":")
    factory = getattr(importlib.import_module(module), cls)
    if budget:
        if not budget.isdigit():
            raise ValueError(f"agent budget must be a whole number, got {budget!r} in {name}:{budget}")
        agent: Agent = factory(seed, int(budget))
    else:
        agent = factory(seed)
    return agent
