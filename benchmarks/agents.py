"""Agent strength (issue 9): heuristic against random and search against heuristic, per format, with 95%
Wilson intervals. Each pairing plays half its games with the stronger agent in seat 0 and half in seat 1
(the same game seeds), so the seat advantage cancels out. Not a test; targets: heuristic wins 90%+ of duels
against random, search at its default budget 60%+ against heuristic.

    python benchmarks/agents.py                 # heuristic/random in every format (400 games), search in duels (160)
    python benchmarks/agents.py --formats duel,castle --games 100 --search-formats none --workers 2
    python benchmarks/agents.py --formats none --search-formats duel --search-games 120 --search search:48
"""

from __future__ import annotations

import argparse
import json
import signal
import time
from collections.abc import Sequence
from typing import Any

FORMATS = ("duel", "castle", "vortex", "turnabout", "judges-tower")
SETUPS: dict[str, dict[str, Any]] = {}
"""Format options per format. None is needed: the Judge's Tower's default (a strict referee, R-JT-9) narrows
every answer to the Tower's obligations and every life is infinite (ICR 100.2), so nobody leaves a subgame
and every game is a shared win, which this table reports as a draw: the Tower has no strength to measure."""
GAME_CAPS = {"judges-tower": 16}
"""At most this many games of heuristic against random: every Tower is a shared win (see SETUPS), and a
Tower of 150 turns takes seconds, so more games would only repeat the draw."""
PAIRINGS = (("heuristic", "random"), ("search", "heuristic"))
TARGETS = {("heuristic", "random"): 0.9, ("search", "heuristic"): 0.6}


def strength(format: str, agent: str, opponent: str, games: int, seed: int = 0, workers: int | None = None,
             players: int | None = None, max_turns: int = 150, progress: bool = False) -> dict[str, Any]:
    """`agent` against `opponent`: wins of `agent` over `games` games, half in each seat (every other seat
    of a multiplayer game is the opponent's). Game i is played with the agent in seat 0 and again in seat 1
    (the same seed), and the two are queued side by side, so a run stopped with Ctrl-C keeps a balanced
    sample (the games finished; `interrupted` says so)."""
    from kitchentable.api.setup import game_arguments
    from kitchentable.sim.parallel import run_games
    from kitchentable.sim.runner import GameSpec, game_seed
    from kitchentable.sim.study import wilson_interval

    kwargs = game_arguments(format, players or 2, None, seed, **SETUPS.get(format, {}))
    kwargs.pop("seed", None)
    options = dict(kwargs.get("options") or {})
    options["max_turns"] = max_turns
    kwargs["options"] = options
    seats = int(kwargs.get("players") or len(kwargs.get("decks") or []) or 2)
    wins = draws = errors = played = 0
    started = time.perf_counter()
    specs: list[GameSpec] = []
    seat_of: list[int] = []
    for i in range((games + 1) // 2):
        for seat in (0, 1):
            if seat == 1 and i >= games // 2:
                continue
            lineup = [opponent] * seats
            lineup[seat] = agent
            specs.append(GameSpec(format, kwargs, lineup, game_seed(seed, i), len(specs)))
            seat_of.append(seat)
    run = run_games(specs, workers, progress=progress)
    for o in run.outcomes:
        played += 1
        if o.error:
            errors += 1
        elif o.draw or not o.winners or len(o.winners) >= seats:
            draws += 1
        elif seat_of[o.index] in o.winners:
            wins += 1
    seconds = time.perf_counter() - started
    interval = wilson_interval(wins, played)
    return {"format": format, "agent": agent, "opponent": opponent, "games": played, "wins": wins,
            "draws": draws, "errors": errors, "win_rate": interval.as_dict(), "interrupted": run.interrupted,
            "target": TARGETS.get((agent.partition(":")[0], opponent)), "seconds_per_game": round(seconds / max(played, 1), 2)}


def run(formats: Sequence[str], games: int, search_games: int, seed: int, workers: int | None,
        search: str = "search", search_formats: Sequence[str] = ("duel",),
        progress: bool = False) -> list[dict[str, Any]]:
    """Heuristic against random in `formats`, search against heuristic in `search_formats`."""
    rows = []
    jobs = [(fmt, "heuristic", "random", min(games, GAME_CAPS.get(fmt, games))) for fmt in formats] + \
        [(fmt, search, "heuristic", search_games) for fmt in search_formats]
    for fmt, name, opponent, n in jobs:
        if n <= 0:
            continue
        try:
            row = strength(fmt, name, opponent, n, seed, workers, progress=progress)
        except Exception as err:  # noqa: BLE001 - a format that cannot start is reported, not fatal
            row = {"format": fmt, "agent": name, "opponent": opponent, "error": f"{type(err).__name__}: {err}"}
        rows.append(row)
        print(line(row), flush=True)
    return rows


def line(row: dict[str, Any]) -> str:
    if "error" in row:
        return f"{row['format']:>12}  {row['agent']:>10} vs {row['opponent']:<10} not measured: {row['error']}"
    rate = row["win_rate"]
    target = f"  target {row['target'] * 100:.0f}%" if row.get("target") else ""
    return (f"{row['format']:>12}  {row['agent']:>10} vs {row['opponent']:<10} {row['wins']:>4}/{row['games']:<4} "
            f"{rate['value'] * 100:5.1f}% [{rate['low'] * 100:.1f}, {rate['high'] * 100:.1f}]  "
            f"draws {row['draws']} errors {row['errors']}  {row.get('seconds_per_game', 0):.1f} s/game{target}"
            f"{'  (interrupted)' if row.get('interrupted') else ''}")


def _names(text: str) -> list[str]:
    return [] if text.strip() in ("", "none") else [f.strip() for f in text.split(",")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--formats", default=",".join(FORMATS), help="formats of heuristic against random "
                        "('none' for none)")
    parser.add_argument("--games", type=int, default=400, help="games of heuristic against random")
    parser.add_argument("--search-formats", default="duel", help="formats of search against heuristic")
    parser.add_argument("--search-games", type=int, default=160, help="games of search against heuristic")
    parser.add_argument("--search", default="search", help="the search agent, e.g. search:100 for another budget")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--json", dest="json_out", default=None)
    parser.add_argument("--progress", action="store_true", help="a progress bar per pairing")
    args = parser.parse_args()
    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C (or kill -INT) keeps what finished
    rows = run(_names(args.formats), args.games, args.search_games, args.seed, args.workers, args.search,
               _names(args.search_formats), args.progress)
    if args.json_out:
        with open(args.json_out, "w") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    main()
