"""The `kitchentable` command line: one Typer app, each command group in its own module.

A command module exposes `register(app)`; adding a group is one line in `COMMAND_MODULES`.
"""

from __future__ import annotations

import importlib

import typer

app = typer.Typer(
    name="kitchentable",
    help="A rules engine for Magic: The Gathering's casual formats.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",  # help texts keep their square brackets ("[default: random]")
)

COMMAND_MODULES: tuple[str, ...] = (
    "kitchentable.cli.game",
    "kitchentable.cli.tournament",
    "kitchentable.cli.cards",
    "kitchentable.cli.deck",
    "kitchentable.cli.match",
    "kitchentable.cli.study",
    "kitchentable.cli.serve",
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


@app.callback()
def _options(
    show_version: bool = typer.Option(
        False, "--version", callback=_print_version, is_eager=True,
        help="Print the version and whether the kernel is compiled (scripts/build_fast.sh), then exit.",
    ),
) -> None:
    """A rules engine for Magic: The Gathering's casual formats."""


for _name in COMMAND_MODULES:
    importlib.import_module(_name).register(app)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
