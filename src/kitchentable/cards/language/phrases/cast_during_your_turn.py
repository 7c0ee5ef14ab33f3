""""Whenever an opponent casts a spell during your turn", "Whenever you cast a creature spell during your turn"
(601.2i, 603.2): a cast while the ability's controller is the active player (102.1). "that spell" is the spell
cast. The kernel's side is `rules.casting.cast_during_your_turn`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.casting.cast_during_your_turn import CAST_YOUR_TURN


class CastDuringYourTurnPhrases(PhraseBase):
    """The `cyt_*` head of `cast_during_your_turn.lark`."""

    def cyt_cast_your_turn(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        if c[1].cast_from is not None:
            raise Unsupported("a spell cast from a zone during your turn")
        self.trigger_has_object = True  # "that spell" (603.2)
        return TriggerSpec(CAST_YOUR_TURN, c[1], c[0])
