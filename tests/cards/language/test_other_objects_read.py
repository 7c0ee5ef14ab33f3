"""Compiled cards whose effect reads another object than the card (608.2c, 608.2h, 603.10a): the creature that
died, the creature sacrificed, the creatures an earlier instruction named. Each was compiled as the card itself
(or as a group read again later) and did something else; these scenarios pin the fix."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

PINGER = "{T}: This creature deals 1 damage to target creature."
GHOUL = card("Test Ghoul {3}{B}\nCreature — Zombie 3/2\nWhenever a creature dealt damage by this creature this "
             "turn dies, you gain life equal to that creature's toughness.\n" + PINGER)
COLLECTOR = card("Test Collector {3}{B}{B}\nCreature — Vampire 3/4\nWhenever a creature dealt damage by this "
                 "creature this turn dies, return that card to the battlefield under your control.\n" + PINGER)
SLAVER = card("Test Slaver {3}{B}{B}\nCreature — Zombie Horror 3/5\nWhenever a creature dealt damage by this "
              "creature this turn dies, return it to the battlefield under your control.\n" + PINGER)
ELF = card("Test Elf {G}\nCreature — Elf 1/1")
WALL = card("Test Wall {1}{W}\nCreature — Wall 0/6")


def _ping_to_death(collector_card: object) -> tuple[object, int, int]:
    s = scenario()
    source = s.battlefield(0, collector_card)
    elf = s.battlefield(1, ELF)
    game = s.start("main1")
    game.apply(("activate", source, 0))
    game.apply(("target", elf))
    settle(game)
    return game, source, elf


def test_603_10a_life_equal_to_the_toughness_of_the_creature_that_died() -> None:
    game, _source, _elf = _ping_to_death(GHOUL)
    assert game.state.players[0].life == 21  # the Elf's toughness, 1 (not this 3/2's 2)


def test_603_10a_that_card_is_the_creature_that_died_not_this_one() -> None:
    game, source, _elf = _ping_to_death(COLLECTOR)
    assert named(game, "Test Elf")  # returned under seat 0's control
    assert game.state.objects[named(game, "Test Elf")[0]].controller == 0
    assert source in game.state.battlefield()


def test_603_10a_it_is_the_creature_that_died_not_this_one() -> None:
    game, source, _elf = _ping_to_death(SLAVER)
    assert named(game, "Test Elf") and game.state.objects[named(game, "Test Elf")[0]].controller == 0
    assert source in game.state.battlefield()


def test_the_creature_that_died_renders_as_it_not_as_this_card() -> None:
    assert "life equal to its toughness" in render(GHOUL)
    assert "return that creature to the battlefield" in render(COLLECTOR)
