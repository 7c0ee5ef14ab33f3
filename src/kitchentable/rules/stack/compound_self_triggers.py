"""The card's own abilities with two trigger events (603.2): "enters or becomes the target of a spell or ability an
opponent controls", "enters or is turned face up" (702.37e), "enters or is put into a graveyard from the battlefield"
(603.10a: its leaving is matched by the core's look-back, which lists `ENTERS_OR_TO_GRAVEYARD`; its arrival by the
core's "enters" test)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import BATTLEFIELD, GameState

ENTERS_OR_TARGETED = "enters_or_targeted_by_opponent"
ENTERS_OR_FACE_UP = "enters_or_turned_face_up"
ENTERS_OR_TO_GRAVEYARD = "enters_or_to_graveyard"  # the core's own event name (`rules.stack.triggers`)


@matcher("zone", ENTERS_OR_TARGETED, ENTERS_OR_FACE_UP)
def _enters(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """The card itself arrives on the battlefield (a face-down arrival has no abilities to trigger, 708.2)."""
    return bool(event[4] == BATTLEFIELD and event[2] == source)


@matcher("targeted", ENTERS_OR_TARGETED)
def _targeted_by_opponent(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                          event: tuple[Any, ...]) -> bool:
    """115.1: it became the target of a spell or ability an opponent controls."""
    if event[1] != source:
        return False
    o = state.objects.get(event[2])
    return o is not None and o.stack is not None and o.stack.controller != controller


@matcher("turned_face_up", ENTERS_OR_FACE_UP)
def _turned_face_up(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                    event: tuple[Any, ...]) -> bool:
    return bool(event[1] == source)
