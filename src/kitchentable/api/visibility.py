"""What a player may see (400.2, 401.2, 402.3, 406.3, 708.5, and each format's own hidden zones).

One place answers "may this player see this zone / this object?" for every face: the observation of the
Game API, the viewer's log, the board and the prompts. `viewer` is a seat, or None for a spectator, who sees
only what every player sees.

A library, a hand and the cards outside the game are hidden (400.2); a player looks at their own hand and
sideboard (402.3, 400.11). A format adds its own hidden zones through `RuleSet.hidden_zone_kinds` (Vortex's
shoe and other players' packs, Castle Magic's face-down castle and reserve). A face-down spell or permanent
is hidden from everyone but its controller (708.5, `faces.hidden_from`); the top card of a library played
revealed is seen by those it is revealed to (`library_top.visible_to`); a card a player looked at ("look at
target player's hand") is seen by that player (`concepts.looking`); a hand played revealed by all
(`continuous.hands_revealed`).
"""

from __future__ import annotations

from kitchentable.rules.additional.faces import hidden_from
from kitchentable.rules.concepts.looking import has_looked
from kitchentable.rules.continuous.hands_revealed import hand_revealed
from kitchentable.rules.state import (
    BATTLEFIELD,
    COMMAND,
    EXILE,
    GRAVEYARD,
    HAND,
    HIDDEN_ZONES,
    LIBRARY,
    OWNER_VISIBLE_ZONES,
    STACK,
    GameState,
    ZoneKey,
)

PUBLIC_ZONES = frozenset({BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND})
"""Zones whose contents every player may see (400.2), unless a format hides one of them."""
NOBODY = -1
"""The seat a spectator is asked about as: no player, so no hand and no face-down card is theirs."""
EVERYONE = -2
"""A viewer who sees every card (a judge, a replay after the game): nothing is hidden from them."""


def zone_hidden(state: GameState, zone: ZoneKey, viewer: int | None) -> bool:
    """Is this zone's content hidden from the viewer (counts only)?"""
    if viewer == EVERYONE:
        return False
    kind, seat = zone
    looker = NOBODY if viewer is None else viewer
    if kind in HIDDEN_ZONES and not (kind in OWNER_VISIBLE_ZONES and seat == looker and seat >= 0):
        return True
    return kind in state.rules.hidden_zone_kinds(state, looker, seat, kind)


def sees_object(state: GameState, oid: int, viewer: int | None) -> bool:
    """May the viewer see which card this object is now (its name and text)?"""
    if viewer == EVERYONE:
        return True
    o = state.objects[oid]
    looker = NOBODY if viewer is None else viewer
    if zone_hidden(state, o.zone, viewer):
        if o.revealed:  # revealed to all and still in its hidden zone (a castle card revealed, R-CA-2)
            return True
        if has_looked(o, looker):  # "look at target player's hand" (`concepts.looking`)
            return True
        if o.zone[0] == HAND and hand_revealed(state, o.zone[1]):  # "players play with their hands revealed"
            return True
        if o.zone[0] == LIBRARY:  # a top card played revealed is seen by all, spectators too
            from kitchentable.rules.continuous.library_top import visible_to

            return visible_to(state, o.zone[1], looker) == oid
        return False
    return not hidden_from(o, looker)


def on_table(state: GameState, oid: int, viewer: int | None) -> bool:
    """Is the object on the viewer's table, so that a face may point at it: a card the viewer may see, or a
    face-down spell or permanent in a zone open to them, whose existence is public though its name isn't
    (708.2, 708.5)."""
    o = state.objects.get(oid)
    if o is None:
        return False
    if sees_object(state, oid, viewer):
        return True
    return o.face_down and o.zone[0] in PUBLIC_ZONES and not zone_hidden(state, o.zone, viewer)


def as_viewer(seat: int) -> int | None:
    """A seat number as a viewer: a negative seat (-1, how the observation and the web name a spectator) is a
    spectator (None); EVERYONE stays EVERYONE."""
    if seat == EVERYONE:
        return EVERYONE
    return None if seat < 0 else seat
