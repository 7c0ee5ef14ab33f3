"""Tests of `cards.language.phrases.variable_base_pt`: "have base power and toughness X/X until end of turn" sets
the base size of the creatures it names (613.4b) to the X the spell was cast with or the ability was activated
with, read once as it resolves (608.2h), for the creatures there then (611.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.events import add_counters
from kitchentable.scenario import pass_until
from tests.rules.keyword_support import card, lands, named, scenario, settle

MUTATION = card("Test Mutation {X}{G}\nInstant\nCreatures you control have base power and toughness X/X until end "
                "of turn.")
ENTITY = card("Test Entity {2}{W}\nCreature — Shapeshifter 1/1\n{X}: Until end of turn, creatures you control have "
              "base power and toughness X/X.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _size(game: Any, oid: int) -> tuple[int | None, int | None]:
    c = chars(game.state, oid)
    return c.power, c.toughness


def test_613_4b_base_x_by_x_is_the_spells_x_and_counters_still_apply() -> None:
    s = scenario()
    lands(s, 0, 6, "Forest")
    s.battlefield(0, BEAR)
    s.battlefield(1, BEAR)
    s.hand(0, MUTATION)
    s.hand(0, BEAR)
    game = s.start("main1")
    mine = named(game, "Test Bear")[0]
    theirs = next(o for o in named(game, "Test Bear") if game.state.objects[o].controller == 1)
    add_counters(game.state, mine, "+1/+1", 1)
    game.apply(("cast", named(game, "Test Mutation", "hand")[0]))
    game.apply(("x", 3))
    settle(game)
    assert _size(game, mine) == (4, 4)  # base 3/3 (7b), then the counter (7c)
    assert _size(game, theirs) == (2, 2)
    assert render(MUTATION).splitlines()[-1] == ("Creatures you control have base power and toughness X/X until end "
                                                 "of turn.")


def test_611_2c_a_creature_arriving_later_keeps_its_own_size() -> None:
    s = scenario()
    lands(s, 0, 5, "Forest")
    s.battlefield(0, BEAR)
    s.hand(0, MUTATION)
    s.hand(0, BEAR)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Mutation", "hand")[0]))
    game.apply(("x", 1))
    settle(game)
    game.apply(("cast", named(game, "Test Bear", "hand")[0]))
    settle(game)
    sizes = sorted(_size(game, o) for o in named(game, "Test Bear"))
    assert sizes == [(1, 1), (2, 2)]


def test_608_2h_an_abilitys_x_is_fixed_as_it_resolves_and_ends_with_the_turn() -> None:
    s = scenario()
    lands(s, 0, 4, "Plains")
    s.battlefield(0, ENTITY)
    s.battlefield(0, BEAR)
    game = s.start("main1")
    entity = named(game, "Test Entity")[0]
    bear = named(game, "Test Bear")[0]
    ability = next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == entity)
    game.apply(ability)
    game.apply(("x", 4))
    settle(game)
    assert _size(game, entity) == (4, 4) and _size(game, bear) == (4, 4)
    add_counters(game.state, bear, "+1/+1", 1)
    assert _size(game, bear) == (5, 5)
    pass_until(game, lambda g: g.state.active == 1)
    assert _size(game, entity) == (1, 1) and _size(game, bear) == (3, 3)  # 514.2: the effect has ended
    assert render(ENTITY).splitlines()[-2] == ("{X}: Until end of turn, creatures you control have base power and "
                                               "toughness X/X.")


def test_107_3a_a_triggered_ability_has_no_x_paid_and_is_refused() -> None:
    with pytest.raises(CardError, match="no X paid"):
        card("Test Omen {G}\nEnchantment\nAt the beginning of your upkeep, creatures you control have base power and "
             "toughness X/X until end of turn.")
