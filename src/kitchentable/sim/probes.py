"""Probes: measures taken while a game is played, for studies.

A probe watches the game after every decision (`observe`) and reports plain numbers when the game ends
(`finish`); the runner stores them under `extras["probe"]` of the game's outcome. Probes are named in
`PROBES` so a worker process (or a Ray task) can build them from a picklable name.

The `turns` probe records, for every turn, whether its active player was **stuck on lands**: the turn ended
with no land played that turn, no land card in hand, and at least one nonland card in hand whose mana value
is greater than the number of lands the player controls. The turn is judged at the first decision of the
next turn (before anything of the next turn can change that player's hand or lands, except instants cast in
the next player's upkeep). It also records the starting player, so a study can measure the first player's
advantage.
"""

from __future__ import annotations

from typing import Any, Protocol

from kitchentable.api.game import Game
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import HAND, GameState


class Probe(Protocol):
    def observe(self, game: Game) -> None: ...

    def finish(self, game: Game) -> dict[str, Any]: ...


def lands_controlled(state: GameState, seat: int) -> int:
    return sum(1 for oid in state.battlefield()
               if chars(state, oid).controller == seat and "Land" in chars(state, oid).types)


def stuck_on_lands(state: GameState, seat: int, lands_at_start: int) -> bool:
    """The definition in the module's docstring, judged now for a turn that began with `lands_at_start`."""
    lands = lands_controlled(state, seat)
    if lands > lands_at_start:
        return False
    hand = [state.objects[oid].card for oid in state.zones.get((HAND, seat), ())]
    if any("Land" in card.types for card in hand):
        return False
    return any(card.mana_value > lands for card in hand if "Land" not in card.types)


class TurnProbe:
    """Per-turn facts: stuck-on-lands turns per seat, player-turns per seat and the starting player."""

    def __init__(self) -> None:
        self.turn = 0
        self.active = -1
        self.lands_at_start = 0
        self.stuck: dict[int, int] = {}
        self.player_turns: dict[int, int] = {}
        self.starting_player: int | None = None

    def observe(self, game: Game) -> None:
        state = game.state
        if self.starting_player is None and state.turn >= 1:
            self.starting_player = state.starting_player
        if state.turn == self.turn:
            return
        self._close(state)
        self.turn = state.turn
        self.active = state.active
        self.lands_at_start = lands_controlled(state, state.active) if state.turn >= 1 else 0

    def _close(self, state: GameState) -> None:
        if self.turn < 1 or self.active < 0 or self.active >= len(state.players):
            return
        if not state.players[self.active].in_game:
            return
        seat = self.active
        self.player_turns[seat] = self.player_turns.get(seat, 0) + 1
        if stuck_on_lands(state, seat, self.lands_at_start):
            self.stuck[seat] = self.stuck.get(seat, 0) + 1

    def finish(self, game: Game) -> dict[str, Any]:
        self._close(game.state)
        self.turn = -1
        seats = len(game.state.players)
        return {
            "starting_player": self.starting_player if self.starting_player is not None
            else game.state.starting_player,
            "stuck_turns": [self.stuck.get(s, 0) for s in range(seats)],
            "player_turns": [self.player_turns.get(s, 0) for s in range(seats)],
        }


PROBES: dict[str, type] = {"turns": TurnProbe}


def make_probe(name: str) -> Probe:
    cls = PROBES.get(name)
    if cls is None:
        raise ValueError(f"unknown probe {name!r}; known probes: {', '.join(sorted(PROBES))}")
    probe: Probe = cls()
    return probe
