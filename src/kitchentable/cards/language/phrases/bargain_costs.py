"""A spell's own cost reduction when it's bargained (702.166a-b; 601.2f): "This spell costs {2} less to cast if it's
bargained." (Johann's Stopgap, Hamlet Glutton). Bargain is chosen as the spell is announced (601.2b, the
optional additional cost the kernel records as "kicked" with the name "bargain"), before the total cost is worked out,
so the condition reads the cast being made. The condition keeps the printed "it's" (`ref` self) for the render."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition, Ref


class BargainCostsPhrases(PhraseBase):
    """"if it's bargained"."""

    def bc_its_bargained(self, ch: list[Any]) -> Condition:
        return Condition("kicked", name="bargain", ref=Ref("self"))
