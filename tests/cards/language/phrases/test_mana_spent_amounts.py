"""Tests of `cards.language.phrases.mana_spent_amounts` and `rules.concepts.mana_spent_amounts`: "the amount of mana
spent to cast this spell" (601.2h) as a number: X and reductions change it, the mana value doesn't. Card texts of
our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, settle

SURGE = card("Test Surge {X}{G}\nSorcery\nYou gain life equal to the amount of mana spent to cast this spell.")
QUAKE = card("Test Quake {4}{G}\nSorcery\nThis spell costs {2} less to cast if you have 5 or less life.\nCreate an "
             "X/X green Wurm creature token, where X is the amount of mana spent to cast this spell.")


def _scenario(life: int = 20) -> Scenario:
    s = Scenario(life=life)
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    return s


@pytest.mark.parametrize("x", [0, 3])
def test_601_2h_the_mana_spent_counts_x(x: int) -> None:
    s = _scenario()
    s.many(0, "battlefield", ["Forest"] * 4)
    surge = s.hand(0, SURGE)
    game = s.start("main1")
    game.apply(("cast", surge))
    game.apply(("x", x))
    game.apply(("pay",))
    settle(game)
    assert game.state.players[0].life == 20 + x + 1


@pytest.mark.parametrize(("life", "size"), [(20, 5), (5, 3)])
def test_601_2h_a_reduction_lowers_the_mana_spent(life: int, size: int) -> None:
    """{4}{G} paid in full makes a 5/5; with the {2} reduction, three mana were spent: a 3/3."""
    s = _scenario(life)
    s.many(0, "battlefield", ["Forest"] * 5)
    quake = s.hand(0, QUAKE)
    game = s.start("main1")
    game.apply(("cast", quake))
    game.apply(("pay",))
    settle(game)
    tokens = [o for o in game.state.battlefield() if game.state.objects[o].card.name.endswith("Wurm Token")
              or "Wurm" in game.state.objects[o].card.subtypes]
    assert len(tokens) == 1
    assert chars(game.state, tokens[0]).power == size


def test_mana_spent_amount_renders_as_printed() -> None:
    text: Any = render(SURGE)
    assert "You gain life equal to the amount of mana spent to cast this." in text
