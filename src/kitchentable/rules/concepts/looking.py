"""Looking at cards in a hidden zone (400.2, 608.2c): "Look at target player's hand", "look at the top card of
target player's library". The cards are shown to one player only; nothing else changes, so the effect is what
that player now knows. Each card looked at carries the tag `seen_by:<seat>` for as long as it stays that object
(400.7: a card that changes zones is a new object nobody has looked at) and, in a library, until that library is
shuffled (701.19: its order is unknown again). `api.visibility` reads the tag, so that player's observation, log
and prompts name the card; other players see only that a look happened.
"""

from __future__ import annotations

from collections.abc import Iterable

from kitchentable.rules.events import after_shuffle
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.state import GameObject, GameState, ZoneKey

_PREFIX = "seen_by:"
LOOKED_EVENT = "looked_at_cards"
"""The log event of a look: (the looker's seat, the zone, how many cards); faces that keep what each seat
has seen (the RL environment's encoder) find the lookers by it."""


def has_looked(o: GameObject, seat: int) -> bool:
    """Has player `seat` looked at this card while it has been this object?"""
    return bool(o.tags) and f"{_PREFIX}{seat}" in o.tags


def look(state: GameState, seat: int, oids: Iterable[int], rule: str, zone: ZoneKey) -> None:
    """Player `seat` looks at these cards of `zone` (the log records who looked at how many cards where)."""
    tag = f"{_PREFIX}{seat}"
    seen = 0
    for oid in oids:
        o = state.mut(oid, characteristics=False)
        o.tags = o.tags | {tag}
        seen += 1
    state.log_event(rule, LOOKED_EVENT, seat, zone, seen)


@after_shuffle
def forget_order(state: GameState, ids: Iterable[int]) -> None:
    """A shuffled library's cards are no longer known to anyone who looked at them (701.19)."""
    for oid in ids:
        tags = state.objects[oid].tags
        if tags and any(t.startswith(_PREFIX) for t in tags):
            o = state.mut(oid, characteristics=False)
            o.tags = frozenset(t for t in tags if not t.startswith(_PREFIX))


EXPLAINERS[LOOKED_EVENT] = lambda s, d: f"{player_name(s, d[0])} looks at {d[2]} card(s) of {d[1][0]} {d[1][1]}."
