"""The `kitchentable` command line: one Typer app, each command group in its own module.

A command module exposes `register(app)`. Modules are imported when one of their commands runs, never
before: `kitchentable --help` lists the commands from `COMMANDS` alone, and `kitchentable tournament ...`
imports the tournament module and nothing of the rules engine. Adding a command is one line in `COMMANDS`:
its name, the module that registers it, and the one-line help `--help` shows (a test checks that the line
matches the command's own help).
"""

from __future__ import annotations

import importlib
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup

COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("kitchentable.cli.game", "Play a game in the terminal against computer players. At each decision, "
             "type ? for help."),
    "simulate": ("kitchentable.cli.game", "Play many games between computer players across processes and "
                 "summarise them. Ctrl-C stops and summarises the games that finished."),
    "replay": ("kitchentable.cli.game", "Watch a saved game move by move (every card shown, or as one seat saw it); "
               "--hash prints only the final state hash. Exits 1 if the replay does not reach the hash the record "
               "says."),
    "match": ("kitchentable.cli.match", "Play a Turnabout match: game 1 with each other's decks, game 2 with "
              "your own (doc 003)."),
    "tournament": ("kitchentable.cli.tournament", "Run a Turnabout (Victory Points) or Swiss (match points) "
                   "event: players, pairings, results, standings."),
    "cards": ("kitchentable.cli.cards", "The card pool: show, check, list and import cards."),
    "deck": ("kitchentable.cli.deck", "Deck tools: list the bundled decks, check a deck against a format's deck "
             "rules."),
    "study": ("kitchentable.cli.study", "Format studies: sweep a format option over many simulated games."),
    "serve": ("kitchentable.cli.serve", "Serve the web table: create a game on the first page, play it in the "
              "browser, invite friends."),
}
"""Command name -> (module whose `register(app)` adds it, the help line `kitchentable --help` shows)."""


def load_commands(module: str) -> dict[str, Any]:
    """The (click) commands a command module registers, by name."""
    holder = typer.Typer()
    importlib.import_module(module).register(holder)
    built = typer.main.get_command(holder)
    if isinstance(built, TyperGroup):
        return dict(built.commands)
    return {built.name or "": built}


class LazyGroup(TyperGroup):
    """The root group: a command's module is imported the first time that command is resolved; while the
    group's own help is written, each command is a stub carrying only its help line."""

    _listing = False

    def list_commands(self, ctx: Any) -> list[str]:
        return [*super().list_commands(ctx), *(name for name in COMMANDS if name not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        found = super().get_command(ctx, cmd_name)
        if found is not None or cmd_name not in COMMANDS:
            return found
        module, help_line = COMMANDS[cmd_name]
        if self._listing:
            return TyperCommand(cmd_name, help=help_line)
        for name, command in load_commands(module).items():
            self.commands.setdefault(name, command)
        return self.commands.get(cmd_name)

    def format_help(self, ctx: Any, formatter: Any) -> None:
        self._listing = True
        try:
            super().format_help(ctx, formatter)
        finally:
            self._listing = False


app = typer.Typer(
    name="kitchentable",
    cls=LazyGroup,
    help="A rules engine for Magic: The Gathering's casual formats.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",  # help texts keep their square brackets ("[default: random]")
)


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        from kitchentable.rules.compiled import kernel_build

        try:
            number = version("kitchentable")
        except PackageNotFoundError:  # run from a source tree that is not installed
            number = "unknown"
        typer.echo(f"kitchentable {number}, kernel: {kernel_build()}")
        raise typer.Exit()


DEBUG = False
"""Set by `--debug`: an unexpected exception shows its traceback instead of the one-line report."""


@app.callback()
def _options(
    show_version: bool = typer.Option(
        False, "--version", callback=_print_version, is_eager=True,
        help="Print the version and whether the kernel is compiled (scripts/build_fast.sh), then exit.",
    ),
    debug: bool = typer.Option(False, "--debug", help="Show the Python traceback of an unexpected error."),
) -> None:
    """A rules engine for Magic: The Gathering's casual formats."""
    global DEBUG
    DEBUG = debug


def main(args: list[str] | None = None) -> None:
    """The `kitchentable` command. Bad arguments and files end with a one-line error and exit status 2 (the
    commands check them, `cli.arguments`); any other exception is a bug, reported in one line with exit
    status 1 unless `--debug` asks for its traceback."""
    import sys

    try:
        app(args=args, prog_name="kitchentable")
    except Exception as err:  # noqa: BLE001 - a traceback is for --debug; the user gets one line
        if DEBUG:
            raise
        text = str(err).strip().splitlines()
        typer.echo(f"error: an unexpected {type(err).__name__}{': ' + text[0] if text else ''} (this is a bug in "
                   "kitchentable; run the command again with --debug after `kitchentable` to see where)", err=True)
        sys.exit(1)


if __name__ == "__main__":
    main()
