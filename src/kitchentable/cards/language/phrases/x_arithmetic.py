"""X with arithmetic (107.3a): "You gain X plus 3 life." (Vitalizing Cascade), "~ deals X plus 2 damage to any
target.", "~ deals twice X damage to ...".

The amount is the kernel's X amount with `plus` or `times` set: the kernel computes value × times + plus
(`rules.stack.amounts`) with the X the spell or ability was cast or activated with, so the number is fixed as the
instruction is carried out (608.2h), like the bare X.

Refused where the sentence defines X ("You gain X plus 1 life, where X is the number of ...", 107.3c): the
definition replaces X with its count, and the count's rendering would no longer say "X plus 1".
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.core.amounts import _DEFINING_X
from kitchentable.cards.language.words import PhraseBase, Unsupported, _clean, _int
from kitchentable.rules.abilities import Amount


class XArithmeticPhrases(PhraseBase):
    """"X plus N" and "twice X" as amounts."""

    def a_x_plus(self, ch: list[Any]) -> Amount:
        if _DEFINING_X:
            raise Unsupported("X plus a number, where the sentence defines X")
        n = _int(_clean(ch)[-1])
        if not isinstance(n, int) or n <= 0:
            raise Unsupported("X plus a number that isn't a positive whole number")
        return Amount("x", plus=n)

    def a_twice_x(self, ch: list[Any]) -> Amount:
        if _DEFINING_X:
            raise Unsupported("twice X, where the sentence defines X")
        return Amount("x", times=2)
