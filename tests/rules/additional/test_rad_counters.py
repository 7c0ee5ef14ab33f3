"""Rad counters (Fallout's rules of 2024): at the beginning of your precombat main phase, mill one card per rad
counter; each nonland card milled costs 1 life and a rad counter. Played from a small card of our own."""

from __future__ import annotations

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, pass_until, resolve_stack
from tests.cards.card_text import card

IRRADIATE = card("Test Fallout {1}{B}\nSorcery\nTarget player gets three rad counters.")


def _irradiated(library: list[str]) -> object:
    s = Scenario()
    s.many(0, "library", ["Wastes"] * 6)
    s.many(1, "library", library)
    s.many(0, "battlefield", ["Swamp"] * 2)
    fallout = s.hand(0, IRRADIATE)
    game = s.start("main1")
    game.apply(("cast", fallout))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if ("player", 1) in a), ("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)
    assert game.state.players[1].counters.get("rad") == 3
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "beginning_of_combat")
    return game


def test_rad_counters_mill_and_each_nonland_card_costs_a_life_and_a_counter() -> None:
    # the opponent draws a Wastes for the turn, then mills three: two nonland cards and a Wastes
    game = _irradiated(["Wastes", "Grizzly Bears", "Wastes", "Grizzly Bears", "Wastes"])
    p = game.state.players[1]  # type: ignore[attr-defined]
    assert p.life == 18
    assert p.counters.get("rad") == 1
    assert len(game.state.zone("graveyard", 1)) == 3  # type: ignore[attr-defined]


def test_rad_counters_only_lands_milled_cost_nothing() -> None:
    game = _irradiated(["Wastes"] * 6)
    p = game.state.players[1]  # type: ignore[attr-defined]
    assert p.life == 20 and p.counters.get("rad") == 3


def test_rad_counters_effect_renders_as_printed() -> None:
    assert rules_text(IRRADIATE) == ["Target player gets three rad counters."]
