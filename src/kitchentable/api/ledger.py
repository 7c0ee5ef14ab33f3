"""Every object the log mentions, even after it has left the game: where it was, what it was called, and
whether it was face down there.

An object id names one card in one zone (400.7: a card that moves becomes a new object), so the zone an id
lived in never changes. The log's zone events give both ids of each move with both zones' seats, so the
ledger knows, for any id the log mentions, which zone it was in and so who could see it then; the viewer's log
names a card only to those players. Names come from the zone events (a face-down card's is "", 406.3), the
objects still in the game, and the last known information of those that left (113.7a).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.state import GameState, LogEvent, ZoneKey


class Ledger:
    """Facts about object ids gathered from a game's log, rebuilt when the log is not the one it read."""

    def __init__(self) -> None:
        self._reset()

    def _reset(self) -> None:
        self.events: list[LogEvent] = []
        self.zone: dict[int, ZoneKey] = {}
        self.name: dict[int, str] = {}
        self.face_down: dict[int, bool] = {}
        self.controller: dict[int, int] = {}
        self.successor: dict[int, int] = {}
        self._key: tuple[int, Any] = (-1, None)

    def update(self, state: GameState) -> list[LogEvent]:
        """Read the log (only what is new when the log grew from the one read last); returns every event."""
        log = state.log
        head = getattr(log, "_head", None)
        key = (len(log), head)
        if head is not None and key[0] == self._key[0] and key[1] is self._key[1]:
            return self.events
        if head is not None and self._key[1] is not None and len(log) >= len(self.events) \
                and self._grew_from(log, len(self.events)):
            new = log[len(self.events):]  # only the new events: one walk from the newest end
            self.events.extend(new)
        else:
            self._reset()
            new = list(log)
            self.events = list(new)
        for ev in new:
            self._read(ev)
        self._key = key
        return self.events

    def _grew_from(self, log: Any, length: int) -> bool:
        """Is the log read before (its newest node) still in this log's chain at the same position?"""
        node = getattr(log, "_head", None)
        steps = len(log) - length
        for _ in range(steps):
            if node is None:
                return False
            node = node[1]
        return node is self._key[1]

    def _read(self, ev: LogEvent) -> None:
        d = ev.data
        if ev.kind == "zone" and len(d) >= 9:
            shown, from_kind, to_kind, old, new, from_seat, to_seat = d[:7]
            self.zone.setdefault(old, (from_kind, from_seat))
            self.zone[new] = (to_kind, to_seat)
            self.successor[old] = new
            if shown:
                self.name[old] = shown
                self.name[new] = shown
            self.face_down[new] = not shown
            self.controller[new] = d[8] if len(d) > 8 else d[7]
        elif ev.kind in ("turned_face_up", "morph_shown", "transformed", "flipped") and len(d) >= 3:
            self.face_down[d[1]] = False
            self.name[d[1]] = str(d[2])
        elif ev.kind == "turned_face_down" and len(d) >= 2:
            self.face_down[d[1]] = True
