"""Tokens of a card type (111.1, 111.4): "target artifact token you control" (The Mechanist, Aerial Artisan's "{T}:
Until end of turn, target artifact token you control becomes a 3/1 Construct artifact creature with flying."),
"Sacrifice an artifact token", "enchantment tokens you control".

The description is the type's with `token` set, the same filter "artifact" and the adjective "token" would make,
so every reference, target and group reads it as it reads any other token description, and it is said back as
"artifact token" (`rules.log_text`). "Creature token" keeps grammar.lark's own noun.
"""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import Desc, PhraseBase

_TYPES = {"artifact": "Artifact", "enchantment": "Enchantment"}


class TypeTokensPhrases(PhraseBase):
    """"artifact token(s)", "enchantment token(s)" as nouns."""

    def tt_type_token(self, ch: list[Any]) -> Any:
        card_type = _TYPES[str(ch[0])]

        def apply(d: Desc) -> None:
            d.any_types.add(card_type)
            d.fields["token"] = True
        return apply
