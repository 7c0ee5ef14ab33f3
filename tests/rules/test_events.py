"""Replacement effects (614) and the affected player's choice of order (616.1)."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef, Filter, StaticAbility
from kitchentable.rules.turn.state_based_actions import check_sba
from kitchentable.scenario import Scenario
from tests.rules.cards import BEARS, MOUNTAIN

CREATURES = Filter(types=frozenset({"Creature"}))
EXILER = CardDef(name="Exile Ward", types=frozenset({"Enchantment"}), static=(
    StaticAbility("replacement", CREATURES, params=(("event", "dies"), ("to", "exile"), ("mode", "exile"))),))
HOMEWARD = CardDef(name="Hand Ward", types=frozenset({"Enchantment"}), static=(
    StaticAbility("replacement", CREATURES, params=(("event", "dies"), ("to", "hand"), ("mode", "hand"))),))
TAPPER = CardDef(name="Tapped Entry", types=frozenset({"Enchantment"}), static=(
    StaticAbility("replacement", Filter(types=frozenset({"Land"})), params=(("event", "enter"), ("mode", "enters_tapped"))),))
TAPLAND = CardDef(name="Tapped Vale", types=frozenset({"Land"}), static=(StaticAbility("enters_tapped"),))


def test_614_1a_dies_replaced_by_exile() -> None:
    s = Scenario()
    s.battlefield(1, EXILER)
    bears = s.battlefield(0, BEARS)
    game = s.start("main1")
    game.state.mut(bears).damage = 2
    check_sba(game.state)
    assert not game.state.zone("graveyard", 0)
    assert len(game.state.zone("exile")) == 1


def test_616_1_affected_controller_chooses_which_replacement_applies_first() -> None:
    for first, zone in (("exile", "exile"), ("hand", "hand")):
        s = Scenario()
        exiler = s.battlefield(1, EXILER)
        homeward = s.battlefield(1, HOMEWARD)
        bears = s.battlefield(0, BEARS)
        s.library(0, MOUNTAIN)
        game = s.start("main1")
        game.state.mut(bears).damage = 2
        game.apply(("pass",))  # SBAs are checked before player 1 receives priority
        assert game.pending["kind"] == "replacement_order"
        assert game.pending["player"] == 0
        game.apply(("apply_first", exiler if first == "exile" else homeward))
        where = game.state.zone("exile") if zone == "exile" else game.state.zone("hand", 0)
        assert [game.state.objects[o].card.name for o in where] == ["Grizzly Bears"]


def test_614_1c_enters_tapped() -> None:
    s = Scenario()
    vale = s.hand(0, TAPLAND)
    game = s.start("main1")
    game.apply(("play_land", vale))
    land = game.state.battlefield()[-1]
    assert game.state.objects[land].tapped


def test_614_12_enters_tapped_from_another_permanent() -> None:
    s = Scenario()
    s.battlefield(1, TAPPER)
    mountain = s.hand(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("play_land", mountain))
    land = [o for o in game.state.battlefield() if game.state.objects[o].card is MOUNTAIN][0]
    assert game.state.objects[land].tapped
