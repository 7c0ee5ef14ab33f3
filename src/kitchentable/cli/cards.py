"""`kitchentable cards ...`: show, check, list and import cards (issue 3).

Errors go to stderr: exit status 2 for a bad argument or a database file that can't be read, 1 when `cards
check` finds a card that fails to compile or `cards import` refuses a card for a missing or mistyped field.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from kitchentable.rules.abilities import CardDef

app = typer.Typer(name="cards", help="The card pool: show, check, list and import cards.", no_args_is_help=True)

SHOWN_PROBLEMS = 20
"""How many refused cards `cards import` names on stderr (the JSON report has them all)."""

CardsOption = Annotated[list[Path] | None, typer.Option(
    "--cards", exists=True,
    help="Extra directory of card files (e.g. written by `cards import --out`), or one card file; repeatable.")]


def _pool(cards: list[Path] | None):  # type: ignore[no-untyped-def]
    from kitchentable.cards.errors import CardError
    from kitchentable.cards.pool import get_pool, use_card_dirs

    if cards:
        use_card_dirs(cards)
    try:
        return get_pool()
    except CardError as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from None


@app.command("show")
def show(name: Annotated[str, typer.Argument(help="Card name (case-insensitive).")],
         cards: CardsOption = None) -> None:
    """Print a card as a player reads it: cost, type line, rules text rendered from the compiled card, P/T."""
    from kitchentable.cards.errors import UnknownCard

    pool = _pool(cards)
    try:
        card = pool.get(name)
    except UnknownCard as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(1) from None
    typer.echo(pool.rendered(card.name, _render))


def _render(card: CardDef) -> str:
    """The renderer, imported only when the pool has not kept the card's text (it loads the card compiler)."""
    from kitchentable.cards.render import render

    return render(card)


@app.command("check")
def check(cards: CardsOption = None, json_out: Annotated[bool, typer.Option("--json")] = False,
          bundled: Annotated[bool, typer.Option("--bundled/--no-bundled",
                                                help="Include the bundled card files.")] = True) -> None:
    """Compile the whole pool; print a summary and every error; exit 1 if any card fails."""
    from kitchentable.cards.pool import check_pool

    pool, errors = check_pool(cards or [], bundled=bundled)
    summary = {"compiled": len(pool), "errors": len(errors), "problems": [str(e) for e in errors]}
    if json_out:
        typer.echo(json.dumps(summary, indent=2))
    else:
        for err in errors:
            typer.echo(f"error: {err}", err=True)
        kinds: dict[str, int] = {}
        for card in pool:
            for t in card.types:
                kinds[t] = kinds.get(t, 0) + 1
        by_type = ", ".join(f"{n} {t.lower()}" for t, n in sorted(kinds.items()))
        typer.echo(f"{len(pool)} cards compiled, {len(errors)} errors ({by_type})")
    if errors:
        raise typer.Exit(1)


@app.command("list")
def list_cards(json_out: Annotated[bool, typer.Option("--json", help="Print a JSON array.")] = False,
               cards: CardsOption = None) -> None:
    """List the pool: name, mana cost and type line of every card."""
    pool = _pool(cards)
    rows = [{"name": c.name, "mana_cost": str(c.mana_cost) if c.mana_cost is not None else "",
             "type_line": c.type_line, "mana_value": c.mana_value, "colors": sorted(c.colors),
             "power": c.power, "toughness": c.toughness, "loyalty": c.loyalty, "flags": sorted(c.flags)}
            for c in pool]
    if json_out:
        typer.echo(json.dumps(rows, indent=1))
        return
    for r in rows:
        typer.echo(f"{r['name']:<36} {r['mana_cost']:<14} {r['type_line']}")


@app.command("import")
def import_cards(
    file: Annotated[Path, typer.Argument(help="MTGJSON AtomicCards.json, AllPrintings.json (or v3 AllSets.json), or a JSON list of MTGJSON card objects.")],
    json_out: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    out: Annotated[Path | None, typer.Option("--out", help="Write the compiled cards as card files here.")] = None,
    top: Annotated[int, typer.Option("--top", help="How many unsupported phrases to report.")] = 25,
    workers: Annotated[int | None, typer.Option("--workers", help="Processes to compile in (default: all cores).")] = None,
) -> None:
    """Compile a card database with the card language; report coverage and the most frequent failures."""
    from kitchentable.cards.files.mtgjson import ImportError_, import_file
    from kitchentable.cli import arguments as check

    check.at_least("--top", top, 0)
    check.at_least("--workers", workers)
    if out is not None and out.exists() and not out.is_dir():
        check.usage_error(f"--out {out}", "is a file; give a folder to write the card files in")
    try:
        report = import_file(file, out=out, top=top, workers=workers or os.cpu_count() or 1)
    except ImportError_ as err:
        typer.echo(f"error: {err}", err=True)
        raise typer.Exit(check.USAGE_ERROR) from None
    if json_out:
        typer.echo(json.dumps(report, indent=2))
    else:
        typer.echo(f"{report['compiled']} of {report['total']} cards compiled "
                   f"(coverage {report['coverage']:.1%})")
        for item in report["top_unsupported"]:
            typer.echo(f"{item['count']:>7}  {item['phrase']}")
        if out is not None:
            typer.echo(f"wrote {report['written']} cards to {out}; each of the {len(report['unsupported'])} "
                       f"unsupported cards with the first phrase that failed to "
                       f"{out / (file.stem + '.unsupported.tsv')}", err=not sys.stdout.isatty())
        elif report["unsupported"]:
            typer.echo(f"{len(report['unsupported'])} cards unsupported (--json or --out lists each with the first "
                       f"phrase that failed)")
    for problem in report["invalid"][:SHOWN_PROBLEMS]:
        typer.echo(f"error: {problem}", err=True)
    if len(report["invalid"]) > SHOWN_PROBLEMS:
        typer.echo(f"error: ... and {len(report['invalid']) - SHOWN_PROBLEMS} more cards refused (--json lists "
                   "them all)", err=True)
    if report["invalid"]:
        raise typer.Exit(1)


def register(root: typer.Typer) -> None:
    root.add_typer(app, name="cards")
