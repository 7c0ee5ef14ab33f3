"""Hands played revealed (Telepathy, Revelation, Enduring Renewal): "Players play with their hands revealed.",
"Your opponents play with their hands revealed.", "Play with your hand revealed."

StaticAbility kind "hands_revealed" with param "players": "all", "opponents" (of its controller) or "you". A hand
stays a hidden zone (400.2), but while such an ability applies to its owner every card in it is seen by every
player (`api.visibility`). The abilities in play are found from the printed static abilities, as for
`library_top`, so a game without such a card pays one identity check when a hand's visibility is asked.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.continuous.layers import printed_static_sources, static_sources
from kitchentable.rules.state import GameState

KIND = "hands_revealed"


def _in_play(state: GameState) -> bool:
    printed = printed_static_sources(state)
    memo: Any = state.cache.get(KIND)
    if memo is None or memo[0] is not printed:
        memo = (printed, any(ab.kind == KIND for _s, ab, _c in printed))
        state.cache[KIND] = memo
    return bool(memo[1])


def hand_revealed(state: GameState, seat: int) -> bool:
    """Does player `seat` play with their hand revealed now?"""
    if not _in_play(state):
        return False
    for _s, ab, ctl in static_sources(state):
        if ab.kind != KIND:
            continue
        players = ab.param("players")
        if players == "all" or (players == "you" and ctl == seat) or (players == "opponents" and ctl != seat):
            return True
    return False
