"""Tests of `cards.language.phrases.library_costs` and `rules.casting.library_costs`: "Mill a card" and "Exile
the top N cards of your library" as costs (118.3, 701.13). Each compiles a small card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

MILL_ROCK = card("Test Grist Mill {2}\nArtifact Creature — Construct 0/1\n{T}, Mill a card: Add {C}.")
HERBALIST = card("Test Herb Wife {1}{W}\nCreature — Human Cleric 1/1\n{2}, Exile the top two cards of your library: "
                 "You gain 1 life.")


def test_701_13_mill_a_card_as_the_cost_of_a_mana_ability() -> None:
    assert rules_text(MILL_ROCK) == ["{T}, Mill a card: Add {C}."]
    s = Scenario(options={"idle_mana_abilities": True})
    rock = s.battlefield(0, MILL_ROCK)
    s.many(0, "library", ["Forest", "Island"])
    game = s.start("main1")
    game.apply(("mana", rock, 0))
    assert game.state.players[0].pool.amounts == {"C": 1}
    assert len(game.state.zone("graveyard", 0)) == 1 and len(game.state.zone("library", 0)) == 1


def test_118_3_a_mill_cost_cannot_be_paid_from_an_empty_library() -> None:
    s = Scenario(options={"idle_mana_abilities": True})
    rock = s.battlefield(0, MILL_ROCK)
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:2] == ("mana", rock)]


def test_118_3_exile_the_top_cards_of_your_library_as_a_cost() -> None:
    assert rules_text(HERBALIST) == ["{2}, Exile the top two cards of your library: You gain 1 life."]
    s = Scenario()
    herbalist = s.battlefield(0, HERBALIST)
    s.many(0, "battlefield", ["Plains", "Plains"])
    s.many(0, "library", ["Forest", "Island", "Swamp"])
    game = s.start("main1")
    life = game.state.players[0].life
    game.apply(("activate", herbalist, 0))
    while game.pending["kind"] != "priority":
        game.apply(("pay",) if ("pay",) in game.legal_actions() else game.legal_actions()[0])
    assert len(game.state.zones[("exile", -1)]) == 2 and len(game.state.zone("library", 0)) == 1  # paid (601.2h)
    resolve_stack(game)
    assert game.state.players[0].life == life + 1
    s = Scenario()
    herbalist = s.battlefield(0, HERBALIST)
    s.many(0, "battlefield", ["Plains", "Plains"])
    s.library(0, "Forest")
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:2] == ("activate", herbalist)]  # one card: can't pay two
