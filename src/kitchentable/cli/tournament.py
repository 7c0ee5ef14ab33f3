"""`kitchentable tournament ...`: run a Turnabout or Swiss event from the command line (issue 8).

Every command is a thin shell over `TournamentService`: it parses arguments, calls one service method (one
transaction) and prints the outcome. Errors go to stderr with exit status 1 (3 when no pairing exists and
the organizer must choose), and nothing is changed. This module imports only typer at load time and the
tournament package when a command runs, never the rules engine: a command starts in a fifth of a second.
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
player_app = typer.Typer(help="Register, import, list and rename players; byes, fixed seats, personal codes.",
                         no_args_is_help=True)
deck_app = typer.Typer(help="Turnabout decks, their lists and scoring options (R-TA-1, R-TA-4).", no_args_is_help=True)
timer_app = typer.Typer(help="The round clock: start, pause, resume, extra time for a table.", no_args_is_help=True)
app.add_typer(player_app, name="player")
app.add_typer(deck_app, name="deck")
app.add_typer(timer_app, name="timer")

DbOption = Annotated[str | None, typer.Option(
    "--db", help="Event database: a SQLite file path or a SQLAlchemy URL "
    "[default: $KITCHENTABLE_TOURNAMENT_DB or ./tournament.sqlite].", show_default=False)]
EventOption = Annotated[str | None, typer.Option(
    "--event", "-e", help="Event name; needed only when the database holds several events.")]
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]

EXIT_ERROR = 1
EXIT_USAGE = 2
"""A file or argument refused before the database is opened."""
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
    from kitchentable.tournament.store import ReadOnlyDatabase, Store, StoreError

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
    except (TournamentError, ScoringError, ReadOnlyDatabase) as exc:
        _fail(str(exc))
    except StoreError as exc:
        _fail(f"{exc}; the command changed nothing, try it again")
    finally:
        store.dispose()


def _columns(rows: list[list[str]], header: list[str]) -> None:
    """The rows as aligned columns, written at once (a line at a time cost 2 s for 50,000 tables)."""
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows, strict=True)]
    typer.echo("\n".join("  ".join(str(x).ljust(w) for x, w in zip(line, widths, strict=True)).rstrip()
                         for line in [header, *rows]))


def _echo_json(data: Any) -> None:
    typer.echo(json.dumps(data, indent=2, sort_keys=False, default=str))


@app.command()
def new(
    name: Annotated[str, typer.Argument(help="Name of the event.")],
    fmt: Annotated[str, typer.Option("--format", "-f", help="turnabout (Victory Points) or swiss (match points).")],
    rounds: Annotated[int, typer.Option("--rounds", "-r", help="Number of Swiss rounds planned.", min=1)],
    seed: Annotated[int | None, typer.Option(help="Seed for round 1 and the last tiebreaker [default: random].")] = None,
    floor: Annotated[str, typer.Option(help="Floor of the opponent percentages: 0.33 (the MTR's) or 1/3.")] = "0.33",
    top_cut: Annotated[int, typer.Option("--top-cut", help="Single-elimination top N after the Swiss rounds "
                                         "(2, 4, 8, 16, 32 or 64; 0 for none).")] = 0,
    round_minutes: Annotated[int, typer.Option("--round-minutes", help="Length of a round on the clock.")] = 50,
    db: DbOption = None,
) -> None:
    """Create an event and print its organizer token (needed for the organizer web pages)."""
    with _service(db, create=True) as svc:
        ev = svc.create_event(name, fmt, rounds, seed=seed, floor=floor, top_cut=top_cut, round_minutes=round_minutes)
        cut_text = f", top {ev.top_cut} cut" if ev.top_cut else ""
        typer.echo(f"created {ev.format} event {ev.name!r}: {ev.rounds_planned} rounds{cut_text}, seed {ev.seed}, "
                   f"tiebreaker floor {ev.tiebreak_floor}, {ev.round_minutes}-minute rounds")
        typer.echo(f"organizer token: {ev.organizer_token}")
        typer.echo("keep the token private: it opens the organizer pages of `kitchentable tournament serve`")


@app.command()
def events(db: DbOption = None) -> None:
    """List the events in the database."""
    with _service(db) as svc:
        rows = [[e.name, e.format, f"{e.rounds_paired}/{e.rounds_planned}", str(e.active_players),
                 "finished" if e.finished else "running"] for e in svc.list_events()]
        _columns(rows, ["event", "format", "rounds", "active", "status"])


@app.command()
def settings(
    floor: Annotated[str | None, typer.Option(help="Floor of the opponent percentages: 0.33 or 1/3.")] = None,
    top_cut: Annotated[int | None, typer.Option("--top-cut", help="Top-N cut after the Swiss rounds (0: none).")] = None,
    round_minutes: Annotated[int | None, typer.Option("--round-minutes", help="Length of a round.")] = None,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Show the event's settings, or change them (each change logged)."""
    with _service(db) as svc:
        if floor is None and top_cut is None and round_minutes is None:
            ev = svc.event(event)
        else:
            ev = svc.configure(event, floor=floor, top_cut=top_cut, round_minutes=round_minutes)
        typer.echo(f"{ev.name}: {ev.format}, {ev.rounds_planned} Swiss rounds, top cut {ev.top_cut or 'none'}, "
                   f"tiebreaker floor {ev.tiebreak_floor}, {ev.round_minutes}-minute rounds, "
                   f"{'finished' if ev.finished else 'running'}")


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
    csv_file: Annotated[Path, typer.Argument(help="CSV with a `name` column (optional `scoring`, `deck`, `byes`, "
                                             "`table`) or one name per line.", exists=True, dir_okay=False)],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Import players (and Turnabout scoring options) from a CSV file; all rows or none."""
    from kitchentable.tournament.errors import Conflict, TournamentError
    from kitchentable.tournament.registration import parse_players_csv

    try:
        text = csv_file.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        _fail(f"{csv_file}: not a CSV file (not UTF-8 text: byte {exc.start})", EXIT_USAGE)
    except OSError as exc:
        _fail(f"cannot read {csv_file}: {exc.strerror or exc}", EXIT_USAGE)
    try:
        rows = parse_players_csv(text)
    except TournamentError as exc:
        _fail(f"{csv_file}: {exc}", EXIT_USAGE)
    with _service(db) as svc:
        try:
            added = svc.import_players(rows, event)
        except TournamentError as exc:  # a row of the file: name the file (all rows or none were added)
            _fail(f"{csv_file}: {exc}", EXIT_ERROR if isinstance(exc, Conflict) else EXIT_USAGE)
        typer.echo(f"imported {len(added)} player(s) from {csv_file}")


@player_app.command("list")
def player_list(db: DbOption = None, event: EventOption = None, as_json: JsonOption = False) -> None:
    """List the registered players, their decks' scoring options and drops."""
    with _service(db) as svc:
        players = svc.players(event)
        if as_json:
            _echo_json([p.__dict__ for p in players])
            return
        _columns([[str(p.number), p.name, p.scoring_option or "-", p.deck_name or "",
                   str(p.card_count) if p.card_count else "", str(p.byes) if p.byes else "",
                   str(p.fixed_table) if p.fixed_table else "",
                   "" if p.dropped_after_round is None else f"dropped after round {p.dropped_after_round}"]
                  for p in sorted(players, key=lambda p: p.number)],
                 ["no.", "player", "scoring", "deck", "cards", "byes", "table", "status"])


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


@player_app.command("byes")
def player_byes(
    player: Annotated[str, typer.Argument(help="Name or player number.")],
    byes: Annotated[int, typer.Argument(help="Byes for rounds 1..BYES (0 to 3); set before round 1 is paired.")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Pre-award byes (a 2-0 win each) for the first rounds; logged."""
    with _service(db) as svc:
        p = svc.set_byes(player, byes, event)
        typer.echo(f"{p.name} has {p.byes} pre-awarded bye(s)")


@player_app.command("seat")
def player_seat(
    player: Annotated[str, typer.Argument(help="Name or player number.")],
    table: Annotated[str, typer.Argument(help="The table number to seat them at every round, or 'none'.")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Fix a player's table for every round (e.g. an accessibility need); logged."""
    number: int | None = None
    if table.strip().lower() != "none":
        if not table.strip().isdigit():
            _fail(f"a table is a number or 'none', got {table!r}")
        number = int(table)
    with _service(db) as svc:
        p = svc.set_fixed_table(player, number, event)
        typer.echo(f"{p.name} sits at table {p.fixed_table} every round" if p.fixed_table
                   else f"{p.name} has no fixed table")


@player_app.command("codes")
def player_codes(
    as_csv: Annotated[bool, typer.Option("--csv", help="CSV: number,name,code.")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Each player's personal code, for reporting results from a phone (hand each player their own)."""
    with _service(db) as svc:
        codes = svc.player_codes(event)
    if as_csv:
        typer.echo("number,name,code")
        for number, name, code in codes:
            typer.echo(f'{number},"{name.replace(chr(34), chr(34) * 2)}",{code}')
        return
    _columns([[str(n), name, code] for n, name, code in codes], ["no.", "player", "code"])


@player_app.command("new-code")
def player_new_code(
    player: Annotated[str, typer.Argument(help="Name or player number.")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Give a player a new personal code (the old one stops working); logged."""
    with _service(db) as svc:
        typer.echo(svc.new_player_code(player, event))


@deck_app.command("register")
def deck_register(
    player: Annotated[str, typer.Argument(help="The player who brings the deck.")],
    scoring_option: Annotated[str, typer.Option(
        "--scoring", "-s", help="Scoring option used when this deck loses: dominaria, tolaria, phyrexia, ...")],
    deck_name: Annotated[str, typer.Option("--name", help="A name for the deck (shown on match slips).")] = "",
    deck_list: Annotated[Path | None, typer.Option(
        "--list", help="The deck list (MTGO or Arena export, or '4 Card Name' lines), checked against the deck "
        "rules (R-TA-4).", exists=True, dir_okay=False)] = None,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Register a player's Turnabout deck, its scoring option (R-TA-1) and optionally its list; logged."""
    text = None
    if deck_list is not None:
        try:
            text = deck_list.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            _fail(f"cannot read {deck_list}: {exc}")
    with _service(db) as svc:
        p = svc.register_deck(player, scoring_option, event, deck_name=deck_name, deck_list=text)
        cards = f" ({p.card_count} cards, legal for Turnabout)" if text is not None else ""
        typer.echo(f"{p.name}'s deck{' ' + repr(p.deck_name) if p.deck_name else ''} scores with "
                   f"{p.scoring_option}{cards}")


@deck_app.command("show")
def deck_show(
    player: Annotated[str, typer.Argument(help="Name or player number.")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """A player's registered deck: its scoring option and list."""
    with _service(db) as svc:
        p, text = svc.deck_list(player, event)
    if p.scoring_option is None:
        _fail(f"{p.name} has no registered deck")
    typer.echo(f"{p.name}'s deck{' ' + repr(p.deck_name) if p.deck_name else ''} scores with {p.scoring_option}")
    typer.echo(text.rstrip() if text else "(no list registered)")


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
    title = f"{view.title}, round {view.number}" if view.stage == "cut" else f"round {view.number}"
    manual = ", changed by hand" if view.manual else ""
    typer.echo(f"{title} ({view.algorithm}, {view.algorithm_version}, seed {view.seed}{manual})")
    if by_name:
        rows = []
        for t in view.tables:
            rows.append([t.player_a, str(t.number), t.player_b or "BYE"])
            if t.player_b:
                rows.append([t.player_b, str(t.number), t.player_a])
        _columns(sorted(rows, key=lambda r: r[0].lower()), ["player", "table", "opponent"])
    else:
        _columns([[str(t.number), t.player_a, t.player_b or "BYE", t.summary, t.code] for t in view.tables],
                 ["table", "player A", "player B", "result", "code"])
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


@app.command()
def report(
    round_number: Annotated[int | None, typer.Argument(metavar="ROUND", help="Round number.")] = None,
    table: Annotated[int | None, typer.Argument(help="Table number.")] = None,
    result: Annotated[list[str] | None, typer.Argument(
        metavar="RESULT...",
        help="Swiss: WINS-LOSSES[-DRAWS] of player A (e.g. 2-1). Turnabout: two games, each 'draw' or "
             "DECK_OWNER:VALUE where DECK_OWNER owns the deck that lost (a name or #NUMBER) and VALUE is the "
             "winner's statistic its scoring option reads (life, library or poison), optionally named: "
             "bob:library=22.")] = None,
    file: Annotated[Path | None, typer.Option(
        "--file", "-f", help="A CSV of results, one table a line: Swiss [round,]table,result; Turnabout "
        "[round,]table,game1,game2 (a header line is allowed). All are saved or, on any bad line, none.",
        exists=True, dir_okay=False)] = None,
    correct: Annotated[bool, typer.Option("--correct", help="Replace results already reported (logged).")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Report a match result (or a whole file of them); it is committed before this command answers."""
    from kitchentable.tournament.results import parse_swiss, parse_turnabout_game

    if file is not None:
        if round_number is not None or table is not None or result:
            _fail("give either --file or ROUND TABLE RESULT, not both")
        try:
            text = file.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            _fail(f"cannot read {file}: {exc}")
        with _service(db) as svc:
            count = svc.report_batch(text, event, correct=correct)
            typer.echo(f"{'corrected' if correct else 'recorded'} {count} result(s) from {file}")
        return
    if round_number is None or table is None or not result:
        _fail("give ROUND TABLE RESULT (see --help), or --file results.csv")
    with _service(db) as svc:
        ev = svc.event(event)
        if ev.format == "swiss":
            if len(result) != 1:
                _fail("a Swiss result is one argument WINS-LOSSES[-DRAWS], e.g. 2-1")
            view = svc.report(round_number, table, parse_swiss(result[0]), ev.name, correct=correct)
        else:
            games = [parse_turnabout_game(g) for g in result]
            view = svc.report_turnabout(round_number, table, games, ev.name, correct=correct)
        typer.echo(f"{'corrected' if correct else 'recorded'} round {view.round} table {view.number}: "
                   f"{view.player_a} vs {view.player_b} {view.summary}")


@app.command()
def accept(
    round_number: Annotated[int, typer.Argument(metavar="ROUND", help="Round number.")],
    table: Annotated[int, typer.Argument(help="Table number.")],
    player: Annotated[str | None, typer.Option(help="Whose report to accept at a disputed table.")] = None,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Accept a player's own report as the table's result without the opponent's confirmation; logged."""
    with _service(db) as svc:
        view = svc.accept_report(round_number, table, player, event)
        typer.echo(f"accepted round {view.round} table {view.number}: {view.player_a} vs {view.player_b} "
                   f"{view.summary}")


@app.command()
def swap(
    first: Annotated[str, typer.Argument(help="A player (name or number) of the latest round.")],
    second: Annotated[str, typer.Argument(help="Another player; the two trade seats and opponents.")],
    allow_rematch: Annotated[bool, typer.Option("--allow-rematch", help="Allow the swap to make a rematch.")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Change the latest round's pairing by hand: two players trade seats (before results); logged."""
    with _service(db) as svc:
        _print_round(svc.swap(first, second, event, allow_rematch=allow_rematch))


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
def end(
    db: DbOption = None,
    event: EventOption = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="End it without asking (for scripts).")] = False,
) -> None:
    """End the event now, after asking (as the organizer page does; `--yes` skips the question); standings
    stay available and nothing can be paired or reported until `reopen` (both logged)."""
    with _service(db) as svc:
        if not yes:
            ev = svc.event(event)
            if not ev.finished:
                question = (f"End event {ev.name!r} after {ev.rounds_paired} round(s)? Nothing can be paired or "
                            "reported until `tournament reopen`")
                try:
                    agreed = typer.confirm(question, default=False)
                except (typer.Abort, EOFError):
                    agreed = False
                if not agreed:
                    typer.echo(f"event {ev.name!r} not ended (answer y, or pass --yes)", err=True)
                    raise typer.Exit(1)
        ev = svc.end_event(event)
        typer.echo(f"event {ev.name!r} finished after {ev.rounds_paired} round(s)")


@app.command()
def reopen(db: DbOption = None, event: EventOption = None) -> None:
    """Re-open an ended event (logged), e.g. to correct a result or after ending it by mistake."""
    with _service(db) as svc:
        ev = svc.reopen_event(event)
        typer.echo(f"event {ev.name!r} is running again after {ev.rounds_paired} round(s)")


@app.command()
def standings(
    round_number: Annotated[int | None, typer.Option("--round", help="Standings after this round only.")] = None,
    db: DbOption = None,
    event: EventOption = None,
    as_json: JsonOption = False,
) -> None:
    """Standings derived from the reported results, with the tiebreakers of the event's format; the heading
    says exactly which results they include."""
    from kitchentable.tournament.service import standing_json, tiebreaker_text
    from kitchentable.tournament.standings import TIEBREAKER_LABELS

    with _service(db) as svc:
        view = svc.standings(event, through_round=round_number)
        if as_json:
            _echo_json({"event": view.event.name, "format": view.event.format, "through_round": view.through_round,
                        "includes": view.heading, "tiebreakers": list(view.tiebreakers),
                        "floor": view.event.tiebreak_floor, "standings": [standing_json(r) for r in view.rows],
                        "placings": [{"place": p, "player": n} for p, n in view.placings]})
            return
        points = "VP" if view.event.format == "turnabout" else "MP"
        typer.echo(f"{view.event.name}: standings {view.heading}")
        if view.pending_results:
            typer.echo(f"({view.pending_results} table(s) reported by one player and awaiting confirmation are "
                       "not counted)")
        _columns([[str(r.rank), r.name + (" (dropped)" if r.dropped else ""), str(r.points), r.record,
                   *(tiebreaker_text(t, r.tiebreakers[t]) for t in view.tiebreakers)] for r in view.rows],
                 ["rank", "player", points, "W-L-D", *(TIEBREAKER_LABELS[t] for t in view.tiebreakers)])
        typer.echo(f"opponent percentages floored at {view.event.tiebreak_floor}; byes are not opponents")
        if view.placings:
            typer.echo("final places after the cut:")
            _columns([[str(place), name] for place, name in view.placings], ["place", "player"])


@app.command()
def pairings(
    round_number: Annotated[int | None, typer.Option("--round", help="Round number [default: latest].")] = None,
    by_name: Annotated[bool, typer.Option("--by-name", help="One line per player, alphabetically.")] = False,
    db: DbOption = None,
    event: EventOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show the tables of a round and their results."""
    from kitchentable.tournament.views import round_json

    with _service(db) as svc:
        view = svc.pairings(round_number, event)
        if view is None:
            if as_json:
                _echo_json(None)
            else:
                typer.echo("no round has been paired yet")
            return
        if as_json:
            _echo_json(round_json(view))
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
def token(
    rotate: Annotated[bool, typer.Option("--rotate", help="Replace the token; the old one stops working.")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Print the organizer token again, or replace it (logged)."""
    with _service(db) as svc:
        typer.echo(svc.rotate_token(event) if rotate else svc.organizer_token(event))


@timer_app.command("show")
def timer_show(db: DbOption = None, event: EventOption = None) -> None:
    """The latest round's clock and what is announced when time is up."""
    with _service(db) as svc:
        _print_timer(svc.timer(event))


@timer_app.command("start")
def timer_start(
    minutes: Annotated[int | None, typer.Option(help="Round length [default: the event's].")] = None,
    restart: Annotated[bool, typer.Option("--restart", help="Start again from the full length.")] = False,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Start the latest round's clock."""
    with _service(db) as svc:
        _print_timer(svc.timer_start(minutes, event, restart=restart))


@timer_app.command("pause")
def timer_pause(db: DbOption = None, event: EventOption = None) -> None:
    """Stop the clock; paused time does not count."""
    with _service(db) as svc:
        _print_timer(svc.timer_pause(event))


@timer_app.command("resume")
def timer_resume(db: DbOption = None, event: EventOption = None) -> None:
    """Run the clock again after a pause."""
    with _service(db) as svc:
        _print_timer(svc.timer_resume(event))


@timer_app.command("extra")
def timer_extra(
    table: Annotated[int, typer.Argument(help="Table number of the latest round.")],
    minutes: Annotated[int, typer.Argument(help="Minutes to add (negative takes a mistake back).")],
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Give one table extra time (a deck check, a judge call); its moments come that much later."""
    with _service(db) as svc:
        _print_timer(svc.timer_extra(table, minutes, event))


def _print_timer(view: Any) -> None:
    from kitchentable.tournament.timer import clock_text

    if view is None:
        typer.echo("no round has been paired yet")
        return
    typer.echo(f"round {view.round}: clock {view.state}, {clock_text(view.remaining)} left of "
               f"{view.length // 60} minutes")
    for table, seconds in view.extra:
        typer.echo(f"  table {table}: {seconds // 60} extra minute(s), {clock_text(view.remaining + seconds)} left")
    for text in view.due:
        typer.echo(f"announce: {text}")


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="Port to listen on.")] = 8000,
    public_url: Annotated[str | None, typer.Option(
        "--public-url", help="The address players reach this server at (e.g. http://192.168.1.20:8000), "
        "printed in the slips' QR codes [default: the address each page was requested at].")] = None,
    db: DbOption = None,
    event: EventOption = None,
) -> None:
    """Serve public pairings, standings, match slips and result reporting, and the organizer pages (token
    required)."""
    import uvicorn

    from kitchentable.tournament.web import create_app

    with _service(db) as svc:
        ev = svc.event(event)
        store_raw = svc.store.raw_url
    typer.echo(f"serving {ev.name!r} on http://{host}:{port}/ (organizer pages: /organizer)")
    uvicorn.run(create_app(store_raw, ev.name, public_url=public_url), host=host, port=port, log_level="warning")



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
