"""Cast trigger wordings (601.2i, 603.2):

- "When an opponent casts a creature spell, if ~ is an enchantment, ~ becomes a 5/5 Angel creature" (the Opals),
  "When you cast a creature spell, sacrifice ~" (Skittering Skirge): "when" names the same trigger event as
  "whenever" (the word only tells the ability is expected to trigger once); the ability's own text keeps the word,
  so `cards show` says it as printed.
- "Whenever you cast a spell during an opponent's turn" (Brineborn Cutthroat): a cast trigger that triggers only
  while another player is the active player (CAST_OPPONENTS_TURN, `rules.casting.cast_triggers_by_turn`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.casting.cast_triggers_by_turn import CAST_OPPONENTS_TURN


class CastTriggerWordingsPhrases(PhraseBase):
    """The `ctw_*` trigger heads of `cast_trigger_wordings.lark`."""

    def ctw_when_cast(self, ch: list[Any]) -> TriggerSpec:
        spec: TriggerSpec = self.t_cast(ch)  # type: ignore[attr-defined]
        return spec

    def ctw_cast_opponents_turn(self, ch: list[Any]) -> TriggerSpec:
        c = _clean(ch)
        if c[1].cast_from is not None:
            raise Unsupported("a spell cast from a zone during an opponent's turn")
        self.trigger_has_object = True  # "that spell" (603.2)
        return TriggerSpec(CAST_OPPONENTS_TURN, c[1], c[0])
