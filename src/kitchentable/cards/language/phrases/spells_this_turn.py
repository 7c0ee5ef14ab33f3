"""Rules for a player's spells made by a resolving spell or ability for the rest of the turn (611.2a, 101.2):
"Creature spells you cast this turn can't be countered." (Domri, Anarch of Bolas) and "Spells you control can't
be countered this turn.". Kernel: `rules.continuous.uncounterable_this_turn`."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Filter, Ref, Simple, fixed


class SpellsThisTurnPhrases(PhraseBase):
    """Turn-long rules about the controller's spells."""

    def uncounterable_cast_this_turn(self, ch: list[Any]) -> list[Effect]:
        """"<spells> you cast this turn can't be countered": the controller's spells of that description, cast
        this turn before or after it resolves (101.2)."""
        flt = next((c for c in _clean(ch) if isinstance(c, Filter)), Filter())
        return [Simple("uncounterable_this_turn", Ref("you"), fixed(1), (("spells", flt), ("said", "cast")))]

    def uncounterable_control_this_turn(self, ch: list[Any]) -> list[Effect]:
        """"<spells> you control can't be countered this turn" (the same rule, said the other way)."""
        flt = next((c for c in _clean(ch) if isinstance(c, Filter)), Filter())
        return [Simple("uncounterable_this_turn", Ref("you"), fixed(1), (("spells", flt), ("said", "control")))]
