"""Playing games between computer players and summarising them.

Each game's seed is derived from the run's seed and the game's index, so results do not depend on how the
games are spread over workers, and the same seed gives the same summary (apart from timing keys).
"""

from __future__ import annotations

import json
import random
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kitchentable.agents.base import Agent, make_agent
from kitchentable.api.game import Game

TIMING_KEYS = ("games_per_second", "decisions_per_second", "seconds")
DEFAULT_MAX_TURNS = 150
MAX_DECISIONS_PER_GAME = 200_000


def game_seed(seed: int, index: int) -> int:
    """A per-game seed from the run's seed and the game's index (independent of worker count)."""
    return random.Random(f"kitchentable:{seed}:{index}").getrandbits(31)


@dataclass
class GameSpec:
    """Everything needed to start one game: format, Game keyword arguments and the agents by seat."""

    format: str
    game_kwargs: dict[str, Any]
    agents: Sequence[str]
    seed: int
    index: int = 0
    save_record: bool = False
    probe: str | None = None


@dataclass
class GameOutcome:
    index: int
    seed: int
    winners: list[int] = field(default_factory=list)
    draw: bool = False
    turns: int = 0
    decisions: int = 0
    error: str | None = None
    extras: dict[str, Any] = field(default_factory=dict)
    record: dict[str, Any] | None = None


def play_game(spec: GameSpec, check: Callable[[Game], None] | None = None) -> GameOutcome:
    """Play one game to the end; an exception becomes an error outcome (counted in `errors`). A probe
    (`spec.probe`, a name in `sim.probes.PROBES`) watches every step and adds its measures to `extras`."""
    outcome = GameOutcome(spec.index, spec.seed)
    game: Game | None = None
    probe = None
    if spec.probe is not None:
        from kitchentable.sim.probes import make_probe

        probe = make_probe(spec.probe)
    try:
        kwargs = dict(spec.game_kwargs)
        kwargs.pop("seed", None)
        options = dict(kwargs.pop("options", {}) or {})
        options.setdefault("max_turns", DEFAULT_MAX_TURNS)
        kwargs.setdefault("keep_history", False)
        game = Game(spec.format, seed=spec.seed, options=options, **kwargs)
        seats = len(game.state.players)
        names = list(spec.agents) + [spec.agents[-1]] * (seats - len(spec.agents))
        agents: list[Agent] = [make_agent(names[s], spec.seed * 31 + s) for s in range(seats)]
        while not game.is_over():
            pending = game.state.decision
            assert pending is not None
            action = agents[pending.player].choose(game)
            game.apply(action)
            outcome.decisions += 1
            if check is not None:
                check(game)
            if probe is not None:
                probe.observe(game)
            if outcome.decisions > MAX_DECISIONS_PER_GAME:
                raise RuntimeError(f"game {spec.index} ({spec.format}, seed {spec.seed}, agents "
                                   f"{','.join(spec.agents)}) exceeded {MAX_DECISIONS_PER_GAME} decisions: a "
                                   "game that never ends is a bug; its seed reproduces it")
        result = game.result()
        outcome.winners = list(result["winners"])
        outcome.draw = bool(result["draw"])
        outcome.turns = int(result["turns"])
        outcome.extras = {k: v for k, v in result.items() if k not in ("over", "winners", "draw", "turns", "players")}
        if probe is not None:
            outcome.extras["probe"] = probe.finish(game)
        if spec.save_record:
            outcome.record = game.record()
    except Exception as exc:  # noqa: BLE001 - a simulation reports failures instead of stopping
        outcome.error = f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=8)}"
        if game is not None and spec.save_record:
            outcome.record = game.record()
    return outcome


def summarize(format: str, outcomes: Sequence[GameOutcome], seats: int, seconds: float) -> dict[str, Any]:
    """The JSON summary of a run: wins per seat and draws, average turns, decisions, errors, speed."""
    wins: dict[str, int] = {str(s): 0 for s in range(seats)}
    wins["draw"] = 0
    decisions = 0
    turns = 0
    errors = 0
    extras: dict[str, Any] = {}
    for o in outcomes:
        decisions += o.decisions
        if o.error:
            errors += 1
            continue
        turns += o.turns
        if o.draw or not o.winners:
            wins["draw"] += 1
        else:
            for w in o.winners:
                wins[str(w)] = wins.get(str(w), 0) + 1
        _accumulate(extras, o.extras)
    played = len(outcomes)
    good = played - errors
    summary: dict[str, Any] = {
        "format": format,
        "games": played,
        "wins": wins,
        "avg_turns": round(turns / good, 3) if good else 0.0,
        "decisions": decisions,
        "errors": errors,
        "games_per_second": round(played / seconds, 3) if seconds > 0 else 0.0,
        "decisions_per_second": round(decisions / seconds, 1) if seconds > 0 else 0.0,
        "seconds": round(seconds, 3),
    }
    if extras:
        summary["format_totals"] = extras
    first_error = next((o.error for o in outcomes if o.error), None)
    if first_error:
        summary["first_error"] = first_error.splitlines()[0]
    return summary


def _accumulate(into: dict[str, Any], extras: dict[str, Any]) -> None:
    """Sum numeric facts a format reports (points, shame, subgames...), element-wise for lists."""
    for key, value in extras.items():
        if isinstance(value, bool):
            continue
        if isinstance(value, int | float):
            into[key] = into.get(key, 0) + value
        elif isinstance(value, list) and all(isinstance(v, int | float) and not isinstance(v, bool) for v in value):
            current = into.get(key) or [0] * len(value)
            into[key] = [a + b for a, b in zip(current, value, strict=False)]


def simulate(
    format: str,
    game_kwargs: dict[str, Any],
    games: int,
    seed: int,
    agents: Sequence[str] = ("random", "random"),
    save_records: Path | None = None,
    check: Callable[[Game], None] | None = None,
) -> dict[str, Any]:
    """Play `games` games in this process and summarise them."""
    start = time.perf_counter()
    outcomes: list[GameOutcome] = []
    seats = 0
    for i in range(games):
        spec = GameSpec(format, game_kwargs, agents, game_seed(seed, i), i, save_record=save_records is not None)
        outcome = play_game(spec, check)
        outcomes.append(outcome)
        if save_records is not None and outcome.record is not None:
            save_records.mkdir(parents=True, exist_ok=True)
            (save_records / f"game-{i:05d}.json").write_text(json.dumps(outcome.record))
    if outcomes:
        seats = max(len(game_kwargs.get("decks") or []) or int(game_kwargs.get("players") or 2), 2)
    return summarize(format, outcomes, seats, time.perf_counter() - start)
