"""Tests of `cards.language.phrases.random_discard_costs`: "{R}, Discard a card at random: ..." (701.8b: the card
is chosen at random, not by the player; 601.2h: the cost must be payable to activate)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

OGRE = card("Test Ogre {3}{R}\nCreature — Ogre 3/3\n{R}, Discard a card at random: Test Ogre gets +3/+0 until end "
            "of turn.")
STORM = card("Test Storm {R}{G}\nEnchantment\n{2}{R}{G}, Discard two cards at random: Test Storm deals 4 damage to "
             "any target.")
MOUNTAIN = card("Test Mountain\nBasic Land — Mountain")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _activations(game, oid: int) -> list[tuple[object, ...]]:  # type: ignore[no-untyped-def]
    return [a for a in game.legal_actions() if a[0] == "activate" and a[1] == oid]


def test_701_8b_the_discarded_card_is_chosen_at_random_without_a_choice() -> None:
    s = Scenario()
    ogre = s.battlefield(0, OGRE)
    s.battlefield(0, MOUNTAIN)
    hand = [s.hand(0, BEAR) for _ in range(3)]
    game = s.start("main1")
    game.apply(_activations(game, ogre)[0])
    while game.pending["kind"] != "priority":
        assert game.pending["kind"] not in ("cost_discard",)  # the player never picks the card
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    resolve_stack(game)
    kept = [o for o in hand if o in game.state.objects and game.state.objects[o].zone[0] == "hand"]
    assert len(kept) == 2 and len(game.state.zones[("graveyard", 0)]) == 1
    assert chars(game.state, ogre).power == 6
    assert "{R}, Discard a card at random: This gets +3/+0 until end of turn." in render(OGRE)


def test_601_2h_with_too_few_cards_in_hand_the_ability_is_not_offered() -> None:
    s = Scenario()
    storm = s.battlefield(0, STORM)
    s.many(0, "battlefield", [MOUNTAIN] * 4)
    s.hand(0, BEAR)
    game = s.start("main1")
    assert _activations(game, storm) == []  # two cards to discard, one in hand
    assert "Discard two cards at random" in render(STORM)
