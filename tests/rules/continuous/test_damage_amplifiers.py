"""Tests of `rules.continuous.damage_amplifiers`, `cards.language.phrases.damage_amplifiers` and their place among
the prevention effects of `rules.events` (614.1a, 616.1): "it deals double that damage to that permanent or player
instead", "it deals that much damage plus 2 instead" for a red source you control dealing damage to an opponent
or their permanents, and the order the affected player chooses. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

FURNACE = card("Test Furnace {1}{R}{R}{R}\nEnchantment\nIf a source would deal damage to a permanent or player, it "
               "deals double that damage to that permanent or player instead.")
THANE = card("Test Thane {1}{R}{R}{R}\nLegendary Creature — Dwarf Noble 2/4\nIf a red source you control would deal "
             "damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.")
HORROR = card("Test Horror {2}{R}{R}\nCreature — Horror 4/4\nIf a source you control would deal noncombat damage to an "
              "opponent or a permanent an opponent controls, it deals double that damage instead.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to any target.")
SPARK = card("Test Spark {W}\nInstant\nTest Spark deals 2 damage to any target.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/5")


def _cast_at(game: Any, spell: int, target: Any, order: list[int] | None = None) -> None:
    game.apply(("cast", spell))
    game.apply(("target", target))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] == "replacement_order":
        game.apply(("apply_first", order.pop(0)) if order else game.legal_actions()[0])
    resolve_stack(game)


def _setup(*permanents: Any, spell: Any = SHOCK, land: str = "Mountain") -> tuple[Any, int, list[int]]:
    s = Scenario()
    s.battlefield(0, land)
    ids = [s.battlefield(0, p) for p in permanents]
    oid = s.hand(0, spell)
    return s.start("main1"), oid, ids


def test_614_1a_any_source_deals_double_damage() -> None:
    game, shock, _ = _setup(FURNACE)
    _cast_at(game, shock, ("player", 1))
    assert game.state.players[1].life == 16
    game, shock, _ = _setup(FURNACE)
    _cast_at(game, shock, ("player", 0))  # any player, its controller too
    assert game.state.players[0].life == 16
    assert rules_text(FURNACE) == ["If a source would deal damage to a permanent or player, it deals double that "
                                   "damage to that permanent or player instead. (614.1a)"]


def test_614_1a_a_red_source_you_control_deals_2_more_to_opponents_only() -> None:
    game, shock, _ = _setup(THANE)
    _cast_at(game, shock, ("player", 1))
    assert game.state.players[1].life == 16
    game, shock, _ = _setup(THANE)
    _cast_at(game, shock, ("player", 0))  # not to you
    assert game.state.players[0].life == 18
    game, spark, _ = _setup(THANE, spell=SPARK, land="Plains")
    _cast_at(game, spark, ("player", 1))  # a white source: no change
    assert game.state.players[1].life == 18


def test_614_1a_noncombat_damage_only() -> None:
    s = Scenario()
    s.battlefield(0, "Mountain")
    s.battlefield(0, HORROR)
    bear = s.battlefield(1, BEAR)
    shock = s.hand(0, SHOCK)
    game = s.start("main1")
    _cast_at(game, shock, bear)
    assert game.state.objects[bear].damage == 4


def test_616_1_the_affected_player_orders_plus_two_and_double() -> None:
    game, shock, (furnace, thane) = _setup(FURNACE, THANE)
    _cast_at(game, shock, ("player", 1), [thane])  # plus 2 first, then doubled: (2 + 2) * 2
    assert game.state.players[1].life == 12
    game, shock, (furnace, thane) = _setup(FURNACE, THANE)
    _cast_at(game, shock, ("player", 1), [furnace])  # doubled first, then plus 2: 2 * 2 + 2
    assert game.state.players[1].life == 14


VAPORS = card("Test Vapors {3}{R}\nEnchantment\nIf a red spell would deal damage to a permanent or player, it deals that "
              "much damage plus 1 to that permanent or player instead.")
PINGER = card("Test Pinger {R}\nCreature — Goblin 1/1\n{T}: Test Pinger deals 1 damage to any target.")


def test_614_1a_a_red_spell_only_not_a_red_permanent() -> None:
    game, shock, _ = _setup(VAPORS)
    _cast_at(game, shock, ("player", 1))
    assert game.state.players[1].life == 17  # the spell: 2 + 1
    s = Scenario()
    s.battlefield(0, VAPORS)
    pinger = s.battlefield(0, PINGER)
    game = s.start("main1")
    game.apply(("activate", pinger, 0))
    game.apply(("target", ("player", 1)))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[1].life == 19  # a red creature's ability: no change
    assert rules_text(VAPORS) == ["If a red spell would deal damage to a permanent or player, it deals that much "
                                  "damage plus 1 to that permanent or player instead. (614.1a)"]
