""""Whenever you gain life for the first time each turn", "Whenever an opponent loses life for the first time each
turn" (119.3, 603.2): the player's first life gain (loss) of the turn, whatever its amount; "that much" is that
amount and "that player" the player. The kernel's side is `rules.concepts.first_life_change`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.concepts.first_life_change import GAIN_FIRST, LOSE_FIRST


class FirstLifeChangeTriggersPhrases(PhraseBase):
    """The `flc_*` trigger heads of `first_life_change_triggers.lark`."""

    def flc_gain_first(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(GAIN_FIRST, None, _clean(ch)[0])

    def flc_lose_first(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(LOSE_FIRST, None, _clean(ch)[0])
