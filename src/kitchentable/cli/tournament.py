"""`kitchentable tournament ...`: run a Turnabout or Swiss event from the command line (issue 8).

Every command is a thin shell over `TournamentService`: it parses arguments, calls one service method (one
transaction) and prints the outcome. Errors go to stderr with exit status 1 (3 when no pairing exists and
the organizer must choose), and nothing is changed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer

app = typer.Typer(
    name="tournament",
    help="Run a Turnabout (Victory Points) or Swiss (match points) event: players, pairings, results, standings.",
    no_args_is_help=True,
    add_completion=False,
)
player_app = typer.Typer(help="Register, import, list and rename players.", no_args_is_help=True)
deck_app = typer.Typer(help="Turnabout decks and their scoring options (R-TA-1).", no_args_is_help=True)
app.add_typer(player_app, name="player")
app.add_typer(deck_app, name="deck")

DbOption = Annotated[str | None, typer.Option(
    "--db", help="Event database: a SQLite file path or a SQLAlchemy URL "
    "[default: $KITCHENTABLE_TOURNAMENT_DB or ./tournament.sqlite].", show_default=False)]
EventOption = Annotated[str | None, typer.Option(
    "--event", "-e", help="Event name; needed only when the database holds several events.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]

EXIT_ERROR = 1
EXIT_PAIRING_BLOCKED = 3


def register(root: typer.Typer) -> None:
    """Attach the `tournament` command group to the root `kitchentable` app."""
    root.add_typer(app, name="tournament")


def _fail(message: str, code: int = EXIT_ERROR) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(code)


@contextmanager
def _service(db: str | None, *, create: bool = False) -> Iterator[Any]:
    from kitchentable.formats.turnabout.scoring import ScoringError
    from kitchentable.tournament.service import PairingBlocked, TournamentError, TournamentService
    from kitchentable.tournament.store import Store, StoreError

    try:
        store = Store(db, create=create)
    except StoreError as exc:
        _fail(str(exc))
    try:
        yield TournamentService(store)
    except PairingBlocked as exc:
        typer.echo(f"error: {exc}", err=True)
        if exc.allow_rematches == 0:
            typer.echo("choose one:\n"
                       "  kitchentable tournament pair --allow-rematch   pair with at most one rematch\n"
                       "  kitchentable tournament end                    end the event now\n"
                       "  (or do nothing to stop here)", err=True)
        raise typer.Exit(EXIT_PAIRING_BLOCKED) from exc
    except (TournamentError, ScoringError) as exc:
        _fail(str(exc))
    except StoreError as exc:
        _fail(f"{exc}; the command changed nothing, try it again")
    finally:
        store.dispose()


def _columns(rows: list[list[str]], header: list[str]) -> None:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]
    for line in [header, *rows]:
        typer.echo("  ".join(str(x).ljust(w) for x, w in zip(line, widths, strict=True)).rstrip())


def _echo_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, sort_keys=False, default=str))


@app.command()
def new(
    name: Annotated[str, typer.Argument(help="Name of the event.")],
    fmt: Annotated[str, typer.Option("--format", "-f", help="turnabout (Victory Points) or swiss (match points).")],
    rounds: Annotated[int, typer.Option("--rounds", "-r", help="Number of Swiss rounds planned.", min=1)],
    seed: Annotated[int | None, typer.Option(help="Seed for round 1 and the last tiebreaker [default: random].")] = None,
    db: DbOption = None,
) -> None:
    """Create an event and print its organizer token (needed for the organizer web pages)."""
    with _service(db, create=True) as svc:
        ev = svc.create_event(name, fmt, rounds, seed=seed)
        typer.echo(f"created {ev.format} event {ev.name!r}: {ev.rounds_planned} rounds, seed {ev.seed}")
        typer.echo(f"organizer token: {ev.organizer_token}")
        typer.echo("keep the token private: it opens the organizer pages of `kitchentable tournament serve`")


@app.command()
def events(db: DbOption = None) -> None:
    """List the events in the database."""
    with _service(db) as svc:
        rows = [[e.name, e.format, f"{e.rounds_paired}/{e.rounds_planned}", str(e.active_players),
                 "finished" if e.finished else "running"] for e in svc.list_events()]
        _columns(rows, ["event", "format", "rounds", "active", "status"])


@player_app.command("add")
def player_add(
    names: Annotated[list[str], typer.Argument(help="One or more player names (quote names with spaces).")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Register players by name; all of them or, on any error, none."""
    with _service(db) as svc:
        added = svc.import_players([{"name": n} for n in names], event)
        typer.echo(f"added {len(added)} player(s): {', '.join(p.name for p in added)}")


@player_app.command("import")
def player_import(
    csv_file: Annotated[Path, typer.Argument(help="CSV with a `name` column (optional `scoring`, `deck`) "
                                             "or one name per line.", exists=True, dir_okay=False)],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Import players (and Turnabout scoring options) from a CSV file; all rows or none."""
    from kitchentable.tournament.service import parse_players_csv

    try:
        text = csv_file.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        _fail(f"cannot read {csv_file}: {exc}")
    with _service(db) as svc:
        added = svc.import_players(parse_players_csv(text), event)
        typer.echo(f"imported {len(added)} player(s) from {csv_file}")


@player_app.command("list")
def player_list(db: DbOption = None, event: EventOption = None, as_json: JsonOption = False) -> None:
    """List the registered players, their decks' scoring options and drops."""
    with _service(db) as svc:
        players = svc.players(event)
        if as_json:
            _echo_json([p.__dict__ for p in players])
            return
        _columns([[p.name, p.scoring_option or "-", p.deck_name or "",
                   "" if p.dropped_after_round is None else f"dropped after round {p.dropped_after_round}"]
                  for p in players], ["player", "scoring", "deck", "status"])


@player_app.command("rename")
def player_rename(
    old: Annotated[str, typer.Argument(help="Current name.")],
    new_name: Annotated[str, typer.Argument(metavar="NEW", help="New name.")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Correct a player's name (logged); results and standings are unaffected."""
    with _service(db) as svc:
        p = svc.rename_player(old, new_name, event)
        typer.echo(f"renamed {old!r} to {p.name!r}")


@deck_app.command("register")
def deck_register(
    player: Annotated[str, typer.Argument(help="The player who brings the deck.")],
    scoring_option: Annotated[str, typer.Option(
        "--scoring", "-s", help="Scoring option used when this deck loses: dominaria, tolaria, phyrexia, ...")],
    deck_name: Annotated[str, typer.Option("--name", help="A name for the deck (shown on match slips).")] = "",
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Register a player's Turnabout deck and its scoring option (R-TA-1); a change is logged."""
    with _service(db) as svc:
        p = svc.register_deck(player, scoring_option, event, deck_name=deck_name)
        typer.echo(f"{p.name}'s deck{' ' + repr(p.deck_name) if p.deck_name else ''} scores with {p.scoring_option}")


@deck_app.command("options")
def deck_options(db: DbOption = None, event: EventOption = None) -> None:
    """List the scoring options (with the event's own, if there is an event) and what each one reads."""
    from kitchentable.formats.turnabout.scoring import SCORING_OPTIONS
    from kitchentable.tournament.service import TournamentError, TournamentService
    from kitchentable.tournament.store import Store, StoreError

    options = dict(SCORING_OPTIONS)
    try:
        store = Store(db, create=False)
    except StoreError:
        typer.echo("(no event database found: built-in options only)")
    else:
        try:
            options = TournamentService(store).scoring_options(event)
        except TournamentError as exc:
            typer.echo(f"({exc}: built-in options only)")
        finally:
            store.dispose()
    _columns([[o.name, o.statistic, o.description] for o in options.values()],
             ["option", "reads", "match points (clamped to 10..30)"])


@deck_app.command("add-option")
def deck_add_option(
    name: Annotated[str, typer.Argument(help="Name of the new option.")],
    reads: Annotated[str, typer.Option("--reads", help="The winner's statistic it reads: life, library or poison.")],
    base: Annotated[int, typer.Option(help="Match points before the statistic is counted.")],
    per: Annotated[str, typer.Option(help="Points per unit of the statistic, e.g. 1, -2 or 1/2 (rounded up).")],
    description: Annotated[str, typer.Option(help="Text shown to players [default: the formula].")] = "",
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Allow a further scoring option for this event: BASE + PER x statistic, clamped to 10..30 (doc 003)."""
    with _service(db) as svc:
        added = svc.add_scoring_option(name, reads.strip().lower(), base, per, event, description=description)
        typer.echo(f"added scoring option {added}: {svc.scoring_options(event)[added].description}")


def _print_round(view: Any, by_name: bool = False) -> None:
    typer.echo(f"round {view.number} ({view.algorithm}, {view.algorithm_version}, seed {view.seed})")
    if by_name:
        rows = []
        for t in view.tables:
            rows.append([t.player_a, str(t.number), t.player_b or "BYE"])
            if t.player_b:
                rows.append([t.player_b, str(t.number), t.player_a])
        _columns(sorted(rows, key=lambda r: r[0].lower()), ["player", "table", "opponent"])
    else:
        _columns([[str(t.number), t.player_a, t.player_b or "BYE", t.summary] for t in view.tables],
                 ["table", "player A", "player B", "result"])
    for note in view.notes:
        typer.echo(f"note: {note}")


@app.command()
def pair(
    allow_rematch: Annotated[bool, typer.Option(
        "--allow-rematch", help="Allow at most one rematch, only if no pairing without one exists.")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Pair the next round from the stored results (round 1 at random from the event seed)."""
    with _service(db) as svc:
        _print_round(svc.pair(event, allow_rematches=1 if allow_rematch else 0))


@app.command()
def repair(
    allow_rematch: Annotated[bool, typer.Option("--allow-rematch", help="Allow at most one rematch.")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Re-pair the latest round (no result reported in it yet), e.g. after late drops; logged."""
    with _service(db) as svc:
        _print_round(svc.repair(event, allow_rematches=1 if allow_rematch else 0))


@app.command()
def unpair(db: DbOption = None, event: EventOption = None) -> None:
    """Withdraw the latest round's pairings (no result reported in it yet); logged."""
    with _service(db) as svc:
        typer.echo(f"withdrew the pairings of round {svc.unpair(event)}")


def _parse_swiss(result: str) -> tuple[int, int, int]:
    parts = result.strip().split("-")
    if len(parts) not in (2, 3) or not all(p.strip().isdigit() for p in parts):
        _fail(f"a Swiss result is WINS-LOSSES[-DRAWS] for player A, e.g. 2-1 or 1-1-1; got {result!r}")
    numbers = [int(p) for p in parts] + [0] * (3 - len(parts))
    return numbers[0], numbers[1], numbers[2]


def _parse_turnabout_game(text: str) -> Any:
    from kitchentable.tournament.service import TurnaboutGameInput

    if text.strip().lower() == "draw":
        return TurnaboutGameInput(None)
    if ":" not in text:
        _fail(f"a Turnabout game is 'draw' or DECK_OWNER:VALUE (e.g. alice:14 or alice:life=14); got {text!r}")
    owner, _, value_text = text.rpartition(":")
    statistic = None
    if "=" in value_text:
        statistic, _, value_text = value_text.partition("=")
    try:
        value = int(value_text.strip())
    except ValueError:
        _fail(f"{text!r}: the winner's statistic must be a whole number, got {value_text!r}")
    return TurnaboutGameInput(owner.strip(), value, statistic.strip() if statistic else None)


@app.command()
def report(
    round_number: Annotated[int, typer.Argument(metavar="ROUND", help="Round number.")],
    table: Annotated[int, typer.Argument(help="Table number.")],
    result: Annotated[list[str], typer.Argument(
        metavar="RESULT...",
        help="Swiss: WINS-LOSSES[-DRAWS] of player A (e.g. 2-1). Turnabout: two games, each 'draw' or "
             "DECK_OWNER:VALUE where DECK_OWNER owns the deck that lost and VALUE is the winner's statistic "
             "its scoring option reads (life, library or poison), optionally named: bob:library=22.")],
    correct: Annotated[bool, typer.Option("--correct", help="Replace a result already reported (logged).")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Report a match result; it is committed before this command answers."""
    with _service(db) as svc:
        ev = svc.event(event)
        if ev.format == "swiss":
            if len(result) != 1:
                _fail("a Swiss result is one argument WINS-LOSSES[-DRAWS], e.g. 2-1")
            wins_a, wins_b, draws = _parse_swiss(result[0])
            view = svc.report_swiss(round_number, table, wins_a, wins_b, draws, ev.name, correct=correct)
        else:
            games = [_parse_turnabout_game(g) for g in result]
            view = svc.report_turnabout(round_number, table, games, ev.name, correct=correct)
        typer.echo(f"{'corrected' if correct else 'recorded'} round {view.round} table {view.number}: "
                   f"{view.player_a} vs {view.player_b} {view.summary}")


@app.command()
def drop(
    player: Annotated[str, typer.Argument(help="The player who leaves the event.")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Drop a player: they keep their results and are not paired again."""
    with _service(db) as svc:
        p = svc.drop(player, event)
        typer.echo(f"dropped {p.name} after round {p.dropped_after_round}")


@app.command()
def end(db: DbOption = None, event: EventOption = None) -> None:
    """End the event now; standings stay available and nothing can change afterwards."""
    with _service(db) as svc:
        ev = svc.end_event(event)
        typer.echo(f"event {ev.name!r} finished after {ev.rounds_paired} round(s)")


@app.command()
def standings(db: DbOption = None, event: EventOption = None, as_json: JsonOption = False) -> None:
    """Standings derived from every reported result, with the tiebreakers of the event's format."""
    from kitchentable.tournament.service import fraction_text, standing_json
    from kitchentable.tournament.standings import TIEBREAKER_LABELS

    with _service(db) as svc:
        view = svc.standings(event)
        if as_json:
            _echo_json({"event": view.event.name, "format": view.event.format, "through_round": view.through_round,
                        "tiebreakers": list(view.tiebreakers), "standings": [standing_json(r) for r in view.rows]})
            return
        points = "VP" if view.event.format == "turnabout" else "MP"
        typer.echo(f"{view.event.name}: standings after round {view.through_round}")
        _columns([[str(r.rank), r.name + (" (dropped)" if r.dropped else ""), str(r.points), r.record,
                   *(fraction_text(r.tiebreakers[t]) for t in view.tiebreakers)] for r in view.rows],
                 ["rank", "player", points, "W-L-D", *(TIEBREAKER_LABELS[t] for t in view.tiebreakers)])


@app.command()
def pairings(
    round_number: Annotated[int | None, typer.Option("--round", help="Round number [default: latest].")] = None,
    by_name: Annotated[bool, typer.Option("--by-name", help="One line per player, alphabetically.")] = False,
    db: DbOption = None,
    event: EventOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show the tables of a round and their results."""
    from kitchentable.tournament.service import table_json

    with _service(db) as svc:
        view = svc.pairings(round_number, event)
        if view is None:
            if as_json:
                _echo_json(None)
            else:
                typer.echo("no round has been paired yet")
            return
        if as_json:
            _echo_json({"round": view.number, "seed": view.seed, "algorithm": view.algorithm,
                        "algorithm_version": view.algorithm_version, "tables": [table_json(t) for t in view.tables]})
            return
        _print_round(view, by_name)


@app.command()
def export(
    as_csv: Annotated[bool, typer.Option("--csv", help="CSV (standings, or matches with --what matches).")] = False,
    as_json: Annotated[bool, typer.Option("--json", help="The whole event as one JSON document.")] = False,
    what: Annotated[str, typer.Option(help="For --csv: standings or matches.")] = "standings",
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write to this file [default: stdout].")] = None,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Export the event: --json (everything, with seeds and the audit log) or --csv."""
    if as_csv == as_json:
        _fail("choose exactly one of --csv and --json")
    with _service(db) as svc:
        text = svc.export_csv(event, what) if as_csv else json.dumps(svc.export_json(event), indent=2, default=str)
    if output is None:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    else:
        try:
            output.write_text(text, encoding="utf-8")
        except OSError as exc:
            _fail(f"cannot write {output}: {exc}")
        typer.echo(f"wrote {output}")


@app.command()
def audit(db: DbOption = None, event: EventOption = None, as_json: JsonOption = False) -> None:
    """Show the log of every change made to the event."""
    with _service(db) as svc:
        entries = svc.audit_log(event)
        if as_json:
            _echo_json(entries)
            return
        for e in entries:
            typer.echo(f"{e['at']}  {e['actor']:<5} {e['action']:<15} {json.dumps(e['detail'], sort_keys=True)}")


@app.command()
def verify(db: DbOption = None, event: EventOption = None) -> None:
    """Re-pair every stored round from its seed and the results before it, and compare with what was stored."""
    with _service(db) as svc:
        report = svc.verify_rounds(event)
        if not report:
            typer.echo("no round has been paired yet")
        for number, _same, why in report:
            typer.echo(f"round {number}: {why}")
        if not all(same for _, same, _ in report):
            raise typer.Exit(EXIT_ERROR)


@app.command()
def token(db: DbOption = None, event: EventOption = None) -> None:
    """Print the organizer token again."""
    with _service(db) as svc:
        typer.echo(svc.organizer_token(event))


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Serve public pairings, standings and match slips, and the organizer pages (token required)."""
    import uvicorn

    from kitchentable.tournament.web import create_app

    with _service(db) as svc:
        ev = svc.event(event)
        store_url = svc.store.url
    typer.echo(f"serving {ev.name!r} on http://{host}:{port}/ (organizer pages: /organizer)")
    uvicorn.run(create_app(store_url, ev.name), host=host, port=port, log_level="warning")



@app.command("simulate")
def simulate(
    players: Annotated[int, typer.Option(help="number of players")] = 64,
    rounds: Annotated[int, typer.Option(help="number of Swiss rounds")] = 6,
    fmt: Annotated[str, typer.Option("--format", help="only turnabout events are simulated")] = "turnabout",
    seed: Annotated[int, typer.Option(help="seed for decks, scoring options, pairings and games")] = 0,
    name: Annotated[str, typer.Option(help="event name")] = "Simulated event",
    deck: Annotated[list[str] | None, typer.Option(help="decks to hand out (default: every legal bundled deck)")] = None,
    agent: Annotated[str, typer.Option(help="computer player kind")] = "random",
    max_turns: Annotated[int, typer.Option(help="a game still going after this many turns is a draw")] = 60,
    db: DbOption = None,
) -> None:
    """Register players with bundled decks and random scoring options, then play every round with the
    engine's computer players; every result is reported into the store like a TO would."""
    from kitchentable.sim.tournament_event import simulate_event

    if fmt != "turnabout":
        _fail("only Turnabout events can be simulated (the engine plays Turnabout matches)")
    with _service(db, create=True) as service:
        try:
            done = simulate_event(service, name, players, rounds, seed, decks=deck, agent=agent,
                                  max_turns=max_turns, progress=lambda line: typer.echo(line, err=True))
        except ValueError as err:
            _fail(str(err))
    typer.echo(f"{done.name}: {done.players} players, {done.rounds} rounds, {done.matches} matches "
               f"({done.engine_games} games) reported. See: kitchentable tournament standings")
