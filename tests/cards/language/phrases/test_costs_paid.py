"""Tests of `cards.language.phrases.costs_paid`: amounts read from the objects paid for a cost (601.2h, 608.2h),
"damage equal to the discarded card's mana value", in scenarios."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

FLING_CARD = card("Test Hurl {1}{R}\nInstant\nAs an additional cost to cast this spell, discard a card.\nThis spell "
                  "deals damage equal to the discarded card's mana value to any target.")
THROWER = card("Test Thrower {1}{R}\nCreature — Goblin 2/2\n{1}, Discard a card: This creature deals damage equal "
               "to the discarded card's mana value to target creature.")
ALTAR = card("Test Altar {2}\nArtifact\n{1}, Sacrifice an artifact: You gain life equal to the sacrificed artifact's "
             "mana value.")
OGRE = card("Test Ogre {4}{R}{R}\nCreature — Ogre 5/5")
IDOL = card("Test Idol {5}\nArtifact")


def _answer(game: Any, pick: int) -> None:
    """Pay the cost naming `pick` whatever the payment step asks."""
    for _ in range(10):
        options = game.legal_actions()
        chosen = [o for o in options if pick in o]
        if chosen:
            game.apply(chosen[0])
            return
        game.apply(next(o for o in options if o[0] not in ("cancel", "no")))
    raise AssertionError("the cost never asked for the card")


def test_608_2h_damage_equal_to_the_discarded_cards_mana_value() -> None:
    s = scenario()
    lands(s, 0, 2)
    spell = s.hand(0, FLING_CARD)
    ogre = s.hand(0, OGRE)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", ("player", 1)))
    _answer(game, ogre)
    settle(game)
    assert game.state.players[1].life == 14  # Test Ogre's mana value, 6, read after it left the hand (400.7)
    assert named(game, "Test Ogre", "graveyard")


def test_608_2h_an_ability_reads_the_card_discarded_for_its_cost() -> None:
    s = scenario()
    thrower = s.battlefield(0, THROWER)
    lands(s, 0, 1)
    idol = s.hand(0, IDOL)
    victim = s.battlefield(1, OGRE)
    game = s.start("main1")
    game.apply(("activate", thrower, 0))
    game.apply(("target", victim))
    _answer(game, idol)
    settle(game)
    assert victim not in game.state.battlefield()  # 5 damage to a 5/5 (704.5g)


def test_608_2h_life_equal_to_the_sacrificed_artifacts_mana_value() -> None:
    s = scenario()
    altar = s.battlefield(0, ALTAR)
    idol = s.battlefield(0, IDOL)
    lands(s, 0, 1)
    game = s.start("main1")
    game.apply(("activate", altar, 0))
    _answer(game, idol)
    settle(game)
    assert game.state.players[0].life == 25


def test_the_paid_object_renders_as_the_oracle_text_names_it() -> None:
    assert "damage equal to the discarded card's mana value" in render(FLING_CARD)
    assert "life equal to the sacrificed artifact's mana value" in render(ALTAR)
