"""A restriction on when players cast spells (101.2, 307.1): "Each opponent can cast spells only any time they
could cast a sorcery." The kernel's "cant_cast" ability with "turn" "unless_sorcery_timing" forbids those players
to cast a spell unless it is their main phase and the stack is empty
(`rules.continuous.static_abilities.cast_forbidden`)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import StaticAbility

UNLESS_SORCERY_TIMING = "unless_sorcery_timing"


class SorceryTimingOnlyPhrases(PhraseBase):
    """"[Players] can cast spells only any time they could cast a sorcery.\""""

    def sto_sorcery_timing_only(self, ch: list[Any]) -> Any:
        players = _clean(ch)[0]
        return ("static", StaticAbility("cant_cast", params=(("players", players), ("turn", UNLESS_SORCERY_TIMING))))
