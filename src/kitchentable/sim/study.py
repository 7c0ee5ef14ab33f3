"""Format studies: sweep one format option over a range of values and measure what it does to games.

For each value the study plays `games` games (seeds derived from the study's seed and the game's index,
the same games for every value apart from the option) with the `turns` probe and reports, each with a 95%
confidence interval:

- `turns`: game length in turns (mean; normal interval);
- `stuck`: the share of player-turns a player was stuck on lands (definition in `sim.probes`), the mean of
  each game's share (normal interval over games, which keeps the clustering of turns within a game honest);
- `failed_picks`: failed picks per game (Vortex; 0 where the format has none);
- `first_player`: how often the starting player won, among games with a winner (Wilson interval), next to
  the even share 1/N.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kitchentable.sim.parallel import make_specs, run_games
from kitchentable.sim.runner import GameOutcome

Z95 = 1.959964


@dataclass
class Interval:
    value: float
    low: float
    high: float

    def as_dict(self) -> dict[str, float]:
        return {"value": round(self.value, 4), "low": round(self.low, 4), "high": round(self.high, 4)}

    def text(self, scale: float = 1.0, digits: int = 2) -> str:
        return f"{self.value * scale:.{digits}f} [{self.low * scale:.{digits}f}, {self.high * scale:.{digits}f}]"


def mean_interval(values: Sequence[float]) -> Interval:
    """Mean with a normal 95% interval (zero width for fewer than two values)."""
    n = len(values)
    if n == 0:
        return Interval(0.0, 0.0, 0.0)
    mean = sum(values) / n
    if n < 2:
        return Interval(mean, mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return Interval(mean, mean - half, mean + half)


def wilson_interval(successes: int, trials: int) -> Interval:
    """A proportion with its Wilson 95% interval."""
    if trials == 0:
        return Interval(0.0, 0.0, 0.0)
    p = successes / trials
    denom = 1 + Z95 ** 2 / trials
    centre = (p + Z95 ** 2 / (2 * trials)) / denom
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95 ** 2 / (4 * trials ** 2)) / denom
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class StudyRow:
    """The measures for one value of the studied option."""

    value: Any
    games: int
    errors: int
    turns: Interval
    stuck: Interval
    failed_picks: Interval
    first_player: Interval
    even_share: float
    seconds: float
    extra: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "games": self.games, "errors": self.errors,
                "turns": self.turns.as_dict(), "stuck": self.stuck.as_dict(),
                "failed_picks": self.failed_picks.as_dict(), "first_player": self.first_player.as_dict(),
                "even_share": round(self.even_share, 4), "seconds": round(self.seconds, 3), **self.extra}


def measure(value: Any, outcomes: Sequence[GameOutcome], seats: int, seconds: float) -> StudyRow:
    good = [o for o in outcomes if not o.error]
    turns = mean_interval([o.turns for o in good])
    shares = []
    failed = []
    first_wins = 0
    decided = 0
    for o in good:
        probe = o.extras.get("probe", {})
        played = sum(probe.get("player_turns", ()))
        if played:
            shares.append(sum(probe.get("stuck_turns", ())) / played)
        failed.append(float(o.extras.get("failed_picks", 0)))
        if o.winners and not o.draw:
            decided += 1
            if probe.get("starting_player") in o.winners:
                first_wins += 1
    return StudyRow(value, len(outcomes), len(outcomes) - len(good), turns, mean_interval(shares),
                    mean_interval(failed), wilson_interval(first_wins, decided), 1.0 / max(seats, 1), seconds,
                    {"decided": decided})


def parse_values(text: str) -> list[Any]:
    """`0:8` is 0..8 inclusive, `0:8:2` steps by 2; `a,b,c` lists values (whole numbers become ints)."""
    if ":" in text and "," not in text:
        if not all(p.strip().lstrip("-").isdigit() for p in text.split(":")):
            raise ValueError(f"a range is START:STOP or START:STOP:STEP of whole numbers, got {text!r}")
        parts = [int(p) for p in text.split(":")]
        if len(parts) not in (2, 3):
            raise ValueError(f"a range is START:STOP or START:STOP:STEP, got {text!r}")
        step = parts[2] if len(parts) == 3 else 1
        if step <= 0:
            raise ValueError(f"the step of {text!r} must be positive")
        return list(range(parts[0], parts[1] + 1, step))
    values: list[Any] = []
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        values.append(int(item) if item.lstrip("-").isdigit() else item)
    if not values:
        raise ValueError(f"no values in {text!r}")
    return values


def study_arguments(format: str, players: int | None, decks: Sequence[str] | None, seed: int, param: str,
                    value: Any, max_turns: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Game keyword arguments with the studied option set (as a format option and in the game's options)."""
    from kitchentable.api.setup import game_arguments

    given = dict(options or {})
    given[param] = value
    kwargs = game_arguments(format, players, list(decks) if decks else None, seed, **given)
    kwargs.pop("seed", None)
    opts = dict(kwargs.get("options") or {})
    opts[param] = value
    opts.setdefault("max_turns", max_turns)
    kwargs["options"] = opts
    return kwargs


def run_study(format: str, param: str, values: Sequence[Any], *, players: int | None = None,
              decks: Sequence[str] | None = None, games: int = 100, seed: int = 0,
              agents: Sequence[str] = ("heuristic",), workers: int | None = None, backend: str = "local",
              address: str | None = None, progress: bool = False, max_turns: int = 150,
              options: dict[str, Any] | None = None) -> dict[str, Any]:
    """Sweep `param` over `values`; returns the rows (as dicts) and what the study was."""
    rows: list[StudyRow] = []
    interrupted = False
    for value in values:
        kwargs = study_arguments(format, players, decks, seed, param, value, max_turns, options)
        seats = int(kwargs.get("players") or len(kwargs.get("decks") or []) or 2)
        specs = make_specs(format, kwargs, games, seed, agents, probe="turns")
        run = run_games(specs, workers, backend, address, progress=progress)
        rows.append(measure(value, run.outcomes, seats, run.seconds))
        if run.interrupted:
            interrupted = True
            break
    return {"format": format, "param": param, "players": players, "games": games, "seed": seed,
            "agents": list(agents), "interrupted": interrupted, "rows": [r.as_dict() for r in rows]}


def table(result: dict[str, Any]) -> Any:
    """A rich table of a study's rows."""
    from rich.table import Table

    t = Table(title=f"{result['format']}: {result['param']} ({result['games']} games per value, "
                    f"seed {result['seed']}, agents {','.join(result['agents'])}); 95% intervals")
    for name in (result["param"], "games", "errors", "turns", "stuck on lands %", "failed picks / game",
                 "first player wins %", "even %"):
        t.add_column(name, justify="right")
    for row in result["rows"]:
        def fmt(key: str, scale: float = 1.0, digits: int = 2, row: dict[str, Any] = row) -> str:
            iv = row[key]
            return f"{iv['value'] * scale:.{digits}f} [{iv['low'] * scale:.{digits}f}, {iv['high'] * scale:.{digits}f}]"
        t.add_row(str(row["value"]), str(row["games"]), str(row["errors"]), fmt("turns", digits=1),
                  fmt("stuck", 100, 1), fmt("failed_picks"), fmt("first_player", 100, 1),
                  f"{row['even_share'] * 100:.1f}")
    return t


def plot(result: dict[str, Any], path: Path) -> None:
    """Four panels (game length, stuck on lands, failed picks, first player's wins) against the value."""
    try:
        import matplotlib
    except ImportError as err:
        raise RuntimeError("plotting needs matplotlib: pip install 'kitchentable[plot]'") from err
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = result["rows"]
    labels = [str(r["value"]) for r in rows]
    numeric = all(isinstance(r["value"], int | float) for r in rows)
    xs: list[Any] = [r["value"] for r in rows] if numeric else list(range(len(rows)))
    panels = [("turns", "game length (turns)", 1.0), ("stuck", "player-turns stuck on lands (%)", 100.0),
              ("failed_picks", "failed picks per game", 1.0), ("first_player", "starting player wins (%)", 100.0)]
    fig, axes = plt.subplots(2, 2, figsize=(10, 7.5))
    for ax, (key, title, scale) in zip(axes.flat, panels, strict=True):
        ys = [r[key]["value"] * scale for r in rows]
        lows = [(r[key]["value"] - r[key]["low"]) * scale for r in rows]
        highs = [(r[key]["high"] - r[key]["value"]) * scale for r in rows]
        ax.errorbar(xs, ys, yerr=[lows, highs], marker="o", capsize=4, linewidth=1.5)
        if key == "first_player" and rows:
            ax.axhline(rows[0]["even_share"] * 100, color="grey", linestyle="--", linewidth=1, label="even share")
            ax.legend(loc="best", fontsize=8)
        ax.set_title(title, fontsize=10)
        ax.set_xlabel(result["param"])
        if not numeric:
            ax.set_xticks(xs, labels)
        ax.grid(alpha=0.3)
        ax.set_ylim(bottom=0)
    players = f", {result['players']} players" if result.get("players") else ""
    fig.suptitle(f"{result['format']}{players}: {result['param']} ({result['games']} games per value, "
                 f"95% intervals)", fontsize=11)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
