"""Tests of `rules.stack.keep_the_rest` and `cards.language.phrases.keep_the_rest` (608.2d, 701.17, 701.7):
players choose what to keep as the effect resolves, then the rest is sacrificed or destroyed."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

ANNIHILATION = card("Test Annihilation {R}\nSorcery\nEach player chooses two lands they control, then sacrifices the "
                    "rest.")
RECKONING = card("Test Reckoning {W}\nSorcery\nEach player chooses a creature they control. Destroy the rest.")
DUNEBLAST = card("Test Duneblast {W}\nSorcery\nChoose up to one creature. Destroy the rest.")
LAST_ONE = card("Test Last One {B}\nSorcery\nChoose a creature at random, then destroy the rest.")


def _names(game: Any, seat: int) -> list[str]:
    return sorted(game.state.objects[o].card.name for o in game.state.battlefield()
                  if game.state.objects[o].controller == seat)


def _cast(game: Any, oid: int, keep: list[int | None]) -> list[int]:
    """Cast, then answer each "keep" question with the next of `keep` (None: done); the players asked, in order."""
    asked = []
    game.apply(("cast", oid))
    answer_until_priority(game)
    game.apply(("pass",))
    game.apply(("pass",))
    while game.pending["kind"] == "keep":
        asked.append(game.pending["player"])
        choice = keep.pop(0)
        game.apply(("done",) if choice is None else ("keep", choice))
    resolve_stack(game)
    return asked


def test_701_17_each_player_keeps_lands_of_their_choice_and_sacrifices_the_rest() -> None:
    s = Scenario()
    mine = s.many(0, "battlefield", ["Mountain", "Forest", "Island"])
    theirs = s.many(1, "battlefield", ["Plains", "Swamp", "Island"])
    spell = s.hand(0, ANNIHILATION)
    game = s.start("main1")
    asked = _cast(game, spell, [mine[1], mine[2], theirs[0], theirs[1]])  # the Mountain paid: tapped, still a land
    assert asked == [0, 0, 1, 1]  # the active player first (101.4)
    assert _names(game, 0) == ["Forest", "Island"]
    assert _names(game, 1) == ["Plains", "Swamp"]
    assert rules_text(ANNIHILATION) == ["Each player chooses two lands they control, then sacrifices the rest."]


def test_701_7_each_player_keeps_a_creature_and_the_rest_are_destroyed() -> None:
    s = Scenario()
    s.battlefield(0, "Plains")
    bear, lion = s.battlefield(0, "Grizzly Bears"), s.battlefield(0, "Savannah Lions")
    other = s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, RECKONING)
    game = s.start("main1")
    asked = _cast(game, spell, [lion])  # the opponent's only creature is kept without a question
    assert asked == [0]
    assert _names(game, 0) == ["Plains", "Savannah Lions"]
    assert other in game.state.battlefield() and bear not in game.state.battlefield()
    assert rules_text(RECKONING) == ["Each player chooses a creature they control. Destroy the rest."]


def test_608_2d_up_to_one_may_keep_none() -> None:
    s = Scenario()
    s.battlefield(0, "Plains")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Grizzly Bears")
    spell = s.hand(0, DUNEBLAST)
    game = s.start("main1")
    _cast(game, spell, [None])
    assert _names(game, 0) == ["Plains"] and _names(game, 1) == []
    assert rules_text(DUNEBLAST) == ["Choose up to one creature. Destroy the rest."]


def test_705_a_creature_chosen_at_random_survives() -> None:
    s = Scenario()
    s.battlefield(0, "Swamp")
    for seat in (0, 1, 1):
        s.battlefield(seat, "Grizzly Bears")
    spell = s.hand(0, LAST_ONE)
    game = s.start("main1")
    asked = _cast(game, spell, [])
    assert asked == []  # nobody chooses: the choice is random
    survivors = [o for o in game.state.battlefield() if game.state.objects[o].card.name == "Grizzly Bears"]
    assert len(survivors) == 1
    assert rules_text(LAST_ONE) == ["Choose a creature at random, then destroy the rest."]
