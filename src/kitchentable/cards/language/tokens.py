"""Tokens written in the card language itself: the predefined tokens (111.10) Treasure, Food, Clue, Gold, Blood,
Map, Lander, Junk, Shard and Powerstone; the Role tokens (111.10, 303.7); and the Incubator token (701.53a).

Each is card-file text compiled by the card compiler (`words.nested_card`), once, the first time an effect
creates one.
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from kitchentable.cards.language.words import nested_card
from kitchentable.rules.abilities import CardDef

_TEXT = {
    "treasure": ("Treasure", "{T}, Sacrifice ~: Add one mana of any color."),
    "food": ("Food", "{2}, {T}, Sacrifice ~: You gain 3 life."),
    "clue": ("Clue", "{2}, Sacrifice ~: Draw a card."),
    "gold": ("Gold", "Sacrifice ~: Add one mana of any color."),
    "blood": ("Blood", "{1}, {T}, Discard a card, Sacrifice ~: Draw a card."),  # 111.10g
    "map": ("Map", "{1}, {T}, Sacrifice ~: Target creature you control explores. Activate only as a sorcery."),
    # Lander (111.10, EOE), Junk (111.10, Doctor Who), Shard (an enchantment token, 111.10, MH3)
    "lander": ("Lander", "{2}, {T}, Sacrifice ~: Search your library for a basic land card, put it onto the "
               "battlefield tapped, then shuffle."),
    "junk": ("Junk", "{T}, Sacrifice ~: Exile the top card of your library. You may play that card this turn. "
             "Activate only as a sorcery."),
    "shard": ("Shard", "{2}, Sacrifice ~: Scry 1, then draw a card."),
    # Powerstone (111.10, BRO): its mana pays for anything but a nonartifact spell (phrases.restricted_spending)
    "powerstone": ("Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
}
_ENCHANTMENT_TOKENS = frozenset({"shard"})


@cache
def named_token(word: str) -> CardDef:
    """111.10a-d: the token a "create a Treasure token" effect makes."""
    key = word.rstrip("s") if word.endswith("s") and word not in _TEXT else word
    sub, text = _TEXT[key]
    kind = "Enchantment" if key in _ENCHANTMENT_TOKENS else "Artifact"
    return replace(nested_card(f"{sub}\n{kind} — {sub}\n{text}\n", "<predefined tokens>"), is_token=True)


ROLES = {
    "cursed": "Enchanted creature has base power and toughness 1/1.",
    "monster": "Enchanted creature gets +1/+1 and has trample.",
    "royal": 'Enchanted creature gets +1/+1 and has "Ward {1}".',
    "sorcerer": 'Enchanted creature gets +1/+1 and has "Whenever this creature attacks, scry 1."',
    "virtuous": "Enchanted creature gets +1/+1 for each enchantment you control.",
    "wicked": "Enchanted creature gets +1/+1.\nWhen this Aura is put into a graveyard from the battlefield, each "
              "opponent loses 1 life.",
    "young hero": 'Enchanted creature has "Whenever this creature attacks, if its toughness is 3 or less, put a '
                  '+1/+1 counter on it."',
}
"""The Role tokens (111.10, 303.7): Aura tokens with enchant creature and these abilities."""


@cache
def role_token(kind: str) -> CardDef:
    """The Role token of `kind` ("monster", "young hero"...): an Enchantment — Aura Role token with enchant
    creature and its Role's abilities."""
    name = " ".join(w.capitalize() for w in kind.split()) + " Role"
    text = f"{name}\nEnchantment — Aura Role\nEnchant creature\n{ROLES[kind]}\n"
    return replace(nested_card(text, "role tokens"), is_token=True)


_INCUBATOR = """Incubator Token
Artifact — Incubator
{2}: Transform this artifact.
//
Phyrexian Token
Artifact Creature — Phyrexian 0/0
@layout transform
"""


@cache
def incubator_token() -> CardDef:
    """701.53a: the Incubator token, a transforming double-faced token: an Incubator artifact with "{2}:
    Transform this artifact." whose back face is a 0/0 Phyrexian artifact creature (111.4, 712)."""
    whole = nested_card(_INCUBATOR, "incubator token")
    faces = tuple(replace(f, is_token=True) for f in whole.faces)
    return replace(whole, name="Incubator Token", faces=faces, is_token=True)
