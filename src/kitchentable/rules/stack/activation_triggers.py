"""Triggers on activating abilities (602.2i, 603.2): "Whenever you activate a loyalty ability of a Chandra
planeswalker, ~ deals 1 damage to each opponent." (Keral Keep Disciples), "Whenever an opponent activates an
ability of an artifact, creature, or land that isn't a mana ability, ~ deals 2 damage to that player." (Harsh
Mentor), "Whenever a player activates an ability that isn't a mana ability, ..." (Burning-Tree Shaman).

An ability triggers when the activation is complete (602.2i), so the trigger goes on the stack above the ability
that set it off. The core tells the triggers `("activated", player, source, ability index)` as an ability that
uses the stack becomes activated (`casting.cast_done`); mana abilities never do (605.3a: they don't use the
stack), which is what "that isn't a mana ability" asks. A source that left the battlefield to pay the cost
("{2}, Sacrifice this artifact: Draw a card.") is matched as it last existed (603.10a). Partial: a description
is read as a permanent's ("an ability of a creature"); an ability activated from another zone (cycling a creature
card) does not match it, though "an ability that isn't a mana ability" with no description does.

Trigger events: `activated` (the TriggerSpec's filter describes the source; None: any source) and
`activated_loyalty` (a loyalty ability, 606.3, of a source the filter describes). "That player" in the effect
is the player who activated (`concepts.triggering_player`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.triggers import _lki_matches, matcher, whose_matches
from kitchentable.rules.state import BATTLEFIELD, GameState

ACTIVATED = "activated"
ACTIVATED_LOYALTY = "activated_loyalty"


@matcher("activated", ACTIVATED, ACTIVATED_LOYALTY)
def activation_matches(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                       event: tuple[Any, ...]) -> bool:
    """Did the player the trigger names activate an ability of a source it describes (of the loyalty kind, when
    it says so)?"""
    _kind, seat, activated_from, index = event
    spec = ab.trigger
    if not whose_matches(spec.whose, seat, controller, state, source):
        return False
    on_battlefield = activated_from in state.objects and state.objects[activated_from].zone[0] == BATTLEFIELD
    if spec.event == ACTIVATED_LOYALTY:
        abilities = chars(state, activated_from).activated if on_battlefield else ()
        if index >= len(abilities) or not abilities[index].loyalty:
            return False
    flt = spec.filter
    if flt is None:
        return True
    if on_battlefield:
        return matches_object(state, activated_from, flt, controller, source)
    info = state.lki.get(activated_from)  # sacrificed to pay the cost: as it last existed there (603.10a)
    return info is not None and info[3][0] == BATTLEFIELD and _lki_matches(info, flt, controller, source,
                                                                           activated_from)
