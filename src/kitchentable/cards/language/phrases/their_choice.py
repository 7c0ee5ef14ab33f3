"""Today's edict wording (701.21a): "Each opponent sacrifices a creature of their choice." Only the sacrificing
player can choose what they sacrifice (701.21a), so this is the older "sacrifices a creature" said in full; the
effect keeps the param "their_choice" so `cards show` says it as printed."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Effect, Simple


class TheirChoicePhrases(PhraseBase):
    """"<player> sacrifices <N> <desc> of their choice"."""

    def tc_sacrifice(self, ch: list[Any]) -> list[Effect]:
        out: list[Effect] = []
        for e in self.sacrifice_choice(ch):  # type: ignore[attr-defined]
            if isinstance(e, Simple) and e.kind == "sacrifice":
                e = replace(e, params=e.params + (("their_choice", True),))
            out.append(e)
        return out
