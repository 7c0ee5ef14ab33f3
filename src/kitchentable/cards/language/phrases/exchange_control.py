"""Exchanging control of two permanents (701.12): "Exchange control of two target creatures." (Switcheroo),
"Exchange control of target land you control and target land an opponent controls." (Political Trickery), "of
target artifact and target creature". Two permanents in all: two target groups of one each, or one group of
exactly two. The kernel's side is `rules.keywords.exchange_control` (the effect kind "exchange_control_of")."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple


class ExchangeControlPhrases(PhraseBase):
    """"exchange control of <target> and <target>", "exchange control of two target <description>"."""

    def xc_pair(self, ch: list[Any]) -> list[Effect]:
        first, second = [c for c in _clean(ch) if isinstance(c, Ref)]
        for ref in (first, second):
            spec = self.targets[ref.index - self.offset]
            if (spec.min, spec.max) != (1, 1):
                raise Unsupported("exchange control of more than two permanents")
            if spec.filter.zone != "battlefield" or spec.filter.players:
                raise Unsupported("exchange control of a spell or a player (701.12: permanents only here)")
        return [Simple("exchange_control_of", first, params=(("other", second),))]

    def xc_group(self, ch: list[Any]) -> list[Effect]:
        (ref,) = [c for c in _clean(ch) if isinstance(c, Ref)]
        spec = self.targets[ref.index - self.offset]
        if (spec.min, spec.max) != (2, 2) or spec.filter.zone != "battlefield" or spec.filter.players:
            raise Unsupported("exchange control of other than two target permanents")
        return [Simple("exchange_control_of", ref)]
