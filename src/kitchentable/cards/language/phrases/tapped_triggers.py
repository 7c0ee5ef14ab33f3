""""Becomes tapped" triggers of permanents other than the source (701.26a: tapped for a cost, by attacking or by
an effect): "Whenever a creature you control becomes tapped", "Whenever a creature an opponent controls becomes
tapped", "When enchanted land becomes tapped, destroy it", "Whenever enchanted creature becomes tapped". "It" and
"that creature" are the permanent that became tapped. The core's "tapped" trigger event tests the description (or,
for "enchanted ..." / "equipped creature", the permanent the source is attached to)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Filter, TriggerSpec


class TappedTriggersPhrases(PhraseBase):
    """The `tt_*` trigger heads of `tapped_triggers.lark`."""

    def tt_attached_tapped(self, ch: list[Any]) -> TriggerSpec:
        """The printed noun ("enchanted land" on an Aura that enchants a Swamp) is kept as the filter's card type,
        which the attached permanent has anyway (303.4d), so `cards show` says it as printed."""
        self.trigger_has_object = True
        word = next(str(t) for t in ch if isinstance(t, Token)).split()[-1]
        kind = frozenset() if word == "permanent" else frozenset({word.capitalize()})
        return TriggerSpec("tapped", Filter(types=kind, attached=True))

    def tt_tapped(self, ch: list[Any]) -> TriggerSpec:
        return self._trig("tapped", self._odesc(ch))
