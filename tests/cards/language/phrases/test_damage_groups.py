"""Tests of `cards.language.phrases.damage_groups`: one source's damage to "each creature and each planeswalker"
(120.2a, 120.3). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, BIG, card

WRATH = card("Test Sky Wrath {2}{R}{R}\nSorcery\nTest Sky Wrath deals 4 damage to each creature and each planeswalker.")
WALKER = card("Test Walker {2}{W}{W}\nLegendary Planeswalker — Gideon loyalty 6\n+1: You gain 1 life.")
GOLEM = card("Test Golem {3}\nArtifact Creature — Golem 5/5")


def _cast_and_resolve(s: Scenario, spell: int) -> object:
    game = s.start("main1")
    game.apply(("cast", spell))
    answer_until_priority(game)
    resolve_stack(game)
    return game


def test_120_2a_damage_to_each_creature_and_each_planeswalker() -> None:
    assert rules_text(WRATH) == ["This deals 4 damage to each creature and each planeswalker."]
    s = Scenario()
    spell = s.hand(0, WRATH)
    s.many(0, "battlefield", ["Mountain"] * 4)
    bear = s.battlefield(0, BEAR)
    big = s.battlefield(1, BIG)
    walker = s.battlefield(1, WALKER)
    game = _cast_and_resolve(s, spell)
    assert bear not in game.state.battlefield() and big not in game.state.battlefield()  # type: ignore[attr-defined]
    assert game.state.objects[walker].counters.get("loyalty") == 2  # type: ignore[attr-defined]  # 120.3c
    assert game.state.players[1].life == 20  # type: ignore[attr-defined]  # no player is dealt damage


def test_120_2a_a_permanent_of_both_groups_is_dealt_the_damage_once() -> None:
    """An artifact creature is in "each artifact" and in "each creature": one instruction deals it 3, not 6."""
    quake = card("Test Scrap Quake {2}{R}\nSorcery\nTest Scrap Quake deals 3 damage to each artifact and each "
                 "creature.")
    assert rules_text(quake) == ["This deals 3 damage to each artifact and each creature."]
    s = Scenario()
    spell = s.hand(0, quake)
    s.many(0, "battlefield", ["Mountain"] * 3)
    golem = s.battlefield(1, GOLEM)
    game = _cast_and_resolve(s, spell)
    assert game.state.objects[golem].damage == 3  # type: ignore[attr-defined]


def test_120_2a_groups_that_differ_by_more_than_a_card_type_are_refused() -> None:
    with pytest.raises(CardError, match="differ by more than one card type"):
        card("Test Odd Quake {2}{R}\nSorcery\nTest Odd Quake deals 3 damage to each artifact and each "
             "non-Gideon planeswalker.")
