"""Running many games across processes (`local`) or on a Ray cluster (`ray`).

Every game's seed derives from the run's seed and the game's index (`runner.game_seed`), and outcomes are
put back in index order before they are summarised, so the summary is the same whatever the number of
workers or the backend. Ctrl-C (SIGINT) stops the run: games already finished are kept and summarised with
`interrupted: true`; games in flight are abandoned.
"""

from __future__ import annotations

import csv
import json
import logging
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kitchentable.sim.runner import GameOutcome, GameSpec, game_seed, play_game, summarize

BACKENDS = ("local", "ray")


@dataclass
class RunResult:
    """The outcomes that finished, in index order, and whether the run was cut short."""

    outcomes: list[GameOutcome] = field(default_factory=list)
    requested: int = 0
    interrupted: bool = False
    seconds: float = 0.0


def default_workers() -> int:
    import os

    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def make_specs(format: str, game_kwargs: dict[str, Any], games: int, seed: int, agents: Sequence[str],
               save_records: bool = False, probe: str | None = None) -> list[GameSpec]:
    return [GameSpec(format, game_kwargs, list(agents), game_seed(seed, i), i, save_record=save_records,
                     probe=probe) for i in range(games)]


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _local(specs: Sequence[GameSpec], workers: int) -> Iterator[GameOutcome]:
    if workers <= 1 or len(specs) <= 1:
        for spec in specs:
            yield play_game(spec)
        return
    import multiprocessing

    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    pool = context.Pool(min(workers, len(specs)), initializer=_ignore_sigint)
    try:
        yield from pool.imap_unordered(play_game, specs, chunksize=1)
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def _ray(specs: Sequence[GameSpec], address: str | None, workers: int) -> Iterator[GameOutcome]:
    try:
        import ray
    except ImportError as err:
        raise RuntimeError("the ray backend needs Ray: pip install 'kitchentable[ray]' "
                           "(or pip install 'ray[default]')") from err
    started_here = False
    if not ray.is_initialized():
        ray.init(address=address, ignore_reinit_error=True, logging_level=logging.ERROR, log_to_driver=False)
        started_here = True
    remote_play = ray.remote(num_cpus=1)(play_game)
    pending: dict[Any, int] = {}
    queue = list(specs)
    limit = max(workers, 1) * 2
    try:
        while queue or pending:
            while queue and len(pending) < limit:
                spec = queue.pop(0)
                pending[remote_play.remote(spec)] = spec.index
            done, _rest = ray.wait(list(pending), num_returns=1)
            for ref in done:
                pending.pop(ref)
                yield ray.get(ref)
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started_here:
            ray.shutdown()


def run_games(specs: Sequence[GameSpec], workers: int | None = None, backend: str = "local",
              address: str | None = None, progress: bool = False,
              on_outcome: Callable[[GameOutcome], None] | None = None) -> RunResult:
    """Play every spec on the chosen backend; Ctrl-C keeps what finished (see the module's docstring)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r}; known backends: {', '.join(BACKENDS)}")
    n_workers = workers if workers is not None else default_workers()
    result = RunResult(requested=len(specs))
    start = time.perf_counter()
    stream = _local(specs, n_workers) if backend == "local" else _ray(specs, address, n_workers)
    bar = _progress(len(specs)) if progress else None
    try:
        if bar is not None:
            bar[0].start()
        for outcome in stream:
            result.outcomes.append(outcome)
            if on_outcome is not None:
                on_outcome(outcome)
            if bar is not None:
                bar[0].advance(bar[1])
    except KeyboardInterrupt:
        result.interrupted = True
    finally:
        closer = getattr(stream, "close", None)
        if closer is not None:
            try:
                closer()
            except KeyboardInterrupt:
                result.interrupted = True
        if bar is not None:
            bar[0].stop()
    result.outcomes.sort(key=lambda o: o.index)
    result.seconds = time.perf_counter() - start
    return result


def _progress(total: int) -> tuple[Any, Any]:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    progress = Progress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TimeRemainingColumn(), console=Console(stderr=True), transient=False)
    task = progress.add_task("games", total=total)
    return progress, task


def seats_of(game_kwargs: dict[str, Any]) -> int:
    return max(len(game_kwargs.get("decks") or []) or int(game_kwargs.get("players") or 2), 2)


def summarize_run(format: str, game_kwargs: dict[str, Any], run: RunResult) -> dict[str, Any]:
    """The kernel's simulate summary plus `interrupted` and `games_requested` when a run was cut short."""
    seats = max([seats_of(game_kwargs)] + [len(o.extras.get("probe", {}).get("player_turns", ()))
                                           for o in run.outcomes])
    summary = summarize(format, run.outcomes, seats, run.seconds)
    if run.interrupted:
        summary["interrupted"] = True
        summary["games_requested"] = run.requested
    return summary


# --- output files --------------------------------------------------------------------------------------------

CSV_FIELDS = ("index", "seed", "winners", "draw", "turns", "decisions", "error")


def outcome_row(o: GameOutcome) -> dict[str, Any]:
    row = asdict(o)
    row.pop("record", None)
    return row


def write_output(path: Path, summary: dict[str, Any], outcomes: Sequence[GameOutcome]) -> None:
    """`.json`: the summary with every game under `results`; `.csv`: one row per game (winners separated by
    spaces, the format's facts as extra columns)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix.lower() == ".csv":
        extra_keys = sorted({k for o in outcomes for k, v in o.extras.items() if not isinstance(v, dict)})
        probe_keys = sorted({k for o in outcomes for k in o.extras.get("probe", {})})
        with path.open("w", newline="") as handle:
            writer = csv.writer(handle)
            writer.writerow([*CSV_FIELDS, *extra_keys, *probe_keys])
            for o in outcomes:
                probe = o.extras.get("probe", {})
                writer.writerow([o.index, o.seed, " ".join(str(w) for w in o.winners), int(o.draw), o.turns,
                                 o.decisions, (o.error or "").splitlines()[0] if o.error else "",
                                 *[_cell(o.extras.get(k)) for k in extra_keys],
                                 *[_cell(probe.get(k)) for k in probe_keys]])
        return
    if path.suffix.lower() != ".json":
        raise ValueError(f"--out takes a .json or .csv file, got {path}")
    data = dict(summary)
    data["results"] = [outcome_row(o) for o in outcomes]
    path.write_text(json.dumps(data, indent=1, sort_keys=True))


def _cell(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return " ".join(str(v) for v in value)
    return "" if value is None else value
