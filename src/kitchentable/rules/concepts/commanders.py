"""Commanders (903.3): "If you control a commander, you may cast this spell without paying its mana cost."
(Fierce Guardianship, Deflecting Swat, Deadly Rollick, Flawless Maneuver, Obscuring Haze).

A commander is the card a Commander deck designates as such (903.3); no format here is the Commander variant and
no game designates one, so no player ever controls a commander and the condition is false: the free cast is
never offered, and the card plays as its other text says, as it would in any game without commanders.

The same holds for every other mention of a commander: lieutenant's "as long as you control your commander" is
false, "When you cast your commander" and "target commander" find no spell or permanent (`Filter.commander`,
`rules.concepts.targets`), and "one mana of any color in your commander's color identity" adds nothing (903.4e,
`COMMANDER_IDENTITY`)."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("controls_commander")
def controls_commander(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None) -> bool:
    """903.3: does `controller` control a commander? Never: no game here designates commanders."""
    return False


@condition("controls_own_commander")
def controls_own_commander(state: GameState, cond: Condition, controller: int, source: int | None,
                           ctx: object | None) -> bool:
    """903.3, lieutenant: does `controller` control their own commander? Never: no game here has commanders."""
    return False


COMMANDER_IDENTITY = "?identity"
"""The mana of "Add one mana of any color in your commander's color identity." (Command Tower, Arcane Signet):
903.4e, the colors of a commander's color identity are undefined for a player with no commander, so that part of
the ability does nothing. Like an unchosen "?chosen" color (614.12), a "?"-mana adds nothing when the ability
resolves (`rules.casting.payment`) and is no mana the ability could produce (`mana_abilities.produces`)."""
