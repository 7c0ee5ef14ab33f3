"""Tests of `cards.language.phrases.leading_durations`: a duration said before its effect, as today's Oracle text
writes it ("Until end of turn, creatures you control get +1/+1 and gain haste."). Each compiles a small card text
of our own, plays it in a scenario (the change holds for the turn and ends in the cleanup step, 514.2) and checks
that it renders as its text."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.leading_duration import check_durations
from kitchentable.cards.render import render
from kitchentable.cards.render.compare import normalise
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, pass_until
from tests.rules.keyword_support import card, named, settle

RALLY = card("Test Rally {2}{R}\nSorcery\nUntil end of turn, creatures you control get +1/+1 and gain haste.")
SWAP = card("Test Swap {U}\nInstant\nUntil end of turn, target creature gets +0/+2 and another target creature gets "
            "-2/-0.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
OX = card("Test Ox {3}{G}\nCreature — Ox 4/4")


def _power_toughness(game: Any, oid: int) -> tuple[int, int]:
    c = chars(game.state, oid)
    return c.power, c.toughness


def _cleanup(game: Any) -> None:
    """On to the next turn's upkeep: the cleanup step ends "until end of turn" effects (514.2)."""
    pass_until(game, lambda g: g.state.active == 1 and g.state.step == "upkeep")


def test_611_2a_until_end_of_turn_said_first_lasts_the_turn() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"] * 3)
    spell = s.hand(0, RALLY)
    mine = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    settle(game)
    assert _power_toughness(game, mine) == (3, 3) and "haste" in chars(game.state, mine).keywords
    assert _power_toughness(game, theirs) == (4, 4)
    _cleanup(game)
    assert _power_toughness(game, mine) == (2, 2) and "haste" not in chars(game.state, mine).keywords


def test_611_2a_until_end_of_turn_said_first_covers_both_targets() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Island"])
    spell = s.hand(0, SWAP)
    bear = s.battlefield(0, BEAR)
    ox = s.battlefield(1, OX)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", bear))
    game.apply(("target", ox))
    game.apply(("pay",))
    settle(game)
    assert _power_toughness(game, bear) == (2, 4) and _power_toughness(game, ox) == (2, 4)
    _cleanup(game)
    assert _power_toughness(game, bear) == (2, 2) and _power_toughness(game, ox) == (4, 4)
    assert named(game, "Test Ox") == [ox]


def test_611_2a_a_leading_duration_reads_as_its_text() -> None:
    for c, text in ((RALLY, "Until end of turn, creatures you control get +1/+1 and gain haste."),
                    (SWAP, "Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.")):
        body = render(c).splitlines()[2:]
        assert normalise(body, c.name) == normalise([text], c.name)


GARGOYLE = card("Test Gargoyle {3}\nArtifact Creature — Gargoyle 3/4\nDefender\n{R}: Until end of turn, Test "
                "Gargoyle loses defender and gains flying.")


def test_613_1f_until_end_of_turn_loses_defender_and_gains_flying() -> None:
    s = Scenario()
    s.many(0, "battlefield", ["Mountain"])
    oid = s.battlefield(0, GARGOYLE)
    game = s.start("main1")
    game.apply(("activate", oid, 0))
    game.apply(("pay",))
    settle(game)
    assert chars(game.state, oid).keywords == frozenset({"flying"})
    _cleanup(game)
    assert chars(game.state, oid).keywords == frozenset({"defender"})
    body = render(GARGOYLE).splitlines()[2:-1]
    assert normalise(body, GARGOYLE.name) == normalise(
        ["Defender", "{R}: Until end of turn, Test Gargoyle loses defender and gains flying."], GARGOYLE.name)


def test_611_2a_a_type_change_after_a_leading_duration_lasts_the_turn() -> None:
    """Beyond the grammar's forms, `language.leading_duration` reads the duration as said last and checks that every
    change it made lasts the turn (611.2a)."""
    check_durations(card("Test Ox Rider {3}\nCreature — Human 3/4\n{1}: Until end of turn, this creature becomes a "
                         "Dinosaur in addition to its other types."))


SHIELDMAGE = card("Test Shieldmage {1}{W}\nCreature — Human Wizard 1/1\n{T}: Until your next turn, target creature gets "
                  "+0/+2 and gains vigilance.")


def test_611_2a_until_your_next_turn_said_first_lasts_through_the_opponent_s_turn() -> None:
    s = Scenario()
    mage = s.battlefield(0, SHIELDMAGE)
    bear = s.battlefield(0, BEAR)
    for seat in (0, 1):
        s.many(seat, "library", [OX, OX])
    game = s.start("main1")
    game.apply(next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == mage))
    game.apply(("target", bear))
    settle(game)
    assert _power_toughness(game, bear) == (2, 4) and "vigilance" in chars(game.state, bear).keywords
    _cleanup(game)  # the opponent's turn: it still holds
    assert _power_toughness(game, bear) == (2, 4)
    pass_until(game, lambda g: g.state.active == 0 and g.state.step == "upkeep")
    assert _power_toughness(game, bear) == (2, 2) and "vigilance" not in chars(game.state, bear).keywords
    body = render(SHIELDMAGE).splitlines()[2:3]
    assert normalise(body, SHIELDMAGE.name) == normalise(
        ["{T}: Until your next turn, target creature gets +0/+2 and gains vigilance."], SHIELDMAGE.name)
