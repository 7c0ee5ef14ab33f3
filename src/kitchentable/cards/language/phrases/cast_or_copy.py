""""Whenever you cast or copy an instant or sorcery spell" (magecraft's trigger, 207.2c): one trigger that hears
both a spell its controller casts (601.2i) and a copy of a spell its controller puts on the stack (707.10), as the
kernel's `rules/stack/copied_spells.py` matches them."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Filter, TriggerSpec


class CastOrCopyPhrases(PhraseBase):
    """The cast-or-copy trigger (`t_cast_or_copy`)."""

    def t_cast_or_copy(self, ch: list[Any]) -> TriggerSpec:
        flt = next(c for c in _clean(ch) if isinstance(c, Filter))
        self.trigger_has_object = True  # "copy that spell": the spell cast or the copy (603.2, 707.10)
        return TriggerSpec("cast_or_copy", flt, "you")
