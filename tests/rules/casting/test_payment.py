"""Paying costs (601.2g-h, 602.2b): a cost with no mana in it asks for no mana payment."""

from __future__ import annotations

from kitchentable.scenario import Scenario


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
