"""Large events through the tournament service (issue 21): standings and pairing at up to 100,000 players.

Prints figures; it is not a test. An event of N players is built in a SQLite file: each round is paired by
the service (`pair`, timed: read the event, rank it, pair, store the tables) and its results are written
straight into the tables (the setup, not timed: random best-of-three or Turnabout games). Then `standings`
(read everything, score, rank with exact tiebreakers) is timed after the last round. Every figure is also
given as a multiple of a reference measured in the same run (sorting 1,000,000 random floats in Python), so
runs on different machines, or on one busy machine, compare.

    python benchmarks/tournament_scale.py                          # 1,000, 10,000 and 100,000 players
    python benchmarks/tournament_scale.py --sizes 100000 --rounds 9 --format turnabout
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from kitchentable.formats.turnabout.scoring import SCORING_OPTIONS, points_with
from kitchentable.tournament.service import TournamentService
from kitchentable.tournament.store import Store, utcnow


def reference_seconds() -> float:
    """CPU seconds to sort 1,000,000 random floats: the yardstick of this run."""
    rng = random.Random(0)
    values = [rng.random() for _ in range(1_000_000)]
    start = time.process_time()
    values.sort()
    return time.process_time() - start


def fill_results(svc: TournamentService, rng: random.Random, fmt: str) -> None:
    """Random results for every open table of the latest round, written in one transaction (setup only)."""
    options = ("dominaria", "tolaria", "phyrexia")
    with svc.store.transaction() as tx:
        round_id = tx.value("SELECT id FROM rounds ORDER BY number DESC LIMIT 1")
        tables = tx.column("SELECT id FROM tables WHERE round_id = ? AND player_b_id IS NOT NULL", (round_id,))
        now = utcnow()
        results = []
        games = []
        for table_id in tables:
            if fmt == "swiss":
                wins_a, wins_b, draws = rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)])
                results.append((table_id, wins_a, wins_b, draws, now, "bench"))
            else:
                wins = [0, 0]
                points = [0, 0]
                draws = 0
                picked = []
                for game in (1, 2):
                    if rng.random() < 0.1:
                        picked.append((game, None, None, None))
                        draws += 1
                        continue
                    seat = rng.randint(0, 1)
                    option, value = rng.choice(options), rng.randint(0, 20)
                    picked.append((game, seat, option, value))
                    winner = seat if game == 1 else 1 - seat
                    wins[winner] += 1
                    points[winner] += points_with(SCORING_OPTIONS[option], value)
                results.append((table_id, wins[0], wins[1], draws, now, "bench", points[0], points[1]))
                games.append(picked)
        if fmt == "swiss":
            tx.run_many("INSERT INTO results (table_id, wins_a, wins_b, draws, reported_at, reported_by) "
                        "VALUES (?, ?, ?, ?, ?, ?)", results)
        else:
            tx.run_many("INSERT INTO results (table_id, wins_a, wins_b, draws, reported_at, reported_by, mp_a, mp_b) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?)", results)
        if games:
            ids = dict(tx.rows("SELECT r.table_id, r.id FROM results r JOIN tables t ON t.id = r.table_id "
                               "WHERE t.round_id = ?", (round_id,)))
            tx.run_many("INSERT INTO turnabout_games (result_id, game, losing_seat, scoring_option, value) "
                        "VALUES (?, ?, ?, ?, ?)",
                        [(ids[table_id], *g) for table_id, picked in zip(tables, games, strict=True) for g in picked])


def run(n: int, rounds: int, fmt: str, ref: float, seed: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "scale.sqlite")
        svc = TournamentService(store)
        svc.create_event("Scale", fmt, rounds, seed=seed)
        svc.import_players([{"name": f"Player {i:06d}"} for i in range(n)])
        pair_times = []
        for _ in range(rounds):
            start = time.process_time()
            view = svc.pair(actor="bench")
            pair_times.append(time.process_time() - start)
            fill_results(svc, rng, fmt)
        start = time.process_time()
        standings = svc.standings()
        elapsed = time.process_time() - start
        store.dispose()
    later = pair_times[1:] or pair_times
    print(f"  {n:>7,} players, {fmt:<9} {rounds:>2} rounds: standings {elapsed:6.2f} s ({elapsed / ref:5.1f}x ref), "
          f"`pair` command work per round mean {sum(later) / len(later):6.2f} s, max {max(later):6.2f} s "
          f"({max(later) / ref:5.1f}x ref); last round {view.algorithm}; {standings.heading}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--format", choices=["swiss", "turnabout", "both"], default="both")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    ref = reference_seconds()
    print(f"reference: sorting 1,000,000 random floats takes {ref:.3f} s of CPU on this machine now")
    formats = ["swiss", "turnabout"] if args.format == "both" else [args.format]
    for n in (int(s) for s in args.sizes.split(",") if s):
        for fmt in formats:
            run(n, args.rounds, fmt, ref, args.seed)
    print(f"reference again: {reference_seconds():.3f} s")


if __name__ == "__main__":
    main()
