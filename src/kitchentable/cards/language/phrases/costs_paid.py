"""What an effect knows of the objects paid for its cost (601.2h, 608.2h): "This spell deals damage equal to the
discarded card's mana value to any target.", "gain life equal to the sacrificed artifact's mana value".

The object paid is the first the cost named (`rules.stack.resolve` puts it in the resolving context's memory as
"it", with its last known information: the card discarded or exiled is a new object in its new zone, 400.7);
the amount keeps the words that named it (`Amount.name`) so it renders as the Oracle text reads."""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Amount, Ref


def _named(ch: list[Any]) -> str:
    """"the discarded card's" -> "discarded card"."""
    word = next(str(t) for t in ch if isinstance(t, Token) and t.type == "PAID_OBJECT")
    return word.removeprefix("the ").removesuffix("'s")


class CostsPaidPhrases(PhraseBase):
    """Amounts read from the objects paid for a cost."""

    def ae_paid_mana_value(self, ch: list[Any]) -> Amount:
        return Amount("mana_value", ref=Ref("it"), name=_named(ch))

    def ae_paid_power(self, ch: list[Any]) -> Amount:
        return Amount("power", ref=Ref("it"), name=_named(ch))

    def ae_paid_toughness(self, ch: list[Any]) -> Amount:
        return Amount("toughness", ref=Ref("it"), name=_named(ch))
