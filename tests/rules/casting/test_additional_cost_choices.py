"""Tests of `rules.casting.additional_cost_choices` (601.2b, 118.8): "As an additional cost to cast this spell,
<cost> or <cost>." The choice is announced with the spell, before targets; the chosen cost alone is paid; a
choice that can't be paid isn't offered, and the spell is castable while one of the two can be paid. Card texts
of our own."""

from __future__ import annotations

from kitchentable.api.view import View
from kitchentable.cards.render import render
from tests.rules.keyword_support import card, named, scenario, settle

HARVEST = card("Test Harvest {B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature or pay "
               "{3}{B}.\nDestroy target creature.")
SHARDS = card("Test Shards {B}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature or discard "
              "a card.\nDestroy target creature.")


def test_601_2b_the_mana_choice_is_added_to_the_total_cost_and_nothing_is_sacrificed() -> None:
    s = scenario()
    swamps = s.many(0, "battlefield", ["Swamp"] * 5)
    mine = s.battlefield(0, "Grizzly Bears")
    foe = s.battlefield(1, "Grizzly Bears")
    harvest = s.hand(0, HARVEST)
    game = s.start("main1")
    game.apply(("cast", harvest))
    assert set(game.legal_actions()) == {("cost", "additional", 0), ("cost", "additional", 1)}
    game.apply(("cost", "additional", 1))
    game.apply(("target", foe))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Grizzly Bears") == [mine]
    assert all(game.state.objects[o].tapped for o in swamps)  # {B} + {3}{B}


def test_601_2b_the_sacrifice_choice_costs_only_the_mana_cost() -> None:
    s = scenario()
    swamps = s.many(0, "battlefield", ["Swamp"] * 5)
    mine = s.battlefield(0, "Grizzly Bears")
    foe = s.battlefield(1, "Grizzly Bears")
    harvest = s.hand(0, HARVEST)
    game = s.start("main1")
    game.apply(("cast", harvest))
    game.apply(("cost", "additional", 0))
    game.apply(("target", foe))
    settle(game, answers=(("pay",), ("pick", "sacrifice", mine), ("sacrifice", mine)))
    assert named(game, "Grizzly Bears") == []
    assert sum(game.state.objects[o].tapped for o in swamps) == 1


def test_601_2b_a_choice_that_cant_be_paid_is_not_offered() -> None:
    """No creature to sacrifice: only the mana choice is offered, and the spell is castable with five Swamps;
    with one Swamp neither choice can be paid and the spell isn't offered at all."""
    s = scenario()
    s.many(0, "battlefield", ["Swamp"] * 5)
    foe = s.battlefield(1, "Grizzly Bears")
    harvest = s.hand(0, HARVEST)
    game = s.start("main1")
    game.apply(("cast", harvest))
    assert game.legal_actions() == [("cost", "additional", 1)]
    game.apply(("cost", "additional", 1))
    game.apply(("target", foe))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Grizzly Bears") == []

    s = scenario()
    s.battlefield(0, "Swamp")
    s.battlefield(1, "Grizzly Bears")
    harvest = s.hand(0, HARVEST)
    game = s.start("main1")
    assert ("cast", harvest) in game.legal_actions()  # the pre-check leaves the mana choice to the payment
    game.apply(("cast", harvest))
    assert game.state.objects[harvest].zone[0] == "hand"  # 601.2b: neither can be paid: rewound


def test_601_2b_two_non_mana_choices_either_is_castable() -> None:
    """Bone Shards' shape: no creature but a card in hand is enough."""
    s = scenario()
    s.battlefield(0, "Swamp")
    foe = s.battlefield(1, "Grizzly Bears")
    shards = s.hand(0, SHARDS)
    extra = s.hand(0, "Mountain")
    game = s.start("main1")
    assert ("cast", shards) in game.legal_actions()
    game.apply(("cast", shards))
    assert game.legal_actions() == [("cost", "additional", 1)]
    game.apply(("cost", "additional", 1))
    game.apply(("target", foe))
    settle(game, answers=(("pay",), ("pick", "discard", extra), ("discard", extra)))
    assert named(game, "Grizzly Bears") == []
    assert named(game, "Mountain", "graveyard")  # the discarded card (a new object there, 400.7)


def test_601_2b_the_choice_names_each_cost() -> None:
    s = scenario()
    s.many(0, "battlefield", ["Swamp"] * 5)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")
    harvest = s.hand(0, HARVEST)
    game = s.start("main1")
    game.apply(("cast", harvest))
    prompt = View(game, 0).prompt()
    assert prompt is not None
    texts = sorted(o.text for o in prompt.options)
    assert texts == ["As its additional cost: pay {3}{B}", "As its additional cost: sacrifice a creature you control"], texts


def test_additional_cost_choice_renders_as_printed() -> None:
    assert "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}." in render(HARVEST)
    assert "As an additional cost to cast this spell, sacrifice a creature or discard a card." in render(SHARDS)


ADEPT = card("Test Adept {1}{U}\nCreature — Merfolk Wizard 2/1\nAs an additional cost to cast this spell, reveal a "
             "Merfolk card from your hand or pay {3}.")


def test_701_16a_revealing_a_card_of_the_hand_pays_the_cost_and_keeps_the_card() -> None:
    s = scenario()
    s.many(0, "battlefield", ["Island"] * 2)
    adept = s.hand(0, ADEPT)
    other = s.hand(0, ADEPT)
    game = s.start("main1")
    game.apply(("cast", adept))
    assert game.legal_actions() == [("cost", "additional", 0)]  # two Islands: {3} more can't be paid
    game.apply(("cost", "additional", 0))
    settle(game, answers=(("pay",), ("pick", "reveal", other)))
    assert named(game, "Test Adept") and game.state.objects[other].zone[0] == "hand"
    assert any(ev.kind == "reveal" and ev.data[0] == 0 for ev in game.state.log)


def test_701_16a_without_a_card_to_reveal_the_mana_is_paid() -> None:
    s = scenario()
    lands = s.many(0, "battlefield", ["Island"] * 5)
    adept = s.hand(0, ADEPT)
    s.hand(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("cast", adept))
    assert game.legal_actions() == [("cost", "additional", 1)]
    game.apply(("cost", "additional", 1))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Test Adept")
    assert all(game.state.objects[o].tapped for o in lands)


def test_reveal_choice_renders_as_printed() -> None:
    assert "As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}." in render(ADEPT)
