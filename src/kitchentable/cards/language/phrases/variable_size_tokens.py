"""Tokens of a variable size (111.3, 608.2h): "Create an X/X green Ooze creature token." (X from the spell's
cost, 107.3a), "Create X X/X green Ooze creature tokens.", "create an X/X black and green Hydra creature token,
where X is the number of +1/+1 counters on ~" (X defined by the sentence, 107.3c, `core.amounts.compile_where_x`).

The token's definition is compiled with a 0/0 placeholder and the effect carries its size as an amount
(`CreateToken.size`): the kernel reads the amount once, as the token is created, and writes the number into the
token's own power and toughness (`rules.stack.effects.create_token`), so the size is the token's copiable value
(707.2) and doesn't change afterwards as the count does.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase, _clean
from kitchentable.rules.abilities import Amount, CreateToken


class VariableSizeTokensPhrases(PhraseBase):
    """"an X/X <colors> <types> creature token" as a token specification."""

    def _x_by_x(self, ch: list[Any], colors: list[str] | None, types: set[str]) -> CreateToken:
        c = [v for v in _clean(ch) if not (isinstance(v, Token) and v.type == "X_BY_X")]
        n, rest = c[0], c[1:]
        if colors is None:
            colors, rest = rest[0], rest[1:]
        kws = rest[1] if len(rest) > 1 else frozenset()
        token = self._token(n, "0/0", colors, rest[0], types, kws)
        return replace(token, size=Amount("x"))

    def token_x_by_x(self, ch: list[Any]) -> CreateToken:
        return self._x_by_x(ch, None, {"Creature"})

    def token_x_by_x_artifact(self, ch: list[Any]) -> CreateToken:
        return self._x_by_x(ch, None, {"Artifact", "Creature"})

    def token_x_by_x_colorless(self, ch: list[Any]) -> CreateToken:
        return self._x_by_x(ch, [], {"Creature"})

    def token_x_by_x_colorless_artifact(self, ch: list[Any]) -> CreateToken:
        return self._x_by_x(ch, [], {"Artifact", "Creature"})

    def token_x_by_x_tapped(self, ch: list[Any]) -> CreateToken:
        """"a tapped X/X ... token" (111.1: created tapped)."""
        return replace(self._x_by_x(ch, None, {"Creature"}), tapped=True)

    def token_x_by_x_enchantment(self, ch: list[Any]) -> CreateToken:
        return self._x_by_x(ch, None, {"Enchantment", "Creature"})
