"""Triggers on playing a land (305.1, 603.2): "Whenever you play a land, ..." (Fastbond, Burgeoning's "whenever an
opponent plays a land", Horn of Greed's "whenever a player plays a land") and "Whenever you play a land or cast a
spell, ..." (Flubs, the Fool: one ability with two trigger events, 603.2).

Playing a land is the special action of `rules.casting.lands.play_land`, which announces ("played_land", seat,
card); a land put onto the battlefield by an effect was not played and triggers nothing here (305.4; "landfall"
and "enters" triggers see every land that enters). A spell cast is the core's ("cast", seat, spell) event."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import GameState

PLAYED_LAND = "played_land"
LAND_OR_SPELL = "played_land_or_cast"


@matcher(PLAYED_LAND, PLAYED_LAND, LAND_OR_SPELL)
def _played(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """The player who played the land is the one the trigger names ("you", "an opponent", "a player")."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)


@matcher("cast", LAND_OR_SPELL)
def _cast(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"or cast a spell": any spell that player cast (601.2i)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)
