"""The player a trigger event names, read by a target description: "Whenever ~ deals damage to a player, destroy
target enchantment that player controls." (Soltari Visionary), "At the beginning of each opponent's upkeep, tap
target creature that player controls." (Topplegeist).

A triggered ability's targets are chosen as it is put on the stack (603.3d), after its trigger event happened, so
"that player" is already known then: the player the event names (the player dealt damage, the player whose
upkeep began, the player who drew or cast). The description keeps the controller `EVENT_PLAYER`; this module reads
it from the event through the core's registry (`concepts.target_links.event_reader`), fixing the group to that
player's seat (`TargetSpec.linked_seat`, which `targets.can_target` checks) whenever targets are chosen or checked
again (608.2b). An event that names no player leaves nothing a legal target (seat -1), so a description the card
language could misread never picks another player's permanent. An "each" group so described ("goad each creature
that player controls") is read the same way as the effect happens (`event_group_reader`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TargetSpec
from kitchentable.rules.concepts.target_links import event_group_reader, event_reader
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.records import replace
from kitchentable.rules.state import GameState

EVENT_PLAYER = "event_player"
"""A description's controller ("that player controls") or owner ("from that player's graveyard"): the player the
trigger event names."""

_ACTED = frozenset({"draw", "gain_life", "lose_life", "discard", "cast", "played_land", "activated"})
"""Events whose second item is the player who acted ("whenever an opponent draws a card")."""


def triggering_seat(event: tuple[Any, ...] | None) -> int | None:
    """The seat of the player a trigger event names, or None: the player dealt damage or attacked, the player
    whose step began, the player who drew, cast, activated, gained or lost life, discarded or played a land, the
    owner of a card that changed zones."""
    if not event:
        return None
    kind = event[0]
    if kind in _ACTED:
        return int(event[1])
    if kind in ("damage", "attacks") and isinstance(event[2], tuple):
        return int(event[2][1])
    if kind == "step":
        return int(event[2])
    if kind == "zone":
        return int(event[5])
    return None


@event_reader
def event_player_spec(spec: TargetSpec, event: tuple[Any, ...] | None) -> TargetSpec:
    """A group described as "that player controls" or "from that player's graveyard" (whose cards are its owner's,
    `targets._controller_of`): fixed to the event's player (seat -1 if it names none)."""
    if EVENT_PLAYER not in (spec.filter.controller, spec.filter.owner):
        return spec
    seat = triggering_seat(event)
    return replace(spec, linked_seat=-1 if seat is None else seat)


@event_group_reader(EVENT_PLAYER)
def event_player_group(state: GameState, event: tuple[Any, ...] | None, controller: str,
                       found: list[int]) -> list[int]:
    """"goad each creature that player controls", "tap all lands that player controls": of `found`, those the
    event's player controls as the effect happens (608.2h); none when the event names no player."""
    seat = triggering_seat(event)
    return [] if seat is None else [o for o in found if chars(state, o).controller == seat]
