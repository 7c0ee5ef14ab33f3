"""Base power and toughness X/X until a time (613.4b, 608.2h): "Creatures you control have base power and
toughness X/X until end of turn." (Biomass Mutation), "{X}: Until end of turn, creatures you control have base
power and toughness X/X." (Mirror Entity).

X is the spell's X or the X paid for the ability (107.3a). The effect is compiled as the kernel's "set_pt" with an
amount; `rules.stack.effects.apply_continuous` reads the amount once as the effect begins, so the size doesn't
change afterwards (608.2h), and the set of creatures is locked as it resolves (611.2c): a creature that arrives
later keeps its own size.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported
from kitchentable.rules.abilities import ApplyContinuous, Effect, Ref, StaticAbility, X


class VariableBasePtPhrases(PhraseBase):
    """"<objects> have base power and toughness X/X until end of turn", with the duration before or after."""

    def _x_base_pt(self, ch: list[Any], duration: str, said_first: bool) -> list[Effect]:
        if self.kind not in ("spell", "activated"):
            raise Unsupported("base power and toughness X/X outside a spell or an activated ability (no X paid)")
        subject = next(c for c in ch if isinstance(c, Ref))
        params = (("said_first", True),) if said_first else ()
        return [ApplyContinuous(StaticAbility("set_pt", None, 0, 0, amount=X, params=params), subject,
                                duration=duration)]

    def vb_base_pt_until(self, ch: list[Any]) -> list[Effect]:
        duration = str([c for c in ch if isinstance(c, str) and not hasattr(c, "type")][-1])
        if duration != "end_of_turn":
            raise Unsupported("base power and toughness X/X until a time other than end of turn")
        return self._x_base_pt(ch, duration, said_first=False)

    def vb_base_pt_said_first(self, ch: list[Any]) -> list[Effect]:
        return self._x_base_pt(ch, "end_of_turn", said_first=True)
