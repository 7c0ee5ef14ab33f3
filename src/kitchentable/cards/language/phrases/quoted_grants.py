"""Quoted abilities a resolving spell or ability grants for a time (611.2a, 611.2c, 613.1f): "Target creature
gains "When this creature dies, draw a card." until end of turn.", "... gets +2/+0 and gains "..." until end of
turn.", "... gains "{T}: Draw a card." for as long as you control ~." The grant is a continuous effect locked to
the objects affected as it resolves (611.2c), in layer 6 like a static grant (`core.statics.quoted_abilities`),
with the P/T change and keywords, if any, as `ModifyPT` says them. The quoted text is compiled as an ability of the
object that gets it ("this creature" in it is that object)."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.core.statics import quoted_abilities
from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import ApplyContinuous, Effect, ModifyPT, fixed


class QuotedGrantsPhrases(PhraseBase):
    """"<object> [gets +N/+N and] gains [<keywords> and] \"<ability>\" <duration>"."""

    def qg_duration(self, ch: list[Any]) -> str:
        return str(_clean(ch)[0])

    def qg_gain(self, ch: list[Any]) -> list[Effect]:
        subject, quoted, duration = _clean(ch)
        return [ApplyContinuous(quoted_abilities(quoted), subject, duration)]

    def qg_gain_keywords(self, ch: list[Any]) -> list[Effect]:
        subject, keywords, quoted, duration = _clean(ch)
        return [ModifyPT(subject, fixed(0), fixed(0), frozenset(keywords), duration),
                ApplyContinuous(quoted_abilities(quoted), subject, duration)]

    def qg_pump(self, ch: list[Any]) -> list[Effect]:
        subject, pt, quoted, duration = _clean(ch)
        p, t = self._pt(pt)
        return [ModifyPT(subject, p, t, frozenset(), duration),
                ApplyContinuous(quoted_abilities(quoted), subject, duration)]

    def qg_pump_keywords(self, ch: list[Any]) -> list[Effect]:
        subject, pt, keywords, quoted, duration = _clean(ch)
        p, t = self._pt(pt)
        return [ModifyPT(subject, p, t, frozenset(keywords), duration),
                ApplyContinuous(quoted_abilities(quoted), subject, duration)]
