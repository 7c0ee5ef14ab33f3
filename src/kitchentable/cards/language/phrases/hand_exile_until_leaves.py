"""A card exiled from a hand until the source leaves the battlefield (610.3c): Kitesail Freebooter, Tidehollow
Sculler, Deep-Cavern Bat. The kernel's side is `rules.stack.exile_until_leaves` (the card returns to its owner's
hand when the source leaves; if the source has already left as the ability resolves, nothing is exiled)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Simple


class HandExileUntilLeavesPhrases(PhraseBase):
    """"<player> reveals their hand. You choose a <desc> card from it. Exile that card until ~ leaves the
    battlefield." and "Look at <player>'s hand. You may exile a <desc> card from it until ~ leaves ..."."""

    def heu_revealed(self, ch: list[Any]) -> list[Effect]:
        who, n, desc = _clean(ch)[:3]
        return [self._hand_exile(who, n, desc, look=False, optional=False)]

    def heu_revealed_and(self, ch: list[Any]) -> list[Effect]:
        """"... reveals their hand and you choose ..." (Tidehollow Sculler): the same, said as one sentence."""
        who, n, desc = _clean(ch)[:3]
        return [self._hand_exile(who, n, desc, look=False, optional=False, joined=True)]

    def heu_looked(self, ch: list[Any]) -> list[Effect]:
        who, n, desc = _clean(ch)[:3]
        return [self._hand_exile(who, n, desc, look=True, optional=True)]

    def _hand_exile(self, who: Any, n: Any, desc: Any, *, look: bool, optional: bool, joined: bool = False) -> Simple:
        if str(n) not in ("1", "a", "an"):
            raise Unsupported("exile N cards from a hand until ~ leaves the battlefield")
        params: tuple[tuple[str, Any], ...] = (("filter", desc.filter(zone="hand")),)
        if look:
            params += (("look", True),)
        if optional:
            params += (("optional", True),)
        if joined:
            params += (("joined", True),)
        return Simple("exile_from_hand_until_leaves", who, params=params)
