"""Forage (701.61, Bloomburrow): "To forage, a player exiles three cards from their graveyard or sacrifices a Food."

Foraging is paid by `rules.casting.cost_parts` (as a cost, 601.2h, or as an effect's "you may forage"), which tells
the triggers ("foraged", seat) once the three cards are exiled or the Food sacrificed. This module hears it:
"whenever you forage" triggers for its controller's forage only.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.stack.triggers import matcher
from kitchentable.rules.state import GameState


@matcher("foraged", "forage")
def _you_forage(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"Whenever you forage": the player who foraged is the ability's controller."""
    return bool(event[1] == controller)


EXPLAINERS.update({
    "foraged": lambda s, d: f"{player_name(s, d[0])} forages (701.61a).",
})
