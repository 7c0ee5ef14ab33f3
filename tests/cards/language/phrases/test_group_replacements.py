"""Tests of `cards.language.phrases.group_replacements` (614.1a, 614.1c): "If a creature an opponent controls would
die, exile it instead.", "If another creature you control would die, exile it instead.", "Creatures your
opponents control enter tapped." Card texts of our own; each checks the outcome on a board and the render."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

WARDEN = card("Test Warden {2}{B}\nCreature — Vampire 2/2\nIf a creature an opponent controls would die, exile it "
              "instead.")
KEEPER = card("Test Keeper {2}{W}\nCreature — Spirit 2/2\nIf another creature you control would die, exile it "
              "instead.")
GATE = card("Test Gate {2}{W}\nEnchantment\nCreatures your opponents control enter tapped.")
KILL = card("Test Kill {B}\nInstant\nDestroy target creature.")
BEAR = card("Test Bear {G}\nCreature — Bear 2/2")


def _kill(game: Any, target: int) -> None:
    game.apply(("cast", named(game, "Test Kill", "hand")[0]))
    game.apply(("target", target))
    game.apply(("pay",))
    settle(game)


def _where(game: Any, name: str) -> str:
    found = [k for (k, _s), ids in game.state.zones.items() for o in ids if game.state.objects[o].card.name == name]
    return found[0]


def test_614_1a_a_creature_an_opponent_controls_is_exiled_instead_of_dying() -> None:
    for seat, zone in ((1, "exile"), (0, "graveyard")):
        s = Scenario()
        s.battlefield(0, WARDEN)
        s.battlefield(0, "Swamp")
        target = s.battlefield(seat, BEAR)
        s.hand(0, KILL)
        game = s.start("main1")
        _kill(game, target)
        assert _where(game, "Test Bear") == zone


def test_614_1a_another_creature_you_control_is_exiled_but_not_the_source() -> None:
    s = Scenario()
    keeper = s.battlefield(0, KEEPER)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    bear = s.battlefield(0, BEAR)
    s.hand(0, KILL)
    s.hand(0, KILL)
    game = s.start("main1")
    _kill(game, bear)
    assert _where(game, "Test Bear") == "exile"
    _kill(game, keeper)
    assert _where(game, "Test Keeper") == "graveyard"


def test_614_1c_creatures_your_opponents_control_enter_tapped() -> None:
    for seat, tapped in ((1, True), (0, False)):
        s = Scenario()
        s.battlefield(0, GATE)
        s.battlefield(seat, "Forest")
        bear = s.hand(seat, BEAR)
        game = s.start("main1", active=seat)
        game.apply(("cast", bear))
        game.apply(("pay",))
        settle(game, seat=seat)
        assert game.state.objects[named(game, "Test Bear")[0]].tapped is tapped


def test_renders_as_the_oracle_text() -> None:
    assert "If a creature an opponent controls would die, exile it instead." in render(WARDEN)
    assert "If another creature you control would die, exile it instead." in render(KEEPER)
    assert "Creatures your opponents control enter tapped." in render(GATE)
