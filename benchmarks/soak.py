"""The soak: random and heuristic players across every format and player count, the invariants checked after
every step, hundreds of thousands of games across stops (issue 25).

    nice -n 19 python benchmarks/soak.py --seconds 600                 # run for ten minutes, then stop
    nice -n 19 .venv-fast/bin/python benchmarks/soak.py --seconds 600  # the same with the compiled kernel
    nice -n 19 python benchmarks/soak.py --games 200000                # until 200,000 games are recorded
    python benchmarks/soak.py --report                                  # the totals so far

Every game plays to its end with its agents; after each step the soak checks that every card is in exactly one
zone and that no count is negative (`sim.invariants.check_all`), and that an offered action never comes back to
the same decision without changing anything (a rewind with no decision in between). Every `--deep-every`-th
step it also checks that `copy()` then the same action reaches the same state (`sim.invariants.same_state`:
what `state_hash` digests, compared without hashing), and at the end of a game that its record replays to the
same final hash. A game over its decision budget is a failure recorded with its seed (a game that never ends is
a bug), never counted as played. Where a game's CPU goes (pure Python, after stop 34's changes): the kernel and
the agents about 45%, the replay about 40% (it plays the game again), the checks after every step 6-17% (the
most in Vortex, whose five libraries make 400 objects), the copy check 6-9%.

The mix. The soak plays rounds, one batch of every configuration in the order of `CONFIGS`, so every run
longer than a round (about 70 CPU-seconds in pure Python) covers every format and player count, whatever the
file already holds. Each batch is about five CPU-seconds of games, at most 25: a configuration's share of the
games falls with its cost (a Tower game costs 15-50 duels, a five-player Vortex about 9), and every one gets
about the same CPU time, the cheap duels the most games. That is about 200 games a round, some 10,000 per
CPU-hour in pure Python (about 2.9 games per CPU-second); a uniform 25 games of each would spend nine tenths of
the time on the Tower and the Vortex, and give about 0.7.

Results are appended to a JSON-lines file (default benchmarks/results/soak.jsonl): a line per run (arguments,
base seed, commit, which kernel served), one line per batch of games of one configuration (its seeds are
`game_seed(base, index)` for the batch's index range, so the batch can be played again; wall and CPU seconds)
and one line per failure with its seed and the error. A batch is written as soon as it finishes, and a run out
of time stops between two games and writes the batch it has, so a crash or Ctrl-C loses at most the batch in
flight; the next run reads the file and carries on from the first index no batch has covered, configuration by
configuration. The figure of a run and its command go in docs/simulation.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _compiled_kernel_installed() -> bool:
    """Does this Python have the compiled kernel installed (`scripts/build_fast.sh`: `.venv-fast/bin/python
    benchmarks/soak.py`)? Then it serves, as built from the checkout (rebuild after every change to src/);
    otherwise the checkout's sources do."""
    spec = importlib.util.find_spec("kitchentable")
    if spec is None or spec.origin is None:
        return False
    return any((Path(spec.origin).parent / "rules").glob("state.*.so"))


if not _compiled_kernel_installed():
    sys.path.insert(0, str(ROOT / "src"))

from kitchentable.agents.base import make_agent  # noqa: E402
from kitchentable.api.game import Game  # noqa: E402
from kitchentable.api.setup import game_arguments  # noqa: E402
from kitchentable.rules.compiled import kernel_build  # noqa: E402
from kitchentable.sim.invariants import InvariantError, check_all, same_state  # noqa: E402
from kitchentable.sim.runner import game_seed  # noqa: E402

DEFAULT_OUT = ROOT / "benchmarks" / "results" / "soak.jsonl"
DECISION_BUDGET = 30_000
"""Decisions a game may take before it counts as a game that never ends (the longest games of the bundled
decks and cubes take a few thousand)."""


@dataclass(frozen=True)
class Config:
    """One kind of game the soak plays: a format, a number of players, the agents by seat and options."""

    format: str
    players: int
    agents: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()
    batch: int = 25
    """Games of it per round of the rotation (the mix: see the module's docstring)."""

    @property
    def key(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options)
        return f"{self.format}/{self.players}/{','.join(self.agents)}" + (f"/{opts}" if opts else "")


CONFIGS: tuple[Config, ...] = (
    Config("duel", 2, ("random", "random"), batch=19),
    Config("duel", 2, ("heuristic", "random"), batch=25),
    Config("duel", 2, ("heuristic", "heuristic"), batch=25),
    Config("ffa", 3, ("random",), batch=13),
    Config("ffa", 4, ("heuristic", "random"), batch=9),
    Config("turnabout", 2, ("random", "random"), batch=22),
    Config("turnabout", 2, ("heuristic", "random"), batch=25),
    Config("castle", 2, ("random", "random"), batch=10),
    Config("castle", 2, ("heuristic", "random"), batch=16),
    Config("vortex", 2, ("random",), batch=8),
    Config("vortex", 3, ("heuristic", "random"), batch=6),
    Config("vortex", 5, ("random",), batch=2),
    Config("judges-tower", 2, ("random",), batch=1),
    Config("judges-tower", 3, ("random",), (("levels", "3,3,3"),), batch=1),
    Config("judges-tower", 4, ("heuristic", "random"), (("levels", "1,2,3,0"),), batch=1),
)


def game_kwargs(config: Config) -> dict[str, Any]:
    """The Game's keyword arguments for a configuration (decks, cube, options), as `simulate` builds them."""
    options: dict[str, Any] = {}
    for name, value in config.options:
        if name == "levels":
            options["levels"] = {seat: int(n) for seat, n in enumerate(str(value).split(","))}
        else:
            options[name] = value
    kwargs = game_arguments(config.format, config.players, None, 0, **options)
    kwargs.pop("seed", None)
    return kwargs


def check_step(game: Game, decision: Any, action: tuple[Any, ...]) -> None:
    """An offered action never rewinds without a decision in between: answering a decision must not bring
    back the same decision, rewound (601.2, R-C-2), with nothing asked on the way; an engine that offers an
    action it can't complete would let a player bound to act (ICR 200.1) choose it forever."""
    after = game.state.decision
    notice = getattr(after, "notice", None) if after is not None else None
    if notice and notice[0] == "rewound" and after is not None and decision is not None \
            and (after.player, after.kind) == (decision.player, decision.kind):
        raise InvariantError(f"the offered action {action} was rewound with no decision in between "
                             f"({notice[1]}: {notice[2]})")


def play_one(config: Config, kwargs: dict[str, Any], seed: int, deep_every: int) -> tuple[int, int]:
    """Play one game to its end checking the invariants; returns (decisions, turns). Raises on a failure."""
    options = dict(kwargs.get("options") or {})
    options.setdefault("max_turns", 150)
    rest = {k: v for k, v in kwargs.items() if k != "options"}
    game = Game(config.format, seed=seed, options=options, keep_history=False, **rest)
    seats = len(game.state.players)
    names = list(config.agents) + [config.agents[-1]] * (seats - len(config.agents))
    agents = [make_agent(names[s], seed * 31 + s) for s in range(seats)]
    check_all(game)
    steps = 0
    while not game.is_over():
        decision = game.state.decision
        assert decision is not None
        action = agents[decision.player].choose(game)
        if steps % deep_every == 0:
            twin = game.copy()
            game.apply(action)
            twin.apply(action)
            if not same_state(twin.state, game.state):
                raise InvariantError(f"copy() then {action} diverged at step {steps}")
        else:
            game.apply(action)
        check_step(game, decision, action)
        check_all(game)
        steps += 1
        if steps > DECISION_BUDGET:
            raise InvariantError(f"no end after {DECISION_BUDGET} decisions (turn {game.state.turn}, step "
                                 f"{game.state.step}): a game that never ends")
    record = json.loads(json.dumps(game.record()))
    if Game.from_record(record, keep_history=False).state_hash() != record["final_hash"]:
        raise InvariantError("the record did not replay to its final hash")
    return steps, game.state.turn


def read_progress(path: Path) -> tuple[dict[str, int], dict[str, float]]:
    """From the results file: the next index of each configuration and the totals (games, failures,
    decisions, wall and CPU seconds: batches before the CPU time was recorded count only in the wall's)."""
    following: dict[str, int] = {}
    totals: dict[str, float] = {"games": 0, "failures": 0, "decisions": 0, "seconds": 0, "cpu_seconds": 0}
    if not path.exists():
        return following, totals
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(line)
        except json.JSONDecodeError:
            continue  # a line cut short by a crash: its batch is played again
        if row.get("kind") == "batch":
            following[row["config"]] = max(following.get(row["config"], 0), int(row["stop"]))
            totals["games"] += int(row["games"])
            totals["failures"] += int(row["failures"])
            totals["decisions"] += int(row["decisions"])
            totals["seconds"] += float(row["seconds"])
            totals["cpu_seconds"] += float(row.get("cpu_seconds", 0))
    return following, totals


def _commit() -> str:
    """The source's git commit, so a batch can be played again with the code that played it."""
    import subprocess

    found = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
    return found.stdout.strip() if found.returncode == 0 else "unknown"


def rotation(configs: tuple[Config, ...]) -> Iterator[Config]:
    """Rounds of one batch of every configuration, in their order: every run longer than a round (about a
    CPU-minute) plays them all, whatever the file holds already."""
    while True:
        yield from configs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the JSON-lines results file (appended)")
    parser.add_argument("--seconds", type=float, default=None, help="stop after this many seconds")
    parser.add_argument("--games", type=int, default=None, help="stop when the file records this many games")
    parser.add_argument("--seed", type=int, default=25, help="the base seed of every configuration's games")
    parser.add_argument("--deep-every", type=int, default=10, help="copy/hash checks every N steps (default 10)")
    parser.add_argument("--only", default=None, help="play only configurations whose key contains this")
    parser.add_argument("--report", action="store_true", help="print the totals of the file and stop")
    args = parser.parse_args()
    if args.deep_every < 1:
        parser.error(f"--deep-every {args.deep_every}: must be at least 1")
    following, totals = read_progress(args.out)
    if args.report:
        print(json.dumps({"file": str(args.out), **totals, "configurations": following}, indent=1))
        return
    configs = tuple(c for c in CONFIGS if args.only is None or args.only in c.key)
    if not configs:
        parser.error(f"--only {args.only}: no configuration matches; the keys: {', '.join(c.key for c in CONFIGS)}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    played = failures = 0
    prepared: dict[str, dict[str, Any]] = {}

    def time_is_up() -> bool:
        return args.seconds is not None and time.monotonic() - start >= args.seconds

    with args.out.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"kind": "run", "started": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                              "argv": sys.argv[1:], "seed": args.seed, "pid": os.getpid(), "commit": _commit(),
                              "kernel": kernel_build(), "recorded_before": totals["games"]}) + "\n")
        out.flush()
        try:
            for config in rotation(configs):
                if time_is_up() or args.games is not None and totals["games"] + played >= args.games:
                    break
                kwargs = prepared.setdefault(config.key, game_kwargs(config))
                first = following.get(config.key, 0)
                batch_start, batch_cpu = time.monotonic(), time.process_time()
                decisions = failed = 0
                index = first
                while index < first + config.batch and not (index > first and time_is_up()):
                    seed = game_seed(args.seed, index)
                    try:
                        steps, _turns = play_one(config, kwargs, seed, args.deep_every)
                        decisions += steps
                    except Exception as exc:  # noqa: BLE001 - every failure is recorded with its seed
                        failed += 1
                        out.write(json.dumps({"kind": "failure", "config": config.key, "index": index, "seed": seed,
                                              "error": f"{type(exc).__name__}: {exc}",
                                              "where": traceback.format_exc(limit=6)}) + "\n")
                        out.flush()
                    index += 1
                games = index - first
                seconds = time.monotonic() - batch_start
                cpu = time.process_time() - batch_cpu
                out.write(json.dumps({"kind": "batch", "config": config.key, "seed": args.seed, "start": first,
                                      "stop": index, "games": games, "failures": failed, "decisions": decisions,
                                      "seconds": round(seconds, 2), "cpu_seconds": round(cpu, 2)}) + "\n")
                out.flush()
                following[config.key] = index
                played += games
                failures += failed
                print(f"{config.key}: games {first}..{index - 1}, {failed} failures, "
                      f"{games / max(cpu, 1e-9):.2f} games per CPU-second", flush=True)
        except KeyboardInterrupt:
            print("interrupted: the batch in flight is played again next time", flush=True)
    _, after = read_progress(args.out)
    print(json.dumps({"this_run": {"games": played, "failures": failures,
                                   "seconds": round(time.monotonic() - start, 1)},
                      "recorded": after}, indent=1))


if __name__ == "__main__":
    main()
