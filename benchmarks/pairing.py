"""Pairing benchmark (issues 8 and 21): the time to pair one round at every size from 2 to 100,000 players,
rematches, and quality against the exact matching.

Prints figures; it is not a test. Each event plays random results (Turnabout Victory Points by default,
or Swiss match points with --format swiss) and pairs every round with `pair_round` (version kt-swiss-2:
the fast method with its lower-bound check, the exact matching up to 100 players when the check fails).
Ranking inside a score uses a random tiebreak, so the time measured is the pairing itself. Times are CPU
seconds and also multiples of a reference measured in the same run (sorting 1,000,000 random floats).

The sweep (the default) prints one line per size: the slowest round, how the rounds were paired, and how
many fast pairings met their lower bound (so are proven optimal). Quality compares the fast method with
the exact one on the same requests where exact still runs in reasonable time (300 and 600 players).

    python benchmarks/pairing.py                                # the sweep 2 .. 100,000, then quality
    python benchmarks/pairing.py --sizes 2,10,300 --quality-sizes ""
    python benchmarks/pairing.py --sizes 1000,10000,100000 --quality-sizes "" --meetings   # as the service asks
    python benchmarks/pairing.py --events 1000,10000            # round-by-round events, as issue 8 ran them
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter, defaultdict

import numpy as np

from kitchentable.formats.turnabout.scoring import MAX_MATCH_POINTS, MIN_MATCH_POINTS, vp_split
from kitchentable.tournament.pairing import (
    EXACT_LIMIT,
    NoPairingPossible,
    PairingRequest,
    exact_pairing,
    fast_pairing,
    pair_key,
    pair_round,
)
from kitchentable.tournament.snapshot import Meetings
from kitchentable.tournament.standings import (
    SWISS,
    TURNABOUT,
    PlayerInfo,
    bye_record,
    compute_standings,
    swiss_record,
    turnabout_record,
)

DEFAULT_ROUNDS = {1_000: 15, 10_000: 12, 100_000: 9}
SWEEP = "2,3,4,5,7,10,16,25,40,64,99,100,101,150,200,250,299,300,301,400,600,1000,3000,10000,30000,100000"


def reference_seconds() -> float:
    """CPU seconds to sort 1,000,000 random floats: the yardstick of this run."""
    rng = random.Random(0)
    values = [rng.random() for _ in range(1_000_000)]
    start = time.process_time()
    values.sort()
    return time.process_time() - start


def sweep(n: int, rounds: int, fmt: str, seed: int, ref: float, meetings: bool = False) -> None:
    """Pair `rounds` rounds of one random event of `n` players; one line of figures. With `meetings`, who
    met whom is given as the service gives it (`Meetings`, built before the clock starts), so fields of
    2,000 players or more are paired by the numpy fast method."""
    rng = random.Random(seed + n)
    players = list(range(n))
    tiebreak = {p: rng.random() for p in players}
    scores = dict.fromkeys(players, 0)
    opponents: defaultdict[int, set[int]] = defaultdict(set)
    byes: set[int] = set()
    met_keys: set[int] = set()
    slowest = 0.0
    methods: Counter[str] = Counter()
    proven = fast = rematches = 0
    played = 0
    for round_number in range(1, rounds + 1):
        ranked = sorted(players, key=lambda p: (-scores[p], tiebreak[p]))
        if meetings:
            packed = np.sort(np.fromiter(met_keys, dtype=np.int64, count=len(met_keys)))
            request = PairingRequest(ranked, dict(scores), had_bye=frozenset(byes), seed=round_number,
                                     first_round=round_number == 1, met=Meetings(set(met_keys), n, packed))
        else:
            request = PairingRequest(ranked, dict(scores), had_bye=frozenset(byes), seed=round_number,
                                     first_round=round_number == 1, opponents=opponents)
        start = time.process_time()
        try:
            result = pair_round(request)
        except NoPairingPossible:
            break
        slowest = max(slowest, time.process_time() - start)
        played += 1
        methods[result.method] += 1
        if result.method == "fast":
            fast += 1
            proven += result.lower_bound == result.cost
        for a, b in result.tables:
            rematches += b in opponents[a]
            opponents[a].add(b)
            opponents[b].add(a)
            met_keys.add(min(a, b) * n + max(a, b))
            if fmt == TURNABOUT:
                mp_a, mp_b, *_ = turnabout_match(rng)
                va, vb = vp_split(mp_a, mp_b)
            else:
                wa, wb, _d = swiss_match(rng)
                va, vb = (3, 0) if wa > wb else (0, 3) if wb > wa else (1, 1)
            scores[a] += va
            scores[b] += vb
        if result.bye is not None:
            byes.add(result.bye)
            scores[result.bye] += bye_record(round_number, result.bye, fmt).points_a
    used = ", ".join(f"{m} {c}" for m, c in sorted(methods.items()))
    print(f"  {n:>7,} players {played:>2} rounds: slowest {slowest:8.4f} s ({slowest / ref:6.2f}x ref)  "
          f"{used:<34} fast proven optimal {proven}/{fast}  rematches {rematches}", flush=True)


def turnabout_match(rng: random.Random) -> tuple[int, int, int, int, int]:
    mp = [0, 0]
    wins = [0, 0]
    draws = 0
    for _ in range(2):
        if rng.random() < 0.1:
            draws += 1
            continue
        winner = rng.randint(0, 1)
        wins[winner] += 1
        mp[winner] += rng.randint(MIN_MATCH_POINTS, MAX_MATCH_POINTS)
    return mp[0], mp[1], wins[0], wins[1], draws


def swiss_match(rng: random.Random) -> tuple[int, int, int]:
    return rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)])


def play(n: int, rounds: int, fmt: str, seed: int, quality_rounds: set[int]) -> None:
    rng = random.Random(seed)
    players = list(range(n))
    tiebreak = {p: rng.random() for p in players}
    scores = dict.fromkeys(players, 0)
    previous: set[frozenset[int]] = set()
    byes: Counter[int] = Counter()
    matches = []
    times: list[float] = []
    rematches = 0
    print(f"\n{n:,} players, {fmt}, {rounds} rounds (pairing: "
          f"{'exact' if n <= EXACT_LIMIT else 'fast'} after round 1)")
    for round_number in range(1, rounds + 1):
        ranked = sorted(players, key=lambda p: (-scores[p], tiebreak[p]))
        request = PairingRequest(ranked, dict(scores), frozenset(previous), frozenset(byes), seed=round_number,
                                 first_round=round_number == 1)
        start = time.perf_counter()
        result = pair_round(request)
        elapsed = time.perf_counter() - start
        times.append(elapsed)
        line = f"  round {round_number:2d}: {elapsed * 1000:9.1f} ms  method {result.method:<10} cost {result.cost:>10,}"
        if round_number in quality_rounds and n <= 1000:
            start = time.perf_counter()
            exact = exact_pairing(request)
            exact_time = time.perf_counter() - start
            line += f"  exact cost {exact.cost:,} ({exact_time:.1f} s)"
        print(line, flush=True)
        for a, b in result.tables:
            key = pair_key(a, b)
            rematches += key in previous
            previous.add(key)
            if fmt == TURNABOUT:
                mp_a, mp_b, wa, wb, d = turnabout_match(rng)
                record = turnabout_record(round_number, a, b, mp_a, mp_b, wa, wb, d)
            else:
                record = swiss_record(round_number, a, b, *swiss_match(rng))
            scores[a] += record.points_a
            scores[b] += record.points_b
            matches.append(record)
        if result.bye is not None:
            byes[result.bye] += 1
            record = bye_record(round_number, result.bye, fmt)
            scores[result.bye] += record.points_a
            matches.append(record)
    later = times[1:] or times
    print(f"  time per round: mean {statistics.mean(later):.3f} s, max {max(later):.3f} s "
          f"(rounds 2-{rounds}; round 1 is a random draw)")
    print(f"  rematches: {rematches}; players with more than one bye: {sum(1 for c in byes.values() if c > 1)}")
    start = time.perf_counter()
    compute_standings(fmt, [PlayerInfo(p, str(p)) for p in players], matches, seed)
    print(f"  full standings with exact-fraction tiebreakers: {time.perf_counter() - start:.2f} s")


def quality(n: int, rounds: int, fmt: str, seed: int) -> None:
    """Fast vs exact on the same requests, round after round of one event (paired by the exact method)."""
    rng = random.Random(seed)
    players = list(range(n))
    tiebreak = {p: rng.random() for p in players}
    scores = dict.fromkeys(players, 0)
    previous: set[frozenset[int]] = set()
    byes: set[int] = set()
    ratios = []
    fast_times, exact_times = [], []
    for round_number in range(1, rounds + 1):
        ranked = sorted(players, key=lambda p: (-scores[p], tiebreak[p]))
        request = PairingRequest(ranked, dict(scores), frozenset(previous), frozenset(byes), seed=round_number,
                                 first_round=round_number == 1)
        if round_number == 1:
            result = pair_round(request)
        else:
            t0 = time.perf_counter()
            fast = fast_pairing(request)
            t1 = time.perf_counter()
            result = exact_pairing(request)
            t2 = time.perf_counter()
            fast_times.append(t1 - t0)
            exact_times.append(t2 - t1)
            assert not fast.rematches and not result.rematches
            ratios.append((fast.cost, result.cost))
        for a, b in result.tables:
            previous.add(pair_key(a, b))
            if fmt == TURNABOUT:
                mp_a, mp_b, *_ = turnabout_match(rng)
                va, vb = vp_split(mp_a, mp_b)
            else:
                wa, wb, d = swiss_match(rng)
                va, vb = (3, 0) if wa > wb else (0, 3) if wb > wa else (1, 1)
            scores[a] += va
            scores[b] += vb
        if result.bye is not None:
            byes.add(result.bye)
            scores[result.bye] += bye_record(round_number, result.bye, fmt).points_a
    optimal = sum(1 for f, e in ratios if f == e)
    fast_total = sum(f for f, _ in ratios)
    exact_total = sum(e for _, e in ratios)
    excess = (fast_total - exact_total) / exact_total * 100 if exact_total else 0.0
    print(f"  {n:5,} players, {fmt}, rounds 2-{rounds}: fast optimal in {optimal}/{len(ratios)} rounds, "
          f"total cost fast {fast_total:,} vs exact {exact_total:,} (+{excess:.2f}%); "
          f"time fast {statistics.mean(fast_times) * 1000:.1f} ms vs exact {statistics.mean(exact_times):.2f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default=SWEEP, help="comma-separated field sizes for the sweep")
    parser.add_argument("--events", default="", help="sizes to play round by round, printing every round")
    parser.add_argument("--format", choices=[TURNABOUT, SWISS], default=TURNABOUT)
    parser.add_argument("--rounds", type=int, default=None, help="rounds per event [default: 9, fewer for tiny fields]")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--meetings", action="store_true",
                        help="give who met whom as the service does (the numpy fast method from 2,000 players)")
    parser.add_argument("--quality-sizes", default="300,600", help="field sizes for fast-vs-exact quality")
    parser.add_argument("--quality-rounds", type=int, default=6)
    parser.add_argument("--exact-1000", action="store_true", help="also compare with exact in the 1,000 event")
    args = parser.parse_args()

    ref = reference_seconds()
    print("kitchentable pairing benchmark: time to pair one round (squared score differences, no rematch)")
    print(f"reference: sorting 1,000,000 random floats takes {ref:.3f} s of CPU on this machine now")
    print(f"sweep ({args.format}; exact limit {EXACT_LIMIT} players):")
    for n in (int(s) for s in args.sizes.split(",") if s):
        sweep(n, args.rounds or min(9, max(1, n - 1)), args.format, args.seed, ref, args.meetings)
    for n in (int(s) for s in args.events.split(",") if s):
        rounds = args.rounds or DEFAULT_ROUNDS.get(n, 9)
        play(n, rounds, args.format, args.seed, {5} if args.exact_1000 and n == 1000 else set())

    sizes = [int(s) for s in args.quality_sizes.split(",") if s]
    if sizes:
        print("\nquality of the fast method against the exact matching (same requests):")
    for n in sizes:
        quality(n, args.quality_rounds, args.format, args.seed)
    print(f"reference again: {reference_seconds():.3f} s")


if __name__ == "__main__":
    main()
