"""What a tournament command imports on its way (issue 21: start-up under 0.25 s of CPU): never the rules
engine, nor Rich's help formatting, nor OpenSSL through hashlib. Modules are read in a fresh process."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROBE = """
import sys
sys.argv = ["kitchentable", *sys.argv[1:]]
from kitchentable.cli.main import main
try:
    main()
except SystemExit:
    pass
print("LOADED", " ".join(sorted(sys.modules)))
"""

HEAVY = ("kitchentable.rules", "kitchentable.cards", "kitchentable.agents", "rich", "markdown_it", "_hashlib",
         "numpy", "networkx")


def loaded(*args: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, timeout=120)
    line = next(x for x in done.stdout.splitlines() if x.startswith("LOADED"))
    return set(line.split()[1:])


def heavy(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith(HEAVY)}


def test_tournament_help_imports_no_rules_engine_and_no_rich() -> None:
    for args in (["--help"], ["tournament", "--help"], ["tournament", "report", "--help"]):
        assert heavy(loaded(*args)) == set(), args


def test_tournament_commands_import_no_rules_engine_and_no_openssl(tmp_path: Path) -> None:
    from kitchentable.tournament.service import TournamentService
    from kitchentable.tournament.store import Store

    db = str(tmp_path / "event.sqlite")
    store = Store(db)
    svc = TournamentService(store)
    svc.create_event("Small", "swiss", 3, seed=1)
    svc.import_players([{"name": n} for n in "abcdef"])
    store.dispose()
    for command in (["pair"], ["pairings"], ["report", "1", "1", "2-1"], ["standings"]):
        modules = loaded("tournament", *command, "--db", db)
        assert "kitchentable.tournament.service" in modules, command
        assert heavy(modules) == set(), command
