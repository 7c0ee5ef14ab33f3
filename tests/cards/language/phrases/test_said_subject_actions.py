"""Tests of `cards.language.phrases.said_subject_actions`: "you scry N" (701.22) is the ability controller's scry, the
same action as "scry N", and reads back with its subject; a granted ability ("Enchanted creature ... has \"Whenever
this creature attacks, you scry 2.\"") is the ability's controller's: the holder's controller. Card texts of
our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, pass_until
from tests.cards.card_text import card

SEER = card("Test Seer {1}{U}\nCreature — Human 2/2\nWhenever this creature attacks, you scry 2.")


def test_701_22_you_scry_on_attack_asks_its_controller() -> None:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    seer = s.battlefield(0, SEER)
    game = s.start("main1")
    pass_until(game, lambda g: g.pending["kind"] == "declare_attackers")
    game.apply(("attack", seer, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.pending["kind"] != "priority")
    assert game.pending["player"] == 0
    assert "scry" in game.pending["kind"]


def test_701_22_you_scry_renders_with_its_subject() -> None:
    assert "Whenever this attacks, you scry 2." in render(SEER)
    impetus = card('Test Impetus {2}{U}\nEnchantment — Aura\nEnchant creature\nEnchanted creature gets +2/+2 and has '
                   '"Whenever this creature attacks, you scry 2."')
    assert 'has "Whenever this attacks, you scry 2."' in render(impetus)
