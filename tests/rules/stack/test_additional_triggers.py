"""Tests of `rules.stack.additional_triggers` (603.2d, 603.2e): static abilities that make a triggered ability
trigger an additional time, and those that stop an event from causing abilities to trigger. Card texts of our
own, in the words the card language reads."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, named, scenario, settle

ECHOER = card("Test Echoer {4}\nArtifact\nIf an artifact or creature entering the battlefield causes a triggered "
              "ability of a permanent you control to trigger, that ability triggers an additional time.")
MOURNER = card("Test Mourner {2}{W}{B}\nCreature — Human Advisor 2/4\nIf a creature dying causes a triggered "
               "ability of a permanent you control to trigger, that ability triggers an additional time.")
HUSH = card("Test Hush {2}\nArtifact\nCreatures entering the battlefield don't cause abilities to trigger.")
WARDEN = card("Test Warden {4}{W}\nLegendary Creature — Phyrexian Praetor 4/7\nPermanents entering the battlefield "
              "don't cause abilities of permanents your opponents control to trigger.")
CROWN = card("Test Crown {1}{R}{G}{W}\nLegendary Enchantment\nIf a triggered ability of a legendary creature you "
             "control triggers, that ability triggers an additional time.")
GREETER = card("Test Greeter {1}{W}\nCreature — Human Cleric 1/1\nWhen Test Greeter enters, you gain 2 life.")
HERO = card("Test Hero {1}{W}\nLegendary Creature — Human Cleric 1/1\nWhen Test Hero enters, you gain 2 life.")
WATCHER = card("Test Watcher {2}{B}\nCreature — Vampire 1/1\nWhenever another creature you control dies, you "
               "gain 1 life.")
KILL = card("Test Kill {B}\nInstant\nDestroy target creature.")


def _cast_greeter(extra: list[object], seat_of_greeter: int = 0, greeter: object = GREETER) -> tuple[object, int]:
    s = scenario()
    for c in extra:
        s.battlefield(0, c)  # type: ignore[arg-type]
    s.many(seat_of_greeter, "battlefield", ["Plains"] * 2)
    g = s.hand(seat_of_greeter, greeter)  # type: ignore[arg-type]
    game = s.start("main1", active=seat_of_greeter)
    game.apply(("cast", g))
    game.apply(("pay",))
    settle(game, seat=seat_of_greeter)
    return game, seat_of_greeter


def test_603_2d_a_creature_entering_triggers_its_ability_an_additional_time() -> None:
    game, seat = _cast_greeter([ECHOER])
    assert game.state.players[seat].life == 20 + 2 + 2


def test_603_2d_each_such_ability_adds_one_more_time() -> None:
    game, seat = _cast_greeter([ECHOER, ECHOER])
    assert game.state.players[seat].life == 20 + 2 * 3


def test_603_2d_an_opponents_ability_is_not_doubled() -> None:
    game, seat = _cast_greeter([ECHOER], seat_of_greeter=1)
    assert game.state.players[1].life == 20 + 2


def test_603_2d_without_the_ability_it_triggers_once() -> None:
    game, seat = _cast_greeter([])
    assert game.state.players[seat].life == 22


def test_603_2d_a_creature_dying_triggers_the_watcher_an_additional_time() -> None:
    s = scenario()
    s.battlefield(0, MOURNER)
    s.battlefield(0, WATCHER)
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Swamp")
    kill = s.hand(0, KILL)
    game = s.start("main1")
    game.apply(("cast", kill))
    game.apply(("target", bear))
    game.apply(("pay",))
    settle(game)
    assert not named(game, "Grizzly Bears")
    assert game.state.players[0].life == 20 + 1 + 1


def test_603_2d_the_source_described_triggers_an_additional_time() -> None:
    game, seat = _cast_greeter([CROWN], greeter=HERO)
    assert game.state.players[seat].life == 20 + 2 + 2
    game, seat = _cast_greeter([CROWN])  # not legendary: once
    assert game.state.players[seat].life == 22


def test_603_2d_creatures_entering_cause_no_trigger() -> None:
    game, seat = _cast_greeter([HUSH])
    assert game.state.players[seat].life == 20
    game, seat = _cast_greeter([HUSH], seat_of_greeter=1)  # whoever controls it
    assert game.state.players[1].life == 20


def test_603_2d_only_the_opponents_abilities_are_stopped() -> None:
    game, seat = _cast_greeter([WARDEN])
    assert game.state.players[0].life == 22  # its controller's own ability still triggers
    game, seat = _cast_greeter([WARDEN], seat_of_greeter=1)
    assert game.state.players[1].life == 20


def test_additional_triggers_render_as_printed() -> None:
    assert ("If an artifact or creature entering the battlefield causes a triggered ability of a permanent you "
            "control to trigger, that ability triggers an additional time.") in render(ECHOER)
    assert "Creatures entering the battlefield don't cause abilities to trigger." in render(HUSH)
    assert ("If a triggered ability of a legendary creature you control triggers, that ability triggers an "
            "additional time.") in render(CROWN)
