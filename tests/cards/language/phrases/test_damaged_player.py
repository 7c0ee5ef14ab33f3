"""Tests of `cards.language.phrases.damaged_player`: "Whenever ~ deals combat damage to a player, you may destroy
target artifact that player controls." (506.2, 510.1: that player is the creature's defending player)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.cards.card_text import card, to_blocks

PREDATOR = card("Test Predator {1}{G}{U}\nCreature — Beast 2/3\nWhenever Test Predator deals combat damage to a "
                "player, you may destroy target artifact that player controls.")
RELIC = card("Test Relic {1}\nArtifact")


def test_506_2_that_player_controls_is_the_damaged_player_s_artifact() -> None:
    s = Scenario()
    predator = s.battlefield(0, PREDATOR)
    mine = s.battlefield(0, RELIC)
    theirs = s.battlefield(1, RELIC)
    game = s.start("main1")
    to_blocks(game, predator)
    game.apply(("block_done",))
    while game.pending["kind"] not in ("choose_target", "target"):
        game.apply(("pass",))
    offered = {a[1] for a in game.legal_actions() if a[0] == "target"}
    assert offered == {theirs}  # not the attacker's controller's own artifact
    game.apply(("target", theirs))
    while game.state.stack_ids() or game.state.pending_triggers or game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("pass",) if ("pass",) in options else options[0])
    assert theirs not in game.state.battlefield() and mine in game.state.battlefield()
    assert game.state.players[1].life == 18
    assert "destroy target artifact that player controls" in render(PREDATOR)


def test_506_2_that_player_controls_elsewhere_is_refused() -> None:
    with pytest.raises(CardError, match="that player controls"):
        card("Test Raid {R}\nSorcery\nYou lose 1 life. Destroy target artifact that player controls.")
