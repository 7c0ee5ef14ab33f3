"""Static abilities as `cards show` writes them (`cards.render.statics`): each names its layer (613)."""

from __future__ import annotations


def test_613_1f_humility_and_opalescence_read_as_their_layers(pool_text: dict[str, str]) -> None:
    assert "Creatures lose all abilities. (613.1f)" in pool_text["Humility"]
    assert "Creatures have base power and toughness 1/1. (613.4b)" in pool_text["Humility"]
    assert "Each other non-Aura enchantment is a creature in addition to its other types" in pool_text["Opalescence"]
