"""A spell's X as a condition (107.3a, 608.2c): "If X is 5 or more, destroy all other creatures." (Martial Coup),
"If X is 10 or more, also create X 4/4 white Angel creature tokens ..." (Finale of Glory).

The kernel's condition "x_at_least" reads the X of the spell on the stack as it resolves
(`rules.stack.conditions`). Only a spell has that X there: an activated or triggered ability's "if X is ..." would
read the permanent, so it is refused. "also" only says the instruction adds to what the spell did before; the
condition keeps the word (`Condition.name`) so the rendering reads as printed.

Refused: an instruction about "other" permanents after the threshold ("destroy all other creatures"). On Martial
Coup "other" means other than the tokens the spell just made, which the kernel's "other" (not the source) does not
say: the spell would destroy its own Soldiers.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean
from kitchentable.rules.abilities import Condition, Conditional, Effect, Filter


def _names_other(node: Any) -> bool:
    """Does an effect, anywhere inside, describe "other" permanents (`Filter.other`)?"""
    if isinstance(node, Filter):
        return node.other
    if isinstance(node, (list, tuple)):
        return any(_names_other(n) for n in node)
    if is_dataclass(node) and not isinstance(node, type):
        return any(_names_other(getattr(node, f.name)) for f in fields(node))
    return False


class XThresholdsPhrases(PhraseBase):
    """"If X is N or more, [also] ..." in a spell."""

    def x_threshold(self, ch: list[Any]) -> Condition:
        if self.kind != "spell":
            raise Unsupported("'if X is N or more' outside a spell")
        n = next(int(str(t)) for t in ch if isinstance(t, Token) and t.type == "NUMBER")
        return Condition("x_at_least", n=n)

    def conditional_x(self, ch: list[Any], also: bool = False) -> list[Effect]:
        cond, effects = _clean(ch)
        if _names_other(effects):
            raise Unsupported("'other' after an X threshold (other than the tokens just made)")
        return [Conditional(Condition(cond.kind, n=cond.n, name="also" if also else ""), tuple(effects))]

    def conditional_x_also(self, ch: list[Any]) -> list[Effect]:
        return self.conditional_x(ch, also=True)
