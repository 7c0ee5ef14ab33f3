"""Tests of `cards.language.phrases.deck_limits` (100.2a): "A deck can have any number of cards named ~." is a
deck-construction line, flagged and shown as printed; the card plays as its other abilities say (here a cost that
sacrifices creatures named ~, 201.2)."""

from __future__ import annotations

from kitchentable.cards.language.phrases.deck_limits import ANY_NUMBER_IN_DECK
from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import card, lands, named, scenario, settle

APOSTLE = card("Test Apostle {B}\nCreature — Human Cleric 1/1\nA deck can have any number of cards named Test "
               "Apostle.\n{B}, Sacrifice three creatures named Test Apostle: You gain 5 life.")
OX = card("Test Ox {1}\nCreature — Ox 2/2")


def test_100_2a_any_number_of_cards_named_this_is_a_flag_shown_as_printed() -> None:
    assert ANY_NUMBER_IN_DECK in APOSTLE.flags
    assert "A deck can have any number of cards named Test Apostle." in rules_text(APOSTLE)


def test_100_2a_the_card_plays_as_its_other_abilities_say() -> None:
    for apostles, offered in ((2, False), (3, True)):
        s = scenario()
        lands(s, 0, 1, "Swamp")
        for _ in range(apostles):
            s.battlefield(0, APOSTLE)
        s.battlefield(0, OX)
        game = s.start("main1")
        activations = [a for a in game.legal_actions() if a[0] == "activate"]
        assert bool(activations) == offered  # the Ox is not named Test Apostle
        if activations:
            game.apply(activations[0])
            settle(game, (("pay",),))
            assert game.state.players[0].life == 25
            assert named(game, "Test Ox") and not named(game, "Test Apostle")
