"""Static abilities as `cards show` writes them (`cards.render.statics`): each names its layer (613)."""

from __future__ import annotations


def test_613_1f_humility_and_opalescence_read_as_their_layers(pool_text: dict[str, str]) -> None:
    assert "All creatures lose all abilities. (613.1f)" in pool_text["Humility"]
    assert "All creatures have base power and toughness 1/1. (613.4b)" in pool_text["Humility"]
    assert "Each other non-Aura enchantment is a creature in addition to its other types" in pool_text["Opalescence"]


def test_613_1_a_group_reads_as_oracle_text_names_it() -> None:
    from kitchentable.cards.render.words import _group
    from kitchentable.rules.abilities import Filter

    creatures = frozenset({"Creature"})
    assert _group(Filter(types=creatures)) == "all creatures"
    assert _group(Filter(types=creatures, subtypes=frozenset({"Sliver"}))) == "all Sliver creatures"
    assert _group(Filter(types=creatures, controller="opponent")) == "creatures your opponents control"
    assert _group(Filter(types=creatures, attacking=True)) == "attacking creatures"
    assert _group(Filter(types=creatures, controller="you", with_counter="+1/+1")).startswith("each creature you")
