"""Tests of `cards.language.phrases.damage_to_you_triggers` and `rules.concepts.damage_to_you`: "whenever a creature
deals combat damage to you" (510.2), "whenever a source an opponent controls deals damage to you" (120.3) and
"whenever a player / an opponent sacrifices ..." (701.21a)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, pass_until, resolve_stack
from tests.cards.card_text import BEAR, card

TEYSA = card("Test Warden {3}{W}{B}\nEnchantment\nWhenever a creature deals combat damage to you, destroy that "
             "creature.")
GRIFFIN = card("Test Mask {4}\nArtifact\nWhenever a source an opponent controls deals damage to you, you gain that "
               "much life.")
BEETLE = card("Test Beetle {B}\nEnchantment\nWhenever a player sacrifices a creature, you gain 1 life.")
GREED = card("Test Greed {B}\nEnchantment\nWhenever an opponent sacrifices a creature, you gain 3 life.")


def test_510_2_a_creature_dealing_combat_damage_to_you_is_destroyed() -> None:
    assert render(TEYSA).splitlines()[-1] == ("Whenever a creature deals combat damage to you, destroy that "
                                              "creature.")
    s = Scenario()
    s.battlefield(1, TEYSA)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    game.apply(("attack", bear, ("player", 1)))
    game.apply(("attack_done",))
    pass_until(game, lambda g: g.state.step == "end")
    assert game.state.players[1].life == 18 and bear not in game.state.objects


def test_120_3_damage_from_an_opponents_source_triggers_but_your_own_does_not() -> None:
    assert render(GRIFFIN).splitlines()[-1] == ("Whenever a source an opponent controls deals damage to you, you gain "
                                                "that much life.")
    s = Scenario()
    s.battlefield(0, GRIFFIN)
    s.many(1, "battlefield", ["Mountain"])
    bolt = s.hand(1, card("Test Bolt {R}\nInstant\nTest Bolt deals 3 damage to any target."))
    game = s.start("main1", active=1)
    game.apply(("cast", bolt))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((o for o in options if ("player", 0) in o), options[0]))
    resolve_stack(game)
    assert game.state.players[0].life == 20  # 3 damage, then 3 life
    s = Scenario()
    s.battlefield(0, GRIFFIN)
    s.many(0, "battlefield", ["Mountain"])
    own = s.hand(0, card("Test Burn {R}\nSorcery\nTest Burn deals 2 damage to you."))
    game = s.start("main1")
    game.apply(("cast", own))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 18


def test_701_21a_any_player_sacrificing_a_creature_triggers() -> None:
    assert render(BEETLE).splitlines()[-1] == "Whenever a player sacrifices a creature, you gain 1 life."
    assert render(GREED).splitlines()[-1] == "Whenever an opponent sacrifices a creature, you gain 3 life."
    s = Scenario()
    s.battlefield(0, BEETLE)
    s.battlefield(0, GREED)
    s.battlefield(0, BEAR)
    s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Swamp", "Swamp"])
    toll = s.hand(0, card("Test Toll {1}{B}\nSorcery\nEach player sacrifices a creature."))
    game = s.start("main1")
    game.apply(("cast", toll))
    answer_until_priority(game)
    resolve_stack(game)
    assert game.state.players[0].life == 25  # two sacrifices (1 + 1) and one by the opponent (3)


def test_701_21a_it_after_a_players_sacrifice_is_refused() -> None:
    with pytest.raises(CardError):
        card("Test Thief {5}\nCreature — Eldrazi 5/5\nWhenever an opponent sacrifices a nontoken permanent, put that "
             "card onto the battlefield under your control.")
