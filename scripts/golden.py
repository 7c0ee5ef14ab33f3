"""Regenerate the golden playthroughs in tests/golden/: one full game per format between seeded random
players, stored as a record with its final state hash and a digest of its event log.

A change that alters a golden game must be deliberate: run `python scripts/golden.py` and say why in the
commit message.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from kitchentable.agents.random import RandomAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"

GAMES: dict[str, dict[str, Any]] = {
    "duel": {"format": "duel", "players": 2, "seed": 11},
    "ffa": {"format": "ffa", "players": 3, "seed": 12},
    "vortex": {"format": "vortex", "players": 3, "seed": 13},
    "castle": {"format": "castle", "players": 2, "seed": 14},
    "judges-tower": {"format": "judges-tower", "players": 3, "seed": 15},
    "turnabout": {"format": "turnabout", "players": 2, "seed": 16},
}
MAX_TURNS = 30


def log_digest(game: Game) -> str:
    """A digest of every log event's rule, kind and data: the game's story, not just where it ended."""
    h = hashlib.blake2b(digest_size=16)
    for ev in game.state.log:
        h.update(json.dumps([ev.rule, ev.kind, [str(d) for d in ev.data]]).encode())
    return h.hexdigest()


def play(name: str) -> dict[str, Any]:
    spec = GAMES[name]
    fmt = spec["format"]
    decks = None
    if fmt in ("duel", "ffa"):
        decks = ["mono-red-aggro", "green-blue-tempo", "mono-red-aggro"][: spec["players"]]
    kwargs = game_arguments(fmt, spec["players"], decks, spec["seed"])
    options = dict(kwargs.pop("options", {}) or {})
    options["max_turns"] = MAX_TURNS
    game = Game(fmt, seed=spec["seed"], options=options, **kwargs)
    agents = [RandomAgent(spec["seed"] * 10 + s) for s in range(len(game.state.players))]
    while not game.is_over():
        assert game.state.decision is not None
        game.apply(agents[game.state.decision.player].choose(game))
    record = game.record()
    record["log_digest"] = log_digest(game)
    record["log_events"] = len(game.state.log)
    return record


def main() -> None:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for name in GAMES:
        record = play(name)
        (GOLDEN_DIR / f"{name}.json").write_text(json.dumps(record, separators=(",", ":")) + "\n")
        print(f"{name}: {len(record['actions'])} actions, {record['log_events']} log events, {record['final_hash']}")


if __name__ == "__main__":
    main()
