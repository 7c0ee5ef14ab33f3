"""Tests of `cards.language.phrases.self_counter_conditions` and `rules.concepts.self_counter_conditions`: static
abilities that apply while the object itself has counters on it (122.1, 604.1, 611.3a: they turn on and off as
the counters come and go). Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card

GLIDER = card("Test Glider {1}{U}\nCreature — Bird 1/1\nAs long as this creature has a +1/+1 counter on it, it has "
              "flying.")
RIG = card("Test Rig {2}{B}\nCreature — Phyrexian 2/2\nAs long as this creature has four or more oil counters on "
           "it, it gets +2/+0 and has trample.")
SENTRY = card("Test Sentry {1}{W}\nCreature — Human 2/3\nAs long as this creature has no counters on it, it can't "
              "block.")
HOARDER = card("Test Hoarder {2}{G}\nCreature — Beast 2/2\nThis creature gets +2/+2 as long as it has two or more "
               "counters on it.")


def _with_counters(c: Any, counters: dict[str, int]) -> tuple[Any, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 3)
    oid = s.battlefield(0, c)
    game = s.start("main1")
    game.state.objects[oid].counters.update(counters)
    game.state.forget(game.state.objects[oid].card, oid)
    return game, oid


@pytest.mark.parametrize(("counters", "flying"), [({}, False), ({"+1/+1": 1}, True), ({"-1/-1": 1}, False)])
def test_122_1_as_long_as_it_has_a_plus_one_counter_it_has_flying(counters: dict[str, int], flying: bool) -> None:
    game, oid = _with_counters(GLIDER, counters)
    assert ("flying" in chars(game.state, oid).keywords) == flying


@pytest.mark.parametrize(("oil", "power", "trample"), [(3, 2, False), (4, 4, True)])
def test_122_1_four_or_more_oil_counters(oil: int, power: int, trample: bool) -> None:
    game, oid = _with_counters(RIG, {"oil": oil})
    c = chars(game.state, oid)
    assert c.power == power
    assert ("trample" in c.keywords) == trample


@pytest.mark.parametrize(("counters", "cant_block"), [({}, True), ({"shield": 1}, False)])
def test_122_1_no_counters_on_it_it_cant_block(counters: dict[str, int], cant_block: bool) -> None:
    game, oid = _with_counters(SENTRY, counters)
    assert ("can't block" in chars(game.state, oid).keywords) == cant_block


@pytest.mark.parametrize(("counters", "power"), [({"+1/+1": 1}, 3), ({"+1/+1": 1, "oil": 1}, 5), ({"oil": 2}, 4)])
def test_122_1_two_or_more_counters_of_any_kind(counters: dict[str, int], power: int) -> None:
    """Counters of any kind count together; +1/+1 counters also change the power (613.4c)."""
    game, oid = _with_counters(HOARDER, counters)
    assert chars(game.state, oid).power == power


@pytest.mark.parametrize(("card_", "sentence"), [
    (GLIDER, "As long as this has a +1/+1 counter on it, it has flying."),
    (RIG, "As long as this has four or more oil counters on it, it gets +2/+0 and has trample."),
    (SENTRY, "As long as this has no counters on it, it can't block."),
    (HOARDER, "This gets +2/+2 as long as it has two or more counters on it."),
])
def test_self_counter_conditions_render(card_: Any, sentence: str) -> None:
    assert sentence in render(card_)
