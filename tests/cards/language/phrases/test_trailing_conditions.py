"""Tests of `cards.language.phrases.trailing_conditions`: a condition written after its one instruction (608.2c),
"Draw a card if you have no cards in hand. Otherwise, discard a card." and "draw a card if its power is 3 or
greater. Otherwise, put two +1/+1 counters on it." Each compiles a small card text of our own, checks both branches
in a scenario and that it renders as its text."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle, to_upkeep

SCHOLAR = card("Test Scholar {1}{U}\nCreature — Human 1/1\nAt the beginning of your upkeep, draw a card if you have "
               "no cards in hand. Otherwise, discard a card.")
GROVE = card("Test Grove {2}{G}\nEnchantment\nWhenever a creature you control enters, draw a card if its power is 3 "
             "or greater. Otherwise, put two +1/+1 counters on it.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
OGRE = card("Test Ogre {2}{G}\nCreature — Ogre 3/3")


def test_608_2c_draw_a_card_if_you_have_no_cards_in_hand_otherwise_discard() -> None:
    for in_hand, hand_after in ((0, 1), (2, 1)):
        s = scenario()
        s.battlefield(0, SCHOLAR)
        for _ in range(in_hand):
            s.hand(0, BEAR)
        game = s.start("end", active=1)
        to_upkeep(game, 0)
        settle(game)
        # the turn's draw comes after the upkeep; count the hand as the trigger resolved
        assert len(game.state.zone("hand", 0)) == hand_after, in_hand
    assert ("At the beginning of your upkeep, draw a card if you have no cards in hand. Otherwise, discard a card."
            in render(SCHOLAR))


def test_608_2c_draw_a_card_if_its_power_is_3_or_greater_otherwise_counters_on_it() -> None:
    """"its" is the creature that entered: the Ogre draws, the Bear gets two counters."""
    s = scenario()
    lands(s, 0, 5, "Forest")
    s.battlefield(0, GROVE)
    s.hand(0, BEAR)
    s.hand(0, OGRE)
    game = s.start("main1")
    library = len(game.state.zone("library", 0))
    game.apply(("cast", named(game, "Test Ogre", "hand")[0]))
    settle(game)
    assert len(game.state.zone("library", 0)) == library - 1
    (ogre,) = named(game, "Test Ogre")
    assert game.state.objects[ogre].counters.get("+1/+1", 0) == 0
    game.apply(("cast", named(game, "Test Bear", "hand")[0]))
    settle(game)
    (bear,) = named(game, "Test Bear")
    assert len(game.state.zone("library", 0)) == library - 1
    assert chars(game.state, bear).power == 4
    assert ("Whenever a creature you control enters, draw a card if its power is 3 or greater. Otherwise, put two "
            "+1/+1 counters on that creature." in render(GROVE))


TRIUMPH = card("Test Triumph {2}{R}\nEnchantment\nAt the beginning of your upkeep, draw a card if you control the "
               "creature with the greatest power or tied for the greatest power.")
DESCENT = card("Test Descent {X}{W}{W}\nSorcery\nCreate a 4/4 white Angel creature token with flying if there are four "
               "or more card types among cards in your graveyard.")
RALLY = card("Test Rally {1}{W}\nSorcery\nYou gain 4 life if you control three or more creatures.")


def test_608_2c_draw_a_card_if_you_control_the_creature_with_the_greatest_power_or_tied() -> None:
    for mine, theirs, drawn in ((3, 2, 1), (3, 3, 1), (2, 3, 0)):
        s = scenario()
        s.battlefield(0, TRIUMPH)
        s.battlefield(0, card(f"Test Mine {{1}}\nCreature — Ogre {mine}/{mine}"))
        s.battlefield(1, card(f"Test Theirs {{1}}\nCreature — Ogre {theirs}/{theirs}"))
        game = s.start("end", active=1)
        to_upkeep(game, 0)
        library = len(game.state.zone("library", 0))
        settle(game)
        assert library - len(game.state.zone("library", 0)) == drawn, (mine, theirs)
    assert ("draw a card if you control the creature with the greatest power or tied for the greatest power."
            in render(TRIUMPH))


def test_205_2a_create_a_token_if_there_are_four_or_more_card_types_in_your_graveyard() -> None:
    for graveyard, tokens in ((("Test Bear", "Test Field"), 0),
                              (("Test Bear", "Test Field", "Test Bolt", "Test Rock"), 1)):
        s = scenario()
        lands(s, 0, 2, "Plains")
        known = {"Test Bear": BEAR, "Test Field": card("Test Field\nLand"),
                 "Test Bolt": card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target."),
                 "Test Rock": card("Test Rock {2}\nArtifact — Equipment\nEquip {1}")}
        for name in graveyard:
            s.graveyard(0, known[name])
        s.hand(0, DESCENT)
        game = s.start("main1")
        game.apply(("cast", named(game, "Test Descent", "hand")[0]))
        settle(game, (("x", 0),))
        assert len(named(game, "Angel Token")) == tokens, graveyard
    assert "if there are four or more card types among cards in your graveyard." in render(DESCENT)


def test_608_2c_you_gain_4_life_if_you_control_three_or_more_creatures() -> None:
    for bears, life in ((2, 20), (3, 24)):
        s = scenario()
        lands(s, 0, 2, "Plains")
        for _ in range(bears):
            s.battlefield(0, BEAR)
        s.hand(0, RALLY)
        game = s.start("main1")
        game.apply(("cast", named(game, "Test Rally", "hand")[0]))
        settle(game)
        assert game.state.players[0].life == life
    assert "You gain 4 life if you control three or more creatures." in render(RALLY)


RAID = card("Test Raid {1}{R}\nSorcery\nTest Raid deals 2 damage to any target. Create a Treasure token if you've "
            "cast another spell this turn.")
SPARK = card("Test Spark {R}\nInstant\nTest Spark deals 1 damage to any target.")


def test_608_2c_any_condition_of_the_language_may_follow_its_instruction() -> None:
    """"Create a Treasure token if you've cast another spell this turn." is "If you've cast another spell this
    turn, create a Treasure token.": the condition is checked as the spell resolves (608.2c)."""
    for spark_first, treasures in ((False, 0), (True, 1)):
        s = scenario()
        lands(s, 0, 3, "Mountain")
        s.hand(0, RAID)
        s.hand(0, SPARK)
        game = s.start("main1")
        if spark_first:
            game.apply(("cast", named(game, "Test Spark", "hand")[0]))
            settle(game, ((("target", ("player", 1))),))
        game.apply(("cast", named(game, "Test Raid", "hand")[0]))
        settle(game, ((("target", ("player", 1))),))
        assert len(named(game, "Treasure")) == treasures
    assert "Create a Treasure token if you've cast another spell this turn." in render(RAID)


def test_608_2c_that_creature_of_an_earlier_paragraph_without_a_target_is_refused_not_read_as_the_spell() -> None:
    """With an earlier target, "That creature ... if ..." names it (`tests/cards/language/
    test_earlier_paragraph_object.py`, Roar of Challenge); with none, the card is refused."""
    import pytest

    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="earlier paragraph"):
        card("Test Roar {2}{G}\nSorcery\nDraw a card.\nThat creature "
             "gains indestructible until end of turn if you control a creature with power 4 or greater.")
