"""Triggers on activating abilities (602.2e: an ability becomes activated once its costs are paid): "Whenever
you activate an ability of a Sarkhan planeswalker", "Whenever you activate a loyalty ability of a Chandra
planeswalker" (606.3), "Whenever an opponent activates an ability of a creature or land that isn't a mana
ability" (the card language refuses "Whenever you activate an ability that isn't a mana ability", which would
hear abilities of cards in hands too: only permanents' activations are told here).

Mana abilities (605.1a) don't use the stack and never become activated this way, so every activation heard here
isn't one; "that isn't a mana ability" says what every such trigger hears (ACTIVATES_NONMANA is ACTIVATES
said with those words). The activation hook of
`rules.casting.casting` tells the triggers ("activated", activating player, source, ability index) for an
ability of a permanent. `TriggerSpec.whose` names the activating player; its filter, the permanent whose ability
it is (None: any permanent's)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.casting.casting import as_ability_is_activated
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.triggers import matcher, notify, whose_matches
from kitchentable.rules.state import GameState

ACTIVATES = "activates_ability"
ACTIVATES_NONMANA = "activates_nonmana_ability"
ACTIVATES_LOYALTY = "activates_loyalty_ability"


@as_ability_is_activated("602.2e")
def tell_activation(state: GameState, source: int, index: int) -> None:
    """602.2e: the ability of a permanent became activated; its controller activated it (602.1)."""
    notify(state, ("activated", chars(state, source).controller, source, index))


@matcher("activated", ACTIVATES, ACTIVATES_NONMANA, ACTIVATES_LOYALTY)
def _activated(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """The activating player is the one the trigger names, the permanent fits its description, and for a loyalty
    ability the ability has a loyalty cost (606.4)."""
    _kind, seat, permanent, index = event
    if not whose_matches(ab.trigger.whose, seat, controller, state, source) or permanent not in state.objects:
        return False
    flt = ab.trigger.filter
    if flt is not None and not matches_object(state, permanent, flt, controller, source):
        return False
    if ab.trigger.event == ACTIVATES_LOYALTY:
        abilities = chars(state, permanent).activated
        return index < len(abilities) and bool(abilities[index].loyalty)
    return True
