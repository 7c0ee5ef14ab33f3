"""Tests of `cards.language.phrases.if_you_do_look`: a look-and-pick as the "If you do" sentence after an
optional cost (608.2c, 608.2d). Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import card, named, scenario

SCOUT = card("Test Scout {1}{G}\nCreature — Elf Scout 1/1\nWhen this creature enters, you may pay {1}. If you do, "
             "look at the top two cards of your library. You may reveal a creature card from among them and put it "
             "into your hand. Put the rest on the bottom of your library in any order.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _enter(pay: bool) -> Any:
    s = scenario()
    s.library(0, BEAR)  # on top of the Wastes
    s.many(0, "battlefield", ["Forest", "Forest", "Forest"])
    s.hand(0, SCOUT)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Scout", "hand")[0]))
    game.apply(("pay",))
    for _ in range(40):
        if game.pending["kind"] == "priority" and not game.state.stack_ids():
            break
        options = game.legal_actions()
        picks = [o for o in options if o[0] == "pick" and game.state.objects[o[1]].card.name == "Test Bear"]
        if picks:
            game.apply(picks[0])
        elif ("yes",) in options or ("no",) in options:
            game.apply(("yes",) if pay and ("yes",) in options else ("no",))
        elif ("pay",) in options:
            game.apply(("pay",))
        elif ("pass",) in options:
            game.apply(("pass",))
        else:
            game.apply(options[0])
    return game


@pytest.mark.parametrize(("pay", "in_hand"), [(True, True), (False, False)])
def test_608_2c_the_look_happens_only_if_you_paid(pay: bool, in_hand: bool) -> None:
    game = _enter(pay)
    assert bool(named(game, "Test Bear", "hand")) == in_hand


def test_608_2c_if_you_do_look_reads_as_printed() -> None:
    assert rules_text(SCOUT) == ["When this enters, you may pay {1}. If you do, look at the top two cards of your "
                                 "library. You may reveal a creature card from among them and put it into your hand. "
                                 "Put the rest on the bottom of your library in any order."]
