"""Tests of the casting procedure's relation between the targets of one group (601.2c, `TargetSpec.
distinct_controllers`): "for each opponent, up to one target ... that player controls"."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

PURGE = card("Test Purge {2}{B}\nSorcery\nFor each opponent, destroy up to one target creature that player controls.")


def test_601_2c_for_each_opponent_at_most_one_target_of_each() -> None:
    assert render(PURGE).splitlines()[-1] == ("For each opponent, destroy up to one target creature that player "
                                              "controls.")
    s = Scenario(players=3)
    spell = s.hand(0, PURGE)
    s.many(0, "battlefield", ["Swamp"] * 3)
    mine = s.battlefield(0, BEAR)
    a1, a2 = s.battlefield(1, BEAR), s.battlefield(1, BIG)
    b1 = s.battlefield(2, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    assert game.pending["kind"] == "target_count"
    assert max(o[1] for o in game.legal_actions()) == 2  # two opponents with a creature: at most two targets
    game.apply(("count", 2))
    assert ("target", mine) not in game.legal_actions()  # only an opponent's creature
    game.apply(("target", a2))
    offered = game.legal_actions()
    assert ("target", a1) not in offered and ("target", b1) in offered  # one per opponent
    game.apply(("target", b1))
    game.apply(("pay",))
    resolve_stack(game)
    field = game.state.battlefield()
    assert a2 not in field and b1 not in field and a1 in field and mine in field
