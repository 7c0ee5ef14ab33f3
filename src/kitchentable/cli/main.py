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
)

COMMAND_MODULES: tuple[str, ...] = (
    "kitchentable.cli.game",
    "kitchentable.cli.tournament",
    "kitchentable.cli.cards",
    "kitchentable.cli.deck",
    "kitchentable.cli.match",
    "kitchentable.cli.study",
)

for _name in COMMAND_MODULES:
    importlib.import_module(_name).register(app)


def main() -> None:
    app()


if __name__ == "__main__":
    main()
