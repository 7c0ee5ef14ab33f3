"""Maximum hand size changes (402.2, 514.1): "Your maximum hand size is increased by one." (Minamo Scrollkeeper),
"Your maximum hand size is reduced by four." (Thought Devourer), "Each opponent's maximum hand size is reduced by
one." (Gnat Miser). The static "max_hand_size_change": param "change" (+N / -N), "players" ("you" / "opponents")."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import NUMBER_WORDS, PhraseBase, Unsupported
from kitchentable.rules.abilities import StaticAbility


class HandSizeChangesPhrases(PhraseBase):
    """"Your / Each opponent's maximum hand size is increased / reduced by N."."""

    def hs_change(self, ch: list[Any]) -> Any:
        words = {t.type: str(t) for t in ch if isinstance(t, Token)}
        n = int(NUMBER_WORDS[words["NUMBER_WORD"]])
        whose = "you" if words["HS_WHOSE"] == "your" else "opponents"
        if whose == "opponents" and words["HS_CHANGE"] == "increased":
            raise Unsupported("an opponent's maximum hand size increased")
        change = n if words["HS_CHANGE"] == "increased" else -n
        return ("static", StaticAbility("max_hand_size_change", params=(("change", change), ("players", whose))))
