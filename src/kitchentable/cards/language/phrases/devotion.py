"""The Theros Gods' static ability (700.5, 613.1d): "As long as your devotion to black is less than five, ~ isn't
a creature." A layer 4 effect that removes the card type creature while the condition holds, checked
continuously (611.3a); the devotion is counted by the kernel's `rules/concepts/devotion.py`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.vocabulary import COLOR_LETTER
from kitchentable.cards.language.words import PhraseBase, first_count
from kitchentable.rules.abilities import Condition, Filter, StaticAbility


class DevotionPhrases(PhraseBase):
    """`s_devotion_not_creature`."""

    def s_devotion_not_creature(self, ch: list[Any]) -> Any:
        colors = frozenset(COLOR_LETTER[str(t)] for t in ch if getattr(t, "type", "") == "COLOR")
        below = Condition("devotion_less_than", n=first_count(ch), filter=Filter(colors=colors))
        return ("static", StaticAbility("remove_types", types=frozenset({"Creature"}), condition=below))
