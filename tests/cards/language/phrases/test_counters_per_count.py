"""Tests of `cards.language.phrases.counters_per_count` (122.1, 608.2h): "put a +1/+1 counter on it for each other
creature you control", "put a +1/+1 counter on target creature for each creature card in your graveyard". Card
texts of our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

GATHERER = card("Test Gatherer {3}{G}\nCreature — Elf 1/1\nWhen this creature enters, put a +1/+1 counter on it for "
                "each other creature you control.")
GROWTH = card("Test Growth {1}{G}\nSorcery\nPut two +1/+1 counters on target creature for each creature card in your "
              "graveyard.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def test_608_2h_a_counter_for_each_other_creature_you_control() -> None:
    s = scenario()
    lands(s, 0, 4, "Forest")
    s.battlefield(0, BEAR)
    s.battlefield(0, BEAR)
    s.battlefield(1, BEAR)  # an opponent's creature doesn't count
    s.hand(0, GATHERER)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Gatherer", "hand")[0]))
    game.apply(("pay",))
    settle(game)
    gatherer = named(game, "Test Gatherer")[0]
    assert game.state.objects[gatherer].counters.get("+1/+1") == 2  # the two Bears, not itself


def test_122_1_n_counters_for_each_counted_card() -> None:
    s = scenario()
    lands(s, 0, 2, "Forest")
    target = s.battlefield(0, BEAR)
    s.graveyard(0, BEAR)
    s.graveyard(0, BEAR)
    s.graveyard(0, card("Test Relic {1}\nArtifact"))
    s.hand(0, GROWTH)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Growth", "hand")[0]))
    game.apply(("target", target))
    game.apply(("pay",))
    settle(game)
    assert game.state.objects[target].counters.get("+1/+1") == 4


def test_renders_as_the_oracle_text() -> None:
    assert "put a +1/+1 counter on this for each other creature you control." in render(GATHERER)
    assert "Put two +1/+1 counters on target creature for each creature card in your graveyard." in render(GROWTH)
