"""Comparisons between a player and their opponents (Land Tax's "if an opponent controls more lands than you",
Linvala's "if an opponent has more life than you"): true when at least one opponent has strictly more. A player
with infinite life (`concepts.life`) is never out-counted in life; an opponent who has it out-counts you unless
you have it too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import HAND

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.state import GameState


def _controlled(state: GameState, cond: Condition, player: int, source: int | None) -> int:
    from kitchentable.rules.concepts.targets import matching_objects

    assert cond.filter is not None
    return len(matching_objects(state, cond.filter, player, source))


@condition("opponent_controls_more")
def _opponent_controls_more(state: GameState, cond: Condition, controller: int, source: int | None,
                            ctx: object | None = None) -> bool:
    """"an opponent controls more lands than you": the description is read from each player's side ("you")."""
    mine = _controlled(state, cond, controller, source)
    return any(_controlled(state, cond, opp, source) > mine for opp in state.opponents(controller))


def _life(state: GameState, player: int) -> float:
    from kitchentable.rules.concepts.life import infinite_life

    return float("inf") if infinite_life(state, player) else state.players[player].life


@condition("opponent_has_more")
def _opponent_has_more(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None = None) -> bool:
    """"an opponent has more life than you" (119.1) / "more cards in hand than you" (402.1)."""
    if cond.name == "life":
        mine = _life(state, controller)
        return any(_life(state, opp) > mine for opp in state.opponents(controller))
    if cond.name == "hand":
        held = len(state.zone(HAND, controller))
        return any(len(state.zone(HAND, opp)) > held for opp in state.opponents(controller))
    raise ValueError(f"unknown comparison {cond.name!r}")


@condition("any_player_life_at_most")
def _any_player_life_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                             ctx: object | None = None) -> bool:
    """"a player has 13 or less life": any player still in the game (119.1), you or an opponent; infinite life
    is never at most a number."""
    return any(_life(state, p) <= cond.n for p in (controller, *state.opponents(controller)))
