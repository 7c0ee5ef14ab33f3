"""Printed cards as a face shows them when a player reads a card: name, mana cost, type line, rules text,
colors, power and toughness or loyalty, and each face of a card with two (709, 712).

A face asks only for names its viewer has already been shown (the board, the log, the options), so nothing
here decides what is hidden; it reads the card as printed, never the object's current characteristics.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.state import GameState


def printed(card: CardDef) -> dict[str, Any]:
    """The card as printed, as plain data."""
    info: dict[str, Any] = {
        "name": card.name, "cost": str(card.mana_cost) if card.mana_cost is not None else "",
        "type": card.type_line, "text": card.text, "colors": "".join(sorted(card.colors)),
    }
    if card.power is not None or card.toughness is not None:
        info["pt"] = f"{card.power}/{card.toughness}"
    if card.loyalty is not None:
        info["loyalty"] = card.loyalty
    if card.faces and len(card.faces) > 1:
        info["faces"] = [{"name": f.name, "cost": str(f.mana_cost) if f.mana_cost else "", "type": f.type_line,
                          "text": f.text} for f in card.faces]
    return info


def printed_cards(state: GameState, names: Iterable[str]) -> dict[str, dict[str, Any]]:
    """The printed cards of these names: from the game's own cards, else from the card pool; a name that is
    no card (an ability on the stack, a token made by an effect) is left out."""
    wanted = set(names)
    by_name: dict[str, CardDef] = {}
    for o in state.objects.values():
        if o.card.name in wanted:
            by_name.setdefault(o.card.name, o.card)
    found: dict[str, dict[str, Any]] = {}
    for name in sorted(wanted):
        card = by_name.get(name)
        if card is None:
            try:
                from kitchentable.cards.pool import get_pool

                card = get_pool().get(name)
            except Exception:  # noqa: BLE001 - not a card of the pool: nothing to read
                continue
        found[name] = printed(card)
    return found
