"""Same-seed games, digested: for checking that a speed change plays exactly the same games. Not a test.

Plays fixed-seed random games in several formats and prints one line per game: the number of decisions, a
digest of every decision offered (player, kind and the full option list, in order) with the length of the
log, and the final `state_hash()`. Run it on two checkouts and compare the outputs:

    PYTHONPATH=/path/to/main/src python benchmarks/same_games.py > main.txt
    PYTHONPATH=src python benchmarks/same_games.py > branch.txt
    diff main.txt branch.txt && echo identical

    python benchmarks/same_games.py duel castle     # only these formats

The compiled kernel (scripts/build_fast.sh) against pure Python: `.venv-fast/bin/python
benchmarks/same_games.py` against `.venv/bin/python benchmarks/same_games.py` (scripts/check_fast.sh).
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from selfplay import SIMPLE_DECKS  # noqa: E402

PEER_DECKS = [str(Path(__file__).resolve().parent / "decks" / f"peer-{name}.txt")
              for name in ("izzet-prowess", "mono-black-zombies")]

# (format, decks, players, games): the two duel pairs of `selfplay.py`, python-mtg's pair of `peer.py` (lords and
# prowess: continuous effects in play most of the game), then a few games of each format.
PLAN: list[tuple[str, list[str] | None, int | None, int]] = [
    ("duel", SIMPLE_DECKS, None, 200), ("duel", None, None, 100), ("duel", PEER_DECKS, None, 60), ("ffa", None, 3, 6), ("castle", None, None, 6),
    ("vortex", None, None, 4), ("turnabout", None, None, 6), ("judges-tower", None, None, 2),
]


def play(fmt: str, game_kwargs: dict[str, Any], seed: int, agents: tuple[str, ...] = ("random", "random")) -> str:
    """One game as `sim.runner.play_game` plays it; its decisions, decision digest and final hash."""
    from kitchentable.agents.base import make_agent
    from kitchentable.api.game import Game
    from kitchentable.sim.runner import DEFAULT_MAX_TURNS

    kwargs = dict(game_kwargs)
    kwargs.pop("seed", None)
    options = dict(kwargs.pop("options", {}) or {})
    options.setdefault("max_turns", DEFAULT_MAX_TURNS)
    kwargs.setdefault("keep_history", False)
    game = Game(fmt, seed=seed, options=options, **kwargs)
    seats = len(game.state.players)
    names = list(agents) + [agents[-1]] * (seats - len(agents))
    players = [make_agent(names[s], seed * 31 + s) for s in range(seats)]
    digest = hashlib.blake2b(digest_size=12)
    decisions = 0
    while not game.is_over():
        pending = game.state.decision
        assert pending is not None
        digest.update(repr((pending.player, pending.kind, pending.options)).encode())
        game.apply(players[pending.player].choose(game))
        decisions += 1
    digest.update(str(len(game.state.log)).encode())
    return f"{decisions} {digest.hexdigest()} {game.state_hash()}"


def main(formats: list[str]) -> None:
    from kitchentable.api.setup import game_arguments
    from kitchentable.sim.runner import game_seed

    for fmt, decks, players, games in PLAN:
        if formats and fmt not in formats:
            continue
        kwargs = game_arguments(fmt, players, decks, 0)
        for i in range(games):
            try:
                line = play(fmt, kwargs, game_seed(7, i))
            except Exception as exc:  # noqa: BLE001 - an error is a result to compare too
                line = f"ERROR {type(exc).__name__}: {exc}"
            print(fmt, i, line, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
