""""A card named ~" inside a token's ability (Deathpact Angel's Cleric: "Return a card named [the Angel] from your
graveyard to the battlefield."): the card's text writes its own name as "~", and the rules read "named ~" as the
name of the object the ability is on (`rules.concepts.targets.source_name`, 201.2). On a token the card creates,
the ability's source is the token, whose name is not the card's, so the name is written out here, as printed.
The same holds for an ability the card grants to other objects (Food Fight: artifacts you control have "...
equal to 1 plus the number of permanents named Food Fight you control."): its source is the artifact, so
"named ~" there is the granting card's name, written out (113.3, 201.2)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.rules.abilities import (
    ActivatedAbility,
    CardDef,
    CreateToken,
    Filter,
    Modal,
    StaticAbility,
    TriggeredAbility,
)

_ABILITIES = (ActivatedAbility, TriggeredAbility)

NAMED_SELF = "~"
"""The name a description reads as the source's own (`rules.concepts.targets.NAMED_SELF`)."""


def tokens_name_their_maker(card: CardDef, name: str, texts: list[str]) -> CardDef:
    """`card` with every "named ~" inside the tokens it creates and the abilities it grants read as `name`, the
    card's name (its normalized paragraphs `texts` say whether there is any to read)."""
    if not any("named ~" in t for t in texts):
        return card
    return _walk(card, name, inside_token=False)  # type: ignore[no-any-return]


def _walk(obj: Any, name: str, inside_token: bool, in_ability: bool = False) -> Any:
    """`obj` with "named ~" written out where the source is another object: inside a token the card creates, or
    inside an ability found within one of the card's own abilities (an ability it grants)."""
    if isinstance(obj, Filter):
        return replace(obj, name=name) if inside_token and obj.name == NAMED_SELF else obj
    if isinstance(obj, tuple):
        items = tuple(_walk(x, name, inside_token, in_ability) for x in obj)
        return obj if all(a is b for a, b in zip(items, obj, strict=True)) else items
    if is_dataclass(obj) and not isinstance(obj, type):
        inner = inside_token or isinstance(obj, CreateToken) or (in_ability and isinstance(obj, _ABILITIES))
        below = in_ability or isinstance(obj, (*_ABILITIES, StaticAbility, Modal))
        changes = {}
        for f in fields(obj):
            old = getattr(obj, f.name)
            new = _walk(old, name, inner, below)
            if new is not old:
                changes[f.name] = new
        return replace(obj, **changes) if changes else obj
    return obj
