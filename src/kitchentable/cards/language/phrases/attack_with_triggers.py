""""Whenever you attack with one or more creatures / legendary creatures / two or more Dinosaurs" (508.1m,
603.2c): once each time its controller declares attackers among which at least that many fit the description.
Only its controller's own creatures can be declared by them as attackers (508.1a), so the description is of
creatures they control. The kernel's side is `rules.turn.attack_with_triggers` (a batch of the "attacks"
event)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase, Unsupported
from kitchentable.rules.abilities import TriggerSpec
from kitchentable.rules.turn.attack_with_triggers import YOU_ATTACK_WITH


class AttackWithTriggersPhrases(PhraseBase):
    """The `awt_*` head of `attack_with_triggers.lark`."""

    def awt_attack_with(self, ch: list[Any]) -> TriggerSpec:
        n = next(c for c in ch if isinstance(c, int))
        d = next(c for c in ch if isinstance(c, Desc))
        flt = d.filter()
        if flt.controller not in ("any", "you") or flt.other:
            raise Unsupported("'whenever you attack with' a description with a controller or 'another'")
        return TriggerSpec(YOU_ATTACK_WITH, replace(flt, controller="you"), "you", at_least=n)
