"""Control for as long as the source stays (611.2b): "gain control of target creature for as long as you control
~", "... for as long as ~ remains on the battlefield", "... for as long as you control ~ and ~ remains tapped".
The durations are said only after "gain control of": on other effects the kernel's end of them is not wired,
so there the words stay refused. Kernel: `rules.events` (the durations, their end as the source leaves or
untaps) and `rules.continuous.source_durations` (the end when its controller loses the source)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Effect
from kitchentable.rules.events import WHILE_CONTROLLED, WHILE_CONTROLLED_TAPPED, WHILE_ON_BATTLEFIELD


class SourceDurationsPhrases(PhraseBase):
    """"For as long as you control ~" and its kin, after "gain control of"."""

    def gain_control_while(self, ch: list[Any]) -> list[Effect]:
        """"Gain control of <object> for as long as ...": the core's gain of control with this duration."""
        return self.gain_control(ch)  # type: ignore[attr-defined,no-any-return]

    def d_while_controlled(self, ch: list[Any]) -> str:
        return WHILE_CONTROLLED

    def d_while_on_battlefield(self, ch: list[Any]) -> str:
        return WHILE_ON_BATTLEFIELD

    def d_while_controlled_tapped(self, ch: list[Any]) -> str:
        return WHILE_CONTROLLED_TAPPED
