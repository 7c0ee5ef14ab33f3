"""Replaying a saved game record at the table: step through it from any seat's point of view.

A record (`Game.record()`, or the two games of a Turnabout match) replays with `Game.from_record`, which keeps
the state before every action, so any moment can be shown at once. A record holds every card of every deck and
the seed, so it is offered only once a game is over; watching a replay, a viewer still picks whose eyes to use
(a seat, or a spectator who sees public information only).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitchentable.api.game import Game
from kitchentable.web import present
from kitchentable.web.present import SPECTATOR


class ReplayError(ValueError):
    """A record that can't be replayed, with what is wrong."""


@dataclass
class Position:
    game: int = 0
    step: int = -1  # -1: the end
    viewer: int = SPECTATOR


class Replay:
    def __init__(self, rid: str, record: Any) -> None:
        if not isinstance(record, dict):
            raise ReplayError("a game record is a JSON object")
        records = record.get("games") if record.get("format") == "turnabout-match" else [record]
        if not isinstance(records, list) or not records:
            raise ReplayError("the match record has no games")
        self.id = rid
        self.games: list[Game] = []
        for i, one in enumerate(records):
            try:
                self.games.append(Game.from_record(one))
            except (ValueError, KeyError, TypeError) as err:
                raise ReplayError(f"game {i + 1}: {err}") from err
        self.label = str((record.get("table") or {}).get("label") or record.get("format"))

    def clamp(self, pos: Position) -> Position:
        game = min(max(0, pos.game), len(self.games) - 1)
        length = len(self.games[game].actions)
        step = length if pos.step < 0 or pos.step > length else pos.step
        viewer = pos.viewer if -1 <= pos.viewer < len(self.games[game].state.players) else SPECTATOR
        return Position(game, step, viewer)

    def shell(self, pos: Position) -> Game:
        """The game as it stood before action number `pos.step` (after the last one at the end)."""
        full = self.games[pos.game]
        if pos.step >= len(full.actions):
            return full
        shell = full.copy()
        shell.state = full.history[pos.step]
        return shell

    def message(self, pos: Position) -> dict[str, Any]:
        pos = self.clamp(pos)
        game = self.shell(pos)
        view = present.view_of(game, pos.viewer)
        log = present.LogFeed(view)
        log.update()
        board = present.board(view)
        decision = present.decision(view)
        full = self.games[pos.game]
        seats = [{"seat": p.seat, "name": p.name, "kind": "record", "human": False} for p in full.state.players]
        return {
            "type": "state", "version": pos.step, "board": board, "decision": decision,
            "log": log.lines, "log_reset": True,
            "cards": view.printed(set(board["cards"]) | set((decision or {}).get("cards", ()))),
            "table": {"id": self.id, "label": f"Replay: {self.label}", "format": full.format, "seats": seats,
                      "viewer": pos.viewer, "spectator": True, "version": pos.step, "replay": {
                          "games": len(self.games), "game": pos.game, "step": pos.step,
                          "length": len(full.actions), "seed": full.seed},
                      "over": game.is_over(), "result": game.result() if game.is_over() else None,
                      "result_text": view.result() if game.is_over() else []},
        }
