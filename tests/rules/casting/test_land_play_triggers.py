"""Tests of `rules.casting.land_play_triggers` (305.1, 305.4): only a land played is a land played."""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.cards.card_text import BEAR
from tests.cards.language.phrases.test_land_play_triggers import GROWTH, HORN, _hand


def test_305_4_a_land_put_onto_the_battlefield_by_an_effect_was_not_played() -> None:
    s = Scenario()
    s.battlefield(0, HORN)
    spell = s.hand(0, GROWTH)
    s.hand(0, "Forest")
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.library(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] != "priority":
        game.apply(("yes",) if ("yes",) in game.legal_actions() else game.legal_actions()[0])
    assert not game.state.stack_ids() and not game.state.pending_triggers
    assert _hand(game, 0) == 0  # the Forest entered; nobody drew
