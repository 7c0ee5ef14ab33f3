"""`kitchentable play`, `simulate` and `replay`."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from kitchentable.agents.base import make_agent
from kitchentable.api.game import Game
from kitchentable.api.records import RecordError, check_record
from kitchentable.api.setup import game_arguments
from kitchentable.cli import arguments as check


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


def _set_options(fmt: str, fmt_opts: dict[str, Any], given: list[str] | None) -> dict[str, Any]:
    """The `--option NAME=VALUE` settings, checked against the format's declared options (a clear error
    naming the option, what it takes and the format otherwise)."""
    from kitchentable.formats import get_format
    from kitchentable.rules.ruleset import OptionError, parse_option

    try:
        rules = get_format(fmt)
        parsed = dict(parse_option(fmt, rules.parameters, text) for text in given or ())
    except (OptionError, ValueError) as err:
        raise typer.BadParameter(str(err), param_hint="--option") from err
    if rules.default_game is not None:
        return {**fmt_opts, **parsed}
    return {**fmt_opts, "options": {**fmt_opts.get("options", {}), **parsed}}


def options_epilog() -> str:
    """Every format's options, for the commands' --help (`rules.ruleset.options_help`)."""
    from kitchentable.formats import FORMATS, get_format
    from kitchentable.rules.ruleset import GAME_PARAMETERS, options_help

    parts = ["\b\nOptions of every game (--option NAME=VALUE):\n" + options_help(GAME_PARAMETERS)]
    for name in ("castle", "judges-tower", "turnabout", "vortex"):
        if name in FORMATS:
            own = tuple(p for p in get_format(name).parameters if p not in GAME_PARAMETERS)
            parts.append(f"\b\nOptions of {name}:\n" + options_help(own))
    return "\n\n".join(parts)


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


def _bundled(kind: str) -> str:
    """The bundled decks, cubes or stocks by name, for the help texts (empty if none are installed)."""
    try:
        from kitchentable.cards.files import decks

        names = {"decks": decks.bundled_decks, "cubes": decks.bundled_cubes, "stocks": decks.bundled_stocks}[kind]()
    except (ImportError, OSError):
        return ""
    return ", ".join(names)


FORMAT_HELP = "duel, ffa (free-for-all, 3-8 players), vortex (2-5), castle, judges-tower, turnabout"
OPPONENT_HELP = ("the computer players: heuristic (rules of thumb, the default), random, or search (Monte Carlo "
                 "search; search:N for N simulations a move, default 24)")
DECK_HELP = ("your deck: a deck file or a bundled deck (kitchentable deck list shows which formats each is legal "
             f"for): {_bundled('decks')}. Default: mono-red-aggro in a duel, a legal 60-card deck in turnabout")
POOL_HELP = f"Vortex and Judge's Tower: the cube to play from, a bundled cube ({_bundled('cubes')}) or a cube file " \
            "(CubeCobra CSV or one card a line). Default: starter"
STOCK_HELP = f"Castle Magic: your creature stock, bundled ({_bundled('stocks')}) or a file of 15 creatures. " \
             "Default: the stock named like your deck, else 15 creatures from your deck"


def _names(format: str, players: int, human: str) -> list[str]:
    others = ["Computer"] if players == 2 else [f"Computer {i}" for i in range(1, players)]
    return [human, *others]


def play(
    format: Annotated[str, typer.Option("--format", "-f", help=FORMAT_HELP)] = "duel",
    deck: Annotated[str | None, typer.Option(help=DECK_HELP)] = None,
    opponent_deck: Annotated[str | None, typer.Option(help="the computer's deck (same choices as --deck)")] = None,
    players: Annotated[int | None, typer.Option(help="number of players (free-for-all and multiplayer formats). "
                                                     "Default: 2")] = None,
    seed: Annotated[int | None, typer.Option(help="random seed. Default: from the clock")] = None,
    opponent: Annotated[str, typer.Option(help=OPPONENT_HELP)] = "heuristic",
    name: Annotated[str, typer.Option(help="your name in the record and in the other players' view (you "
                                           "read \"You\")")] = "Player",
    pool: Annotated[str | None, typer.Option(help=POOL_HELP)] = None,
    stock: Annotated[str | None, typer.Option(help=STOCK_HELP)] = None,
    shame: Annotated[bool, typer.Option(help="Judge's Tower: the Shame variant (ICR 500)")] = False,
    level: Annotated[list[str] | None, typer.Option(help="Judge's Tower: certification level SEAT=N "
                                                         "(repeatable)")] = None,
    training: Annotated[bool, typer.Option(help="Judge's Tower: allow violations that others may call")] = False,
    option: Annotated[list[str] | None, typer.Option(help="a game or format option NAME=VALUE (listed below)")] = None,
    record: Annotated[Path | None, typer.Option(help="where to save the game record. Default: a new file in "
                                                     "kitchentable's records folder under ~/.local/share")] = None,
    auto: Annotated[bool, typer.Option(help="let the computer play your seat too (a demo)")] = False,
) -> None:
    """Play a game in the terminal against computer players. At each decision, type ? for help."""
    from kitchentable.cli.terminal import LeaveGame, TerminalSeat, render

    console = Console(highlight=False)
    seed = seed if seed is not None else int(time.time()) % 1_000_000
    if format == "duel" and players is not None and players > 2:
        format = "ffa"  # 806: more than two players is a free-for-all
    check.players_for(format, players)
    check.agent(opponent, "--opponent")
    if record is not None and record.is_dir():
        check.usage_error(f"--record {record}", "is a directory; give the file to write the record to")
    fmt_opts = _set_options(format, _format_options(format, pool, shame, level, training, stock, None), option)
    decks = [d for d in (deck, opponent_deck) if d] or None
    if decks and len(decks) == 1:
        decks = [decks[0], decks[0]]
    try:
        agents = {s: make_agent(opponent, seed * 7 + s) for s in range(1, 9)}
        kwargs = game_arguments(format, players, decks, seed, **fmt_opts)
        count = int(kwargs.get("players") or players or 2)
        game = Game(format, seed=seed, names=_names(format, count, name), **kwargs)
    except Exception as err:  # noqa: BLE001 - shown to the user as a clear error
        console.print(f"[red]Cannot start the game: {escape(str(err))}[/red]")
        raise typer.Exit(2) from err
    check.seat_levels(_parse_levels(level), len(game.state.players))
    agents = {s: a for s, a in agents.items() if s < len(game.state.players)}
    if auto:
        agents[0] = make_agent(opponent, seed * 7)
    human = TerminalSeat(console, 0)
    console.print(f"[bold]kitchentable[/bold] · {escape(format)} · seed {seed} · opponents: {escape(opponent)} · "
                  "type ? at any decision for help")
    left = False
    try:
        while not game.is_over():
            pending = game.state.decision
            assert pending is not None
            if pending.player in agents:
                game.apply(agents[pending.player].choose(game))
                continue
            action = human.choose(game)
            game.apply(action)
            if action[0] == "concede" and not game.is_over():
                tower = format == "judges-tower"
                console.print("You concede this subgame; you come back in the next one (R-JT-2)." if tower else
                              "You concede and leave the game (104.3a); the other players play on to the end.")
    except LeaveGame:
        left = True
    except KeyboardInterrupt:
        left = True
        console.print("\nInterrupted.")
    view = human._view(game)
    human.show_since(view)
    if game.is_over():
        render(view.board(), console)
    for line in view.result():
        console.print(f"[bold]{escape(line)}[/bold]")
    if left and not game.is_over():
        console.print("You left before the end: the game has no result.")
    path = record or (_records_dir() / f"{format}-{seed}-{int(time.time())}.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(game.record(), indent=1))
    console.print(f"Record saved to {escape(str(path))} (watch it again with: kitchentable replay {escape(str(path))})")


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
    option: Annotated[list[str] | None, typer.Option(help="a game or format option NAME=VALUE (listed below)")] = None,
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
    check.players_for(format, players)
    check.decks_for(format, deck_list, players)
    agent_list = check.agents(agents)
    check.at_least("--games", games)
    check.at_least("--workers", workers)
    check.at_least("--max-turns", max_turns)
    check.at_least("--basic-lands-per-player", basic_lands_per_player, 0)
    if backend not in ("local", "ray"):
        check.usage_error(f"--backend {backend}", "takes local or ray")
    if address is not None and backend != "ray":
        check.usage_error(f"--address {address}", "is the address of a Ray cluster: use it with --backend ray")
    if out is not None and out.suffix.lower() not in (".json", ".csv"):
        check.usage_error(f"--out {out}", "takes a .json or .csv file")
    if out is not None and (out.is_dir() or not out.parent.is_dir()):
        check.usage_error(f"--out {out}", "is a directory" if out.is_dir() else f"no such folder {out.parent}")
    if save_records is not None and save_records.exists() and not save_records.is_dir():
        check.usage_error(f"--save-records {save_records}", "is a file; give a folder to save the records in")
    fmt_opts = _set_options(format, _format_options(format, pool, shame, None, False, stock, basic_lands_per_player),
                            option)
    try:
        kwargs = game_arguments(format, players, deck_list, seed, **fmt_opts)
    except Exception as err:  # noqa: BLE001
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err
    seats = int(kwargs.get("players") or len(kwargs.get("decks") or []) or 2)
    check.agents(agents, seats=seats)
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = max_turns
    kwargs["options"] = options
    kwargs.pop("seed", None)
    specs = make_specs(format, kwargs, games, seed, agent_list, save_records=save_records is not None)

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


def replay(
    record: Annotated[Path, typer.Argument(help="a game record JSON file")],
    hash_only: Annotated[bool, typer.Option("--hash", help="print only the final state hash (checks the record)")]
    = False,
    seat: Annotated[int | None, typer.Option(help="watch as this seat (0 = the first player) sees it: other "
                                                  "players' hidden cards stay hidden. Default: every card shown")]
    = None,
    minor: Annotated[bool, typer.Option(help="also show passes, steps, mana and costs")] = False,
) -> None:
    """Watch a saved game move by move (every card shown, or as one seat saw it); --hash prints only the final
    state hash. Exits 1 if the replay does not reach the hash the record says."""
    try:
        data = json.loads(record.read_text())
    except FileNotFoundError as err:
        typer.echo(f"error: {record}: no such file", err=True)
        raise typer.Exit(2) from err
    except json.JSONDecodeError as err:
        typer.echo(f"error: {record}: not valid JSON ({err.msg} at line {err.lineno})", err=True)
        raise typer.Exit(2) from err
    except IsADirectoryError as err:
        typer.echo(f"error: {record}: is a directory, not a game record", err=True)
        raise typer.Exit(2) from err
    except UnicodeDecodeError as err:
        typer.echo(f"error: {record}: not a game record (not UTF-8 text: byte {err.start})", err=True)
        raise typer.Exit(2) from err
    except OSError as err:
        typer.echo(f"error: {record}: cannot read it ({err.strerror or err})", err=True)
        raise typer.Exit(2) from err
    try:
        check_record(data)
    except RecordError as err:
        typer.echo(f"error: {record}: {err}", err=True)
        raise typer.Exit(2) from err
    if hash_only:
        try:
            game = Game.from_record(data)
        except (ValueError, KeyError, TypeError) as err:
            typer.echo(f"error: {record}: {err}", err=True)
            raise typer.Exit(2) from err
        digest = game.state_hash()
        typer.echo(digest)
    else:
        digest = _watch(record, data, seat, minor)
    expected = data.get("final_hash") if isinstance(data, dict) else None
    if expected and expected != digest:
        typer.echo(f"warning: the record says {expected}", err=True)
        raise typer.Exit(1)


def _watch(path: Path, data: Any, seat: int | None, minor: bool) -> str:
    """Replay the record one action at a time, printing what each changed; returns the final hash."""
    from kitchentable.api.view import View
    from kitchentable.api.visibility import EVERYONE
    from kitchentable.rules.errors import IllegalAction

    if not isinstance(data, dict) or not isinstance(data.get("actions"), list):
        typer.echo(f"error: {path}: a game record needs an 'actions' list", err=True)
        raise typer.Exit(2)
    try:
        game = Game.from_record({**data, "actions": []})
    except (ValueError, KeyError, TypeError) as err:
        typer.echo(f"error: {path}: {err}", err=True)
        raise typer.Exit(2) from err
    if seat is not None and not 0 <= seat < len(game.state.players):
        typer.echo(f"error: --seat {seat}: the game has seats 0 to {len(game.state.players) - 1}", err=True)
        raise typer.Exit(2)
    view = View(game, EVERYONE if seat is None else seat)
    names = ", ".join(p.name for p in game.state.players)
    typer.echo(f"{data.get('format')} · seed {data.get('seed')} · {names}"
               + ("" if seat is None else f" · as {game.state.players[seat].name} saw it"))
    mark = 0
    for i, action in enumerate(data["actions"]):
        try:
            game.apply(action)
        except IllegalAction as err:
            typer.echo(f"error: {path}: action {i} ({action}) is illegal when replayed: {err}", err=True)
            raise typer.Exit(2) from err
        for line in view.log(mark, minor=minor):
            typer.echo(str(line))
        mark = view.mark()
    for sentence in view.result():
        typer.echo(sentence)
    digest = game.state_hash()
    typer.echo(f"final state hash: {digest}")
    return digest


def register(app: typer.Typer) -> None:
    app.command(epilog=options_epilog())(play)
    app.command(epilog=options_epilog())(simulate)
    app.command()(replay)

