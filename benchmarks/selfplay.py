"""Random self-play speed of the kernel (issue 2): games per second, decisions per second and `copy()` time
for two 40-card decks, on one core. Not a test.

Two deck pairs are measured. `simple` is the condition the kernel's target names: two 40-card decks of simple
cards (basic lands, vanilla and keyword creatures, a burn spell; `benchmarks/decks/`). `bundled` is the default
pair `kitchentable simulate` plays (real limited decks with triggers, auras, counters and activated abilities).

Figures are printed next to ratios against a baseline measured in the same run: a fixed pure-Python
workload (dictionary and list churn shaped like the engine's bookkeeping), so a figure can be compared
across machines and across runs on a busy machine (`games_per_million_baseline_ops` is games per CPU-second
per million baseline operations per CPU-second). The baseline, `copy()`, the round trip and
`games_per_cpu_second` are CPU time (`time.process_time`), which other work on a shared machine disturbs less
than the wall clock; `games_per_second` and `decisions_per_second` are wall clock. The kernel's targets (100
games/s, `copy()` under 50 microseconds) are printed as ratios too. `roundtrip_us.FORMAT` is the decision
round-trip per format (`apply` then `legal_actions`, median and 90th percentile in microseconds of CPU time,
over a few random games with the format's default decks). The last line,
`kernel`, says whether the kernel ran compiled with mypyc (`scripts/build_fast.sh`, then
`.venv-fast/bin/python benchmarks/selfplay.py`) or as pure Python.

    python benchmarks/selfplay.py                 # 200 games
    python benchmarks/selfplay.py --games 50 --json out.json
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path
from typing import Any

TARGET_GAMES_PER_SECOND = 100.0
TARGET_COPY_MICROSECONDS = 50.0
BASELINE_OPS = 200_000


def baseline_ops_per_second(repeats: int = 3) -> float:
    """Operations per CPU-second of a fixed pure-Python workload (best of `repeats`)."""
    best = 0.0
    for _ in range(repeats):
        start = time.process_time()
        table: dict[int, list[int]] = {}
        for i in range(BASELINE_OPS):
            key = i % 997
            bucket = table.setdefault(key, [])
            bucket.append(i)
            if len(bucket) > 8:
                table[key] = bucket[4:]
        seconds = time.process_time() - start
        best = max(best, BASELINE_OPS / seconds)
    return best


SIMPLE_DECKS = [str(Path(__file__).resolve().parent / "decks" / name)
                for name in ("simple-red.txt", "simple-green.txt")]


def selfplay(format: str = "duel", games: int = 200, seed: int = 0, players: int | None = None,
             agents: tuple[str, ...] = ("random", "random"), decks: list[str] | None = None) -> dict[str, Any]:
    """Play `games` games in this process; games/s and decisions/s (wall clock), and games per CPU-second."""
    from kitchentable.api.setup import game_arguments
    from kitchentable.sim.runner import simulate

    kwargs = game_arguments(format, players, decks, seed)
    kwargs.pop("seed", None)
    cpu = time.process_time()
    summary = simulate(format, kwargs, games, seed, agents)
    cpu = time.process_time() - cpu
    return {"format": format, "games": summary["games"], "errors": summary["errors"],
            "games_per_second": summary["games_per_second"],
            "games_per_cpu_second": round(summary["games"] / cpu, 3) if cpu > 0 else 0.0,
            "decisions_per_second": summary["decisions_per_second"], "avg_turns": summary["avg_turns"]}


def midgame(seed: int = 3, decisions: int = 60) -> Any:
    """A duel after `decisions` random decisions (a mid-game state with permanents on the battlefield)."""
    from kitchentable.agents.random import RandomAgent
    from kitchentable.api.game import Game
    from kitchentable.api.setup import game_arguments

    kwargs = game_arguments("duel", None, None, seed)
    for attempt in range(20):
        game = Game("duel", seed=seed + attempt, **kwargs)
        agent = RandomAgent(seed + attempt)
        for _ in range(decisions):
            if game.is_over():
                break
            game.apply(agent.choose(game))
        if not game.is_over():
            return game
    raise RuntimeError("no mid-game state found")


def copy_microseconds(game: Any, repeats: int = 2000) -> float:
    """Median CPU time of `Game.copy()` in microseconds, over batches of 100 (CPU time, so that other work on a
    shared machine counts less than it would in wall-clock time)."""
    samples = []
    for _ in range(max(1, repeats // 100)):
        start = time.process_time()
        for _ in range(100):
            game.copy()
        samples.append((time.process_time() - start) / 100 * 1e6)
    return statistics.median(samples)


ROUNDTRIP_FORMATS = ("duel", "ffa", "castle", "vortex", "judges-tower", "turnabout")


def roundtrip_microseconds(format: str, games: int = 3, seed: int = 0) -> dict[str, float]:
    """The decision round-trip of one format: `apply` of a random player's answer, then `legal_actions` of
    the next decision, timed one decision at a time over `games` random games (median and 90th percentile,
    microseconds of CPU time; the random player's own choice is left out)."""
    from kitchentable.agents.random import RandomAgent
    from kitchentable.api.game import Game
    from kitchentable.api.setup import game_arguments
    from kitchentable.sim.runner import DEFAULT_MAX_TURNS, game_seed

    kwargs = game_arguments(format, None, None, seed)
    kwargs.pop("seed", None)
    options = dict(kwargs.pop("options", {}) or {})
    options.setdefault("max_turns", DEFAULT_MAX_TURNS)
    samples: list[float] = []
    clock = time.process_time_ns
    for i in range(games):
        game = Game(format, seed=game_seed(seed, i), options=options, keep_history=False, **kwargs)
        agent = RandomAgent(i)
        while not game.is_over():
            action = agent.choose(game)
            start = clock()
            game.apply(action)
            game.legal_actions()
            samples.append((clock() - start) / 1000)
    samples.sort()
    return {"median": round(statistics.median(samples), 1), "p90": round(samples[int(len(samples) * 0.9)], 1),
            "decisions": len(samples)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", dest="json_out", default=None, help="also write the figures as JSON")
    parser.add_argument("--roundtrip-games", type=int, default=3,
                        help="games per format for the decision round-trip (0 leaves it out)")
    args = parser.parse_args()
    baseline = baseline_ops_per_second()
    figures: dict[str, Any] = {}
    for label, decks in (("simple", SIMPLE_DECKS), ("bundled", None)):
        play = selfplay("duel", args.games, args.seed, decks=decks)
        figures.update({f"{label}.{key}": value for key, value in play.items() if key != "format"})
        figures[f"{label}.games_per_million_baseline_ops"] = round(play["games_per_cpu_second"] / baseline * 1e6, 3)
        figures[f"{label}.games_per_second_vs_target"] = round(
            play["games_per_second"] / TARGET_GAMES_PER_SECOND, 3)
    copy_us = copy_microseconds(midgame())
    figures.update({
        "copy_microseconds": round(copy_us, 2),
        "baseline_ops_per_second": round(baseline),
        "copy_in_baseline_ops": round(copy_us * 1e-6 * baseline, 2),
        "copy_vs_target": round(copy_us / TARGET_COPY_MICROSECONDS, 3),
    })
    if args.roundtrip_games:
        for fmt in ROUNDTRIP_FORMATS:
            trip = roundtrip_microseconds(fmt, args.roundtrip_games, args.seed)
            figures[f"roundtrip_us.{fmt}"] = f"median {trip['median']}, p90 {trip['p90']} ({trip['decisions']} decisions)"
    from kitchentable.rules.compiled import kernel_build

    figures["kernel"] = kernel_build()
    width = max(len(k) for k in figures)
    for key, value in figures.items():
        print(f"{key:>{width}}: {value}")
    if args.json_out:
        with open(args.json_out, "w") as handle:
            json.dump(figures, handle, indent=1)


if __name__ == "__main__":
    main()
