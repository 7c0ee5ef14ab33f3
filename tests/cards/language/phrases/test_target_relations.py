"""Tests of `cards.language.phrases.target_relations`: a relation between the targets of one group (601.2c)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

RUN_AWAY = card("Test Scatter {1}{U}\nInstant\nChoose two target creatures controlled by different players. Return "
                "those creatures to their owners' hands.")


def test_601_2c_targets_controlled_by_different_players() -> None:
    assert "two target creatures controlled by different players" in render(RUN_AWAY)
    s = Scenario()
    spell = s.hand(0, RUN_AWAY)
    s.many(0, "battlefield", ["Island", "Island"])
    mine, other_mine, theirs = s.battlefield(0, BEAR), s.battlefield(0, BIG), s.battlefield(1, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", mine))
    offered = game.legal_actions()
    assert ("target", other_mine) not in offered and ("target", theirs) in offered  # 601.2c: another controller
    game.apply(("target", theirs))
    game.apply(("pay",))
    resolve_stack(game)
    field = game.state.battlefield()
    assert mine not in field and theirs not in field and other_mine in field
