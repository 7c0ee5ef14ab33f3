"""The root command line: command modules load only when their command runs (issue 21)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kitchentable.cli.main import COMMANDS, load_commands

PROBE = """
import sys
sys.argv = ["kitchentable", *sys.argv[1:]]
from kitchentable.cli.main import main
try:
    main()
except SystemExit:
    pass
loaded = sorted(m for m in sys.modules if m.startswith("kitchentable.") or m in ("numpy", "networkx", "segno"))
print("LOADED", " ".join(loaded))
"""


def loaded_modules(*args: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=60)
    line = next(x for x in done.stdout.splitlines() if x.startswith("LOADED"))
    return set(line.split()[1:])


def engine_modules(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith(("kitchentable.rules", "kitchentable.cards", "kitchentable.api",
                                                "kitchentable.agents"))}


def test_help_lists_every_command_without_importing_any_command_module() -> None:
    modules = loaded_modules("--help")
    assert modules <= {"kitchentable.cli", "kitchentable.cli.main"}


def test_tournament_commands_do_not_import_the_rules_engine(tmp_path: Path) -> None:
    from kitchentable.tournament.service import TournamentService
    from kitchentable.tournament.store import Store

    db = str(tmp_path / "event.sqlite")
    svc = TournamentService(Store(db))
    svc.create_event("Small", "turnabout", 3, seed=1)
    svc.import_players([{"name": n, "scoring": "tolaria"} for n in "abcde"])
    svc.pair()
    svc.store.dispose()
    for command in (["standings"], ["pairings"], ["report", "1", "1", "a:3", "draw"], ["events"]):
        modules = loaded_modules("tournament", *command, "--db", db)
        assert "kitchentable.cli.tournament" in modules
        assert engine_modules(modules) == set(), command
        assert not modules & {"numpy", "networkx", "segno", "kitchentable.cli.game"}, command


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_help_line_of_each_command_is_its_own(name: str) -> None:
    module, line = COMMANDS[name]
    command = load_commands(module)[name]
    first_paragraph = " ".join((command.help or "").split("\n\n")[0].split())
    assert first_paragraph == line


def test_a_command_group_builds_only_the_subcommand_that_runs() -> None:
    import typer

    from kitchentable.cli import tournament
    from kitchentable.cli.main import LazyTyperGroup

    group = load_commands("kitchentable.cli.tournament")["tournament"]
    assert isinstance(group, LazyTyperGroup)
    holder = typer.Typer()
    tournament.register(holder)
    eager = typer.main.get_command(holder).commands["tournament"]  # type: ignore[attr-defined]
    ctx = typer.Context(group)
    assert group.list_commands(ctx) == eager.list_commands(ctx)  # the same names, in the same order
    assert group.commands.built() == []
    standings = group.get_command(ctx, "standings")
    assert group.commands.built() == ["standings"]
    assert [p.name for p in standings.params] == [p.name for p in eager.commands["standings"].params]
    player = group.get_command(ctx, "player")
    assert isinstance(player, LazyTyperGroup)
    assert player.list_commands(ctx) == eager.commands["player"].list_commands(ctx)
    assert group.get_command(ctx, "no-such-command") is None
    assert group.commands.built() == ["standings", "player"]


def test_a_mistyped_subcommand_is_told_the_close_ones(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "kitchentable.cli.main", "tournament", "standingz", "--db",
                           str(tmp_path / "none.sqlite")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert "No such command 'standingz'. Did you mean 'standings'?" in done.stderr
