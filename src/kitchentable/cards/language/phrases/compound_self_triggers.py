"""One triggered ability of the card itself with two trigger events (603.2): "When ~ enters or becomes the target of
a spell or ability an opponent controls" (Shield Mare), "When ~ enters or is turned face up" (Ponyback Brigade,
702.37e: a face-down permanent has no abilities, so only its arrival face up and its turning face up trigger it),
"When ~ enters or is put into a graveyard from the battlefield" (Ichor Wellspring: its leaving is seen by looking
back, 603.10a). The kernel's side is `rules.stack.compound_self_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.stack.compound_self_triggers import (
    ENTERS_OR_FACE_UP,
    ENTERS_OR_TARGETED,
    ENTERS_OR_TO_GRAVEYARD,
)


class CompoundSelfTriggersPhrases(PhraseBase):
    """The `cst_*` heads of `compound_self_triggers.lark`."""

    def cst_enters_or_targeted(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(ENTERS_OR_TARGETED)

    def cst_enters_or_face_up(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(ENTERS_OR_FACE_UP)

    def cst_enters_or_to_graveyard(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(ENTERS_OR_TO_GRAVEYARD)
