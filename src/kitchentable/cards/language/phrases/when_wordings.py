""""When <description> enters / dies" (603.2): the trigger event of "Whenever <description> enters / dies",
printed with "When" on cards whose ability removes its own source ("When another creature enters, sacrifice ~");
built by the core's own heads, and `cards show` keeps the printed "When" (`render.triggers`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec


class WhenWordingsPhrases(PhraseBase):
    """The `ww_*` heads of `when_wordings.lark`."""

    def ww_enters(self, ch: list[Any]) -> TriggerSpec:
        spec: TriggerSpec = self.t_enters(ch)  # type: ignore[attr-defined]
        return spec

    def ww_dies(self, ch: list[Any]) -> TriggerSpec:
        spec: TriggerSpec = self.t_dies(ch)  # type: ignore[attr-defined]
        return spec
