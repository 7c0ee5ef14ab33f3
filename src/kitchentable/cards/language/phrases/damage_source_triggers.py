""""Whenever a source deals damage to ~" (120.3, 603.2): each damage event dealt to this permanent, as "whenever ~ is
dealt damage" is; "that source's controller" in its effect is the controller of the source that dealt it, read as
the source last existed when it has left its zone since (a resolved spell, 608.2h: `rules.stack.effects`
"triggering_controller"), and "that many" the amount dealt. `TriggerSpec.whose` "source" keeps the printed
wording for `cards show`. "that source's controller" after any other trigger is refused: no source is known."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import Ref, TriggerSpec

SOURCE_DEALS = "source"
"""`TriggerSpec.whose` of "a source deals damage to ~" (the event is the core's "dealt_damage" of ~ itself)."""


class DamageSourceTriggersPhrases(PhraseBase):
    """The `dst_*` head and player of `damage_source_triggers.lark`."""

    dst_source_trigger = False

    def dst_source_damages_self(self, ch: list[Any]) -> TriggerSpec:
        self.dst_source_trigger = True
        spec = self._trig("dealt_damage")
        return TriggerSpec(spec.event, None, SOURCE_DEALS)

    def dst_source_controller(self, ch: list[Any]) -> Ref:
        if not self.dst_source_trigger:
            raise Unsupported("'that source's controller' after a trigger that names no damage source")
        return Ref("triggering_controller")
