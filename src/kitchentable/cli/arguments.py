"""Command-line arguments checked before any work starts (issue 25).

Every check here reads a declaration the code already has instead of a table of its own: a format's player
range (`RuleSet.min_players`/`max_players`), its options (`RuleSet.parameters`), the agents and which of them
take a budget (`agents.base.AGENTS`, `AGENT_BUDGETS`). A bad value ends the command at once with one line on
stderr, `error: ARGUMENT VALUE: what it takes`, and exit status 2 (a usage error), before any game is played,
any file written or any database opened.

Nothing of the rules engine is imported until a check that needs it runs, so the commands that don't use the
engine (tournament, --help) stay as light as before (benchmarks/startup.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

import typer

if TYPE_CHECKING:
    from kitchentable.rules.ruleset import RuleSet

USAGE_ERROR = 2
"""The exit status of a command refused for its arguments or input files (as click gives its own)."""


def usage_error(argument: str, message: str) -> NoReturn:
    """End the command: one line naming the argument (or file) and what is wrong, exit status 2."""
    typer.echo(f"error: {argument}: {message}", err=True)
    raise typer.Exit(USAGE_ERROR)


def at_least(argument: str, value: int | None, minimum: int = 1) -> None:
    """A count that must be at least `minimum` (games, workers, rounds, turns); None means unset."""
    if value is not None and value < minimum:
        usage_error(f"{argument} {value}", f"must be a whole number of at least {minimum}")


def between(argument: str, value: int | None, low: int, high: int) -> None:
    """A number that must lie in [low, high]; None means unset."""
    if value is not None and not low <= value <= high:
        usage_error(f"{argument} {value}", f"must be between {low} and {high}")


def rules_of(format: str, argument: str = "--format") -> type[RuleSet]:
    """The format's RuleSet class, or a usage error listing the formats."""
    from kitchentable.formats import FORMATS, get_format

    if format not in FORMATS:
        usage_error(f"{argument} {format}", f"no such format; the formats are {', '.join(sorted(FORMATS))}")
    return get_format(format)


def players_for(format: str, players: int | None, argument: str = "--players") -> int | None:
    """`--players` checked against the format's declared range (None: the format's default)."""
    from kitchentable.api.records import player_range

    rules = rules_of(format)
    if players is not None and not rules.min_players <= players <= rules.max_players:
        hint = " (more than two players is --format ffa)" if format == "duel" and players > 2 else ""
        usage_error(f"{argument} {players}", f"{format} is played by {player_range(rules)} players{hint}")
    return players


def decks_for(format: str, decks: Sequence[str] | None, players: int | None, argument: str = "--decks") -> None:
    """One deck for every seat, or a single deck all seats share; the count must fit the format's players.
    A format played from one shared library (the Judge's Tower, Vortex) puts any number of decks together."""
    from kitchentable.api.setup import CUBE_FORMATS

    if not decks:
        return
    if any(not d for d in decks):
        usage_error(f"{argument} {','.join(decks)}", "an empty deck name (decks are separated by commas)")
    from kitchentable.api.records import player_range

    rules = rules_of(format)
    if format in CUBE_FORMATS:
        return
    if players is None:
        if len(decks) > 1 and not rules.min_players <= len(decks) <= rules.max_players:
            usage_error(f"{argument} {','.join(decks)}",
                        f"{len(decks)} decks, but {format} is played by {player_range(rules)} players")
    elif len(decks) not in (1, players):
        usage_error(f"{argument} {','.join(decks)}", f"{len(decks)} decks for {players} players (give one deck "
                    "for every player, or one deck they all use)")


def agent(text: str, argument: str) -> str:
    """One agent NAME or NAME:BUDGET, checked against the registered agents."""
    from kitchentable.agents.base import AgentSpecError, parse_agent

    try:
        parse_agent(text)
    except AgentSpecError as err:
        usage_error(f"{argument} {text}", str(err))
    return text


def agents(text: str, argument: str = "--agents", seats: int | None = None) -> list[str]:
    """A comma-separated list of agents by seat (the last repeats for the remaining seats)."""
    names = [a.strip() for a in text.split(",")]
    if not text.strip() or any(not n for n in names):
        usage_error(f"{argument} {text}", "an empty agent name (agents are separated by commas)")
    for name in names:
        agent(name, argument)
    if seats is not None and len(names) > seats:
        usage_error(f"{argument} {text}", f"{len(names)} agents for {seats} seats")
    return names


def format_option(format: str, name: str, argument: str) -> Any:
    """The declaration of a format option by name (a study sweeps one), or a usage error listing them."""
    rules = rules_of(format)
    by_name = {p.name: p for p in rules.parameters}
    found = by_name.get(name.replace("-", "_"))
    if found is None:
        usage_error(f"{argument} {name}", f"{format} has no such option; its options are {', '.join(sorted(by_name))}")
    return found


def option_values(format: str, name: str, values: Sequence[Any], argument: str) -> list[Any]:
    """Each value of a swept option checked against its declaration (`RuleSet.parameters`); returns the
    values as the option takes them ("true"/"false" become yes-or-no)."""
    from kitchentable.rules.ruleset import OptionError, check_options

    declared = format_option(format, name, argument)
    converted: list[Any] = []
    for value in values:
        if declared.kind == "bool" and isinstance(value, str) and value.lower() in ("true", "false"):
            value = value.lower() == "true"
        try:
            check_options(format, rules_of(format).parameters, {declared.name: value})
        except OptionError as err:
            usage_error(f"{argument} {value}", str(err))
        converted.append(value)
    return converted


def seat_levels(levels: dict[int, int] | None, players: int, argument: str = "--level") -> None:
    """Judge's Tower levels: each SEAT must be a seat of the game."""
    for seat in levels or {}:
        if not 0 <= seat < players:
            usage_error(f"{argument} {seat}", f"the game has seats 0 to {players - 1}")
