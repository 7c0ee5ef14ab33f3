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


def _fact(game, kind: str, seat: int = 0, **fields) -> bool:  # type: ignore[no-untyped-def]
    return check_condition(game.state, Condition(kind, **fields), seat, None)


def test_701_17_sacrificed_this_turn_reads_the_permanent_as_it_last_existed() -> None:
    from kitchentable.rules.events import sacrifice

    s = scenario()
    bear = s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    artifact = Filter(types=frozenset({"Artifact"}))
    creature = Filter(types=frozenset({"Creature"}))
    assert not _fact(game, "sacrificed_this_turn", filter=creature)
    sacrifice(game.state, bear)
    assert _fact(game, "sacrificed_this_turn", filter=creature)
    assert not _fact(game, "sacrificed_this_turn", filter=artifact)
    assert not _fact(game, "sacrificed_this_turn", 1, filter=creature)


def test_700_4_creatures_died_this_turn_by_count_token_and_controller() -> None:
    from kitchentable.rules.events import destroy

    s = scenario()
    bears = [s.battlefield(1, "Grizzly Bears") for _ in range(2)]
    game = s.start("main1")
    destroy(game.state, bears[0])
    assert _fact(game, "creatures_died_at_least", name="nontoken")
    assert _fact(game, "creatures_died_at_least", 1, name="you")
    assert not _fact(game, "creatures_died_at_least", 0, name="you")
    assert not _fact(game, "creatures_died_at_least", n=2)
    destroy(game.state, bears[1])
    assert _fact(game, "creatures_died_at_least", n=2)


def test_entered_the_battlefield_under_your_control_this_turn_and_another() -> None:
    from kitchentable.rules.events import move
    from kitchentable.rules.state import BATTLEFIELD

    s = scenario()
    bear = s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    creature = Filter(types=frozenset({"Creature"}))
    assert not _fact(game, "entered_this_turn_under_you", filter=creature)
    new = move(game.state, bear, BATTLEFIELD)
    assert _fact(game, "entered_this_turn_under_you", filter=creature)
    assert not _fact(game, "entered_this_turn_under_you", 1, filter=creature)
    another = Filter(types=frozenset({"Creature"}), other=True)
    assert not check_condition(game.state, Condition("entered_this_turn_under_you", filter=another), 0, new)


def test_701_8_discarded_305_2_land_played_and_cards_that_left_your_graveyard_this_turn() -> None:
    from kitchentable.rules.events import discard, move
    from kitchentable.rules.state import HAND

    s = scenario()
    card = s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    assert not _fact(game, "discarded_this_turn")
    new = discard(game.state, 0, card)
    assert _fact(game, "discarded_this_turn")
    creature_card = Filter(types=frozenset({"Creature"}), zone="graveyard")
    land_card = Filter(types=frozenset({"Land"}), zone="graveyard")
    assert not _fact(game, "left_graveyard_this_turn", filter=creature_card)
    move(game.state, new, HAND)
    assert _fact(game, "left_graveyard_this_turn", filter=creature_card)
    assert not _fact(game, "left_graveyard_this_turn", filter=land_card)
    assert not _fact(game, "played_land_this_turn")
    game.state.players[0].lands_played = 1
    assert _fact(game, "played_land_this_turn")
