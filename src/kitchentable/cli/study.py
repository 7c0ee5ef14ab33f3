"""`kitchentable study`: sweep a format option and measure game length, land trouble, failed picks and the
first player's advantage (see `kitchentable.sim.study`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from kitchentable.cli import arguments as check

study_app = typer.Typer(help="Format studies: sweep a format option over many simulated games.",
                        no_args_is_help=True)


def _report(result: dict[str, Any], as_json: bool, out: Path | None, plot_path: Path | None) -> None:
    from rich.console import Console

    from kitchentable.sim.study import plot, table

    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(result, indent=1))
    if plot_path is not None:
        try:
            plot(result, plot_path)
        except RuntimeError as err:
            typer.echo(f"error: {err}", err=True)
            raise typer.Exit(2) from err
    if as_json:
        typer.echo(json.dumps(result, sort_keys=True))
    else:
        Console(width=None if sys.stdout.isatty() else 130).print(table(result))
        if plot_path is not None:
            typer.echo(f"plot written to {plot_path}")
    if result["interrupted"]:
        typer.echo("interrupted: the table shows the values that finished", err=True)
        raise typer.Exit(130)


def _run(format: str, param: str, values: str, players: int | None, decks: str | None, games: int, seed: int,
         agents: str, workers: int | None, backend: str, address: str | None, max_turns: int,
         progress: bool | None, plot: Path | None = None) -> dict[str, Any]:
    from kitchentable.sim.study import parse_values, run_study

    deck_list = [d.strip() for d in decks.split(",")] if decks else None
    agent_list = _common(format, players, games, agents, workers, backend, address, max_turns, plot)
    check.decks_for(format, deck_list, players)
    declared = check.format_option(format, param, "NAME")
    try:
        raw = parse_values(values)
    except ValueError as err:
        check.usage_error(f"--values {values}", str(err))
    parsed = check.option_values(format, declared.name, raw, "--values")
    try:
        return run_study(format, declared.name, parsed, players=players, decks=deck_list, games=games, seed=seed,
                         agents=agent_list, workers=workers, backend=backend,
                         address=address, max_turns=max_turns,
                         progress=progress if progress is not None else sys.stderr.isatty())
    except (ValueError, RuntimeError, OSError) as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err


def _common(format: str, players: int | None, games: int, agents: str, workers: int | None, backend: str,
            address: str | None, max_turns: int, plot: Path | None = None) -> list[str]:
    """The arguments every study takes, checked before any game (`cli.arguments`); returns the agents."""
    import importlib.util

    if plot is not None and importlib.util.find_spec("matplotlib") is None:
        check.usage_error(f"--plot {plot}", "plotting needs matplotlib: pip install 'kitchentable[plot]'")
    check.players_for(format, players)
    check.at_least("--games", games)
    check.at_least("--workers", workers)
    check.at_least("--max-turns", max_turns)
    if backend not in ("local", "ray"):
        check.usage_error(f"--backend {backend}", "takes local or ray")
    if address is not None and backend != "ray":
        check.usage_error(f"--address {address}", "is the address of a Ray cluster: use it with --backend ray")
    return check.agents(agents)


Games = Annotated[int, typer.Option(help="games per value")]
Seed = Annotated[int, typer.Option(help="base seed (the same game seeds for every value)")]
Agents = Annotated[str, typer.Option(help="agent kinds by seat (the last repeats)")]
Workers = Annotated[int | None, typer.Option(help="worker processes (default: all cores)")]
Backend = Annotated[str, typer.Option(help="local or ray")]
Address = Annotated[str | None, typer.Option(help="Ray cluster HOST:PORT")]
Plot = Annotated[Path | None, typer.Option("--plot", help="write a matplotlib plot (PNG)")]
Out = Annotated[Path | None, typer.Option(help="write the study as JSON")]
AsJson = Annotated[bool, typer.Option("--json", help="print the study as JSON instead of a table")]
MaxTurns = Annotated[int, typer.Option(help="a game still going after this many turns is a draw")]
Progress = Annotated[bool | None, typer.Option("--progress/--no-progress", help="progress bars on stderr")]


@study_app.command("vortex-lands")
def vortex_lands(
    players: Annotated[int, typer.Option(help="players (2 to 5)")] = 4,
    lands: Annotated[str, typer.Option(help="extra basic lands per player in the shoe: START:STOP or a,b,c")] = "0:8",
    games: Games = 500, seed: Seed = 0, agents: Agents = "heuristic", workers: Workers = None,
    backend: Backend = "local", address: Address = None, plot: Plot = None, out: Out = None,
    as_json: AsJson = False, max_turns: MaxTurns = 150, progress: Progress = None,
    pool: Annotated[str | None, typer.Option(help="cube or pool file (default: the bundled starter cube)")] = None,
) -> None:
    """Vortex: how the number of basic lands per player in the shoe changes games."""
    try:
        from kitchentable.formats import get_format

        get_format("vortex")
    except (ValueError, ImportError) as err:
        typer.echo(f"error: the Vortex format is not available: {err}", err=True)
        raise typer.Exit(2) from err
    from kitchentable.sim.study import parse_values, run_study

    agent_list = _common("vortex", players, games, agents, workers, backend, address, max_turns, plot)
    try:
        raw = parse_values(lands)
    except ValueError as err:
        check.usage_error(f"--lands {lands}", str(err))
    parsed = check.option_values("vortex", "basic_lands_per_player", raw, "--lands")
    try:
        result = run_study("vortex", "basic_lands_per_player", parsed, players=players, games=games,
                           seed=seed, agents=agent_list, workers=workers,
                           backend=backend, address=address, max_turns=max_turns,
                           progress=progress if progress is not None else sys.stderr.isatty(),
                           options={"pool": pool} if pool else None)
    except (ValueError, RuntimeError, OSError) as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err
    _report(result, as_json, out, plot)


@study_app.command("param")
def param(
    name: Annotated[str, typer.Argument(help="the format option to sweep (e.g. basic_lands_per_player, max_turns)")],
    values: Annotated[str, typer.Option(help="START:STOP[:STEP] or a,b,c")],
    format: Annotated[str, typer.Option("--format", "-f")] = "duel",
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    decks: Annotated[str | None, typer.Option(help="comma-separated decks, one per seat")] = None,
    games: Games = 100, seed: Seed = 0, agents: Agents = "heuristic", workers: Workers = None,
    backend: Backend = "local", address: Address = None, plot: Plot = None, out: Out = None,
    as_json: AsJson = False, max_turns: MaxTurns = 150, progress: Progress = None,
) -> None:
    """Any format option: `kitchentable study param NAME --values 0:8 --format F`."""
    result = _run(format, name, values, players, decks, games, seed, agents, workers, backend, address,
                  max_turns, progress, plot)
    _report(result, as_json, out, plot)


def register(app: typer.Typer) -> None:
    app.add_typer(study_app, name="study")
