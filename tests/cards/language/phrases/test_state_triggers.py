"""Tests of `cards.language.phrases.state_triggers` and the condition a state trigger reads in
`rules.stack.triggers.check_state_triggers` (603.8): it triggers as soon as its condition is true, before a player
would receive priority, not again while it waits or is on the stack, and its "it" is the object itself. Card texts of
our own."""

from __future__ import annotations

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named, settle

TOME = card("Test Tome {2}\nArtifact\n{T}: Put a page counter on this artifact.\n"
            "When there are three or more page counters on this artifact, exile it.")
REACTOR = card("Test Reactor {7}\nArtifact\nWhen this artifact has twenty or more charge counters on it, you win "
               "the game.")
GROVE = card("Test Grove {1}{G}\nEnchantment\nWhen this enchantment has no +1/+1 counters on it, sacrifice it.")
HUBRIS = card("Test Hubris {1}{W}\nEnchantment\nWhen you have 25 or more life, you lose the game.")
EMPTY = card("Test Emptiness {1}{U}\nEnchantment\nWhen you have no cards in hand, draw a card.")
FRAIL = card("Test Frailty {1}{B}\nEnchantment\nWhen you have 5 or less life, you gain 10 life.")


def _scenario(life: int = 20) -> Scenario:
    s = Scenario(life=life)
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 6)
    return s


@pytest.mark.parametrize(("counters", "exiled"), [(3, True), (2, False)])
def test_603_8_state_trigger_there_are_n_or_more_counters_on_it(counters: int, exiled: bool) -> None:
    s = _scenario()
    s.battlefield(0, TOME, counters={"page": counters})
    game = s.start("main1")
    settle(game)
    assert bool(named(game, "Test Tome", "exile")) == exiled
    assert bool(named(game, "Test Tome")) != exiled


def test_603_8_state_trigger_fires_once_the_condition_becomes_true() -> None:
    s = _scenario()
    tome = s.battlefield(0, TOME, counters={"page": 2})
    game = s.start("main1")
    settle(game)
    assert named(game, "Test Tome")
    game.apply(next(o for o in game.legal_actions() if o[0] == "activate" and o[1] == tome))
    settle(game)
    assert named(game, "Test Tome", "exile")


@pytest.mark.parametrize(("counters", "won"), [(20, True), (19, False)])
def test_603_8_state_trigger_has_n_or_more_counters_you_win(counters: int, won: bool) -> None:
    s = _scenario()
    s.battlefield(0, REACTOR, counters={"charge": counters})
    game = s.start("main1")
    if won:
        for _ in range(10):
            if game.state.over:
                break
            game.apply(("pass",))
        assert game.state.winners == (0,)
    else:
        settle(game)
        assert not game.state.over


@pytest.mark.parametrize(("counters", "sacrificed"), [({}, True), ({"+1/+1": 1}, False)])
def test_603_8_state_trigger_has_no_counters_sacrifice_it(counters: dict[str, int], sacrificed: bool) -> None:
    s = _scenario()
    s.battlefield(0, GROVE, counters=counters)
    game = s.start("main1")
    settle(game)
    assert bool(named(game, "Test Grove", "graveyard")) == sacrificed


@pytest.mark.parametrize(("life", "lost"), [(25, True), (24, False)])
def test_603_8_state_trigger_you_have_n_or_more_life(life: int, lost: bool) -> None:
    s = _scenario(life)
    s.battlefield(0, HUBRIS)
    game = s.start("main1")
    for _ in range(10):
        if game.state.over or (not game.state.stack_ids() and game.state.pending_triggers == []):
            break
        game.apply(("pass",))
    assert game.state.players[0].lost == lost


def test_603_8_state_trigger_not_again_while_on_the_stack() -> None:
    """The hand stays empty while the ability waits on the stack: one instance, one card drawn; once the card is
    drawn the condition is false and nothing triggers again."""
    s = _scenario()
    s.battlefield(0, EMPTY)
    game = s.start("main1")
    assert len(game.state.stack_ids()) == 1
    game.apply(("pass",))
    assert len(game.state.stack_ids()) == 1  # the opponent got priority: not triggered a second time
    settle(game)
    assert len(game.state.zones[("hand", 0)]) == 1
    assert len(game.state.zones[("library", 0)]) == 5


def test_603_8_state_trigger_you_have_n_or_less_life() -> None:
    s = _scenario(5)
    s.battlefield(0, FRAIL)
    game = s.start("main1")
    settle(game)
    assert game.state.players[0].life == 15


def test_603_8_state_triggers_render_as_written() -> None:
    assert "When there are three or more page counters on this, exile this." in render(TOME)
    assert "When this has twenty or more charge counters on it, you win the game." in render(REACTOR)
    assert "When this has no +1/+1 counters on it, sacrifice this." in render(GROVE)
    assert "When you have 25 or more life, you lose the game." in render(HUBRIS)
    assert "When you have no cards in hand, draw a card." in render(EMPTY)
    assert "When you have 5 or less life, you gain 10 life." in render(FRAIL)
