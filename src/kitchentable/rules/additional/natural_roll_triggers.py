""""Whenever you roll a natural 20 / a natural 1" (706.2): the roll of a d20 whose die shows that number. A roll is
announced once as ("rolled", seat, sides, result) by `dice_class_station.roll`; its result is the die's own number
(the kept die when two are rolled and one ignored, 706.5), so it is the natural result: the modifiers some
cards apply ("subtract the number of cards in your hand") are arithmetic of the effect that reads the roll, not
part of this event. The wanted number is `TriggerSpec.at_least`."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

NATURAL_ROLL = "rolled_natural"


@matcher("rolled", NATURAL_ROLL)
def _natural_roll(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                  event: tuple[Any, ...]) -> bool:
    _k, seat, sides, result = event
    return sides == 20 and result == ab.trigger.at_least \
        and whose_matches(ab.trigger.whose, seat, controller, state, source)
