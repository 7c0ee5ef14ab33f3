"""Templates of branch mana (mana abilities, costs and payments): each compiles a small card text in Oracle
templating and checks what it does in a scenario."""

from __future__ import annotations

import pytest

from kitchentable.rules.errors import IllegalAction
from kitchentable.scenario import Scenario
from tests.cards.test_templates import card

FILTER = card("Test Filter Land\nLand\n{T}: Add {C}.\n{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.")
PRISM = card("Test Prism {2}\nArtifact\n{1}: Add {R}, {G}, or {B}.")
LOTUS = card("Test Lotus {5}\nArtifact\n{T}: Add three mana of any one color.")
COMBO = card("Test Combo Stone {3}\nArtifact\n{T}: Add two mana in any combination of colors.")
RITUAL = card("Test Ritual {G}\nInstant\nAdd two mana in any combination of {R} and/or {G}.")
GATE = card("Test Gate\nLand\n{T}: Add {W} or {U}.")
PLAINS = "Plains"


def _idle() -> Scenario:
    return Scenario(options={"idle_mana_abilities": True})


def test_605_3a_filter_land_pays_its_mana_cost_from_the_pool_and_adds_the_chosen_group() -> None:
    s = _idle()
    plains = s.battlefield(0, PLAINS)
    land = s.battlefield(0, FILTER)
    game = s.start("main1")
    pool = game.state.players[0].pool
    assert not [a for a in game.legal_actions() if a[:3] == ("mana", land, 1)]  # nothing in the pool to pay {W/U}
    game.apply(("mana", plains, 0))
    offered = [a for a in game.legal_actions() if a[:3] == ("mana", land, 1)]
    assert sorted(a[3] for a in offered) == ["UU", "WU", "WW"]
    game.apply(("mana", land, 1, "UU"))
    assert pool.amounts == {"U": 2}
    assert game.state.objects[land].tapped


def test_602_2b_mana_ability_with_a_mana_cost_cannot_be_activated_for_free() -> None:
    s = _idle()
    prism = s.battlefield(0, PRISM)
    game = s.start("main1")
    assert not [a for a in game.legal_actions() if a[:2] == ("mana", prism)]
    with pytest.raises(IllegalAction):
        game.apply(("mana", prism, 0, "G"))


def test_106_1_any_color_choice_is_the_players() -> None:
    s = _idle()
    gate = s.battlefield(0, GATE)
    game = s.start("main1")
    assert ("mana", gate, 0) in game.legal_actions() and ("mana", gate, 0, "U") in game.legal_actions()
    game.apply(("mana", gate, 0, "U"))
    assert game.state.players[0].pool.amounts == {"U": 1}


def test_106_1_three_mana_of_any_one_color_adds_three_of_the_chosen_color() -> None:
    s = _idle()
    lotus = s.battlefield(0, LOTUS)
    game = s.start("main1")
    assert ("mana", lotus, 0, "GGG") in game.legal_actions()
    game.apply(("mana", lotus, 0, "GGG"))
    assert game.state.players[0].pool.amounts == {"G": 3}


def test_106_1_two_mana_in_any_combination_of_colors() -> None:
    s = _idle()
    stone = s.battlefield(0, COMBO)
    game = s.start("main1")
    offered = {a[3] for a in game.legal_actions() if a[:3] == ("mana", stone, 0) and len(a) > 3}
    assert "WB" in offered and "RR" in offered and len(offered) == 14  # 15 pairs, the first is the plain action
    game.apply(("mana", stone, 0, "WB"))
    assert game.state.players[0].pool.amounts == {"W": 1, "B": 1}


def test_608_2d_spell_adding_mana_in_any_combination_asks_its_controller() -> None:
    s = Scenario()
    ritual = s.hand(0, RITUAL)
    s.battlefield(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", ritual))
    while game.state.decision is not None and game.state.decision.kind != "choose_mana":
        opts = game.legal_actions()
        game.apply(("pay",) if ("pay",) in opts else opts[0] if opts[0] != ("pass",) else ("pass",))
    assert set(game.legal_actions()) == {("mana", "RR"), ("mana", "RG"), ("mana", "GG")}
    game.apply(("mana", "RG"))
    assert game.state.players[0].pool.amounts == {"R": 1, "G": 1}
