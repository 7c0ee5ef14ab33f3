"""`kitchentable match --format turnabout ...`: play a whole Turnabout match and show how it scored.

Each game's winner, the losing deck, the statistic its scoring option read and the match points it gave,
then the match point totals and the Victory Point split (doc 003; R-TA-1..R-TA-5). `--human` puts you in
seat 0 (player A) with numbered options; `--chess-clock 600+3` times you, shown above every decision.
"""

from __future__ import annotations

import json
from typing import Annotated, Any

import typer
from rich.console import Console

from kitchentable.api.game import Game
from kitchentable.api.words import Words
from kitchentable.formats.turnabout.clock import ChessClock, ClockSetting
from kitchentable.formats.turnabout.decks import (
    DeckError,
    DeckProblem,
    check_deck_file,
    deck_file,
    parse_deck_text,
)
from kitchentable.formats.turnabout.match import GameResult, MatchResult
from kitchentable.formats.turnabout.scoring import ScoringError, scoring_option
from kitchentable.sim.turnabout_match import computer_player, play_match


class TerminalPlayer:
    """You, in the terminal (`cli.terminal.TerminalSeat`): what happened since your last decision, the board,
    the chess clock if any, and the pending decision with its context; `concede` concedes the game (asks
    first)."""

    human = True
    name = "human"

    def __init__(self, console: Console, seat: int = 0, clock: ChessClock | None = None, input_fn: Any = input) -> None:
        from kitchentable.cli.terminal import TerminalSeat

        self.console = console
        self.seat = seat
        self.clock = clock
        self.input_fn = input_fn
        self.terminal = TerminalSeat(console, seat, input_fn, clock)

    def choose(self, game: Game) -> tuple[Any, ...]:
        return self.terminal.choose(game)


def deck_cards(name_or_path: str) -> list[str]:
    """The main deck's card names, after the Turnabout deck check (R-TA-4); DeckError lists the problems."""
    path = deck_file(name_or_path)
    if path is not None:
        problems = check_deck_file(str(path))
        if problems:
            raise DeckError(problems, name_or_path)
        lines, _ = parse_deck_text(path.read_text(encoding="utf-8"))
        return [entry.name for entry in lines if not entry.sideboard for _ in range(entry.count)]
    try:
        from kitchentable.cards.files.decks import load_deck
    except ImportError as err:
        raise DeckError([DeckProblem("deck file", "no such deck file, and no bundled decks are installed")],
                        name_or_path) from err
    loaded = load_deck(name_or_path)
    if getattr(loaded, "sideboard", None):
        raise DeckError([DeckProblem("R-TA-4", "no sideboards are used in Turnabout")], name_or_path)
    return list(loaded.main)


def _describe_game(result: MatchResult, g: GameResult, w: Words) -> list[str]:
    decks = result.decks

    def mid(text: str) -> str:  # "you" inside a sentence
        return "you" + text[3:] if text.startswith("You") else text

    lines = [f"Game {g.game}: {mid(w.subject(0, 'pilot'))} {decks[g.pilots[0]]}, {mid(w.subject(1, 'pilot'))} "
             f"{decks[g.pilots[1]]}; {mid(w.subject(g.first_player, 'play'))} first."]
    if g.winner is None or g.losing_deck is None:
        lines.append(f"  Drawn after {g.turns} turns ({g.reason}): no match points (R-TA-2).")
        return lines
    lines.append(f"  Winner: {w.subject(g.winner)} after {g.turns} turns ({w.subject(1 - g.winner)}: {g.reason}).")
    lines.append(f"  Losing deck: {decks[g.losing_deck]} ({w.poss(g.losing_deck)}, scoring option "
                 f"{g.scoring_option}).")
    lines.append(f"  The winner's {g.statistic}: {g.statistic_value} -> {g.match_points} match points "
                 f"(clamped to 10..30, R-TA-1).")
    if g.clock_invoked:
        lines.append(f"  The Judge Armageddon Clock ended with {g.doom_counters} doom counters (R-TA-5).")
    return lines


def describe_match(result: MatchResult, you: int | None = None) -> str:
    """The match as text: each game, the totals, the Victory Points and the winner. `you`: the seat of the
    human reading it, who is "you"."""
    w = Words(list(result.players), you)
    a, b = w.subject(0), w.subject(1)
    out = [f"Turnabout match, seed {result.seed}: {a} ({result.decks[0]}, {result.scoring[0]}) "
           f"vs {b} ({result.decks[1]}, {result.scoring[1]})"]
    for g in result.games:
        out += _describe_game(result, g, w)
    mp, vp = result.match_points, result.victory_points
    out.append(f"Match points: {a} {mp[0]}, {b} {mp[1]} (difference {abs(mp[0] - mp[1])}).")
    out.append(f"Victory Points: {a} {vp[0]}, {b} {vp[1]}.")
    out.append("The match is a draw." if result.winner is None else f"{w.subject(result.winner, 'win')} the match.")
    return "\n".join(out)


def match(
    format: Annotated[str, typer.Option("--format", "-f", help="the match format (turnabout)")] = "turnabout",
    deck: Annotated[str, typer.Option(help="player A's deck: a deck file or bundled deck name")] = "",
    scoring: Annotated[str, typer.Option(help="the scoring option of player A's deck")] = "dominaria",
    opponent_deck: Annotated[str, typer.Option(help="player B's deck")] = "",
    opponent_scoring: Annotated[str, typer.Option(help="the scoring option of player B's deck")] = "dominaria",
    human: Annotated[bool, typer.Option(help="play seat 0 (player A) yourself in the terminal")] = False,
    seed: Annotated[int, typer.Option(help="random seed of the match (first player, shuffles, computer players)")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
    clock_turn: Annotated[int | None, typer.Option(help="the judge invokes the Judge Armageddon Clock at the end of this turn")] = None,
    doom: Annotated[int, typer.Option(help="doom counters the clock gets each upkeep (the judge's number)")] = 1,
    chess_clock: Annotated[str | None, typer.Option(help="chess clock for human players: BASE+DELAY seconds, e.g. 600+3")] = None,
    timing: Annotated[str, typer.Option(help="chess clock timing: delay or bronstein")] = "delay",
    flag_fall: Annotated[str, typer.Option(help="a human out of time: lose (R-TA-5) or ignore")] = "lose",
    max_turns: Annotated[int | None, typer.Option(help="a game still going after this many turns is a draw")] = None,
) -> None:
    """Play a Turnabout match: game 1 with each other's decks, game 2 with your own (doc 003)."""
    if format != "turnabout":
        typer.echo(f"error: matches are played in the turnabout format, not {format!r}", err=True)
        raise typer.Exit(2)
    if not deck or not opponent_deck:
        typer.echo("error: give both decks: --deck A --opponent-deck B", err=True)
        raise typer.Exit(2)
    from kitchentable.cli import arguments as check

    if clock_turn is not None:
        check.option_values("turnabout", "clock_turn", [clock_turn], "--clock-turn")
    check.option_values("turnabout", "doom", [doom], "--doom")
    check.option_values("turnabout", "flag_fall", [flag_fall], "--flag-fall")
    check.at_least("--max-turns", max_turns)
    if timing not in ("delay", "bronstein"):
        check.usage_error(f"--timing {timing}", "takes delay or bronstein")
    console = Console(stderr=as_json)
    try:
        options = (scoring_option(scoring).name, scoring_option(opponent_scoring).name)
        setting = ClockSetting.parse(chess_clock, timing) if chess_clock else None
        cards = (deck_cards(deck), deck_cards(opponent_deck))
    except DeckError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from err
    except (ScoringError, ValueError, OSError, KeyError) as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err
    clock = ChessClock(setting, [0]) if setting is not None and human else None
    agents: list[Any] = [TerminalPlayer(console, 0, clock) if human else computer_player(seed * 2 + 1),
                         computer_player(seed * 2 + 2)]
    names = ("Player", "Computer") if human else ("Player A", "Player B")

    def between_games(game: Game, result: GameResult) -> None:
        if human:
            terminal = agents[0].terminal
            view = terminal._view(game)
            terminal.show_since(view)
            console.print(f"[bold]Game {result.game} is over.[/bold] " + " ".join(view.result()))

    try:
        result = play_match(cards[0], options[0], cards[1], options[1], seed, agents, names=names,
                            deck_names=(_label(deck), _label(opponent_deck)), clock_turn=clock_turn, doom=doom,
                            chess_clock=clock, flag_rule=flag_fall, max_turns=max_turns,
                            on_game_over=between_games)
    except DeckError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from err
    except ValueError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(2) from err
    if as_json:
        typer.echo(json.dumps(result.to_dict(), sort_keys=True))
    else:
        typer.echo(describe_match(result, 0 if human else None))


def _label(deck: str) -> str:
    path = deck_file(deck)
    return path.stem if path is not None else deck


def register(app: typer.Typer) -> None:
    app.command()(match)
