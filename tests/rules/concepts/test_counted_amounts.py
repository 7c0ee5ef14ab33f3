"""Tests of `rules.concepts.counted_amounts`: the amount kinds read straight from a board (608.2h), without the card
language: greatest power and mana value, card types among cards in graveyards (205.2a), life gained this turn
(119.3), counters on a player (122.1), opponents with fewer creatures, totals, and the greatest-power condition."""

from __future__ import annotations

from kitchentable.rules.abilities import Amount, Condition, Filter
from kitchentable.rules.events import gain_life
from kitchentable.rules.stack.amounts import amount_value
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card

CREATURES_YOU_CONTROL = Filter(types=frozenset({"Creature"}), controller="you")
OGRE = card("Test Ogre {2}{R}\nCreature — Ogre 3/3")
GIANT = card("Test Giant {4}{R}\nCreature — Giant 5/5")
BOLT = card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target.")


def test_608_2h_greatest_power_and_mana_value_among_creatures_you_control() -> None:
    s = Scenario()
    s.battlefield(0, OGRE)
    s.battlefield(1, GIANT)
    game = s.start("main1")
    assert amount_value(game.state, Amount("greatest_power", filter=CREATURES_YOU_CONTROL), 0, None) == 3
    assert amount_value(game.state, Amount("greatest_mana_value", filter=CREATURES_YOU_CONTROL), 1, None) == 5
    assert amount_value(game.state, Amount("greatest_power", filter=Filter(types=frozenset({"Artifact"}))), 0,
                        None) == 0  # none: 0


def test_205_2a_card_types_among_cards_in_graveyards_whose() -> None:
    s = Scenario()
    s.graveyard(0, OGRE)
    s.graveyard(0, BOLT)
    s.graveyard(1, card("Test Field\nLand"))
    game = s.start("main1")
    counts = {whose: amount_value(game.state, Amount("card_types_in_graveyards", name=whose), 0, None)
              for whose in ("all", "you", "opponents")}
    assert counts == {"all": 3, "you": 2, "opponents": 1}


def test_119_3_life_gained_this_turn_and_122_1_player_counters() -> None:
    game = Scenario().start("main1")
    gain_life(game.state, 0, 2)
    gain_life(game.state, 0, 3)
    assert amount_value(game.state, Amount("life_gained_this_turn"), 0, None) == 5
    assert amount_value(game.state, Amount("life_gained_this_turn"), 1, None) == 0
    game.state.players[0].counters["experience"] = 4
    assert amount_value(game.state, Amount("player_counters", name="experience"), 0, None) == 4
    assert amount_value(game.state, Amount("player_counters_number", name="experience"), 1, None) == 0


def test_608_2h_opponents_with_fewer_creatures_and_total_power() -> None:
    s = Scenario(players=3)
    s.battlefield(0, OGRE)
    s.battlefield(0, GIANT)
    s.battlefield(1, OGRE)
    s.battlefield(2, OGRE)
    s.battlefield(2, OGRE)
    game = s.start("main1")
    creatures = Filter(types=frozenset({"Creature"}))
    assert amount_value(game.state, Amount("opponents_with_fewer", filter=creatures), 0, None) == 1
    assert amount_value(game.state, Amount("total_power", filter=CREATURES_YOU_CONTROL), 0, None) == 8


def test_the_creature_with_the_greatest_power_or_tied() -> None:
    s = Scenario()
    s.battlefield(0, OGRE)
    s.battlefield(1, OGRE)
    game = s.start("main1")
    cond = Condition("controls_greatest_power")
    assert check_condition(game.state, cond, 0, None) and check_condition(game.state, cond, 1, None)
    s = Scenario()
    s.battlefield(0, OGRE)
    s.battlefield(1, GIANT)
    game = s.start("main1")
    assert not check_condition(game.state, cond, 0, None)
    assert not check_condition(Scenario().start("main1").state, cond, 0, None)  # no creature: not yours


def test_608_2h_cards_in_graveyards_colors_counters_library_and_names() -> None:
    s = Scenario()
    s.graveyard(0, OGRE)
    s.graveyard(1, GIANT)
    s.graveyard(1, BOLT)
    ogre = s.battlefield(0, OGRE)
    s.battlefield(0, card("Test Sage {1}{U}\nCreature — Human 1/1"))
    s.many(0, "battlefield", ["Forest", "Forest", "Island"])
    game = s.start("main1")
    game.state.objects[ogre].counters["+1/+1"] = 2
    creature_cards = Filter(types=frozenset({"Creature"}), zone="any")
    lands = Filter(types=frozenset({"Land"}), controller="you")
    assert amount_value(game.state, Amount("cards_in_graveyards", name="all", filter=creature_cards), 0, None) == 2
    assert amount_value(game.state, Amount("cards_in_graveyards", name="opponents"), 0, None) == 2
    assert amount_value(game.state, Amount("colors_among", filter=CREATURES_YOU_CONTROL), 0, None) == 2
    assert amount_value(game.state, Amount("counters_among", name="+1/+1", filter=CREATURES_YOU_CONTROL), 0,
                        None) == 2
    assert amount_value(game.state, Amount("differently_named", filter=lands), 0, None) == 2
    assert amount_value(game.state, Amount("greatest_toughness", filter=CREATURES_YOU_CONTROL), 0, None) == 3
    assert amount_value(game.state, Amount("library_size"), 0, None) == len(game.state.zone("library", 0))
