"""Every card of the pool with more than keywords has a behaviour test that names it (issue 3)."""

from __future__ import annotations

from pathlib import Path

from kitchentable.cards.pool import get_pool
from kitchentable.rules.abilities import CardDef

HERE = Path(__file__).parent


def has_more_than_keywords(card: CardDef) -> bool:
    if card.faces:
        return any(has_more_than_keywords(f) for f in card.faces)
    basic_mana = "Land" in card.types and all(a.is_mana for a in card.activated) and not (
        card.triggered or card.static)
    return bool(card.spell or card.triggered or card.static or card.additional_costs or card.optional_costs
                or card.alternative_costs or card.enchant or (card.activated and not basic_mana))


def untested() -> list[str]:
    text = "\n".join(p.read_text(encoding="utf-8") for p in HERE.rglob("test_*.py"))
    return [c.name for c in get_pool() if has_more_than_keywords(c) and f'"{c.name}"' not in text]


def test_every_card_with_abilities_has_a_behaviour_test() -> None:
    assert untested() == []
