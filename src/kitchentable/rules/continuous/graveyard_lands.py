"""A permission to play lands from one's graveyard (305.1, 601.3 by way of 305.1): "You may play lands from your
graveyard." (Crucible of Worlds, Ramunap Excavator, Conduit of Worlds). A land played this way uses a land play
(305.2) and is played at the times a land from the hand may be (305.1: main phase, empty stack, own turn).

The ability is a `StaticAbility` of kind "lands_from_graveyard" that applies to its controller's graveyard; the
land cards there are offered as ("play_land", id) beside those in the hand."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import printed_static_kinds, static_sources
from kitchentable.rules.continuous.player_rules import land_plays
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.priority import special_actions

KIND = "lands_from_graveyard"


@special_actions("305.1")
def graveyard_land_plays(state: GameState, seat: int, available: Any, sorcery_time: bool) -> list[tuple[Any, ...]]:
    """("play_land", id) for each land card in `seat`'s graveyard while they control such an ability and may
    play a land now."""
    if KIND not in printed_static_kinds(state) or not sorcery_time:
        return []
    if state.players[seat].lands_played >= land_plays(state, seat):
        return []
    if not any(ab.kind == KIND and ctl == seat for _src, ab, ctl in static_sources(state)):
        return []
    key = state.rules.graveyard_of(state, seat) if state.rules is not None else ("graveyard", seat)
    return [("play_land", oid) for oid in state.zones.get(key, ()) if "Land" in state.objects[oid].card.types]
