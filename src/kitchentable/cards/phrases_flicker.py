"""Builders for the flicker branch (the grammar's `%extend` block headed "flicker").

"Exile ..., then return that card to the battlefield" compiles to the kernel's `exile` and
`return_to_battlefield` effects; the kernel finds the exiled card as the new object it became (400.7h).
This module adds the "tapped" variant of the return ("... then return it to the battlefield tapped under its
owner's control", Eldrazi Displacer, Ojutai Exemplars): the permanent enters tapped (110.5b:
"unless a spell or ability says otherwise"), and the "non-<subtype>" adjective of the flickers that
leave out a creature type ("target non-Angel creature you control", Restoration Angel): not having
that subtype (205.3), checked on the permanent's current characteristics.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.vocabulary import SUBTYPE_BY_WORD
from kitchentable.rules.abilities import Effect, Simple


class FlickerPhrases:
    """Grammar builders of the flicker section."""

    def x_return_bf_tapped(self, ch: list[Any]) -> list[Effect]:
        """"Return <object> to the battlefield tapped [under its owner's / your control]"."""
        refs = [c for c in ch if not isinstance(c, Token)]
        under_you = refs[1] if len(refs) > 1 and isinstance(refs[1], bool) else True
        return [Simple("return_to_battlefield", refs[0], params=(("under_you", under_you), ("tapped", True)))]

    def x_adj_nonsubtype(self, ch: list[Any]) -> Any:
        """"non-Angel", "non-Human": the object doesn't have that subtype."""
        sub = SUBTYPE_BY_WORD[str(ch[-1])]
        return lambda d: d.fields.setdefault("not_subtypes", set()).add(sub)
