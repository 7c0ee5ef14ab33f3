"""Conditions that compare a count with a fixed number (602.5b "Activate only if ...", 611.3a "as long as ...",
603.4 intervening "if"), read as the condition is checked:

- "self_power_at_least": the source's power now, after continuous effects (613); a source no longer on the
  battlefield or without a power fails (Bloodshot Trainee: "Activate only if ~'s power is 4 or greater").
- "hand_exactly": exactly `n` cards in your hand (402; Library of Alexandria).
- "opponent_controls_at_least": one opponent alone controls `n` or more objects of the filter (the filter says
  "you" from that opponent's side); permanents of different opponents are not added together (Tectonic Edge).
- "opponent_library_at_most": some opponent's library has `n` or fewer cards (401).
- "hand_more_than_each_opponent": more cards in your hand than in the hand of every opponent still in the game.

Only players still in the game count (800.4a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import BATTLEFIELD, HAND, LIBRARY

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.state import GameState


@condition("self_power_at_least")
def _self_power_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                         ctx: object | None = None) -> bool:
    """The source's power is `cond.n` or greater (613: its power with every continuous effect applied)."""
    from kitchentable.rules.continuous.layers import chars

    o = state.objects.get(source) if source is not None else None
    if o is None or o.zone[0] != BATTLEFIELD:
        return False
    power = chars(state, source).power if source is not None else None
    return power is not None and power >= cond.n


@condition("hand_exactly")
def _hand_exactly(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None = None) -> bool:
    """402: your hand holds exactly `cond.n` cards."""
    return len(state.zone(HAND, controller)) == cond.n


@condition("opponent_controls_at_least")
def _opponent_controls_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                ctx: object | None = None) -> bool:
    """One opponent controls `cond.n` or more objects of the filter ("you" in the filter is that opponent)."""
    from kitchentable.rules.concepts.targets import matching_objects

    assert cond.filter is not None
    return any(len(matching_objects(state, cond.filter, opp, source)) >= cond.n
               for opp in state.opponents(controller) if state.players[opp].in_game)


@condition("opponent_library_at_most")
def _opponent_library_at_most(state: GameState, cond: Condition, controller: int, source: int | None,
                              ctx: object | None = None) -> bool:
    """401: some opponent's library holds `cond.n` or fewer cards."""
    return any(len(state.zone(LIBRARY, opp)) <= cond.n for opp in state.opponents(controller)
               if state.players[opp].in_game)


@condition("hand_more_than_each_opponent")
def _hand_more_than_each_opponent(state: GameState, cond: Condition, controller: int, source: int | None,
                                  ctx: object | None = None) -> bool:
    """More cards in your hand than in each opponent's hand (402)."""
    mine = len(state.zone(HAND, controller))
    return all(mine > len(state.zone(HAND, opp)) for opp in state.opponents(controller)
               if state.players[opp].in_game)
