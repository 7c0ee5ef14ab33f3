"""The greatest power, toughness or mana value among a group (208.1, 202.3): "Draw cards equal to the greatest
power among creatures you control.", "Create an X/X green Ooze creature token, where X is the greatest power among
creatures you control.", "the greatest toughness among other creatures you control". The kernel's side is
`rules.stack.greatest_among` (the amount kind "greatest"), read as the effect happens (608.2h).

Refused in a static ability other than "enters with X counters" when it reads permanents ("~ gets +X/+0, where X
is the greatest power among creatures you control", `core.amounts.compile_where_x`): there the amount would be
read inside the layer system, where one creature's power can depend on another's (613.8), which the kernel's
static amounts do not order. Cards in a graveyard or hand are read as they are (Carrion Grub).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import Desc, PhraseBase, _clean
from kitchentable.rules.abilities import Amount


class GreatestAmongPhrases(PhraseBase):
    """"the greatest power among creatures you control" as an amount."""

    def ae_greatest_among(self, ch: list[Any]) -> Amount:
        stat = str(next(t for t in ch if isinstance(t, Token) and t.type == "GREATEST_STAT"))
        d: Desc = next(c for c in _clean(ch) if isinstance(c, Desc))
        return Amount("greatest", filter=d.filter(), name=stat.replace(" ", "_"))
