"""Expend N (2024 rules): "Whenever you expend 4" triggers on the payment that brings the mana its controller spent
this turn on spells and abilities to 4 or more, once. Played from small cards of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import answer_until_priority, resolve_stack
from tests.rules.keyword_support import card, lands, scenario

OTTER = card("Expend Otter {1}{U}\nCreature — Otter 2/2\nWhenever you expend 4, you gain 2 life.")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
OGRE = card("Big Ogre {2}{G}\nCreature — Ogre 3/3")


def _cast(game: Any, oid: int) -> None:
    game.apply(("cast", oid))
    answer_until_priority(game)
    resolve_stack(game)


def test_expend_4_triggers_on_the_fourth_mana_spent_this_turn_once() -> None:
    s = scenario()
    s.battlefield(0, OTTER)
    bears = [s.hand(0, BEAR) for _ in range(3)]
    lands(s, 0, 6, "Forest")
    game = s.start("main1")
    _cast(game, bears[0])
    assert game.state.players[0].life == 20  # 2 spent
    _cast(game, bears[1])
    assert game.state.players[0].life == 22  # 4 spent: expend 4
    _cast(game, bears[2])
    assert game.state.players[0].life == 22  # 6 spent: 4 was passed once already


def test_expend_4_a_payment_that_passes_four_triggers_it() -> None:
    s = scenario()
    s.battlefield(0, OTTER)
    bear = s.hand(0, BEAR)
    ogre = s.hand(0, OGRE)
    lands(s, 0, 5, "Forest")
    game = s.start("main1")
    _cast(game, bear)
    _cast(game, ogre)  # from 2 to 5
    assert game.state.players[0].life == 22


def test_expend_renders_as_printed() -> None:
    assert rules_text(OTTER) == ["Whenever you expend 4, you gain 2 life."]
