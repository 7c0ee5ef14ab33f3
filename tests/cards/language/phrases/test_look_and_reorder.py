"""Tests of `cards.language.phrases.look_and_reorder`: looking at the top cards of your library and putting them
back in any order, with a counted X or an optional look (401.4, 608.2c, 107.3c). Each compiles a small card text of
our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

COUNTED = card("Test Tide Reading {U}\nSorcery\nLook at the top X cards of your library, where X is the number of "
               "lands you control, then put them back in any order.")
MAYBE = card("Test Idle Glance {U}\nInstant\nYou may look at the top two cards of your library, then put them back "
             "in any order.")


def _cast(spell_card: object, lands: int):  # type: ignore[no-untyped-def]
    s = Scenario()
    spell = s.hand(0, spell_card)
    s.many(0, "battlefield", ["Island"] * lands)
    library = [s.library(0, c) for c in ("Forest", "Mountain", "Plains", "Swamp")]  # Swamp on top
    game = s.start("main1")
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    game.apply(("pass",))
    game.apply(("pass",))
    return game, library


def test_107_3c_look_at_the_top_x_cards_where_x_is_counted_then_put_them_back_in_any_order() -> None:
    assert "Look at the top X cards of your library, where X is the number of lands you control, then put them " \
        "back in any order." in rules_text(COUNTED)
    game, (forest, mountain, plains, swamp) = _cast(COUNTED, 3)
    assert game.pending["kind"] == "order_cards"
    assert {a[1] for a in game.legal_actions()} == {mountain, plains, swamp}  # three lands: the top three cards
    for chosen in (mountain, swamp):  # from the top down (the last one left goes under them)
        game.apply(("next", chosen))
    assert game.state.zone("library", 0) == [forest, plains, swamp, mountain]


def test_401_4_you_may_look_at_the_top_cards_then_put_them_back_in_any_order() -> None:
    assert "You may look at the top two cards of your library, then put them back in any order." \
        in rules_text(MAYBE)
    game, (forest, mountain, plains, swamp) = _cast(MAYBE, 1)
    assert {a[1] for a in game.legal_actions()} == {plains, swamp}  # only the top two
    while game.pending["kind"] != "priority":
        game.apply(game.legal_actions()[0])
    assert set(game.state.zone("library", 0)) == {forest, mountain, plains, swamp}
    assert game.state.zone("library", 0)[:2] == [forest, mountain]
