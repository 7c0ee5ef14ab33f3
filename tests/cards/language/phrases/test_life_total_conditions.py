"""Tests of `cards.language.phrases.life_total_conditions` and `rules.concepts.life_total_conditions`: conditions
on the controller's life total (119.1) and its starting life total (103.4), read by a cost reduction (601.2f), an
"as long as" static ability (604.1) and a trailing "if" with "Otherwise" (608.2c). Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

FINALE = card("Test Finale {2}{B}{B}\nInstant\nThis spell costs {2} less to cast if your life total is 5 or less.\n"
              "Destroy target creature.")
HERALD = card("Test Herald {2}{W}\nCreature — Angel 2/2\nAs long as your life total is greater than your starting "
              "life total, this creature gets +2/+2 and has flying.")
ZEALOT = card("Test Zealot {2}{W}\nCreature — Human 2/2\nAs long as you have at least 5 life more than your "
              "starting life total, this creature gets +3/+3.")
FLASK = card("Test Flask {4}\nArtifact\nAt the beginning of your end step, draw a card if your life total is "
             "greater than your starting life total. Otherwise, you gain 2 life.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _scenario(life: int) -> Scenario:
    s = Scenario(life=life)
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    return s


@pytest.mark.parametrize(("life", "lands_left"), [(5, 2), (6, 0)])
def test_601_2f_costs_2_less_if_your_life_total_is_5_or_less(life: int, lands_left: int) -> None:
    s = _scenario(life)
    bear = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Swamp"] * 4)
    finale = s.hand(0, FINALE)
    game = s.start("main1")
    game.apply(("cast", finale))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert named(game, "Test Bear", "graveyard")
    st = game.state
    assert sum(1 for o in st.battlefield() if not st.objects[o].tapped and st.objects[o].controller == 0) == lands_left


@pytest.mark.parametrize(("life", "power", "flying"), [(21, 4, True), (20, 2, False), (19, 2, False)])
def test_103_4_as_long_as_your_life_total_is_greater_than_your_starting_life_total(
        life: int, power: int, flying: bool) -> None:
    s = _scenario(life)
    herald = s.battlefield(0, HERALD)
    game = s.start("main1")
    c = chars(game.state, herald)
    assert c.power == power
    assert ("flying" in c.keywords) == flying


@pytest.mark.parametrize(("life", "power"), [(25, 5), (24, 2)])
def test_103_4_at_least_n_life_more_than_your_starting_life_total(life: int, power: int) -> None:
    s = _scenario(life)
    zealot = s.battlefield(0, ZEALOT)
    game = s.start("main1")
    assert chars(game.state, zealot).power == power


@pytest.mark.parametrize(("life", "hand", "life_after"), [(22, 1, 22), (20, 0, 22)])
def test_608_2c_draw_if_life_total_greater_than_starting_otherwise_gain_2(life: int, hand: int,
                                                                          life_after: int) -> None:
    s = _scenario(life)
    s.battlefield(0, FLASK)
    game = s.start("main2")
    for _ in range(10):
        if game.state.step == "end" and not game.state.stack_ids():
            break
        settle_once(game)
    st = game.state
    assert len(st.zones.get(("hand", 0), ())) == hand
    assert st.players[0].life == life_after


def settle_once(game: Any) -> None:
    options = game.legal_actions()
    game.apply(("pass",) if ("pass",) in options else options[0])


@pytest.mark.parametrize(("card_", "sentence"), [
    (FINALE, "This spell costs {2} less to cast if your life total is 5 or less."),
    (HERALD, "As long as your life total is greater than your starting life total, this gets +2/+2 and has flying."),
    (ZEALOT, "As long as you have at least 5 life more than your starting life total, this gets +3/+3."),
    (FLASK, "At the beginning of your end step, draw a card if your life total is greater than your starting life "
            "total. Otherwise, you gain 2 life."),
])
def test_life_total_conditions_render_as_printed(card_: Any, sentence: str) -> None:
    assert sentence in render(card_)


BRAVERY = card("Test Bravery {2}{W}\nEnchantment\nAs long as your life total is greater than or equal to your "
               "starting life total, creatures you control get +1/+1.")


@pytest.mark.parametrize(("life", "power"), [(20, 3), (25, 3), (19, 2)])
def test_103_4_greater_than_or_equal_to_your_starting_life_total(life: int, power: int) -> None:
    s = _scenario(life)
    s.battlefield(0, BRAVERY)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    assert chars(game.state, bear).power == power
    assert ("As long as your life total is greater than or equal to your starting life total, creatures you control "
            "get +1/+1.") in render(BRAVERY)
