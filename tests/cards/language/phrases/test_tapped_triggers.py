"""Tests of `cards.language.phrases.tapped_triggers`: "becomes tapped" triggers of other permanents (701.26a) and
of the permanent an Aura enchants; and the printed "When" of a trigger kept in `cards show` (603.2)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

DRUM = card("Test Drum {2}\nArtifact\nWhenever a creature you control becomes tapped, you gain 1 life.")
VENOM = card("Test Venom {1}{U}\nEnchantment — Aura\nEnchant land\nWhenever enchanted land becomes tapped, Test Venom "
             "deals 2 damage to that land's controller.")
ONCE = card("Test Trap {2}\nEnchantment — Aura\nEnchant land\nWhen enchanted land becomes tapped, you gain 3 life.")


def test_701_26a_each_creature_you_control_becoming_tapped_triggers() -> None:
    assert render(DRUM).splitlines()[-1] == "Whenever a creature you control becomes tapped, you gain 1 life."
    s = Scenario()
    s.battlefield(0, DRUM)
    a, b = s.battlefield(0, BEAR), s.battlefield(0, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", a, ("player", 1)))
    game.apply(("attack", b, ("player", 1)))
    game.apply(("attack_done",))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 22  # one trigger for each (not a batch)


def test_701_26a_enchanted_land_becoming_tapped_triggers_for_its_aura() -> None:
    assert render(VENOM).splitlines()[-1].startswith("Whenever enchanted land becomes tapped, this deals 2 damage")
    s = Scenario()
    land = s.battlefield(1, "Island")
    s.battlefield(1, "Island")
    venom = s.battlefield(0, VENOM)
    s.state.objects[venom].attached_to = land
    spell = s.hand(1, card("Test Ponder {U}\nSorcery\nYou gain 1 life."))
    game = s.start("main1", active=1)
    game.apply(("cast", spell))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((o for o in options if land in o), options[0]))
    resolve_stack(game)
    assert game.state.players[1].life == 19  # 20 - 2 + 1


def test_603_2_a_printed_when_is_kept() -> None:
    assert render(ONCE).splitlines()[-1] == "When enchanted land becomes tapped, you gain 3 life."
