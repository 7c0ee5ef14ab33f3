"""'If a <kind> card is exiled this way, ...' after exiling one target card from a graveyard (608.2c): "You may
exile target card from a graveyard. If a creature card is exiled this way, you gain 2 life." (Deathgorge
Scavenger). The condition reads the target card where the exile put it (400.7: a new object in exile that is the
same card), so it is false when nothing was exiled (the "you may" declined, or the card gone first)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition


class ExiledThisWayPhrases(PhraseBase):
    """"If a <kind> card is exiled this way" (`etw_exiled_this_way`)."""

    def etw_exiled_this_way(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        last = self.targets[-1] if self.targets else None
        if last is None or last.filter.zone != "graveyard" or last.max != 1:
            raise Unsupported("'if a ... card is exiled this way' after something other than one target card in "
                              "a graveyard")
        return Condition("target_is", n=self._last(), filter=d.filter(zone="exile"), name="exiled this way")
