"""Tests of `cards.language.phrases.planeswalker_creatures` and of damage to a planeswalker that's a creature
(`rules.events`, 120.3c-e): a Gideon's "Until end of turn, ~ becomes a N/N ... creature that's still a
planeswalker" keeps its types for the turn, damage to it removes loyalty and is marked, and "Prevent all damage
that would be dealt to him this turn" shields it. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import card

SHIELDED = card("Test Champion {2}{W}{W}\nLegendary Planeswalker — Gideon loyalty 4\n+1: Until end of turn, Test "
                "Champion becomes a 5/5 Human Soldier Ally creature with indestructible that's still a planeswalker. "
                "Prevent all damage that would be dealt to him this turn.")
BARE = card("Test Warrior {2}{W}{W}\nLegendary Planeswalker — Gideon loyalty 4\n0: Until end of turn, Test Warrior "
            "becomes a 6/6 Human Soldier creature that's still a planeswalker.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")


def _become(walker_card: Any) -> tuple[Any, int, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    walker = s.battlefield(0, walker_card)
    shock = s.hand(0, SHOCK)
    s.battlefield(0, "Mountain")
    game = s.start("main1")
    game.apply(("activate", walker, 0))
    answer_until_priority(game)
    resolve_stack(game)
    return game, walker, shock


def _shock(game: Any, shock: int, target: int) -> None:
    game.apply(("cast", shock))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", target) if ("target", target) in options else
                   ("pay",) if ("pay",) in options else options[0])
    resolve_stack(game)


def test_205_1b_a_planeswalker_that_becomes_a_creature_keeps_its_types_for_the_turn() -> None:
    game, walker, _shock_id = _become(SHIELDED)
    c = chars(game.state, walker)
    assert {"Creature", "Planeswalker"} <= c.types and (c.power, c.toughness) == (5, 5)
    assert {"Human", "Soldier", "Ally", "Gideon"} <= c.subtypes and "indestructible" in c.keywords
    turn = game.state.turn
    pass_until(game, lambda g: g.state.turn != turn)
    assert "Creature" not in chars(game.state, walker).types  # until end of turn (514.2)
    assert rules_text(SHIELDED) == ["+1: Until end of turn, this becomes a 5/5 Human Soldier Ally creature with "
                                    "indestructible that's still a planeswalker. Prevent all damage that would be "
                                    "dealt to him this turn."]


def test_615_1_him_is_the_planeswalker_itself() -> None:
    game, walker, shock = _become(SHIELDED)
    _shock(game, shock, walker)
    o = game.state.objects[walker]
    assert o.counters["loyalty"] == 5 and o.damage == 0  # +1 loyalty, the 2 damage prevented


def test_120_3c_e_damage_to_a_planeswalker_creature_removes_loyalty_and_is_marked() -> None:
    game, walker, shock = _become(BARE)
    _shock(game, shock, walker)
    o = game.state.objects[walker]
    assert o.counters["loyalty"] == 2 and o.damage == 2
