""""Becomes the target" triggers of other permanents (115.1, 603.2): "Whenever a creature you control becomes the
target of a spell or ability an opponent controls", "... of a spell or ability", "... of a spell". "It" and "that
creature" are the permanent that became a target. The kernel's side is `rules.stack.targeted_triggers`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.stack.targeted_triggers import DESC_TARGETED


class TargetedTriggersPhrases(PhraseBase):
    """The `tg_*` trigger heads of `targeted_triggers.lark`."""

    def tg_by_opponent(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(DESC_TARGETED, self._odesc(ch), "opponent")

    def tg_by_any(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(DESC_TARGETED, self._odesc(ch), "each")

    def tg_by_spell(self, ch: list[Any]) -> TriggerSpec:
        return self._trig(DESC_TARGETED, self._odesc(ch), "spell")
