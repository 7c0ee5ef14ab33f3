"""Damage that can't be prevented, as a static ability of a permanent (615.12): "Damage can't be prevented."
(Leyline of Punishment's second ability) and "Combat damage that would be dealt by creatures you control can't be
prevented." (Questing Beast). Compiled to a "damage_cant_be_prevented" static that the kernel reads for each
damage event (`rules.continuous.unpreventable_damage`)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Filter, Ref, StaticAbility

KIND = "damage_cant_be_prevented"


class UnpreventableDamagePhrases(PhraseBase):
    """"Damage can't be prevented." and "[Combat] damage that would be dealt by <group> can't be prevented."."""

    def ud_all_damage(self, ch: list[Any]) -> Any:
        return ("static", StaticAbility(KIND))

    def ud_group_damage(self, ch: list[Any]) -> Any:
        group = next(c for c in _clean(ch) if isinstance(c, (Filter, Ref, tuple)))
        if isinstance(group, tuple) or isinstance(group, Ref):
            raise Unsupported("unpreventable damage of two groups or of one object")
        combat = any(isinstance(t, Token) and str(t) == "combat" for t in ch)
        return ("static", StaticAbility(KIND, self._group(group), params=(("combat", combat),)))
