"""Looking at cards in a hidden zone (400.2, 608.2c): "Look at target player's hand", "look at the top card of
target player's library". The cards are shown to one player only; nothing else changes, so the effect is what
that player now knows. Each card looked at carries the tag `seen_by:<seat>` for as long as it stays that object
(400.7: a card that changes zones is a new object nobody has looked at) and, in a library, until that library is
shuffled (701.19: its order is unknown again). `api.visibility` reads the tag, so that player's observation, log
and prompts name the card; other players see only that a look happened. The seats that have looked at
anything in a game are kept in the state too (`LOOKERS`), for faces that must not search every hidden card.
"""

from __future__ import annotations

from collections.abc import Iterable

from kitchentable.rules.events import after_shuffle
from kitchentable.rules.log_text import EXPLAINERS, player_name
from kitchentable.rules.state import GameObject, GameState, ZoneKey

_PREFIX = "seen_by:"
LOOKERS = "looked_by"
"""`GameState.format_data` key: the seats that have looked at cards of a hidden zone in this game (a
frozenset). A face that keeps what each seat has seen between calls (the RL environment's encoder) searches
the hidden zones for the tags above only for these seats, instead of every card of every hidden zone at every
step."""


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
    lookers = state.format_data.get(LOOKERS, frozenset())
    if seat not in lookers:
        state.format_data[LOOKERS] = lookers | {seat}
    state.log_event(rule, "looked_at_cards", seat, zone, seen)


@after_shuffle
def forget_order(state: GameState, ids: Iterable[int]) -> None:
    """A shuffled library's cards are no longer known to anyone who looked at them (701.19)."""
    for oid in ids:
        tags = state.objects[oid].tags
        if tags and any(t.startswith(_PREFIX) for t in tags):
            o = state.mut(oid, characteristics=False)
            o.tags = frozenset(t for t in tags if not t.startswith(_PREFIX))


EXPLAINERS["looked_at_cards"] = lambda s, d: f"{player_name(s, d[0])} looks at {d[2]} card(s) of {d[1][0]} {d[1][1]}."
