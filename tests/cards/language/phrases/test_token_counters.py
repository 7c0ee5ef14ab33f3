"""Tests of `cards.language.phrases.token_counters`: "create a 0/0 ... token with X +1/+1 counters on it" makes a
token that is created with its counters on it (122.6), X read as it is created (107.3a, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, lands, named, scenario, settle

HYDRA = card("Test Hatchling {X}{G}\nSorcery\nCreate a 0/0 green Hydra creature token with trample and X +1/+1 "
             "counters on it.")
SAPLING = card("Test Sapling {G}\nSorcery\nCreate a 1/1 green Elf Warrior creature token with two +1/+1 counters "
               "on it.")


def _cast(x: int, spell: Any, name: str) -> Any:
    s = scenario()
    lands(s, 0, x + 1, "Forest")
    s.hand(0, spell)
    game = s.start("main1")
    game.apply(("cast", named(game, name, "hand")[0]))
    if x:
        game.apply(("x", x))
    settle(game)
    return game


def test_122_6_a_token_is_created_with_its_counters_on_it() -> None:
    game = _cast(3, HYDRA, "Test Hatchling")
    [hydra] = named(game, "Hydra Token")
    assert game.state.objects[hydra].counters == {"+1/+1": 3}
    c = chars(game.state, hydra)
    assert (c.power, c.toughness) == (3, 3) and "trample" in c.keywords
    assert render(HYDRA).splitlines()[-1] == ("Create a 0/0 green Hydra creature token with trample and X +1/+1 "
                                              "counters on it.")


def test_704_5f_with_x_of_zero_the_token_is_a_0_0_and_dies() -> None:
    s = scenario()
    lands(s, 0, 1, "Forest")
    s.hand(0, HYDRA)
    game = s.start("main1")
    game.apply(("cast", named(game, "Test Hatchling", "hand")[0]))
    game.apply(("x", 0))
    settle(game)
    assert not named(game, "Hydra Token")


def test_122_6_a_fixed_number_of_counters() -> None:
    game = _cast(0, SAPLING, "Test Sapling")
    [elf] = named(game, "Elf Warrior Token")
    c = chars(game.state, elf)
    assert (c.power, c.toughness) == (3, 3)
    assert render(SAPLING).splitlines()[-1] == ("Create a 1/1 green Elf Warrior creature token with two +1/+1 "
                                                "counters on it.")


def test_122_6_several_tokens_with_counters_are_refused() -> None:
    with pytest.raises(CardError, match="counters on a token"):
        card("Test Brood {X}{G}\nSorcery\nCreate two 0/0 green Hydra creature tokens with X +1/+1 counters on it.")
