"""Mana that can't be spent on some spells (106.6): "{T}: Add {C}. This mana can't be spent to cast a nonartifact
spell." (the Powerstone token's ability, and the permanents that print it), and the sentences that create
Powerstone tokens. Unlike "Spend this mana only to cast
artifact spells", such mana may pay for anything else: activated abilities, "you may pay", an artifact spell
(`SpendRestriction.other_costs`, read by `rules.concepts.restricted_mana.may_spend`). Compiled as a whole paragraph,
as `phrases.mana.compile_spend_only` compiles its restriction."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.tokens import named_token
from kitchentable.cards.language.words import (
    Parts,
    PhraseBase,
    Unsupported,
    _amount,
    _clean,
    nested_builder,
    restrict_mana_ability,
)
from kitchentable.rules.abilities import CreateToken, SpendRestriction

_CANT_SPEND = re.compile(r"^(.*\.) this mana can't be spent to cast (?:an? )?non(\w+) spells?\.$")


def compile_cant_spend(text: str, parts: Parts, card_types: frozenset[str],
                       compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """"{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." (106.6): the mana ability's mana pays
    for any cost but a spell that isn't of that kind. False when the paragraph has no such sentence."""
    m = _CANT_SPEND.match(text)
    if m is None:
        return False
    spec = nested_builder("triggered").transform(parse(f"whenever you cast an {m.group(2)} spell, draw a card."))
    if not (isinstance(spec, tuple) and spec[0] == "triggered" and spec[1].trigger.event == "cast"
            and spec[1].trigger.filter is not None):
        raise Unsupported(f"this mana can't be spent to cast a non{m.group(2)} spell")
    return restrict_mana_ability(m.group(1), text, parts, card_types, compile_rest,
                                 SpendRestriction(spec[1].trigger.filter, other_costs=True),
                                 "this mana can't be spent ... after something other than a mana ability")


class RestrictedSpendingPhrases(PhraseBase):
    """"Create a [tapped] Powerstone token" (`token_powerstone`, `token_powerstone_tapped`)."""

    def token_powerstone(self, ch: list[Any]) -> CreateToken:
        """111.10: the predefined Powerstone token, an artifact with its restricted mana ability."""
        return CreateToken(named_token("powerstone"), _amount(_clean(ch)[0]))

    def token_powerstone_tapped(self, ch: list[Any]) -> CreateToken:
        """"Create a tapped Powerstone token" (110.5b: it enters tapped)."""
        return CreateToken(named_token("powerstone"), _amount(_clean(ch)[0]), tapped=True)

