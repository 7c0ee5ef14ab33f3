"""The card line of a deck file, shared by every reader of deck text (`cards.decks`, Turnabout's deck check).

"4 Lightning Bolt", "4x Lightning Bolt" or a bare name for one copy; an MTG Arena set code and collector
number after the name are ignored. A count is read with its sign, so "-1 Lightning Bolt" is a count of -1
(refused, naming the line), never a card called "-1 Lightning Bolt"; a count must be from 1 to MAX_COPIES,
which no deck needs to pass and which keeps a typo like 1000000000 from building a billion objects.
"""

from __future__ import annotations

import re

CARD_LINE = re.compile(r"^(?:(?P<n>[-+]?\d+)\s*x?\s+)?(?P<name>.+?)(?:\s+\([A-Za-z0-9]+\)(?:\s+[\w-]+)?)?\s*$",
                       re.IGNORECASE)
"""A card line: the count `n` (optional, signed) and the card's `name`."""

MAX_COPIES = 1000
"""The largest count one line may give (a deck of any real format stays far below it)."""


def count_problem(count: int) -> str | None:
    """Why a line's count can't be used, or None when it is a count of 1 to MAX_COPIES."""
    if count < 1:
        return f"a card count must be at least 1, not {count}"
    if count > MAX_COPIES:
        return f"a card count must be at most {MAX_COPIES}, not {count}"
    return None
