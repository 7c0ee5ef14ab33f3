"""Naming things for one viewer: cards by name when the viewer may see them, players as "you" or by name,
zones as a player says them ("your hand", "Alice's library", "the shared library").

Object ids are never shown: an object the viewer may not see is "a card" (or "a face-down creature"), and
a number is only ever named as an object where the action or event says that place holds an object.
"""

from __future__ import annotations

from typing import Any

from kitchentable.api.ledger import Ledger
from kitchentable.api.visibility import EVERYONE, sees_object, zone_hidden
from kitchentable.api.words import Words
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, GameState, ZoneKey

ZONE_NOUNS = {
    LIBRARY: "library", HAND: "hand", GRAVEYARD: "graveyard", BATTLEFIELD: "the battlefield", STACK: "the stack",
    EXILE: "exile", "command": "the command zone", "outside": "sideboard", "ante": "the ante",
    "shoe": "the shoe", "pack": "pack", "passed_pack": "the passed pack", "castle": "castle", "reserve": "reserve",
}
_SHARED_NOUNS = {LIBRARY: "the shared library", GRAVEYARD: "the shared graveyard"}


class Namer:
    """Names for one viewer at one moment of a game (the ledger remembers objects that have left)."""

    def __init__(self, state: GameState, ledger: Ledger, viewer: int | None, words: Words,
                 shown: frozenset[int] = frozenset()) -> None:
        self.state = state
        self.ledger = ledger
        self.viewer = viewer
        self.w = words
        self.shown = shown
        """Objects a pending decision shows its player though their zone is hidden (the cards of a search, a
        look at the top of a library): named in that player's prompt."""

    # --- objects ---------------------------------------------------------------------------------------------

    def sees(self, oid: int) -> bool:
        """May the viewer know which card this object is (now, or when it was last in the game)?"""
        state = self.state
        if oid in state.objects:
            return oid in self.shown or sees_object(state, oid, self.viewer)
        zone = self.ledger.zone.get(oid)
        if zone is None:
            return oid in state.lki  # left the battlefield or the stack without a logged move: it was public
        if zone_hidden(state, zone, self.viewer):
            return False
        if self.ledger.face_down.get(oid):
            return self.viewer == EVERYONE or self.viewer is not None and self.ledger.controller.get(oid) == self.viewer
        return True

    def known_name(self, oid: int) -> str:
        """The object's name as the game knows it (never shown without `sees`)."""
        o = self.state.objects.get(oid)
        if o is not None:
            if o.face_down and o.zone[0] in (BATTLEFIELD, STACK):
                return o.card.name if self.sees(oid) else ""
            return o.card.name
        if oid in self.ledger.name:
            return self.ledger.name[oid]
        lki = self.state.lki.get(oid)
        name = getattr(lki[0], "name", "") if lki else ""
        return str(name or "")

    def card(self, oid: Any, hidden: str = "a card") -> str:
        """The card's name if the viewer may see it, else `hidden`; a face-down permanent the viewer may not
        see is "a face-down creature" (708.2)."""
        if not isinstance(oid, int) or isinstance(oid, bool):
            return str(oid)
        if self.sees(oid):
            name = self.known_name(oid)
            if name:
                return name
        o = self.state.objects.get(oid)
        if (o is not None and o.face_down and o.zone[0] == BATTLEFIELD) or self.ledger.face_down.get(oid) and \
                self.ledger.zone.get(oid, ("", 0))[0] == BATTLEFIELD:
            return "a face-down creature"
        if o is not None and o.face_down and o.zone[0] == STACK:
            return "a face-down spell"
        return hidden

    def thing(self, x: Any) -> str:
        """A target or a recipient: a player ("you", "Alice") or an object (by name when seen)."""
        if isinstance(x, (tuple, list)) and len(x) == 2 and x[0] == "player":
            return self.w.obj(int(x[1]))
        if isinstance(x, int) and not isinstance(x, bool):
            return self.card(x)
        return str(x)

    # --- zones -----------------------------------------------------------------------------------------------

    def zone(self, kind: str, seat: int) -> str:
        """"your hand", "Alice's library", "the shared library", "the battlefield"."""
        if seat < 0:
            return _SHARED_NOUNS.get(kind, ZONE_NOUNS.get(kind, kind.replace("_", " ")))
        noun = ZONE_NOUNS.get(kind, kind.replace("_", " "))
        if noun.startswith("the ") or kind == EXILE:
            return noun
        return f"{self.w.poss(seat)} {noun}"

    def zone_key(self, key: ZoneKey) -> str:
        return self.zone(key[0], key[1])
