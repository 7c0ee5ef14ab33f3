"""Tests of `cards.language.phrases.outside_the_game`: cards from outside the game (400.11). Each compiles a
small card text of our own and checks what it does in a scenario."""

from __future__ import annotations

from typing import Any

from kitchentable.api.game import Game, observation
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.staples_support import named, staples_pool
from tests.support import settle

SUPPORT = """
Lightning Bolt {R}
Instant
Lightning Bolt deals 3 damage to any target.

Lava Axe {4}{R}
Sorcery
Lava Axe deals 5 damage to target player.

Grizzly Bears {1}{G}
Creature — Bear 2/2

Ornithopter {0}
Artifact Creature — Thopter 0/2
Flying

Absorb {W}{U}{U}
Instant
Counter target spell. You gain 3 life.

Opt {U}
Instant
Scry 1. Draw a card.
"""


POOL = staples_pool("staples_mechanics.txt", SUPPORT)


def scenario() -> Scenario:
    return Scenario(pool=POOL)


def names(game: Any, zone: str, seat: int) -> list[str]:
    return sorted(game.state.objects[o].card.name for o in game.state.zone(zone, seat))


def test_400_11_burning_wish_puts_a_sorcery_from_outside_the_game_into_hand_and_exiles_itself() -> None:
    s = scenario()
    wish = s.hand(0, "Burning Wish")
    axe = s.outside(0, "Lava Axe")
    bolt = s.outside(0, "Lightning Bolt")
    s.many(0, "battlefield", ["Mountain", "Mountain"])
    game = s.start("main1")
    game.apply(("cast", wish))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    assert game.pending["kind"] == "wish"
    options = game.legal_actions()
    assert ("choose", axe) in options and ("choose", bolt) not in options and ("none",) in options
    game.apply(("choose", axe))
    settle(game)
    assert names(game, "hand", 0) == ["Lava Axe"] and names(game, "outside", 0) == ["Lightning Bolt"]
    assert [game.state.objects[o].card.name for o in game.state.zone("exile")] == ["Burning Wish"]
    assert any(e.kind == "reveal" for e in game.state.log)


def _wish_options(wish: str, outside: list[str], lands: list[str]) -> tuple[Any, dict[str, int]]:
    s = scenario()
    card = s.hand(0, wish)
    ids = {name: s.outside(0, name) for name in outside}
    s.many(0, "battlefield", lands)
    game = s.start("main1")
    game.apply(("cast", card))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    return game, ids


def test_cunning_living_golden_and_glittering_wish_find_their_kinds() -> None:
    pool = ["Lightning Bolt", "Lava Axe", "Grizzly Bears", "Forest", "Ornithopter", "Absorb"]
    cases = {
        "Cunning Wish": (["Island"] * 3, {"Lightning Bolt", "Absorb"}),
        "Living Wish": (["Forest"] * 2, {"Grizzly Bears", "Forest", "Ornithopter"}),
        "Golden Wish": (["Plains"] * 5, {"Ornithopter"}),
        "Glittering Wish": (["Forest", "Plains"], {"Absorb"}),
    }
    for wish, (lands, expected) in cases.items():
        game, ids = _wish_options(wish, pool, lands)
        offered = {game.state.objects[a[1]].card.name for a in game.legal_actions() if a[0] == "choose"}
        assert offered == expected, wish


def test_death_wish_takes_any_card_and_loses_half_the_life_rounded_up() -> None:
    game, ids = _wish_options("Death Wish", ["Lava Axe", "Forest"], ["Swamp"] * 3)
    game.state.players[0].life = 15
    assert {a for a in game.legal_actions()} == {("choose", ids["Lava Axe"]), ("choose", ids["Forest"]), ("none",)}
    game.apply(("choose", ids["Forest"]))
    settle(game)
    assert names(game, "hand", 0) == ["Forest"] and game.state.players[0].life == 7  # 15 - 8


def test_a_wish_may_find_nothing() -> None:
    game, _ids = _wish_options("Burning Wish", ["Lightning Bolt"], ["Mountain"] * 2)
    assert game.legal_actions() == [("none",)]
    game.apply(("none",))
    settle(game)
    assert names(game, "hand", 0) == [] and names(game, "outside", 0) == ["Lightning Bolt"]


def test_614_ring_of_maruf_replaces_the_next_draw_with_a_card_from_outside_the_game() -> None:
    s = scenario()
    ring = s.battlefield(0, "Ring of Ma'Ruf")
    s.many(0, "battlefield", ["Island"] * 6)
    opt = s.hand(0, "Opt")
    axe = s.outside(0, "Lava Axe")
    s.library(0, "Forest")
    s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", ring, 0))
    game.apply(("pay",))
    settle(game)
    assert ring not in game.state.battlefield() and names(game, "exile", -1) == ["Ring of Ma'Ruf"]
    game.apply(("cast", opt))
    game.apply(("pay",))
    chose: list[Any] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        if pending["kind"] == "wish":
            chose.append(options)
            return ("choose", axe)
        return options[0]

    settle(game, choose)
    assert chose and ("none",) not in chose[0]  # "instead choose": not optional
    assert names(game, "hand", 0) == ["Lava Axe"]  # Opt's draw was replaced
    assert len(game.state.zone("library", 0)) == 2


def test_research_shuffles_up_to_four_cards_from_outside_the_game_into_the_library() -> None:
    s = scenario()
    research = s.hand(0, "Research // Development")
    outside = [s.outside(0, n) for n in ("Lava Axe", "Lightning Bolt", "Forest", "Grizzly Bears", "Absorb")]
    s.many(0, "battlefield", ["Forest", "Island"])
    game = s.start("main1")
    game.apply(("cast", research))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    for oid in outside[:4]:
        game.apply(("choose", oid))
    settle(game)
    assert names(game, "outside", 0) == ["Absorb"]
    assert names(game, "library", 0) == ["Forest", "Grizzly Bears", "Lava Axe", "Lightning Bolt"]


def test_100_4a_a_deck_sideboard_is_outside_the_game_and_hidden_from_opponents() -> None:
    game = Game("duel", [["Mountain"] * 40, ["Forest"] * 40], seed=3, pool=POOL,
                sideboards=[["Lava Axe", "Burning Wish"], []])
    assert names(game, "outside", 0) == ["Burning Wish", "Lava Axe"]
    mine = observation(game.state, 0)["zones"]["outside:0"]
    theirs = observation(game.state, 1)["zones"]["outside:0"]
    assert len(mine) == 2 and theirs == {"count": 2}
    replay = Game.from_record(game.record(), pool=POOL)
    assert names(replay, "outside", 0) == ["Burning Wish", "Lava Axe"]
    assert chars(game.state, game.state.zone("outside", 0)[0]).name in {"Lava Axe", "Burning Wish"}
    assert named(game, "Lava Axe") == []


def test_709_3_development_makes_elementals_unless_an_opponent_lets_you_draw() -> None:
    s = scenario()
    card = s.hand(0, "Research // Development")
    s.many(0, "battlefield", ["Island", "Island", "Mountain", "Mountain", "Forest"])
    s.library(0, "Forest")
    game = s.start("main1")
    assert ("cast", card, "half:1") in game.legal_actions()
    game.apply(("cast", card, "half:1"))
    game.apply(("pay",))
    total = [e for e in game.state.log if e.kind == "total_cost"][-1]
    assert total.data == ("{3}{U}{R}",)
    game.apply(("pass",))
    game.apply(("pass",))
    answers = iter([("no",), ("draw",), ("no",)])
    settle(game, lambda pending, options: next(answers) if pending["kind"] == "unless_draw" else options[0])
    elementals = named(game, "Elemental Token", 0)
    assert len(elementals) == 2 and names(game, "hand", 0) == ["Forest"]
    c = chars(game.state, elementals[0])
    assert (c.power, c.toughness, c.colors) == (3, 1, frozenset({"R"}))
    # 709.3c: the card is whole again in the graveyard
    assert names(game, "graveyard", 0) == ["Research // Development"]


def _ring_then_opt(dredge_first: bool) -> tuple[Any, list[str]]:
    """Ring of Ma'Ruf activated, a Dredge 1 card in the graveyard, then Opt: the game once Opt has resolved
    (dredging or declining as told) and the kinds of the decisions asked."""
    from tests.cards.card_text import card

    s = scenario()
    ring = s.battlefield(0, "Ring of Ma'Ruf")
    s.many(0, "battlefield", ["Island"] * 6)
    opt = s.hand(0, "Opt")
    axe = s.outside(0, "Lava Axe")
    dredger = s.graveyard(0, card("Dredge Imp {B}\nCreature — Imp 1/1\nDredge 1"))
    s.library(0, "Forest")
    s.library(0, "Grizzly Bears")
    game = s.start("main1")
    game.apply(("activate", ring, 0))
    game.apply(("pay",))
    settle(game)
    game.apply(("cast", opt))
    game.apply(("pay",))
    asked: list[str] = []

    def choose(pending: Any, options: list[Any]) -> Any:
        asked.append(pending["kind"])
        if pending["kind"] == "dredge":
            return ("dredge", dredger) if dredge_first else ("draw",)
        if pending["kind"] == "wish":
            return ("choose", axe)
        return options[0]

    settle(game, choose)
    return game, asked


def test_616_1_the_drawing_player_orders_the_rings_replacement_and_dredge() -> None:
    """Ring of Ma'Ruf's "the next time you would draw" and a dredge card in the graveyard both replace Opt's
    draw: the player chooses. Dredging first leaves the Ring's effect for the next draw; declining the dredge
    applies the Ring's."""
    game, asked = _ring_then_opt(dredge_first=True)
    assert "dredge" in asked and "wish" not in asked and names(game, "hand", 0) == ["Dredge Imp"]
    assert game.state.turn_facts.get(("draw_replaced_by_wish", 0)) == 1
    game, asked = _ring_then_opt(dredge_first=False)
    assert "dredge" in asked and names(game, "hand", 0) == ["Lava Axe"]
    assert names(game, "graveyard", 0).count("Dredge Imp") == 1
