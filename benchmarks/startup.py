"""Command-line start-up: CPU time of `kitchentable` commands against `python -c pass` in the same run.

Prints figures; it is not a test. Each command runs `--repeat` times in a fresh process and the least CPU
time (user + system of the child) is kept, which is the most stable figure on a shared machine. Bytecode is
compiled first and kept (as an installed package runs), even where PYTHONDONTWRITEBYTECODE is set.

    python benchmarks/startup.py                 # the default commands, 7 runs each
    python benchmarks/startup.py --repeat 15

Issues 21 and 23 ask `kitchentable --help`, the tournament commands, `deck check` and `cards show` to start in
under 0.25 s of CPU: `tournament report` and `standings` below are real commands against a small event (each
report fills a fresh table), and `deck check` and `cards show` read the card pool (from the compiled pool cache,
warmed by the first run), so each figure is the whole command, start-up and work. `cards show` prints the
text kept beside the pool cache (`CardPool.rendered`); the row "first after a pool change" deletes the kept
texts before each run, so it loads the renderer and the card compiler it reads, and renders the whole pool.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

TARGET = 0.25


def cpu_seconds(args: list[str], env: dict[str, str]) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} failed: {done.stderr.strip()}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def least(make_args: object, repeat: int, env: dict[str, str]) -> float:
    runs = []
    for i in range(repeat):
        args = make_args(i) if callable(make_args) else make_args
        runs.append(cpu_seconds(list(args), env))
    return min(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    python = sys.executable
    cli = [python, "-m", "kitchentable.cli.main"]
    script = Path(python).with_name("kitchentable")
    if script.exists():
        cli = [str(script)]
    subprocess.run([python, "-m", "compileall", "-q", str(Path(__file__).resolve().parent.parent / "src")],
                   env=env, check=False)

    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "startup.sqlite")
        players = 2 * (args.repeat + 1)
        for command in (["new", "Startup", "--format", "swiss", "--rounds", "3", "--seed", "1"],
                        ["player", "add", *[f"P{i:03d}" for i in range(players)]], ["pair"]):
            subprocess.run([*cli, "tournament", *command, "--db", db], env=env, check=True, capture_output=True)
        rows: list[tuple[str, float]] = []
        baseline = least([python, "-c", "pass"], args.repeat, env)
        rows.append(("python -c pass (baseline)", baseline))
        rows.append(("python -c 'import typer' (the CLI library)", least([python, "-c", "import typer"], args.repeat, env)))
        rows.append(("kitchentable --help", least([*cli, "--help"], args.repeat, env)))
        rows.append(("kitchentable tournament --help", least([*cli, "tournament", "--help"], args.repeat, env)))
        rows.append(("kitchentable tournament report R T 2-1",
                     least(lambda i: [*cli, "tournament", "report", "1", str(i + 1), "2-1", "--db", db],
                           args.repeat, env)))
        rows.append(("kitchentable tournament standings", least([*cli, "tournament", "standings", "--db", db],
                                                              args.repeat, env)))
        rows.append(("kitchentable tournament pairings", least([*cli, "tournament", "pairings", "--db", db],
                                                             args.repeat, env)))
        rows.append(("kitchentable deck check goblins", least([*cli, "deck", "check", "goblins"], args.repeat, env)))
        rows.append(("kitchentable cards show Shock", least([*cli, "cards", "show", "Shock"], args.repeat, env)))
        fresh = {**env, "XDG_CACHE_HOME": str(Path(tmp) / "cache")}
        subprocess.run([*cli, "deck", "check", "goblins"], env=fresh, check=True, capture_output=True)
        names = subprocess.run([python, "-c", "from kitchentable.cards.pool import get_pool\n"
                                "print('\\n'.join(get_pool().names()))"], env=fresh, check=True,
                               capture_output=True, text=True).stdout.split("\n")

        def first_showing(i: int) -> list[str]:
            for kept in (Path(tmp) / "cache" / "kitchentable").glob("render-*.pickle"):
                kept.unlink()
            return [*cli, "cards", "show", names[i]]

        rows.append(("kitchentable cards show (first after a pool change)", least(first_showing, args.repeat, fresh)))
        for label, module in (("python -c 'import kitchentable.rules.engine'", "kitchentable.rules.engine"),
                              ("python -c 'import sqlalchemy.orm' (for comparison)", "sqlalchemy.orm")):
            try:
                rows.append((label, least([python, "-c", f"import {module}"], args.repeat, env)))
            except RuntimeError:
                rows.append((label + ": not installed", float("nan")))

    print(f"CLI start-up, CPU seconds (least of {args.repeat} runs), and as a multiple of `python -c pass`:")
    for label, seconds in rows:
        if seconds != seconds:
            print(f"  {label}")
            continue
        mark = ""
        if label.startswith("kitchentable"):
            mark = "  under 0.25 s" if seconds < TARGET else "  OVER 0.25 s"
        print(f"  {label:<52} {seconds:6.3f} s  {seconds / baseline:6.1f}x{mark}")


if __name__ == "__main__":
    main()
