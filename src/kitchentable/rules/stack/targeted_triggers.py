""""Becomes the target" triggers of a described permanent (115.1, 603.2): "Whenever a creature you control becomes
the target of a spell or ability an opponent controls" (DESC_TARGETED with `whose` "opponent"), "... of a spell or
ability" ("each"), "... of a spell" ("spell"). They hear the ("targeted", object, stack object) event the casting
rules send once targets are chosen; "that creature" is the targeted object."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState

DESC_TARGETED = "desc_becomes_target"


@matcher("targeted", DESC_TARGETED)
def _desc_targeted(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                   event: tuple[Any, ...]) -> bool:
    """The targeted object fits the description, and the targeting spell or ability is one the trigger names."""
    target, by = event[1], event[2]
    flt = ab.trigger.filter
    if flt is None or target not in state.objects or not matches_object(state, target, flt, controller, source):
        return False
    o = state.objects.get(by)
    if o is None or o.stack is None:
        return False
    if ab.trigger.whose == "opponent":
        return o.stack.controller != controller
    if ab.trigger.whose == "spell":
        return o.stack.kind == "spell"
    if ab.trigger.whose == "you":  # "... becomes the target of a spell or ability you control"
        return o.stack.controller == controller
    return True


FIRST_TARGETED = "first_targeted"
"""'Whenever ~ becomes the target of a spell or ability for the first time each turn' (Jetting Glasskite, Kira)."""


@matcher("targeted", FIRST_TARGETED)
def _first_targeted(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                    event: tuple[Any, ...]) -> bool:
    """603.2: only the first event this turn in which this permanent becomes a target (any player's spell or
    ability). The first such event is remembered for the turn, so every ability of this kind the permanent has
    triggers on that one event and none on a later one. The memory starts with the first event a permanent with
    such an ability hears: a targeting earlier in the turn, before it had the ability, isn't known."""
    if event[1] != source:
        return False
    key = (FIRST_TARGETED, source)
    first = state.turn_facts.get(key)
    if first is None:
        state.turn_facts[key] = event
        return True
    return bool(first == event)
