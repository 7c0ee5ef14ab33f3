"""Tests of `cards.language.phrases.spell_qualities`: "historic" (700.6: an artifact, a legendary, or a Saga), "kicked
spell" (702.33d) and "with power 4, 5, or 6" (a range of consecutive numbers) in descriptions, read by cast
triggers (603.2) and by `rules.concepts.targets.matches_characteristics`. Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

SAGE = card("Test Lore Sage {1}{U}\nCreature — Human Wizard 1/1\nWhenever you cast a historic spell, draw a card.")
ROOST = card("Test Roost {1}{U}\nEnchantment\nWhenever you cast a kicked spell, you gain 3 life.")
SEER = card("Test Giant Seer {1}{G}\nEnchantment\nWhenever you cast a creature spell with power 4, 5, or 6, you gain "
            "2 life.")
ROCK = card("Test Rock {1}\nArtifact")
HERO = card("Test Hero {1}\nLegendary Creature — Human 1/1")
SAGA = card("Test Tale {1}\nEnchantment — Saga\nI, II, III — You gain 1 life.")
BEAR = card("Test Bear {1}\nCreature — Bear 2/2")
LANCER = card("Test Lancer {1}\nCreature — Human Knight 2/2\nKicker {1}\nIf Test Lancer was kicked, it enters with "
              "a +1/+1 counter on it.")


def _cast(watcher: CardDef, spell: CardDef, kick: bool = False) -> Any:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    s.battlefield(0, watcher)
    oid = s.hand(0, spell)
    s.many(0, "battlefield", ["Wastes"] * 4)
    game = s.start("main1")
    game.apply(("cast", oid))
    if kick:
        game.apply(("cost", "kicker", 0))
    answer_until_priority(game)
    resolve_stack(game)
    return game


@pytest.mark.parametrize(("spell", "historic"), [(ROCK, True), (HERO, True), (SAGA, True), (BEAR, False)])
def test_700_6_historic_spell_is_an_artifact_a_legendary_or_a_saga(spell: CardDef, historic: bool) -> None:
    game = _cast(SAGE, spell)
    assert len(game.state.zone("hand", 0)) == (1 if historic else 0)


@pytest.mark.parametrize("kick", [True, False])
def test_702_33d_kicked_spell_is_one_whose_kicker_was_paid(kick: bool) -> None:
    game = _cast(ROOST, LANCER, kick=kick)
    assert game.state.players[0].life == (23 if kick else 20)


@pytest.mark.parametrize(("power", "gains"), [(3, False), (4, True), (6, True), (7, False)])
def test_208_1_creature_spell_with_power_in_a_range(power: int, gains: bool) -> None:
    creature = card(f"Test Beast {{1}}\nCreature — Beast {power}/{power}")
    game = _cast(SEER, creature)
    assert game.state.players[0].life == (22 if gains else 20)


def test_700_6_historic_permanents_in_a_static_description() -> None:
    lord = card("Test Curator {1}{W}\nCreature — Human 1/1\nOther historic creatures you control get +1/+1.")
    s = Scenario()
    s.battlefield(0, lord)
    hero = s.battlefield(0, HERO)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert chars(game.state, hero).power == 2 and chars(game.state, bear).power == 2


def test_spell_quality_renders_as_printed() -> None:
    assert "Whenever you cast a historic spell, draw a card." in render(SAGE)
    assert "Whenever you cast a kicked spell, you gain 3 life." in render(ROOST)
    assert "Whenever you cast a creature spell with power 4, 5, or 6, you gain 2 life." in render(SEER)


def test_non_consecutive_stat_numbers_are_refused() -> None:
    with pytest.raises(CardError, match="consecutive"):
        card("Test Odd Seer {1}{G}\nEnchantment\nWhenever you cast a creature spell with power 2, 4, or 6, you gain "
             "2 life.")
