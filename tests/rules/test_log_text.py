"""Filters described in words (`rules.log_text.describe_filter`): every part of the filter is said."""

from __future__ import annotations

from kitchentable.rules.abilities import Filter
from kitchentable.rules.log_text import describe_filter


def test_111_1_a_nontoken_filter_says_nontoken() -> None:
    assert describe_filter(Filter(types=frozenset({"Creature"}), token=False, controller="you")) == \
        "nontoken creature you control"
    assert describe_filter(Filter(types=frozenset({"Creature"}), token=True)) == "creature token"


def test_205_3_several_subtypes_read_as_alternatives() -> None:
    assert describe_filter(Filter(types=frozenset({"Land"}), subtypes=frozenset({"Plains", "Mountain"}))) == \
        "Mountain or Plains land"
    assert describe_filter(Filter(subtypes=frozenset({"Arcane", "Spirit"}), types=frozenset({"Instant"}))) == \
        "Spirit or Arcane instant"
    assert describe_filter(Filter(subtypes=frozenset({"Island", "Forest", "Swamp"}))) == \
        "Forest, Island, or Swamp"


def test_205_3_a_subtype_alone_is_its_own_noun() -> None:
    assert describe_filter(Filter(subtypes=frozenset({"Island"}), controller="you")) == "Island you control"
    assert describe_filter(Filter(subtypes=frozenset({"Ally"}), other=True)) == "another Ally"
