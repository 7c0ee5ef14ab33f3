""""Whenever an opponent casts their first noncreature spell each turn" (Esper Sentinel), "whenever you cast your
second creature spell each turn": a cast trigger (603.2) on the first or second spell of a description its caster
casts each turn (601.2i counts it; `rules.casting.nth_spell_of_kind`). With no description ("their first spell
each turn") it is the core's `cast_first` head."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _anon, _clean
from kitchentable.rules.abilities import Filter, TriggerSpec

_NSK_ANY_SPELL = Filter(zone="stack")


class NthSpellOfKindPhrases(PhraseBase):
    """"Whenever <player> cast(s) <your/their> first|second <desc> spell each turn"."""

    def nsk_trigger(self, ch: list[Any]) -> TriggerSpec:
        words = _anon(ch)
        nth = next(w for w in words if w in ("first", "second"))
        whose = "you" if "you" in words else "opponent" if "opponent" in words else "each"
        flt: Filter = _clean(ch)[0]
        self.trigger_has_object = True  # "that spell", "copy it": the spell cast (707.10)
        if flt == _NSK_ANY_SPELL:
            return TriggerSpec(f"cast_{nth}", None, whose)
        return TriggerSpec(f"cast_{nth}_of_kind", flt, whose)
