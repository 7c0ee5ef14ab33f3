"""Triggers on keyword actions (701): "Whenever you scry" (701.18), "Whenever you surveil" (701.42), "Whenever a
creature you control explores" (701.44).

The scry and surveil executor (`rules.stack.effects.scry`) tells the triggers ("scried", seat) or ("surveilled",
seat) when it looks at one or more cards (701.18b: scry 0 is no scry event); explore
(`rules.keywords.explore_learn_connive`) tells them ("explored", permanent, its controller) (701.44b). Each
trigger waits until the effect that made the player act has finished (603.3)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

SCRY = "you_scry"
SURVEIL = "you_surveil"
EXPLORES = "explores"


@matcher("scried", SCRY)
@matcher("surveilled", SURVEIL)
def _you_act(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"Whenever you scry / surveil": the player who did is the one the trigger names."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)


@matcher("explored", EXPLORES)
def _explores(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"Whenever a creature you control explores" (701.44b): the explorer, as it is now, fits the description
    ("~ explores": the source itself)."""
    explorer = event[1]
    flt = ab.trigger.filter
    if flt is None:
        return bool(explorer == source)
    return explorer in state.objects and matches_object(state, explorer, flt, controller, source)
