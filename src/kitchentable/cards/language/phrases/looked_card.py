"""The top card of another player's library, looked at and then moved (608.2c, 401.2): "Look at the top card of
target player's library. You may put that card into their graveyard." (Draugr Thought-Thief) and "... You may put
that card on the bottom of that player's library." (Jace, the Mind Sculptor); and "Look at the top three cards of
target player's library, then put them back in any order." (Portent). "That card" is the card the look
remembered (`rules.stack.information.look_at_library_top`); it goes to its owner's graveyard or library bottom."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Simple, fixed


def _looked_owner(ch: list[Any]) -> str:
    """How the card named the player ("their", "that player's"), kept for the rendering."""
    return next(str(c) for c in ch if isinstance(c, Token) and c.type == "LOOKED_OWNER")


class LookedCardPhrases(PhraseBase):
    """"Put that card into their graveyard / on the bottom of that player's library." after a look."""

    def _looked(self) -> Any:
        ref = self._it()
        if ref.kind != "it":
            raise Unsupported("put that card ... without a card looked at")
        return ref

    def put_looked_into_graveyard(self, ch: list[Any]) -> list[Effect]:
        """The looked-at card into its owner's graveyard (404.1)."""
        return [Simple("put_it", self._looked(), params=(("to", "graveyard"), ("looked_owner", _looked_owner(ch))))]

    def look_reorder_player(self, ch: list[Any]) -> list[Effect]:
        """"Look at the top N cards of target player's library, then put them back in any order." (401.4: the
        effect's controller looks and orders them; that library's owner learns nothing)."""
        n, who = _clean(ch)[:2]
        if not isinstance(n, int):
            raise Unsupported("look at the top X cards of another player's library")
        return [Simple("look_top", who, fixed(n), (("pick", 0), ("rest", "top"), ("order", "any"),
                                                   ("player_library", True)))]

    def put_looked_on_bottom(self, ch: list[Any]) -> list[Effect]:
        """The looked-at card to the bottom of its owner's library (401.4)."""
        return [Simple("put_on_library_bottom", self._looked(), params=(("looked_owner", _looked_owner(ch)),))]
