"""Conditions on players' life totals, hands and graveyards (611.3a "as long as", 603.4 intervening "if"):
"an opponent has 10 or less life" (119.1, Bloodghast), "an opponent has no cards in hand" (402.1), "there are
ten or more cards in a single graveyard" (404.1: each player has their own graveyard; one of them is enough).

Only players still in the game count (800.4a: a player who left has no life total or hand in play). A player
with infinite life (`concepts.life`) never has "N or less life"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import HAND

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.state import GameState


@condition("opponent_life_at_most")
def _opponent_life_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                           ctx: object | None = None) -> bool:
    """119.1: some opponent's life total is `cond.n` or less."""
    from kitchentable.rules.concepts.life import infinite_life

    return any(not infinite_life(state, opp) and state.players[opp].life <= cond.n
               for opp in state.opponents(controller) if state.players[opp].in_game)


@condition("opponent_hand_empty")
def _opponent_hand_empty(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    """402.1: some opponent has no cards in their hand."""
    return any(not state.zone(HAND, opp) for opp in state.opponents(controller) if state.players[opp].in_game)


@condition("single_graveyard_at_least")
def _single_graveyard_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                               ctx: object | None = None) -> bool:
    """404.1: one player's graveyard (the format's own graveyard of each player, `rules.graveyard_of`) holds
    `cond.n` or more cards."""
    return any(len(state.zones.get(state.rules.graveyard_of(state, seat), ())) >= cond.n
               for seat in range(len(state.players)) if state.players[seat].in_game)
