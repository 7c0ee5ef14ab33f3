"""A duration said before its effect (611.2a): "Until end of turn, creatures you control get +1/+1 and gain haste."
is today's Oracle wording of "... get +1/+1 and gain haste until end of turn"; "Until end of turn, target creature
gets +0/+2 and another target creature gets -2/-0." gives each part the duration. Only power/toughness changes
and keywords gained or lost are read here; any other effect after a leading duration stays refused. "Until your
next turn, ..." (Vivien, Sorin) reads the same parts with that duration."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Effect

_END_OF_TURN = "end_of_turn"  # what `EffectPhrases.d_eot` names the duration
_YOUR_NEXT_TURN = "your_next_turn"  # what `EffectPhrases.d_next_turn` names it


class LeadingDurationsPhrases(PhraseBase):
    """The parts after "Until end of turn," each built as its "... until end of turn" sentence would be."""

    def eot_first(self, ch: list[Any]) -> list[Effect]:
        return [e for part in ch if isinstance(part, list) for e in part]

    def eot_pump(self, ch: list[Any]) -> list[Effect]:
        return self.pump([*ch, _END_OF_TURN])  # type: ignore[attr-defined, no-any-return]

    def eot_grant(self, ch: list[Any]) -> list[Effect]:
        return self.grant([*ch, _END_OF_TURN])  # type: ignore[attr-defined, no-any-return]

    def eot_lose_gain(self, ch: list[Any]) -> list[Effect]:
        """"Until end of turn, ~ loses defender and gains flying.": both in layer 6 (613.1f), each until end of
        turn (the Gargoyles, Xathrid Slyblade)."""
        subject, lost, gained = _clean(ch)
        return [*self.lose_keywords_for([lost, _END_OF_TURN])(subject),  # type: ignore[attr-defined]
                *self.grant([subject, gained, _END_OF_TURN])]  # type: ignore[attr-defined]

    def next_turn_first(self, ch: list[Any]) -> list[Effect]:
        """"Until your next turn, creatures you control get +1/+0 and gain lifelink.": each part lasts until its
        controller's next turn (611.2a), as "... until your next turn" said last would."""
        return [e for part in ch if isinstance(part, list) for e in part]

    def next_turn_pump(self, ch: list[Any]) -> list[Effect]:
        return self.pump([*ch, _YOUR_NEXT_TURN])  # type: ignore[attr-defined, no-any-return]

    def next_turn_grant(self, ch: list[Any]) -> list[Effect]:
        return self.grant([*ch, _YOUR_NEXT_TURN])  # type: ignore[attr-defined, no-any-return]
