"""Triggers on keyword actions (701): "Whenever you scry" (701.18; scry 0 is no scry, 701.18b), "Whenever you
surveil" (701.42), "Whenever a creature you control explores" / "Whenever ~ explores" (701.44b: "it" is the
creature that explored). The kernel's side is `rules.keywords.keyword_action_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.keywords.keyword_action_triggers import EXPLORES, SCRY, SURVEIL


class KeywordActionTriggersPhrases(PhraseBase):
    """The `kat_*` trigger heads of `keyword_action_triggers.lark`."""

    def kat_scry(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(SCRY, None, "you")

    def kat_surveil(self, ch: list[Any]) -> TriggerSpec:
        return TriggerSpec(SURVEIL, None, "you")

    def kat_self_explores(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(EXPLORES)

    def kat_explores(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(EXPLORES, self._odesc(ch))
