"""Paying costs (601.2g-h, 602.2b): a cost with no mana in it asks for no mana payment; the cost paid is
information the effect uses (601.2h, 608.2h): the objects sacrificed to pay a cost are remembered with their
last known information on the spell or ability."""

from __future__ import annotations

from typing import Any

from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

THUD = card("Thud {R}\nSorcery\nAs an additional cost to cast this spell, sacrifice a creature.\n"
            "Thud deals damage equal to the sacrificed creature's power to any target.")
LEGACY = card("Test Legacy {1}{G}\nInstant\nAs an additional cost to cast this spell, sacrifice a creature.\n"
              "Draw cards equal to the sacrificed creature's power.")
PIT = card("Test Pit {2}\nArtifact\n{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's "
           "toughness.")
OGRE = card("Test Ogre {3}{B}\nCreature — Ogre 4/3")
GROWTH = card("Test Growth {G}\nInstant\nTarget creature gets +3/+3 until end of turn.")


def _sacrifice_and_resolve(game: Any, action: tuple[Any, ...], ogre: int, target: Any = None) -> None:
    game.apply(action)
    if target is not None:
        game.apply(("target", target))
    game.apply(("pick", "sacrifice", ogre))
    game.apply(("pay",))
    settle(game)


def test_601_2h_thud_deals_the_sacrificed_creatures_power() -> None:
    s = Scenario()
    ogre = s.battlefield(0, OGRE)
    s.battlefield(0, "Mountain")
    thud = s.hand(0, THUD)
    game = s.start("main1")
    _sacrifice_and_resolve(game, ("cast", thud), ogre, ("player", 1))
    assert game.state.players[1].life == 16
    assert named(game, "Test Ogre", "graveyard")


def test_608_2h_the_sacrificed_creature_is_read_as_it_last_existed() -> None:
    s = Scenario()
    ogre = s.battlefield(0, OGRE)
    s.many(0, "battlefield", ["Mountain", "Forest"])
    thud = s.hand(0, THUD)
    growth = s.hand(0, GROWTH)
    game = s.start("main1")
    game.apply(("cast", growth))
    game.apply(("target", ogre))
    game.apply(("pay",))
    settle(game)
    _sacrifice_and_resolve(game, ("cast", thud), ogre, ("player", 1))
    assert game.state.players[1].life == 13  # 4 power +3 until end of turn, as it last existed


def test_608_2h_draw_cards_equal_to_the_sacrificed_creatures_power() -> None:
    s = Scenario()
    ogre = s.battlefield(0, OGRE)
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.many(0, "library", ["Wastes"] * 6)
    legacy = s.hand(0, LEGACY)
    game = s.start("main1")
    _sacrifice_and_resolve(game, ("cast", legacy), ogre)
    assert len(game.state.zone("hand", 0)) == 4


def test_602_2b_an_activated_ability_reads_the_creature_sacrificed_for_it() -> None:
    s = Scenario()
    pit = s.battlefield(0, PIT)
    ogre = s.battlefield(0, OGRE)
    s.battlefield(0, "Wastes")
    game = s.start("main1")
    _sacrifice_and_resolve(game, ("activate", pit, 0), ogre)
    assert game.state.players[0].life == 23


def test_601_2h_a_cost_without_mana_asks_no_mana_payment() -> None:
    s = Scenario()
    seer = s.battlefield(0, "Viscera Seer")
    bears = s.battlefield(0, "Grizzly Bears")
    for _ in range(3):
        s.library(0, "Island")
    game = s.start("main1")
    game.apply(("activate", seer, 0))
    kinds = []
    while game.pending["kind"] != "priority":
        kinds.append(game.pending["kind"])
        pick = next(a for a in game.legal_actions() if bears in a)
        game.apply(pick)
    assert "pay_mana" not in kinds
    assert bears not in game.state.objects and len(game.state.stack_ids()) == 1


def test_606_4_a_loyalty_cost_asks_no_mana_payment() -> None:
    s = Scenario()
    jace = s.battlefield(0, "Jace Beleren")
    for _ in range(3):
        s.library(0, "Island")
        s.library(1, "Island")
    game = s.start("main1")
    game.apply(("activate", jace, 0))
    assert game.pending["kind"] == "priority" and len(game.state.stack_ids()) == 1
    assert game.state.objects[jace].counters["loyalty"] == 5


def test_601_2h_a_zero_mana_spell_is_cast_without_a_payment_step() -> None:
    from kitchentable.rules.abilities import CardDef
    from kitchentable.rules.concepts.mana import ManaCost

    ornithopter = CardDef(name="Ornithopter", mana_cost=ManaCost.parse("{0}"), types=frozenset({"Artifact", "Creature"}),
                          subtypes=frozenset({"Thopter"}), power=0, toughness=2, keywords=frozenset({"flying"}))
    s = Scenario()
    card = s.hand(0, ornithopter)
    game = s.start("main1")
    game.apply(("cast", card))
    assert game.pending["kind"] == "priority" and len(game.state.stack_ids()) == 1
