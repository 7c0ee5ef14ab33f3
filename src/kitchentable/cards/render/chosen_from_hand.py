"""A card chosen from a revealed hand with its quality after "from it", as the card prints it: "You choose a
nonland card from it with mana value 3 or less." (`language.phrases.chosen_from_hand`)."""

from __future__ import annotations

import re

_QUALITY_BEFORE_IT = re.compile(r"You choose (an?|\w+) ((?:[\w,-]+ )*?)(?:permanent )?(with [^.]*?) card from it\b")


def quality_after_it(said: str) -> str:
    """The kind's words ("a nonland with mana value 3 or less card", a bare card being "permanent") said as
    printed: "a nonland card from it with mana value 3 or less", "a card from it with mana value 3 or greater"."""
    return _QUALITY_BEFORE_IT.sub(r"You choose \1 \2card from it \3", said, count=1)
