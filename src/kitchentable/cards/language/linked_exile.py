"""Linked abilities (607.2a): "When ~ enters, exile another target creature. When ~ leaves the battlefield, return
the exiled card to the battlefield under its owner's control." The second ability's "the exiled card" is the card
the first one exiled; the card language remembers an exiled card only inside one resolution ("exile it, then
return the exiled card"), so an ability that names a card another ability exiled would find nothing and do nothing
(Fiend Hunter's creature stayed in exile). Such a paragraph is refused; today's wording, "exile ... until ~ leaves
the battlefield" (610.3c), compiles and works. Likewise a permission to play "that card" (611.2c) with no card
exiled before it in the paragraph."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from kitchentable.cards.language.words import Unsupported
from kitchentable.rules.abilities import CardDef, Simple


def refuse_exiled_card_of_another_ability(text: str) -> None:
    """Raise `Unsupported` if `text` returns "the exiled card" that nothing before it in the paragraph exiled."""
    before, found, _after = text.partition("return the exiled card")
    if found and "exile" not in before:
        raise Unsupported("'the exiled card' exiled by another ability (607.2a)")


def _simple_kinds(node: Any, out: list[str]) -> list[str]:
    """The kinds of the `Simple` effects in `node`, in the order they are written (tokens' own texts left out)."""
    if isinstance(node, Simple):
        out.append(node.kind)
    if isinstance(node, (tuple, list)):
        for item in node:
            _simple_kinds(item, out)
    elif is_dataclass(node) and not isinstance(node, (type, CardDef)):
        for f in fields(node):
            _simple_kinds(getattr(node, f.name), out)
    return out


def refuse_permission_without_exiled_cards(text: str, compiled: Any) -> None:
    """Raise `Unsupported` if a paragraph lets its controller play "that card" (611.2c) but nothing before it in the
    paragraph exiled a card: the permission covers only the cards this resolution exiled from a library, so
    "choose target artifact card in your graveyard. You may cast that card this turn." (Silas Renn) would grant
    nothing and the card would silently do nothing."""
    if "may play" not in text and "may cast" not in text:  # no permission said: nothing to walk
        return
    kinds = _simple_kinds(compiled, [])
    if "may_play_exiled" in kinds and "exile_top" not in kinds[:kinds.index("may_play_exiled")]:
        raise Unsupported("a permission to play 'that card' when no card was exiled this way (611.2c)")
