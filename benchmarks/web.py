"""The web table's server time per decision round-trip (issue 20): an answer in, the next observation out.

For each decision a human answers at the table, the round-trip is the server's whole work between the
answer arriving and every connection's next message being ready: `Table.act` (the check, `Game.apply`, the
automatic passes the player's settings ask for, the log rendered for every viewer) and `Table.message` built
and JSON-encoded for each connected viewer (both seats, or all four, and a spectator). The computer players'
thinking is not part of it (it runs in a thread pool, off the event loop) and is reported apart.

The baseline, measured in the same run on the same states, is the raw kernel: `Game.apply` of the same
action on a copy of the game, then `Game.legal_actions()`. The ratio says what the table adds.

    python benchmarks/web.py                    # a mid-game duel and a 4-player Vortex game, 300 decisions each
    python benchmarks/web.py --decisions 100 --json

Target (issue 20): median round-trip under 20 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

from kitchentable.agents.base import make_agent  # noqa: E402
from kitchentable.web.newgame import build_setup  # noqa: E402
from kitchentable.web.present import SPECTATOR  # noqa: E402
from kitchentable.web.tables import Cursor, Table  # noqa: E402

BOARDS: dict[str, dict[str, Any]] = {
    "duel, mid-game": {"format": "duel", "seats": [
        {"kind": "you", "deck": {"bundled": "mono-red-aggro"}},
        {"kind": "heuristic", "deck": {"bundled": "green-blue-tempo"}}], "warm_turns": 6},
    "vortex, 4 players": {"format": "vortex", "seats": [
        {"kind": "you"}, {"kind": "heuristic"}, {"kind": "heuristic"}, {"kind": "heuristic"}], "warm_turns": 4},
}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def measure(label: str, spec: dict[str, Any], decisions: int, seed: int) -> dict[str, Any]:
    """Play seat 0 with the heuristic player's choices, answered through the table, timing each answer."""
    spec = dict(spec)
    warm = spec.pop("warm_turns")
    table = Table("bench", build_setup({**spec, "seed": seed}))
    chooser = make_agent("heuristic", seed)
    viewers = [s.seat for s in table.seats] + [SPECTATOR]
    cursors = {v: Cursor() for v in viewers}
    for v in viewers:
        json.dumps(table.message(v, cursors[v]))
    web: list[float] = []
    kernel: list[float] = []
    computer: list[float] = []
    games = 1
    while len(web) < decisions:
        t = time.perf_counter()
        table.run_computers()
        computer.append(time.perf_counter() - t)
        for v in viewers:
            json.dumps(table.message(v, cursors[v]))
        game = table.game
        if game.is_over():
            games += 1
            table = Table("bench", build_setup({**spec, "seed": seed + games}))
            cursors = {v: Cursor() for v in viewers}
            continue
        decision = game.state.decision
        assert decision is not None and decision.player == 0
        action = chooser.choose(game)
        if game.state.turn < warm:
            table.act(0, action=action)
            continue
        probe = game.copy()
        t = time.perf_counter()
        probe.apply(action)
        probe.legal_actions()
        kernel.append(time.perf_counter() - t)
        t = time.perf_counter()
        table.act(0, index=decision.options.index(action), version=table.version)
        for v in viewers:
            json.dumps(table.message(v, cursors[v]))
        web.append(time.perf_counter() - t)
    ms = [x * 1000 for x in web]
    base = [x * 1000 for x in kernel]
    return {
        "board": label, "decisions": len(ms), "viewers": len(viewers), "games": games,
        "median_ms": round(statistics.median(ms), 2), "p95_ms": round(percentile(ms, 0.95), 2),
        "kernel_median_ms": round(statistics.median(base), 3), "kernel_p95_ms": round(percentile(base, 0.95), 3),
        "ratio_median": round(statistics.median(ms) / max(1e-9, statistics.median(base)), 1),
        "computer_moves_median_ms": round(statistics.median(computer) * 1000, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=300, help="timed decisions per board")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    rows = [measure(label, spec, args.decisions, args.seed) for label, spec in BOARDS.items()]
    if args.json:
        print(json.dumps({"web_round_trip": rows}, indent=1))
        return
    print(f"{'board':<20} {'n':>5} {'median ms':>10} {'p95 ms':>8} {'kernel ms':>10} {'ratio':>7}  computers' turn")
    for r in rows:
        print(f"{r['board']:<20} {r['decisions']:>5} {r['median_ms']:>10} {r['p95_ms']:>8} "
              f"{r['kernel_median_ms']:>10} {r['ratio_median']:>6}x  {r['computer_moves_median_ms']} ms")
    print("target: median under 20 ms (issue 20)")


if __name__ == "__main__":
    main()
