"""Turns, steps and phases (500-514): mana emptying, cleanup's discard and damage wearing off, "until end of
turn" effects ending.
"""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.turn.steps import cleanup
from kitchentable.scenario import Scenario, pass_until
from tests.rules.cards import (
    ANTHEM,
    BEARS,
    FOREST,
    GIANT_GROWTH,
    MOUNTAIN,
    PLAINS,
    POOL,
)


def test_514_1_cleanup_discards_to_maximum_hand_size() -> None:
    s = Scenario()
    for _ in range(9):
        s.hand(0, BEARS)
    s.library(1, MOUNTAIN)
    game = s.start("end")
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "cleanup_discard"
    game.apply(game.legal_actions()[0])
    game.apply(game.legal_actions()[0])
    assert len(game.state.zone("hand", 0)) == 7


def test_500_4_mana_empties_between_steps() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    land = s.battlefield(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("mana", land, 0))
    assert game.state.players[0].pool.total() == 1
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.state.players[0].pool.total() == 0


def test_514_2_damage_wears_off_with_no_effect_in_play() -> None:
    """514.2: damage marked on a creature is removed in the cleanup step; with no continuous effect in play
    the remembered characteristics stay, and the next turn's state-based actions still see the board."""
    s = Scenario(pool=POOL)
    bears = s.battlefield(0, BEARS)
    s.library(0, MOUNTAIN)
    s.library(1, MOUNTAIN)
    game = s.start("end")
    game.state.mut(bears, characteristics=False).damage = 1
    pass_until(game, lambda g: g.state.turn == 6 and g.state.step == "upkeep")
    assert game.state.objects[bears].damage == 0 and bears in game.state.battlefield()


def test_514_2_until_end_of_turn_effects_end_in_cleanup() -> None:
    s = Scenario()
    s.library(0, PLAINS)
    s.library(1, PLAINS)
    bears = s.battlefield(0, BEARS)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    game = s.start("end")
    game.apply(("cast", growth))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert chars(game.state, bears).power == 5
    game.apply(("pass",))
    game.apply(("pass",))
    assert chars(game.state, bears).power == 2


def test_514_2_cleanup_keeps_results_of_local_effects_when_none_ends() -> None:
    """514.2: "until end of turn" effects end in the cleanup step. When none ends and every effect in play is
    local (Glorious Anthem: it reads only each creature's own types and controller, nothing from the turn),
    the remembered characteristics are still true after the step and are kept; the anthem still applies."""
    s = Scenario(pool=POOL)
    bears = s.battlefield(0, BEARS)
    s.battlefield(0, ANTHEM)
    s.library(0, MOUNTAIN)
    s.library(1, MOUNTAIN)
    game = s.start("end")
    state = game.state
    before = chars(state, bears)
    assert before.power == 3
    cleanup(state, ("cleanup",))
    assert chars(state, bears) is before


def test_514_2_cleanup_ends_a_pump_beside_a_local_effect() -> None:
    """514.2: with Glorious Anthem in play, Giant Growth's +3/+3 ends in the cleanup step and the remembered
    characteristics go with it: the creature is back to its printed 2/2 plus the anthem's +1/+1."""
    s = Scenario()
    s.library(0, PLAINS)
    s.library(1, PLAINS)
    bears = s.battlefield(0, BEARS)
    s.battlefield(0, ANTHEM)
    growth = s.hand(0, GIANT_GROWTH)
    s.battlefield(0, FOREST)
    game = s.start("end")
    game.apply(("cast", growth))
    game.apply(("target", bears))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert chars(game.state, bears).power == 6
    pass_until(game, lambda g: g.state.turn == 2)
    assert chars(game.state, bears).power == 3
