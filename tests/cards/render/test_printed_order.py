"""Alternatives said in the order the card prints them (`cards.render.printed_order`): a description's
alternatives are a set (205.3, 608.2b), so only the card's text can give their order."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.cards.render.printed_order import in_printed_order
from tests.cards.card_text import card


def test_205_3_subtype_alternatives_keep_the_printed_order() -> None:
    strand = card("Test Strand\nLand\n{T}, Pay 1 life, Sacrifice Test Strand: Search your library for a Plains or "
                  "Island card, put it onto the battlefield, then shuffle.")
    assert "Search your library for a Plains or Island card" in rules_text(strand)[0]
    seek = card("Test Seek {1}{G}\nSorcery\nSearch your library for a Plains, Island, Swamp, or Mountain card, put "
                "it onto the battlefield tapped, then shuffle.")
    assert rules_text(seek)[0].startswith("Search your library for a Plains, Island, Swamp, or Mountain card")


def test_205_2_card_type_alternatives_keep_the_printed_order() -> None:
    source = card("Test Source {2}{R}\nInstant\nTest Source deals 6 damage to target creature, planeswalker, or "
                  "battle.")
    assert rules_text(source) == ["This deals 6 damage to target creature, planeswalker, or battle."]


def test_the_article_follows_the_new_first_word_and_only_the_order_changes() -> None:
    printed = "Search your library for a Plains or Island card."
    assert in_printed_order("Search your library for an Island or Plains card.", printed) == \
        "Search your library for a Plains or Island card."
    # Other words than the printed ones, or the same words printed in two orders: left as rendered.
    assert in_printed_order("Destroy target Island or Swamp.", printed) == "Destroy target Island or Swamp."
    twice = "Destroy target Plains or Island. Return target Island or Plains card to your hand."
    assert in_printed_order("Destroy target Island or Plains.", twice) == "Destroy target Island or Plains."
