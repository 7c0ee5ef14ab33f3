"""Commanders (903.3): "If you control a commander, you may cast this spell without paying its mana cost."
(Fierce Guardianship, Deflecting Swat, Deadly Rollick, Flawless Maneuver, Obscuring Haze).

A commander is the card a Commander deck designates as such (903.3); no format here is the Commander variant and
no game designates one, so no player ever controls a commander and the condition is false: the free cast is
never offered, and the card plays as its other text says, as it would in any game without commanders."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState


@condition("controls_commander")
def controls_commander(state: GameState, cond: Condition, controller: int, source: int | None,
                       ctx: object | None) -> bool:
    """903.3: does `controller` control a commander? Never: no game here designates commanders."""
    return False
