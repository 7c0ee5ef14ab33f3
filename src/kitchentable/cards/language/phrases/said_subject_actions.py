"""Keyword actions with their subject said (701.22 scry, 701.25 surveil): "you scry 2" is the ability controller's
scry, the same as "scry 2"; the effect keeps `said_you` so that its rendering says the words printed."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _amount, _clean
from kitchentable.rules.abilities import Effect, Ref, Simple


class SaidSubjectActionsPhrases(PhraseBase):
    """Builder of "you scry N" / "you surveil N"."""

    def you_scry_or_surveil(self, ch: list[Any]) -> list[Effect]:
        kind = next(str(c) for c in ch if isinstance(c, Token) and str(c) in ("scry", "surveil"))
        return [Simple(kind, Ref("you"), _amount(_clean(ch)[-1]), (("said_you", True),))]
