""""A card named Sunlit Hoplite" (201.2): a description of the cards with another card's printed name.

`other_card_names.mark_other_card_names` wrote the name as one opaque word before the text was lower-cased; the
suffix reads the printed name back into `Filter.name`, which the kernel compares with a card's name
(`rules.concepts.targets`, 201.2: two objects have the same name when their names are identical)."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.other_card_names import other_card_name
from kitchentable.cards.language.words import PhraseBase


class OtherCardNamesPhrases(PhraseBase):
    """The suffix "named <another card's name>" (`ocn_named_other`)."""

    def ocn_named_other(self, ch: list[Any]) -> Any:
        word = next(str(t) for t in ch if isinstance(t, Token) and t.type == "OTHER_CARD_NAME")
        name = other_card_name(word)
        return lambda d: d.fields.__setitem__("name", name)
