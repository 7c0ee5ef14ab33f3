"""Speed of the RL environment (issue 22): environment steps per second against the raw kernel's decisions
per second in the same run, per format, single-threaded and with vectorised worker processes. Not a test:
it prints ratios and asserts nothing. Target: the wrapper's overhead (kernel rate / env rate) under 1.5x.

Both sides play the very same games: the same seeds, and every seat's choice made as the random computer
player (`agents.random`) makes it, by the same code on both sides (`pick`: an index into the pending
decision's options, from a generator seeded per seat). The kernel side applies that option to `Game`; the
environment side calls `env.last()` (the observation: the int32 vector, the mask and the action features of
the deciding seat) and `env.step(index)`. Neither translates actions, so the ratio is the environment's
own cost: encoding, masks, features and PettingZoo's bookkeeping. Single-threaded rates are
per second of this process's CPU time (`time.process_time`), so other jobs on a shared machine do not move
the ratio; the vectorised rate is per second of wall-clock time (its point is the workers' throughput).
Each side plays every game `--rounds` times, the two sides alternating game by game, and each game's
fastest play counts: on a shared machine a busy spell slows one play of a game, not the figure.

    python benchmarks/env.py                      # every format, 3 games each, 2 workers
    python benchmarks/env.py --formats duel,vortex --games 6 --workers 4
    python benchmarks/env.py --quick              # 1 game per format, no workers
    python benchmarks/env.py --formats duel --workers 0 --stub encoder,features   # what is left without them
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

CASES: dict[str, tuple[str, int, dict[str, Any]]] = {
    "duel": ("duel", 2, {}),
    "ffa-4": ("ffa", 4, {}),
    "vortex-4": ("vortex", 4, {}),
    "castle": ("castle", 2, {}),
    "tower-3": ("judges-tower", 3, {}),
    "tower-shame": ("judges-tower", 2, {"shame": True}),
    "turnabout": ("turnabout", 2, {}),
}
MAX_TURNS = 40


def pick(rng: random.Random, kind: str, options: Sequence[tuple[Any, ...]]) -> int:
    """The index of a random player's choice among a decision's options: the choice `agents.random` makes
    (uniform among the options that neither cancel a spell begun nor activate a mana ability at priority,
    with the same generator calls), given as an index so that neither loop translates actions."""
    useful = [i for i, o in enumerate(options) if o[0] != "cancel" and not (kind == "priority" and o[0] == "mana")]
    return rng.choice(useful or range(len(options)))


def kernel_build() -> str:
    from kitchentable.rules.compiled import kernel_build as build

    return build()


def environment_build() -> str:
    """How this process runs the environment's per-step modules: "compiled (mypyc)" when the encoder is a C
    extension (setup.py's ENVIRONMENT, built with the kernel by scripts/build_fast.sh)."""
    import kitchentable.env.observe as observe

    return "pure python" if (observe.__file__ or "").endswith((".py", ".pyc")) else "compiled (mypyc)"


def kernel_run(case: str, seeds: list[int]) -> tuple[int, float]:
    """Decisions taken and seconds spent by the bare Game with random players."""
    from kitchentable.env.aec import _game_arguments
    from kitchentable.formats import get_format  # noqa: F401  (imports the formats before timing)

    fmt, players, extra = CASES[case]
    kwargs = _game_arguments(fmt, players, None, None, extra)
    options = {**kwargs.pop("options", {}), "max_turns": MAX_TURNS}
    from kitchentable.api.game import Game

    decisions, seconds = 0, 0.0
    for seed in seeds:
        start = time.process_time()
        game = Game(fmt, seed=seed, options=dict(options), keep_history=False, **kwargs)
        rngs = [random.Random(seed * 31 + s) for s in range(players)]
        while not game.is_over():
            d = game.state.decision
            game.apply(d.options[pick(rngs[d.player], d.kind, d.options)])
            decisions += 1
        seconds += time.process_time() - start
    return decisions, seconds


def env_run(case: str, seeds: list[int]) -> tuple[int, float]:
    """Steps taken and seconds spent by the AEC environment playing the same games (the page turns a
    decision with more options than `max_actions` needs are taken but not counted as steps)."""
    from kitchentable.env import make
    from kitchentable.env.actions import page_slice

    fmt, players, extra = CASES[case]
    env = make(fmt, players, max_turns=MAX_TURNS, **extra)
    more = env.max_actions - 1
    steps, seconds = 0, 0.0
    for seed in seeds:
        start = time.process_time()
        env.reset(seed=seed)
        rngs = [random.Random(seed * 31 + s) for s in range(players)]
        for _agent in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            d = env.game.state.decision
            index = pick(rngs[d.player], d.kind, d.options)
            if len(d.options) > env.max_actions:  # the decision has pages: turn to the one showing index
                first, end, _ = page_slice(len(d.options), env.max_actions, env.page)
                while not first <= index < end:  # on another page: turn it (a step of its own, not counted)
                    env.step(more)
                    obs, *_ = env.last()
                    first, end, _ = page_slice(len(d.options), env.max_actions, env.page)
                index -= first
            env.step(index)
            steps += 1
        seconds += time.process_time() - start
    return steps, seconds


def _seconds(run: tuple[int, float]) -> float:
    return run[1]


def _env_job(job: tuple[str, list[int]]) -> tuple[int, float]:
    return env_run(*job)


def vectorised(case: str, seeds: list[int], workers: int) -> float:
    """Steps per second of `workers` processes each running its own environment (wall clock)."""
    chunks = [seeds[i::workers] for i in range(workers) if seeds[i::workers]]
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    start = time.perf_counter()
    with context.Pool(len(chunks)) as pool:
        results = pool.map(_env_job, [(case, c) for c in chunks])
    wall = time.perf_counter() - start
    return sum(steps for steps, _ in results) / wall


def _install_stubs(stubs: set[str]) -> None:
    """Replace the observation encoder and/or the action features by functions returning zeros (`--stub`)."""
    import numpy as np

    from kitchentable.env.actions import ACTION_COLUMNS, ActionEncoder
    from kitchentable.env.observe import Encoder

    if "encoder" in stubs:
        def encode(self: Encoder, state: Any, viewer: int, decision: Any, out: Any = None,
                   match: Any = (0, 0)) -> tuple[Any, dict[int, int]]:
            return np.zeros(self.layout.size, dtype=np.int32), {}
        Encoder.encode = encode  # type: ignore[method-assign]
    if "features" in stubs:
        def features(self: ActionEncoder, *args: Any) -> Any:
            return np.zeros((self.max_actions, len(ACTION_COLUMNS)), dtype=np.int32)
        ActionEncoder.features = features  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--formats", default=",".join(CASES), help=f"cases to run, of {', '.join(CASES)}")
    parser.add_argument("--games", type=int, default=3, help="games per case (each played by both sides)")
    parser.add_argument("--workers", type=int, default=2, help="worker processes for the vectorised run (0: skip)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=3,
                        help="times each side plays each game, alternating; each game's fastest play counts")
    parser.add_argument("--quick", action="store_true", help="one game per case, no vectorised run")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON too")
    parser.add_argument("--stub", default="", help="parts of the environment replaced by stubs returning zeros, "
                        "to see what each costs: encoder, features (the observation is then wrong: diagnosis only)")
    args = parser.parse_args(argv)
    games, workers = (1, 0) if args.quick else (args.games, args.workers)
    rounds = 1 if args.quick else max(1, args.rounds)
    cases = [c.strip() for c in args.formats.split(",") if c.strip()]
    unknown = [c for c in cases if c not in CASES]
    if unknown:
        parser.error(f"unknown case(s) {', '.join(unknown)}; cases: {', '.join(CASES)}")
    stubs = {p.strip() for p in args.stub.split(",") if p.strip()}
    if stubs - {"encoder", "features"}:
        parser.error(f"--stub takes encoder and/or features, not {', '.join(sorted(stubs - {'encoder', 'features'}))}")
    _install_stubs(stubs)
    from kitchentable.cards.pool import get_pool

    get_pool()  # load the card pool before any timing
    print(f"kernel: {kernel_build()}; environment: {environment_build()}")
    rows = []
    print(f"{'case':12} {'decisions':>9} {'kernel/s':>9} {'env/s':>8} {'overhead':>8}"
          + (f" {'env/s x' + str(workers):>11} {'speed-up':>8}" if workers else ""))
    for case in cases:
        seeds = [args.seed * 1000 + i for i in range(games)]
        env_run(case, seeds[:1])  # warm-up: imports, the card vocabulary, caches
        k_best: dict[int, tuple[int, float]] = {}
        e_best: dict[int, tuple[int, float]] = {}
        for _ in range(rounds):
            for seed in seeds:  # game by game, the two sides alternating: a busy spell slows both alike
                k_best[seed] = min(k_best.get(seed, (0, float("inf"))), kernel_run(case, [seed]), key=_seconds)
                e_best[seed] = min(e_best.get(seed, (0, float("inf"))), env_run(case, [seed]), key=_seconds)
        decisions, k_seconds = sum(d for d, _ in k_best.values()), sum(t for _, t in k_best.values())
        steps, e_seconds = sum(d for d, _ in e_best.values()), sum(t for _, t in e_best.values())
        kernel_rate, env_rate = decisions / k_seconds, steps / e_seconds
        row: dict[str, Any] = {"case": case, "decisions": decisions, "env_steps": steps,
                               "kernel_per_s": round(kernel_rate, 1), "env_per_s": round(env_rate, 1),
                               "overhead": round(kernel_rate / env_rate, 3)}
        line = f"{case:12} {decisions:9d} {kernel_rate:9.0f} {env_rate:8.0f} {kernel_rate / env_rate:7.2f}x"
        if workers:
            vec = vectorised(case, seeds * workers, workers)
            row.update(vectorised_per_s=round(vec, 1), workers=workers, speed_up=round(vec / env_rate, 3))
            line += f" {vec:11.0f} {vec / env_rate:7.2f}x"
        print(line, flush=True)
        rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
