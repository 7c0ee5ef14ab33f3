"""Tests of the "prevent_damage" static that removes counters (615.1a, 122.1; `phrases.counter_prevention`): "If
damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1
counters from ~." Card texts of our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.rules.continuous.layers import chars
from tests.rules.keyword_support import card, named, scenario, settle

CONJURER = card("Test Conjurer {3}\nCreature — Spirit Monk 0/0\nIf damage would be dealt to Test Conjurer while it "
                "has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters from Test "
                "Conjurer.")
CHAMPION = card("Test Champion {1}{G}{G}\nCreature — Elemental 2/3\nIf damage would be dealt to Test Champion while "
                "it has a +1/+1 counter on it, prevent that damage and remove a +1/+1 counter from Test Champion.")
SHOCK = card("Test Shock {R}\nInstant\nTest Shock deals 2 damage to target creature.")


def _shock(creature: object, counters: int) -> tuple[object, int]:
    s = scenario()
    target = s.battlefield(0, creature, counters={"+1/+1": counters} if counters else None)  # type: ignore[arg-type]
    s.battlefield(1, "Mountain")
    shock = s.hand(1, SHOCK)
    game = s.start("main1", active=1)
    game.apply(("cast", shock))
    game.apply(("target", target))
    game.apply(("pay",))
    settle(game, seat=1)
    return game, target


def test_615_1a_the_damage_is_prevented_and_that_many_counters_removed() -> None:
    game, conj = _shock(CONJURER, 5)
    assert game.state.objects[conj].counters.get("+1/+1", 0) == 3
    assert game.state.objects[conj].damage == 0
    assert chars(game.state, conj).toughness == 3


def test_615_1a_more_damage_than_counters_removes_them_all() -> None:
    game, _conj = _shock(CONJURER, 1)
    assert not named(game, "Test Conjurer")  # a 0/0 with no counter: put into the graveyard (704.5f)


def test_615_1a_without_a_counter_the_damage_is_dealt() -> None:
    game, champ = _shock(CHAMPION, 0)
    assert game.state.objects[champ].damage == 2


def test_615_1a_a_counter_removes_one_counter_whatever_the_damage() -> None:
    game, champ = _shock(CHAMPION, 2)
    assert game.state.objects[champ].counters.get("+1/+1", 0) == 1
    assert game.state.objects[champ].damage == 0


def test_counter_prevention_renders_as_printed() -> None:
    assert ("If damage would be dealt to this while it has a +1/+1 counter on it, prevent that damage and remove "
            "that many +1/+1 counters from this.") in render(CONJURER)
