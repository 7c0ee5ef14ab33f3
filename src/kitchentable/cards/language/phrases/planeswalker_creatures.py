"""Permanents that become creatures for the turn, the duration said first (611.2a): the Gideons' "Until end of
turn, ~ becomes a 5/5 Human Soldier Ally creature with indestructible that's still a planeswalker. Prevent all
damage that would be dealt to him this turn." (205.1b: it keeps its types; 120.3c-e: damage to it removes loyalty
and is marked, `rules.events`), "Until end of turn, target artifact token you control becomes a 3/1 Construct
artifact creature with flying.".

The change is the one "~ becomes ... until end of turn" makes (`BecomesCreaturePhrases`, kernel
`rules.continuous.becomes`), marked `said_first` so the render keeps the card's order. "Him"/"her" in the
prevention sentence after it is the permanent itself (a Gideon's pronoun)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import ApplyContinuous, Effect, Ref, Simple
from kitchentable.rules.records import replace

_END_OF_TURN = "end_of_turn"


class PlaneswalkerCreaturesPhrases(PhraseBase):
    """"Until end of turn, <object> becomes a <size> <types> creature ...", "prevent all damage ... to him"."""

    def pwc_eot_first(self, ch: list[Any]) -> tuple[str, list[Effect]]:
        """611.2a: the duration said first; the same effect as said last."""
        ref = next(c for c in ch if isinstance(c, Ref))
        spec = next(c for c in ch if hasattr(c, "static") and hasattr(c, "retain"))
        static = spec.static()
        said = replace(static, params=(*static.params, ("said_first", True)))
        return ("effects", [ApplyContinuous(said, ref, _END_OF_TURN)])

    def pwc_prevent_to_self(self, ch: list[Any]) -> list[Effect]:
        """615.1: "Prevent all damage that would be dealt to him this turn." (the permanent itself)."""
        pronoun = next(str(t) for t in ch if isinstance(t, Token) and str(t) in ("him", "her"))
        return [Simple("prevent_damage_this_turn", Ref("self"), params=(("said_self", pronoun),))]
