"""Tests of `cards.language.phrases.attack_with_triggers` and `rules.turn.attack_with_triggers`: "Whenever you attack
with one or more <creatures>" (508.1m, 603.2c): once per declaration of attackers in which enough attackers fit."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

BANNER = card("Test Banner {1}{W}\nEnchantment\nWhenever you attack with one or more legendary creatures, you gain 3 "
              "life.")
DRUMS = card("Test Drums {1}{G}\nEnchantment\nWhenever you attack with two or more Elves, you gain 2 life.")
HERO = card("Test Hero {1}{W}\nLegendary Creature — Human Knight 2/2")
ELF = card("Test Elf {G}\nCreature — Elf Warrior 1/1")


def _attack(game, *attackers) -> None:  # type: ignore[no-untyped-def]
    while game.pending["kind"] != "declare_attackers":
        game.apply(("pass",))
    for a in attackers:
        game.apply(("attack", a, ("player", 1)))
    game.apply(("attack_done",))
    answer_until_priority(game)
    resolve_stack(game)


def test_508_1m_attacking_with_one_or_more_legendary_creatures_triggers_once() -> None:
    assert render(BANNER).splitlines()[-1] == ("Whenever you attack with one or more legendary creatures, you gain 3 "
                                               "life.")
    s = Scenario()
    s.battlefield(0, BANNER)
    heroes = [s.battlefield(0, HERO), s.battlefield(0, card("Test Lord {1}{W}\nLegendary Creature — Human 1/1"))]
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    _attack(game, *heroes, bear)
    assert game.state.players[0].life == 23


def test_508_1m_no_legendary_attacker_no_trigger() -> None:
    s = Scenario()
    s.battlefield(0, BANNER)
    s.battlefield(0, HERO)
    bear = s.battlefield(0, BEAR)
    game = s.start("main1")
    _attack(game, bear)
    assert game.state.players[0].life == 20


def test_603_2c_two_or_more_elves_counts_the_attacking_elves() -> None:
    assert render(DRUMS).splitlines()[-1] == "Whenever you attack with two or more Elves, you gain 2 life."
    for elves, life in ((1, 20), (2, 22)):
        s = Scenario()
        s.battlefield(0, DRUMS)
        attackers = [s.battlefield(0, ELF) for _ in range(elves)] + [s.battlefield(0, BEAR)]
        game = s.start("main1")
        _attack(game, *attackers)
        assert game.state.players[0].life == life
