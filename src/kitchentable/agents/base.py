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


AGENT_BUDGETS: dict[str, str] = {
    "search": "simulations a move",
}
"""The agents that take a budget (`NAME:N`) and what N counts; the others take none."""


class AgentSpecError(ValueError):
    """An agent written as neither a registered name nor `NAME:N` with a budget it takes."""


def parse_agent(text: str) -> tuple[str, int | None]:
    """`NAME` or `NAME:N` as (name, budget), checked against AGENTS and AGENT_BUDGETS; AgentSpecError
    names the agent and what is allowed."""
    name, colon, budget = text.strip().partition(":")
    if name not in AGENTS:
        raise AgentSpecError(f"unknown agent {name!r}; the agents are {', '.join(sorted(AGENTS))}")
    if not colon:
        return name, None
    if name not in AGENT_BUDGETS:
        raise AgentSpecError(f"{name} takes no budget (NAME:N is for {', '.join(sorted(AGENT_BUDGETS))})")
    if not budget.isdigit() or int(budget) < 1:
        raise AgentSpecError(f"the budget of {name} is a whole number of at least 1 ({AGENT_BUDGETS[name]}), "
                             f"not {budget!r}")
    return name, int(budget)


def make_agent(name: str, seed: int) -> Agent:
    """An agent by registered name, seeded. `NAME:N` passes a budget N to agents that take one (the
    number of simulations of `search`, e.g. `search:200`); a bad name or budget raises AgentSpecError."""
    import importlib

    kind, budget = parse_agent(name)
    module, cls = AGENTS[kind].split(":")
    factory = getattr(importlib.import_module(module), cls)
    agent: Agent = factory(seed) if budget is None else factory(seed, budget)
    return agent
