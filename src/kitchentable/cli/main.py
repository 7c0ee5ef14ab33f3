"""The `kitchentable` command line: one Typer app, each command group in its own module.

A command module exposes `register(app)`. Modules are imported when one of their commands runs, never
before: `kitchentable --help` lists the commands from `COMMANDS` alone, and `kitchentable tournament ...`
imports the tournament module and nothing of the rules engine. Adding a command is one line in `COMMANDS`:
its name, the module that registers it, and the one-line help `--help` shows (a test checks that the line
matches the command's own help).
"""

from __future__ import annotations

import copy
import functools
import importlib
from collections.abc import Callable, Iterator, MutableMapping
from typing import Any

import typer
from typer.core import TyperCommand, TyperGroup
from typer.models import TyperInfo

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
    """The (click) commands a command module registers, by name. A command group (`tournament`, `cards`) comes
    back as a `LazyTyperGroup`: its subcommands are built from their functions when one is resolved."""
    # plain click help, as the root's: Rich's help imports Rich and a Markdown parser (0.15 s of CPU)
    holder = typer.Typer(rich_markup_mode=None)
    importlib.import_module(module).register(holder)
    commands: dict[str, Any] = {}
    for info in holder.registered_commands:
        command = typer.main.get_command_from_info(info, pretty_exceptions_short=holder.pretty_exceptions_short,
                                                   rich_markup_mode=holder.rich_markup_mode)
        commands[command.name or ""] = command
    for group_info in holder.registered_groups:
        group = lazy_group(group_info, holder)
        commands[group.name or ""] = group
    return commands


class LazyCommands(MutableMapping[str, Any]):
    """A group's commands by name, in the order they were registered, each built by its builder the first
    time it is read. Membership, iteration and length need no build, so Typer's own lookups (`get_command`, the
    "Did you mean ...?" suggestions, which read the names) work unchanged on it."""

    def __init__(self, builders: dict[str, Callable[[], Any]]) -> None:
        self._names: dict[str, Callable[[], Any] | None] = dict(builders)
        self._built: dict[str, Any] = {}

    def built(self) -> list[str]:
        """The names of the commands built so far."""
        return list(self._built)

    def __getitem__(self, name: str) -> Any:
        found = self._built.get(name)
        if found is None:
            build = self._names[name]
            if build is None:
                raise KeyError(name)
            found = self._built[name] = build()
        return found

    def __setitem__(self, name: str, command: Any) -> None:
        self._names.setdefault(name, None)
        self._built[name] = command

    def __delitem__(self, name: str) -> None:
        del self._names[name]
        self._built.pop(name, None)

    def __contains__(self, name: object) -> bool:
        return name in self._names

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


class LazyTyperGroup(TyperGroup):
    """A Typer command group whose subcommands are turned into click commands one at a time, when read
    (`LazyCommands`). Typer reads every command function's signature and type hints to build its options; a
    group like `tournament` has some thirty commands, and building them all cost about a third of a command's
    start-up."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(self.commands)  # the names alone (Typer's own reads each command)

def lazy_group(info: TyperInfo, holder: typer.Typer) -> TyperGroup:
    """The click group of a sub-app added with `add_typer`, as Typer builds it but with its commands and nested
    groups left to build when resolved (`LazyTyperGroup`). A sub-app with its own group class is built whole."""
    settings: dict[str, Any] = {"pretty_exceptions_short": holder.pretty_exceptions_short,
                                "rich_markup_mode": holder.rich_markup_mode}
    instance = info.typer_instance
    assert instance is not None
    if typer.main.solve_typer_info_defaults(info).cls is not None:
        return typer.main.get_group_from_info(info, suggest_commands=holder.suggest_commands, **settings)
    bare = copy.copy(instance)
    bare.registered_commands = []
    bare.registered_groups = []
    bare_info = copy.copy(info)
    bare_info.typer_instance = bare
    bare_info.cls = LazyTyperGroup
    group = typer.main.get_group_from_info(bare_info, suggest_commands=holder.suggest_commands, **settings)
    assert isinstance(group, LazyTyperGroup)
    pending: dict[str, Callable[[], Any]] = {}
    nameless: dict[str, Any] = {}
    for command_info in instance.registered_commands:
        assert command_info.callback is not None
        name = command_info.name or typer.main.get_command_name(command_info.callback.__name__)
        pending[name] = functools.partial(typer.main.get_command_from_info, command_info, **settings)
    for sub_info in instance.registered_groups:
        group_name = typer.main.solve_typer_info_defaults(sub_info).name
        if not group_name:  # a nameless sub-app spreads its commands into this group: built at once
            built = typer.main.get_group_from_info(sub_info, suggest_commands=holder.suggest_commands, **settings)
            nameless.update(built.commands)
            continue
        pending[group_name] = functools.partial(lazy_group, sub_info, holder)
    commands = LazyCommands(pending)
    commands.update(nameless)
    group.commands = commands
    return group


class _Listed(TyperCommand):
    """A command as the root help lists it: its whole help line, wrapped, instead of one cut to the width."""

    def get_short_help_str(self, limit: int = 45) -> str:
        return self.help or ""


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
            return _Listed(cmd_name, help=help_line)
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
    # Plain click help: Rich's help formatting imports Rich and a Markdown parser, which tripled the CPU time
    # of `kitchentable --help` (issue 23 asks under 0.25 s); the plain help keeps square brackets as they are.
    rich_markup_mode=None,
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
