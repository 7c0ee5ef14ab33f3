"""Tests of `cards.language.phrases.keyword_action_triggers` and `rules.keywords.keyword_action_triggers`:
"whenever you scry" (701.18b), "whenever you surveil" (701.42) and "whenever a creature you control explores"
(701.44b)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

SEER = card("Test Seer {2}{U}\nEnchantment\nWhenever you scry, you gain 1 life.")
SNITCH = card("Test Snitch {1}{B}\nEnchantment\nWhenever you surveil, you gain 2 life.")
WALKER = card("Test Walker {1}{G}\nCreature — Plant 1/3\nWhenever a creature you control explores, you gain 3 life.")
EXPLORER = card("Test Scout {1}{G}\nCreature — Merfolk Scout 1/1\nWhen Test Scout enters, it explores.")


def _cast(game, spell) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)


def test_701_18_scrying_triggers_whenever_you_scry_once_per_scry() -> None:
    assert render(SEER).splitlines()[-1] == "Whenever you scry, you gain 1 life."
    s = Scenario()
    s.battlefield(0, SEER)
    s.many(0, "battlefield", ["Island"])
    s.many(0, "library", ["Plains", "Plains", "Plains"])
    spell = s.hand(0, card("Test Glimpse {U}\nSorcery\nScry 2."))
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 21  # one scry of two cards: one trigger


def test_701_18b_scry_0_is_no_scry() -> None:
    s = Scenario()
    s.battlefield(0, SEER)
    s.many(0, "battlefield", ["Island"])
    s.many(0, "library", ["Plains", "Plains"])
    spell = s.hand(0, card("Test Nothing {U}\nSorcery\nScry X, where X is the number of artifacts you control."))
    game = s.start("main1")
    _cast(game, spell)
    assert game.state.players[0].life == 20


def test_701_42_surveilling_triggers_whenever_you_surveil_not_scry() -> None:
    assert render(SNITCH).splitlines()[-1] == "Whenever you surveil, you gain 2 life."
    s = Scenario()
    s.battlefield(0, SNITCH)
    s.many(0, "battlefield", ["Island", "Island"])
    s.many(0, "library", ["Plains", "Plains", "Plains"])
    look = s.hand(0, card("Test Look {U}\nSorcery\nSurveil 1."))
    glimpse = s.hand(0, card("Test Glimpse {U}\nSorcery\nScry 1."))
    game = s.start("main1")
    _cast(game, look)
    assert game.state.players[0].life == 22
    _cast(game, glimpse)
    assert game.state.players[0].life == 22


def test_701_44b_a_creature_you_control_exploring_triggers() -> None:
    assert render(WALKER).splitlines()[-2] == "Whenever a creature you control explores, you gain 3 life."
    s = Scenario()
    s.battlefield(0, WALKER)
    s.many(0, "battlefield", ["Forest", "Forest"])
    s.library(0, "Forest")
    scout = s.hand(0, EXPLORER)
    game = s.start("main1")
    _cast(game, scout)
    assert game.state.players[0].life == 23
