"""Effects for as long as the source stays (611.2b): "gain control of target creature for as long as you control
~", "... for as long as ~ remains on the battlefield", "... for as long as you control ~ and ~ remains tapped",
and the same durations on P/T, keyword and untap effects ("That creature doesn't untap during its controller's
untap step for as long as you control ~.", "Another target permanent gains indestructible for as long as you
control ~.", "Target Soldier creature gets +2/+2 and has vigilance for as long as ~ remains tapped."): the
executors that create those continuous effects (`modify_pt`, `apply_continuous`, `gain_control`) ask whether
the duration is over before it begins and list the control watch. Kernel: `rules.events` (the durations, their end as the source leaves or
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

    def sd_pump(self, ch: list[Any]) -> list[Effect]:
        """"<object> gets +N/+N [and gains/has <keywords>] for as long as ..." (the core's P/T change)."""
        return self.pump(ch)  # type: ignore[attr-defined,no-any-return]

    def sd_grant(self, ch: list[Any]) -> list[Effect]:
        """"<object> gains/has <keywords> for as long as ..."."""
        return self.grant(ch)  # type: ignore[attr-defined,no-any-return]

    def sd_no_untap(self, ch: list[Any]) -> list[Effect]:
        """"<object> doesn't untap during its controller's untap step for as long as ..." (502.3)."""
        return self.no_untap_for(ch)  # type: ignore[attr-defined,no-any-return]

    def sd_while_tapped(self, ch: list[Any]) -> str:
        return self.d_while_tapped(ch)  # type: ignore[attr-defined,no-any-return]

