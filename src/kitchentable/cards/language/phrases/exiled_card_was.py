""""If it was a creature card, ..." after an instruction that moved its target (608.2c, 608.2h): "Exile target card
from a graveyard. If it was a creature card, you gain 2 life." The condition asks what the target is; the card keeps
its card types between a graveyard and exile or a hand (400.7: a new object, the same card), so the kernel's
conditional follows the card the effect moved ("it was": `rules.stack.effects.conditional`) and checks it there. Only after a target that was a card in a graveyard: elsewhere "it was" would ask about a permanent's last
known information, which this condition does not read."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition


class ExiledCardWasPhrases(PhraseBase):
    """"If it was a <kind> card" (`cd_it_was`)."""

    def cd_it_was(self, ch: list[Any]) -> Condition:
        d: Desc = [c for c in _clean(ch) if isinstance(c, Desc)][0]
        if not self.targets or self.targets[-1].filter is None or self.targets[-1].filter.zone != "graveyard":
            raise Unsupported("'if it was a ... card' after something other than a target card in a graveyard")
        return Condition("target_is", n=self._last(), filter=d.filter(zone="any"), name="it was")
