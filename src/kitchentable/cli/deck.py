"""`kitchentable deck check --format FORMAT DECK`: is a deck legal for a format, and if not, why;
`kitchentable deck list [--format FORMAT]`: the bundled decks and the formats each is legal for.

Each problem names its card and the line of the deck file (Turnabout: R-TA-4). The exit status of `check` is
0 for a legal deck, 1 for an illegal one and 2 when the deck cannot be read.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any

import typer

from kitchentable.formats.turnabout.decks import DeckProblem, check_deck_file

DECK_CHECKS: dict[str, Callable[[str], list[DeckProblem]]] = {
    "turnabout": check_deck_file,
}
"""Deck rules by format name; a format with deck rules adds its checker here."""

deck_app = typer.Typer(help="Deck tools: list the bundled decks, check a deck against a format's deck rules.",
                       no_args_is_help=True)

DECK_FORMATS = ("duel", "ffa", "castle", "turnabout")
"""The formats played with the players' own decks (Vortex and the Judge's Tower play from a cube)."""


def legality(deck: str, format: str) -> str:
    """"legal" or why not, for the `deck list` table."""
    from kitchentable.api.setup import CUBE_FORMATS, deck_problems

    if format in CUBE_FORMATS:
        return "plays from a cube, not decks"
    problems = deck_problems(format, deck)
    return "legal" if not problems else "; ".join(problems)


@deck_app.command("list")
def list_decks(
    format: Annotated[str | None, typer.Option("--format", "-f", help="only the decks legal for this format: "
                                               + ", ".join(DECK_FORMATS))] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print one JSON object")] = False,
) -> None:
    """The bundled decks (name, cards, sideboard, stock) and the formats each is legal for."""
    from kitchentable.cards.files.decks import bundled_decks, bundled_stocks, load_deck
    from kitchentable.formats import FORMATS

    if format is not None and format not in FORMATS:
        typer.echo(f"error: unknown format {format!r}; known formats: {', '.join(sorted(FORMATS))}", err=True)
        raise typer.Exit(2)
    formats = (format,) if format else DECK_FORMATS
    rows: list[dict[str, Any]] = []
    stocks = set(bundled_stocks())
    for name in bundled_decks():
        deck = load_deck(name)
        legal = {f: legality(name, f) for f in formats}
        if format is not None and legal[format] != "legal":
            continue
        rows.append({"deck": name, "cards": len(deck.main), "sideboard": len(deck.sideboard),
                     "castle_stock": name if name in stocks else "built from its creatures", "legality": legal})
    if as_json:
        typer.echo(json.dumps({"format": format, "decks": rows}, sort_keys=True))
        return
    if not rows:
        typer.echo(f"no bundled deck is legal for {format}")
        return
    for row in rows:
        side = f" + {row['sideboard']} sideboard" if row["sideboard"] else ""
        verdicts: dict[str, str] = row["legality"]
        allowed = [f for f, verdict in verdicts.items() if verdict == "legal"]
        refused = [f"not {f}: {verdict}" for f, verdict in verdicts.items() if verdict != "legal"]
        typer.echo(f"{row['deck']} ({row['cards']} cards{side}): legal for {', '.join(allowed) or 'none'}"
                   + "".join(f"; {r}" for r in refused))
    typer.echo("Vortex and the Judge's Tower play from a cube (--pool), not from decks; Castle Magic also uses a "
               "creature stock (--stock).")


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
