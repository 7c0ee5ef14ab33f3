""""A card named ~" inside a token's ability (Deathpact Angel's Cleric: "Return a card named [the Angel] from your
graveyard to the battlefield."): the card's text writes its own name as "~", and the rules read "named ~" as the
name of the object the ability is on (`rules.concepts.targets.source_name`, 201.2). On a token the card creates,
the ability's source is the token, whose name is not the card's, so the name is written out here, as printed."""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from kitchentable.rules.abilities import CardDef, CreateToken, Filter

NAMED_SELF = "~"
"""The name a description reads as the source's own (`rules.concepts.targets.NAMED_SELF`)."""


def tokens_name_their_maker(card: CardDef, name: str, texts: list[str]) -> CardDef:
    """`card` with every "named ~" inside the tokens it creates read as `name`, the creating card's name (its
    normalized paragraphs `texts` say whether there is any to read)."""
    if not any("named ~" in t for t in texts):
        return card
    return _walk(card, name, inside_token=False)  # type: ignore[no-any-return]


def _walk(obj: Any, name: str, inside_token: bool) -> Any:
    if isinstance(obj, Filter):
        return replace(obj, name=name) if inside_token and obj.name == NAMED_SELF else obj
    if isinstance(obj, tuple):
        items = tuple(_walk(x, name, inside_token) for x in obj)
        return obj if all(a is b for a, b in zip(items, obj, strict=True)) else items
    if is_dataclass(obj) and not isinstance(obj, type):
        inner = inside_token or isinstance(obj, CreateToken)
        changes = {}
        for f in fields(obj):
            old = getattr(obj, f.name)
            new = _walk(old, name, inner)
            if new is not old:
                changes[f.name] = new
        return replace(obj, **changes) if changes else obj
    return obj
