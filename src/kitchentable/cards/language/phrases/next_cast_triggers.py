"""Delayed triggered abilities on the next spell cast this turn (603.7a): "When you next cast an instant or sorcery
spell this turn, copy that spell. You may choose new targets for the copy." (Teach by Example, Galvanic
Iteration, Doublecast), "... copy that spell twice. You may choose new targets for the copies." (Complete the
Circuit), "When you next cast an instant or sorcery spell with mana value 4 or less this turn, ..." (Dual Strike).

The sentence is an effect: as the spell or ability resolves it creates a delayed triggered ability
(`Simple("delayed_trigger")` with `when` "next_cast", `rules.casting.next_cast_triggers`). "That spell" is the
spell whose casting triggered it (603.2, Ref "triggering"); the copies are put on the stack, not cast (707.10)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Filter, Ref, Simple, fixed
from kitchentable.rules.casting.next_cast_triggers import NEXT_CAST

_TIMES = {"twice": 2, "three times": 3}


class NextCastTriggersPhrases(PhraseBase):
    """Builders of "When you next cast <spell> this turn, copy that spell [twice]. ..."."""

    def next_cast_copy(self, ch: list[Any]) -> Any:
        flt = next(c for c in _clean(ch) if isinstance(c, Filter))
        times = next((_TIMES[str(c)] for c in ch if isinstance(c, Token) and str(c) in _TIMES), 1)
        copy = Simple("copy_spell", Ref("triggering"), fixed(times), (("new_targets", True),))
        return ("effects", [Simple("delayed_trigger", Ref("you"), params=(
            ("when", NEXT_CAST), ("filter", flt), ("effects", (copy,))))])
