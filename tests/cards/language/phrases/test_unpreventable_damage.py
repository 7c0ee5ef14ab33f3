"""Tests of `cards.language.phrases.unpreventable_damage` and `rules.continuous.unpreventable_damage`: static
abilities that make damage unpreventable (615.12), against a prevention effect (615.1) on the damaged creature.
Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

LEYLINE = card("Test Leyline {2}{R}{R}\nEnchantment\nDamage can't be prevented.")
BEAST = card("Test Beast {2}{G}{G}\nCreature — Beast 4/4\nCombat damage that would be dealt by creatures you "
             "control can't be prevented.")
SHIELD = card("Test Shield {1}{W}\nEnchantment\nPrevent all damage that would be dealt to creatures you control.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
WOLF = card("Test Wolf {2}{G}{G}\nCreature — Wolf 4/4")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 3 damage to target creature.")


def _zapped(*mine: Any) -> Any:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    for c in mine:
        s.battlefield(0, c)
    s.battlefield(1, SHIELD)
    bear = s.battlefield(1, BEAR)
    s.battlefield(0, "Mountain")
    zap = s.hand(0, ZAP)
    game = s.start("main1")
    game.apply(("cast", zap))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    return game


@pytest.mark.parametrize(("mine", "dies"), [((LEYLINE,), True), ((), False), ((BEAST,), False)])
def test_615_12_damage_cant_be_prevented(mine: tuple[Any, ...], dies: bool) -> None:
    """The Shield prevents the Zap's damage unless damage can't be prevented; the Beast's ability covers only
    combat damage, so the Zap is still prevented with it."""
    game = _zapped(*mine)
    assert bool(named(game, "Test Bear", "graveyard")) == dies


@pytest.mark.parametrize(("attacker", "dies"), [(BEAST, True), (WOLF, False)])
def test_615_12_combat_damage_by_creatures_you_control_cant_be_prevented(attacker: Any, dies: bool) -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    oid = s.battlefield(0, attacker)
    s.battlefield(1, SHIELD)
    blocker = s.battlefield(1, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", oid, ("player", 1)))
    game.apply(("attack_done",))
    while game.pending["kind"] != "declare_blockers":
        game.apply(("pass",))
    game.apply(("block", blocker, oid))
    game.apply(("block_done",))
    while game.state.step != "main2":
        game.apply(("pass",) if ("pass",) in game.legal_actions() else game.legal_actions()[0])
    assert bool(named(game, "Test Bear", "graveyard")) == dies


@pytest.mark.parametrize(("card_", "sentence"), [
    (LEYLINE, "Damage can't be prevented."),
    (BEAST, "Combat damage that would be dealt by creatures you control can't be prevented."),
])
def test_unpreventable_damage_renders_as_printed(card_: Any, sentence: str) -> None:
    assert sentence in render(card_)
