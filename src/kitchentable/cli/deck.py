"""`kitchentable deck check --format FORMAT DECK`: is a deck legal for a format, and if not, why.

Each problem names its card and the line of the deck file (Turnabout: R-TA-4). The exit status is 0 for a
legal deck, 1 for an illegal one and 2 when the deck cannot be read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated

import typer

from kitchentable.formats.turnabout.decks import DeckProblem, check_deck_file

DECK_CHECKS: dict[str, Callable[[str], list[DeckProblem]]] = {
    "turnabout": check_deck_file,
}
"""Deck rules by format name; a format with deck rules adds its checker here."""

deck_app = typer.Typer(help="Deck tools: check a deck against a format's deck rules.", no_args_is_help=True)


@deck_app.command("check")
def check(
    deck: Annotated[str, typer.Argument(help="a deck file (4 Lightning Bolt per line) or a bundled deck name")],
    format: Annotated[str, typer.Option("--format", "-f", help="the format whose deck rules apply")] = "turnabout",
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """List every problem that makes DECK illegal for the format, with its card and line."""
    checker = DECK_CHECKS.get(format)
    if checker is None:
        typer.echo(f"error: no deck rules for format {format!r}; known: {', '.join(sorted(DECK_CHECKS))}", err=True)
        raise typer.Exit(2)
    try:
        problems = checker(deck)
    except (OSError, ValueError) as err:
        typer.echo(f"error: {deck}: {err}", err=True)
        raise typer.Exit(2) from err
    if as_json:
        typer.echo(json.dumps({"deck": deck, "format": format, "legal": not problems,
                               "problems": [p.to_dict() for p in problems]}, sort_keys=True))
    else:
        for problem in problems:
            typer.echo(f"{deck}: {problem}")
        typer.echo(f"{deck}: legal for {format}" if not problems
                   else f"{deck}: not legal for {format} ({len(problems)} problem{'s' if len(problems) != 1 else ''})")
    if problems:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.add_typer(deck_app, name="deck")
