"""Phasing out as an effect (702.26): "Target creature phases out." (Vodalian Illusionist, Reality Ripple), "~ phases
out." (Teferi's Honor Guard, Blink Dog), "Enchanted creature phases out." (Vanishing), "All permanents you control
phase out." The permanent phases in during its controller's next untap step (`rules.keywords.phasing_effects`).
"Phases in" and the phasing triggers are not supported."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple


class PhasingEffectsPhrases(PhraseBase):
    """"<object> phases out." (`phase_out`)."""

    def phase_out(self, ch: list[Any]) -> list[Effect]:
        """702.26: the permanents phase out until their controller's next untap step."""
        ref = next(c for c in _clean(ch) if isinstance(c, Ref))
        return [Simple("phase_out", ref)]
