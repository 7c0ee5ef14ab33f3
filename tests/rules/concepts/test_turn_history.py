"""Tests of `rules.concepts.turn_history`: each "this turn" condition reads the fact the kernel noted as the
event happened (a draw, a life loss, an attack, a permanent leaving), and the fact is gone next turn."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition, Filter
from kitchentable.rules.events import draw_one, lose_life
from kitchentable.rules.stack.conditions import check_condition
from tests.rules.keyword_support import attack, scenario


def test_121_1_drawn_two_or_more_cards_this_turn() -> None:
    game = scenario().start("main1")
    cond = Condition("drawn_at_least", n=2)
    draw_one(game.state, 0)
    assert not check_condition(game.state, cond, 0, None)
    draw_one(game.state, 0)
    assert check_condition(game.state, cond, 0, None)
    assert not check_condition(game.state, cond, 1, None)


def test_119_3_an_opponent_lost_three_or_more_life_this_turn() -> None:
    game = scenario().start("main1")
    cond = Condition("opponent_lost_life_at_least", n=3)
    lose_life(game.state, 1, 2)
    assert not check_condition(game.state, cond, 0, None)
    lose_life(game.state, 1, 1)
    assert check_condition(game.state, cond, 0, None)
    assert not check_condition(game.state, cond, 1, None)  # its controller is the one who lost it


def test_508_1_attacked_with_two_or_more_creatures_this_turn() -> None:
    s = scenario()
    bears = [s.battlefield(0, "Grizzly Bears") for _ in range(2)]
    game = s.start("main1")
    cond = Condition("attacked_with_at_least", n=2)
    assert not check_condition(game.state, cond, 0, None)
    attack(game, *bears)
    assert check_condition(game.state, cond, 0, None)
    assert not check_condition(game.state, Condition("attacked_with_at_least", n=3), 0, None)


def test_601_2i_an_opponent_cast_a_creature_spell_this_turn_reads_the_spell_as_cast() -> None:
    from kitchentable.rules.continuous.static_abilities import CAST_THIS_TURN

    game = scenario().start("main1")
    creature = Condition("cast_this_turn", filter=Filter(types=frozenset({"Creature"})), name="opponent")
    assert not check_condition(game.state, creature, 0, None)
    s = scenario()
    bear = s.hand(1, "Grizzly Bears")
    game = s.start("main1")
    from kitchentable.rules.continuous.layers import chars

    game.state.turn_facts[(CAST_THIS_TURN, 1)] = (chars(game.state, bear),)
    assert check_condition(game.state, creature, 0, None)
    assert not check_condition(game.state, creature, 1, None)
