"""The benchmark suite's entry point (`make bench`): one table of figures, written as JSON with the commit.

Sections (each can be skipped with --skip NAME):
- `selfplay`: random self-play per format on one core: games/s, decisions/s (and errors, which must be 0);
- `kernel`: `Game.copy()`, `Game.undo()` and legal-action generation (priority options recomputed) on
  mid-game duel states, in microseconds;
- `cards`: card pool load time, importer throughput (the bundled pool written as MTGJSON-like faces and
  compiled again);
- `pairing`: `benchmarks/pairing.py` (the tournament engineer's benchmark) at 1,000 players;
- `agents`: `benchmarks/agents.py` strength figures (heuristic vs random, search vs heuristic, duel).

`--compare REV` checks out REV into a temporary git worktree and runs the same figures there (this script,
that commit's code) in a subprocess, so a change and its previous commit are measured in the same run on the
same machine; the table then shows both and their ratio.

    python benchmarks/run.py                      # everything, default sizes
    python benchmarks/run.py --quick              # smaller samples (a minute or two)
    python benchmarks/run.py --quick --compare HEAD~1 --skip agents,pairing
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FORMATS = ("duel", "ffa", "castle", "vortex", "judges-tower", "turnabout")
SECTIONS = ("selfplay", "kernel", "cards", "pairing", "agents")


def commit_id(root: Path = ROOT) -> str:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _timed(fn: Callable[[], Any], repeats: int) -> float:
    """Median microseconds per call over batches of ten."""
    samples = []
    for _ in range(max(1, repeats // 10)):
        start = time.perf_counter()
        for _ in range(10):
            fn()
        samples.append((time.perf_counter() - start) / 10 * 1e6)
    return statistics.median(samples)


def bench_selfplay(games: int) -> dict[str, Any]:
    from kitchentable.api.setup import game_arguments
    from kitchentable.sim.runner import simulate

    out: dict[str, Any] = {}
    for fmt in FORMATS:
        try:
            kwargs = game_arguments(fmt, None, None, 0)
            kwargs.pop("seed", None)
            summary = simulate(fmt, kwargs, games, 0, ("random", "random"))
        except Exception as err:  # noqa: BLE001 - a format not ready yet is reported, not fatal
            out[f"selfplay.{fmt}"] = f"not measured: {type(err).__name__}: {str(err)[:80]}"
            continue
        out[f"selfplay.{fmt}.games_per_second"] = summary["games_per_second"]
        out[f"selfplay.{fmt}.decisions_per_second"] = summary["decisions_per_second"]
        out[f"selfplay.{fmt}.errors"] = summary["errors"]
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from selfplay import SIMPLE_DECKS

    kwargs = game_arguments("duel", None, SIMPLE_DECKS, 0)
    kwargs.pop("seed", None)
    summary = simulate("duel", kwargs, games, 0, ("random", "random"))
    out["selfplay.duel-simple-cards.games_per_second"] = summary["games_per_second"]
    out["selfplay.duel-simple-cards.decisions_per_second"] = summary["decisions_per_second"]
    out["selfplay.duel-simple-cards.errors"] = summary["errors"]
    return out


def bench_kernel(repeats: int) -> dict[str, Any]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from selfplay import midgame

    from kitchentable.rules.turn.priority import priority_actions

    copies, undos, legal = [], [], []
    for seed in (3, 5, 7):
        game = midgame(seed)
        copies.append(_timed(game.copy, repeats))

        def apply_undo(g: Any = game) -> None:
            g.apply(g.legal_actions()[0])
            g.undo()
        apply_undo()
        undos.append(_timed(apply_undo, repeats))
        state = game.state
        seat = state.decision.player if state.decision else state.active
        legal.append(_timed(lambda s=state, p=seat: priority_actions(s, p), repeats))
    return {"kernel.copy_us": round(statistics.median(copies), 2),
            "kernel.apply_then_undo_us": round(statistics.median(undos), 2),
            "kernel.legal_actions_us": round(statistics.median(legal), 2)}


def bench_cards() -> dict[str, Any]:
    out: dict[str, Any] = {}
    from kitchentable.cards.pool import load_pool

    start = time.perf_counter()
    pool = load_pool()
    out["cards.pool_load_ms"] = round((time.perf_counter() - start) * 1000, 1)
    cards = list(pool)
    out["cards.pool_size"] = len(cards)
    try:
        from kitchentable.cards.files.mtgjson import compile_all
    except ImportError:
        out["cards.importer"] = "not measured: no importer"
        return out
    faces = []
    for card in cards:
        face: dict[str, Any] = {"name": card.name, "type": card.type_line, "text": card.text,
                                "layout": card.layout}
        if card.mana_cost is not None:
            face["manaCost"] = str(card.mana_cost)
        if card.power is not None:
            face["power"], face["toughness"] = str(card.power), str(card.toughness)
        faces.append([face])
    if not faces:
        out["cards.importer"] = "not measured: empty pool"
        return out
    start = time.perf_counter()
    ok, _failures, total = compile_all(faces * 5)
    seconds = time.perf_counter() - start
    out["cards.importer_cards_per_second"] = round(total / seconds, 1)
    out["cards.importer_compiled_share"] = round(len(ok) / max(total, 1), 3)
    return out


def bench_pairing() -> dict[str, Any]:
    script = Path(__file__).resolve().parent / "pairing.py"
    if not script.exists():
        return {"pairing": "not measured: benchmarks/pairing.py is missing"}
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, str(script), "--sizes", "1000", "--quality-sizes", "300"],
                          capture_output=True, text=True, env=_env(), timeout=1800)
    out: dict[str, Any] = {"pairing.seconds_1000_players": round(time.perf_counter() - start, 2)}
    if proc.returncode != 0:
        out["pairing"] = f"failed: {proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else proc.returncode}"
    else:
        out["pairing.report"] = [line for line in proc.stdout.splitlines() if line.strip()][:12]
    return out


def bench_agents(games: int, search_games: int, workers: int | None) -> dict[str, Any]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from agents import run

    out: dict[str, Any] = {}
    for row in run(["duel"], games, search_games, 0, workers):
        key = f"agents.{row['format']}.{row['agent']}_vs_{row['opponent']}"
        if "error" in row:
            out[key] = row["error"]
        else:
            rate = row["win_rate"]
            out[key] = f"{rate['value'] * 100:.1f}% [{rate['low'] * 100:.1f}, {rate['high'] * 100:.1f}] of {row['games']}"
    return out


def _env(src: Path | None = None) -> dict[str, str]:
    env = dict(os.environ)
    path = str(src or ROOT / "src")
    env["PYTHONPATH"] = path + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def measure(args: argparse.Namespace) -> dict[str, Any]:
    skip = set(args.skip.split(",")) if args.skip else set()
    sections: dict[str, Callable[[], dict[str, Any]]] = {
        "selfplay": lambda: bench_selfplay(args.selfplay_games),
        "kernel": lambda: bench_kernel(args.repeats),
        "cards": bench_cards,
        "pairing": bench_pairing,
        "agents": lambda: bench_agents(args.agent_games, args.search_games, args.workers),
    }
    figures: dict[str, Any] = {}
    for name, section in sections.items():
        if name in skip:
            continue
        try:
            figures.update(section())
        except Exception as err:  # noqa: BLE001 - an older commit may lack a feature; report and go on
            figures[name] = f"not measured: {type(err).__name__}: {str(err)[:100]}"
    return figures


def compare(rev: str, argv: list[str]) -> dict[str, Any]:
    """The same figures measured on `rev`, in a temporary worktree, by this script in a subprocess."""
    with tempfile.TemporaryDirectory(prefix="kt-bench-") as tmp:
        tree = Path(tmp) / "tree"
        subprocess.run(["git", "worktree", "add", "--detach", str(tree), rev], cwd=ROOT, check=True,
                       capture_output=True)
        try:
            out = Path(tmp) / "figures.json"
            cleaned: list[str] = []
            skip_next = False
            for a in argv:
                if skip_next:
                    skip_next = False
                elif a in ("--compare", "--json"):
                    skip_next = True
                elif not a.startswith(("--compare=", "--json=")):
                    cleaned.append(a)
            subprocess.run([sys.executable, str(Path(__file__).resolve()), *cleaned, "--json", str(out),
                            "--quiet"], cwd=tree, env=_env(tree / "src"), check=True, timeout=7200)
            data: dict[str, Any] = json.loads(out.read_text())
            return data
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, capture_output=True)


def print_table(current: dict[str, Any], other: dict[str, Any] | None, rev: str | None) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"kitchentable benchmarks at {current['commit'][:10]}"
                        + (f" vs {rev} ({other['commit'][:10]})" if other else ""))
    table.add_column("figure")
    table.add_column("this commit", justify="right")
    if other:
        table.add_column(rev or "other", justify="right")
        table.add_column("ratio", justify="right")
    for key, value in current["figures"].items():
        if isinstance(value, list):
            value = "; ".join(value[:3])
        row = [key, str(value)]
        if other:
            theirs = other["figures"].get(key, "")
            ratio = ""
            if isinstance(value, int | float) and isinstance(theirs, int | float) and theirs:
                ratio = f"{value / theirs:.2f}"
            row += [str(theirs if not isinstance(theirs, list) else "; ".join(theirs[:3])), ratio]
        table.add_row(*row)
    Console(width=160).print(table)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="smaller samples")
    parser.add_argument("--skip", default="", help=f"comma-separated sections to skip: {', '.join(SECTIONS)}")
    parser.add_argument("--selfplay-games", type=int, default=None)
    parser.add_argument("--agent-games", type=int, default=None)
    parser.add_argument("--search-games", type=int, default=None)
    parser.add_argument("--repeats", type=int, default=None)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--compare", default=None, help="a git revision to measure in the same run")
    parser.add_argument("--json", dest="json_out", default=None,
                        help="where to write the figures (default: benchmarks/results/<commit>.json)")
    parser.add_argument("--quiet", action="store_true", help="no table (used by --compare)")
    args = parser.parse_args()
    args.selfplay_games = args.selfplay_games or (20 if args.quick else 100)
    args.agent_games = args.agent_games if args.agent_games is not None else (20 if args.quick else 100)
    args.search_games = args.search_games if args.search_games is not None else (4 if args.quick else 20)
    args.repeats = args.repeats or (200 if args.quick else 1000)
    started = time.time()
    commit = commit_id(Path.cwd()) if Path.cwd() != ROOT else commit_id()
    current = {"commit": commit, "python": sys.version.split()[0], "started": int(started),
               "quick": args.quick, "figures": measure(args)}
    other = compare(args.compare, sys.argv[1:]) if args.compare else None
    if other:
        current["compare"] = {"rev": args.compare, "commit": other["commit"], "figures": other["figures"]}
    out = Path(args.json_out) if args.json_out else ROOT / "benchmarks" / "results" / f"{commit[:12]}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(current, indent=1))
    if not args.quiet:
        print_table(current, other, args.compare)
        print(f"figures written to {out}")


if __name__ == "__main__":
    main()
