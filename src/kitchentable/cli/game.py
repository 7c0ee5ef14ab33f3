"""`kitchentable play`, `simulate` and `replay`."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console

from kitchentable.agents.base import make_agent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments


def _records_dir() -> Path:
    return Path.home() / ".local" / "share" / "kitchentable" / "records"


def _parse_levels(levels: list[str] | None) -> dict[int, int] | None:
    if not levels:
        return None
    out: dict[int, int] = {}
    for item in levels:
        seat, _, level = item.partition("=")
        if not seat.isdigit() or not level.isdigit():
            raise typer.BadParameter(f"--level takes SEAT=N, got {item!r}")
        out[int(seat)] = int(level)
    return out


def _format_options(fmt: str, pool: str | None, shame: bool, levels: list[str] | None, training: bool,
                    stock: str | None, basic_lands: int | None) -> dict[str, Any]:
    opts: dict[str, Any] = {}
    if pool:
        opts["pool"] = pool
    if shame:
        opts["shame"] = True
    parsed = _parse_levels(levels)
    if parsed:
        opts["levels"] = parsed
    if training:
        opts["training"] = True
    if stock:
        opts["stock"] = stock
    if basic_lands is not None:
        opts["basic_lands_per_player"] = basic_lands
    return opts


def play(
    format: Annotated[str, typer.Option("--format", "-f", help="duel, ffa, vortex, castle, judges-tower, turnabout")] = "duel",
    deck: Annotated[str | None, typer.Option(help="your deck: a bundled deck name or a deck file")] = None,
    opponent_deck: Annotated[str | None, typer.Option(help="the computer's deck")] = None,
    players: Annotated[int | None, typer.Option(help="number of players (free-for-all and multiplayer formats)")] = None,
    seed: Annotated[int | None, typer.Option(help="random seed (default: from the clock)")] = None,
    opponent: Annotated[str, typer.Option(help="computer player kind")] = "random",
    pool: Annotated[str | None, typer.Option(help="card pool or cube export (Vortex, Judge's Tower)")] = None,
    stock: Annotated[str | None, typer.Option(help="Castle Magic creature stock")] = None,
    shame: Annotated[bool, typer.Option(help="Judge's Tower: the Shame variant")] = False,
    level: Annotated[list[str] | None, typer.Option(help="Judge's Tower: certification level SEAT=N")] = None,
    training: Annotated[bool, typer.Option(help="Judge's Tower: allow violations that others may call")] = False,
    record: Annotated[Path | None, typer.Option(help="where to save the game record")] = None,
    auto: Annotated[bool, typer.Option(help="let the computer play your seat too (a demo)")] = False,
) -> None:
    """Play a game in the terminal against computer players."""
    console = Console()
    seed = seed if seed is not None else int(time.time()) % 1_000_000
    if format == "duel" and players is not None and players > 2:
        format = "ffa"  # 806: more than two players is a free-for-all
    fmt_opts = _format_options(format, pool, shame, level, training, stock, None)
    decks = [d for d in (deck, opponent_deck) if d] or None
    if decks and len(decks) == 1:
        decks = [decks[0], decks[0]]
    try:
        kwargs = game_arguments(format, players, decks, seed, **fmt_opts)
        game = Game(format, seed=seed, names=None, **kwargs)
    except Exception as err:  # noqa: BLE001 - shown to the user as a clear error
        console.print(f"[red]Cannot start the game: {err}[/red]")
        raise typer.Exit(2) from err
    for p in game.state.players:
        p.name = "You" if p.seat == 0 else f"Computer {p.seat}"
    agents = {s: make_agent(opponent, seed * 7 + s) for s in range(len(game.state.players)) if s != 0 or auto}
    console.print(f"[bold]kitchentable[/bold] · {format} · seed {seed}")
    while not game.is_over():
        pending = game.state.decision
        assert pending is not None
        if pending.player in agents:
            game.apply(agents[pending.player].choose(game))
            continue
        from kitchentable.cli.terminal import ask_human, render

        render(game, 0, console)
        action = ask_human(game, console)
        if action is None:
            game.apply(("concede", 0))
            break
        game.apply(action)
    result = game.result()
    winners = ", ".join(game.state.players[w].name for w in result["winners"]) or "nobody (a draw)"
    console.print(f"[bold]Game over.[/bold] Winner: {winners} after {result['turns']} turns.")
    path = record or (_records_dir() / f"{format}-{seed}-{int(time.time())}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(game.record(), indent=1))
    console.print(f"Record saved to {path} (replay with: kitchentable replay {path})")


def simulate(
    format: Annotated[str, typer.Option("--format", "-f")] = "duel",
    decks: Annotated[str | None, typer.Option(help="comma-separated deck names or files, one per seat")] = None,
    games: Annotated[int, typer.Option(help="number of games")] = 100,
    seed: Annotated[int, typer.Option(help="base seed; each game's seed derives from it")] = 0,
    agents: Annotated[str, typer.Option(help="comma-separated agent kinds, one per seat (search:N sets "
                                             "the search budget)")] = "random,random",
    players: Annotated[int | None, typer.Option(help="number of players")] = None,
    pool: Annotated[str | None, typer.Option(help="card pool or cube export")] = None,
    stock: Annotated[str | None, typer.Option(help="Castle Magic creature stock")] = None,
    shame: Annotated[bool, typer.Option(help="Judge's Tower: the Shame variant")] = False,
    basic_lands_per_player: Annotated[int | None, typer.Option(help="Vortex: basic lands per player in the shoe")] = None,
    max_turns: Annotated[int, typer.Option(help="a game still going after this many turns is a draw")] = 150,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    save_records: Annotated[Path | None, typer.Option(help="directory to save every game's record")] = None,
    workers: Annotated[int | None, typer.Option(help="worker processes (default: all cores)")] = None,
    out: Annotated[Path | None, typer.Option(help="also write the results: FILE.json or FILE.csv")] = None,
    backend: Annotated[str, typer.Option(help="local (processes) or ray (a Ray cluster)")] = "local",
    address: Annotated[str | None, typer.Option(help="Ray cluster address HOST:PORT (with --backend ray)")] = None,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress",
                                                  help="progress bar on stderr (default: when stderr is a terminal)")] = None,
) -> None:
    """Play many games between computer players across processes and summarise them. Ctrl-C stops and
    summarises the games that finished."""
    import sys

    from kitchentable.sim.parallel import make_specs, run_games, summarize_run, write_output

    deck_list = [d.strip() for d in decks.split(",")] if decks else None
    fmt_opts = _format_options(format, pool, shame, None, False, stock, basic_lands_per_player)
    if out is not None and out.suffix.lower() not in (".json", ".csv"):
        typer.echo(f"error: --out takes a .json or .csv file, got {out}", err=True)
        raise typer.Exit(2)
    try:
        kwargs = game_arguments(format, players, deck_list, seed, **fmt_opts)
    except Exception as err:  # noqa: BLE001
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = max_turns
    kwargs["options"] = options
    kwargs.pop("seed", None)
    specs = make_specs(format, kwargs, games, seed, [a.strip() for a in agents.split(",")],
                       save_records=save_records is not None)

    def keep_record(outcome: Any) -> None:
        if save_records is not None and outcome.record is not None:
            save_records.mkdir(parents=True, exist_ok=True)
            (save_records / f"game-{outcome.index:05d}.json").write_text(json.dumps(outcome.record))
            outcome.record = None

    show = progress if progress is not None else sys.stderr.isatty()
    try:
        run = run_games(specs, workers, backend, address, progress=show, on_outcome=keep_record)
    except (RuntimeError, ValueError) as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err
    summary = summarize_run(format, kwargs, run)
    if out is not None:
        write_output(out, summary, run.outcomes)
    if as_json:
        typer.echo(json.dumps(summary, sort_keys=True))
    else:
        for key, value in summary.items():
            typer.echo(f"{key:>22}: {value}")
    if run.interrupted:
        typer.echo(f"interrupted: {len(run.outcomes)} of {run.requested} games finished", err=True)
        raise typer.Exit(130)
    if summary["errors"]:
        raise typer.Exit(1)


def replay(record: Annotated[Path, typer.Argument(help="a game record JSON file")]) -> None:
    """Replay a saved game record and print its final state hash."""
    try:
        data = json.loads(record.read_text())
    except FileNotFoundError as err:
        typer.echo(f"error: {record}: no such file", err=True)
        raise typer.Exit(2) from err
    except json.JSONDecodeError as err:
        typer.echo(f"error: {record}: not valid JSON ({err.msg} at line {err.lineno})", err=True)
        raise typer.Exit(2) from err
    try:
        game = Game.from_record(data)
    except (ValueError, KeyError, TypeError) as err:
        typer.echo(f"error: {record}: {err}", err=True)
        raise typer.Exit(2) from err
    digest = game.state_hash()
    typer.echo(digest)
    expected = data.get("final_hash")
    if expected and expected != digest:
        typer.echo(f"warning: the record says {expected}", err=True)
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command()(play)
    app.command()(simulate)
    app.command()(replay)

