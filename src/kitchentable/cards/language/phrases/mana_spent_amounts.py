"""The amount of mana spent to cast a spell (601.2h) as a number an effect uses: "where X is the amount of mana
spent to cast this spell" (Wurmquake). It counts every mana paid for the total cost, X and additional costs
included and reductions excluded (so it may differ from the mana value). The card is flagged "mana_spent" by its
words (`compile`), so its payment is recorded (`rules.casting.mana_spent`); a permanent keeps the record of the
spell it was, for "when ~ enters, ... the amount of mana spent to cast it"."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Amount

MANA_SPENT_TOTAL = "mana_spent_total"


class ManaSpentAmountsPhrases(PhraseBase):
    """"the amount of mana spent to cast ~"."""

    def msa_mana_spent(self, ch: list[Any]) -> Amount:
        return Amount(MANA_SPENT_TOTAL)
