"""Predefined tokens (111.10): Treasure, Food, Clue, Gold, Blood, Map, Lander, Junk and Shard, written in the card language itself."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from kitchentable.rules.abilities import CardDef

_TEXT = {
    "treasure": ("Treasure", "{T}, Sacrifice ~: Add one mana of any color."),
    "food": ("Food", "{2}, {T}, Sacrifice ~: You gain 3 life."),
    "clue": ("Clue", "{2}, Sacrifice ~: Draw a card."),
    "gold": ("Gold", "Sacrifice ~: Add one mana of any color."),
    "blood": ("Blood", "{1}, {T}, Discard a card, Sacrifice ~: Draw a card."),  # 111.10g (modern branch)
    "map": ("Map", "{1}, {T}, Sacrifice ~: Target creature you control explores. Activate only as a sorcery."),
    # branch recent: Lander (111.10, EOE), Junk (111.10, Doctor Who), Shard (an enchantment token, 111.10, MH3)
    "lander": ("Lander", "{2}, {T}, Sacrifice ~: Search your library for a basic land card, put it onto the "
               "battlefield tapped, then shuffle."),
    "junk": ("Junk", "{T}, Sacrifice ~: Exile the top card of your library. You may play that card this turn. "
             "Activate only as a sorcery."),
    "shard": ("Shard", "{2}, Sacrifice ~: Scry 1, then draw a card."),
}
_ENCHANTMENT_TOKENS = frozenset({"shard"})


@cache
def named_token(word: str) -> CardDef:
    """111.10a-d: the token a "create a Treasure token" effect makes."""
    from kitchentable.cards.compiler import compile_card
    from kitchentable.cards.files.cardfile import parse_text

    key = word.rstrip("s") if word.endswith("s") and word not in _TEXT else word
    sub, text = _TEXT[key]
    kind = "Enchantment" if key in _ENCHANTMENT_TOKENS else "Artifact"
    raw = parse_text(f"{sub}\n{kind} — {sub}\n{text}\n", "<predefined tokens>")[0]
    return replace(compile_card(raw), is_token=True)
