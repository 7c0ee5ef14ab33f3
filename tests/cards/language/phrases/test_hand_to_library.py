"""Tests of `cards.language.phrases.hand_to_library` and `rules.stack.hand_to_library`: cards put from your hand on
top of or on the bottom of your library (401.4). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

from kitchentable.api.game import observation
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

STORM = card("Test Mindstorm {U}\nInstant\nDraw three cards, then put two cards from your hand on top of your library "
             "in any order.")
SIFT = card("Test Sift {2}{U}\nSorcery\nDraw two cards, then put a card from your hand on the bottom of your library.")


def _cast(spell_card: object, hand: list[object], library: list[object]) -> tuple[object, list[int], list[int]]:
    s = Scenario()
    spell = s.hand(0, spell_card)
    in_hand = [s.hand(0, c) for c in hand]
    s.many(0, "battlefield", ["Island", "Island", "Island"])
    in_library = [s.library(0, c) for c in library]
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    return game, in_hand, in_library


def test_401_4_draw_three_then_put_two_cards_from_your_hand_on_top_in_the_order_chosen() -> None:
    assert rules_text(STORM) == ["Draw three cards, then put two cards from your hand on top of your library in any "
                                 "order."]
    game, (bear, big), library = _cast(STORM, [BEAR, BIG], ["Island"] * 5)
    assert game.pending["kind"] == "choose_card" and game.pending["player"] == 0
    assert len(game.state.zone("hand", 0)) == 5  # the three cards are drawn first (608.2c: in order)
    game.apply(("top", bear))
    game.apply(("top", big))
    resolve_stack(game)
    library_now = game.state.zone("library", 0)
    names = [game.state.objects[o].card.name for o in library_now[-2:]]
    assert names == [BEAR.name, BIG.name]  # the last card chosen is on top
    assert len(game.state.zone("hand", 0)) == 3


def test_401_4_a_card_put_on_the_bottom_goes_under_the_whole_library() -> None:
    assert rules_text(SIFT) == ["Draw two cards, then put a card from your hand on the bottom of your library."]
    game, (bear,), library = _cast(SIFT, [BEAR], ["Island"] * 4)
    assert {a[0] for a in game.legal_actions()} == {"bottom"}
    game.apply(("bottom", bear))
    resolve_stack(game)
    assert game.state.objects[game.state.zone("library", 0)[0]].card.name == BEAR.name
    assert len(game.state.zone("hand", 0)) == 2


def test_400_2_the_cards_put_back_are_not_revealed_to_the_opponent() -> None:
    game, (bear, big), library = _cast(STORM, [BEAR, BIG], ["Island"] * 5)
    game.apply(("top", bear))
    game.apply(("top", big))
    resolve_stack(game)
    assert not any(ev.kind in ("revealed", "reveal") for ev in game.state.log)
    assert "top" not in observation(game.state, 1)["zones"]["library:0"]  # the opponent sees no card of it
    assert observation(game.state, 0)["zones"]["library:0"]["top"]["name"] == BIG.name  # its owner knows it
    theirs = " ".join(game.log_text(viewer=1))
    assert "a card is put into Player 1's library from Player 1's hand" in theirs
    assert BIG.name not in theirs and BEAR.name not in theirs  # the opponent's log names neither card
