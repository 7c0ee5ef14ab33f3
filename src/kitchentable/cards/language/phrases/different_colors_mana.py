"""Mana of different colors (106.1): "{1}, {T}: Add two mana of different colors." (Interplanar Beacon).

The effect is an `AddMana` over the five colors with `different` set: its activation offers every set of N
distinct colors (`rules.casting.mana_abilities.mana_strings`), chosen as the ability resolves (605.3b, 608.2d for a
spell or non-mana ability). Only two to five mana: there are five colors, so six "of different colors" is not a
possible instruction and is refused rather than compiled as nothing.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import NUMBER_WORDS, PhraseBase, Unsupported
from kitchentable.rules.abilities import AddMana, fixed

_COLORS = ("W", "U", "B", "R", "G")


class DifferentColorsManaPhrases(PhraseBase):
    """"N mana of different colors" as a mana specification."""

    def mana_different_colors(self, ch: list[Any]) -> AddMana:
        n = NUMBER_WORDS[str(next(t for t in ch if isinstance(t, Token) and t.type == "MANA_COUNT"))]
        if not 2 <= n <= len(_COLORS):
            raise Unsupported("more mana of different colors than there are colors")
        return AddMana(choices=_COLORS, amount=fixed(n), different=True)
