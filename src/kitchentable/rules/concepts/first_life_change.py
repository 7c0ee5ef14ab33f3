"""The first life gain or loss of a player in a turn (119.3, 603.2): "Whenever you gain life for the first time
each turn" (GAIN_FIRST), "Whenever an opponent loses life for the first time each turn" (LOSE_FIRST).

The event is the player's first of its kind this turn when the turn's total so far is exactly its own amount:
`events.gain_life` adds each gain to the turn fact ("gained_life", seat) and a loss to the player's
`life_lost_this_turn` before telling the triggers, so a second gain or loss finds a larger total. A permanent
that arrives after the first gain of the turn doesn't trigger on the second one, as 603.2 reads it."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

GAIN_FIRST = "gain_life_first_time"
LOSE_FIRST = "lose_life_first_time"


@matcher("gain_life", GAIN_FIRST)
def _first_gain(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    seat, amount = event[1], event[2]
    return whose_matches(ab.trigger.whose, seat, controller, state, source) \
        and int(state.turn_facts.get(("gained_life", seat), 0)) == amount


@matcher("lose_life", LOSE_FIRST)
def _first_loss(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    seat, amount = event[1], event[2]
    return whose_matches(ab.trigger.whose, seat, controller, state, source) \
        and state.players[seat].life_lost_this_turn == amount
