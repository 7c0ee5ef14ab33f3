"""How `cards show` says a blocking restriction made by a resolving spell or ability for the turn (509.1b):
"Another target creature you control can't be blocked this turn except by Spirits."."""

from __future__ import annotations

from kitchentable.cards.render.words import _group, _plural
from kitchentable.rules.abilities import Simple


def blocked_this_turn_text(e: Simple, subject: str) -> str | None:
    """The sentence of a "blocked_except_by_this_turn" effect, or None for another kind."""
    if e.kind != "blocked_except_by_this_turn":
        return None
    if e.subject.kind == "all" and e.subject.filter is not None:  # "Black creatures you control can't be ..."
        subject = _group(e.subject.filter)
    return f"{subject[:1].upper()}{subject[1:]} can't be blocked this turn except by " \
           f"{_plural(e.param('filter').describe())}."
