"""A search of several zones as printed (701.23b): "Search your library and/or graveyard for a card named Sunlit
Hoplite and put it onto the battlefield. If you search your library this way, shuffle." (`phrases.search_zones`)."""

from __future__ import annotations

from kitchentable.cards.render.words import _count
from kitchentable.rules.abilities import Simple, fixed
from kitchentable.rules.state import GRAVEYARD, HAND, LIBRARY

_ZONES_SAID = {(LIBRARY, GRAVEYARD): "library and/or graveyard",
               (LIBRARY, GRAVEYARD, HAND): "graveyard, hand, and/or library"}


def search_zones_text(e: Simple) -> str:
    flt = e.param("filter")
    kind = flt.describe().replace(" permanent", "").removeprefix("permanent").strip() if flt is not None else ""
    what = _count(fixed(1), f"{kind} card".strip())
    zones = _ZONES_SAID.get(tuple(e.param("zones", ())), " and/or ".join(e.param("zones", ())))
    if e.param("to") == "battlefield":
        put = f" and put it onto the battlefield{' tapped' if e.param('tapped') else ''}"
    elif e.param("reveal"):
        put = ", reveal it, and put it into your hand"
    else:
        put = " and put it into your hand"
    return f"Search your {zones} for {what}{put}. If you search your library this way, shuffle."
