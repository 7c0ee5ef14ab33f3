"""Tests of `cards.language.phrases.stack_abilities`: activated and triggered abilities on the stack as targets
(113.1, 115.1): countering them (701.5a), changing the target of a spell or ability with a single target (115.7a)
and choosing new targets for another player's spell (115.7d). Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import rules_text
from tests.rules.keyword_support import card, named, scenario

PINGER = card("Test Pinger {R}\nCreature — Goblin 1/1\n{T}: Test Pinger deals 1 damage to target player.")
GREETER = card("Test Greeter {1}{W}\nCreature — Human 1/1\nWhen this creature enters, you gain 3 life.")
HUSH = card("Test Hush {U}\nInstant\nCounter target activated or triggered ability.")
MUTE = card("Test Mute {U}\nInstant\nCounter target activated ability.")
BEND = card("Test Bend {R}\nInstant\nChange the target of target spell or ability with a single target.")
SWAY = card("Test Sway {U}\nInstant\nYou may choose new targets for target spell.")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 2 damage to target creature.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")


def _one(game: Any, name: str, zone: str) -> int:
    found = named(game, name, zone)
    assert len(found) == 1
    return found[0]


def _ping(game: Any, pinger: int, at: int) -> int:
    """Seat 0 activates the Pinger at player `at`; the ability's stack object."""
    game.apply(("activate", pinger, 0))
    game.apply(("target", ("player", at)))
    if ("pay",) in game.legal_actions():
        game.apply(("pay",))
    return game.state.stack_ids()[-1]


def _resolve_all(game: Any, answers: tuple[tuple[Any, ...], ...] = ()) -> None:
    for _ in range(60):
        if game.pending["kind"] == "priority" and not game.state.stack_ids():
            return
        options = game.legal_actions()
        wanted = [a for a in answers if a in options]
        game.apply(wanted[0] if wanted else ("pass",) if ("pass",) in options else options[0])
    raise AssertionError("the stack did not empty")


def test_701_5a_counter_target_activated_ability() -> None:
    s = scenario()
    pinger = s.battlefield(0, PINGER)
    s.many(0, "battlefield", ["Island"])
    s.hand(0, HUSH)
    game = s.start("main1")
    ping = _ping(game, pinger, 1)
    game.apply(("cast", _one(game, "Test Hush", "hand")))
    game.apply(("target", ping))
    game.apply(("pay",))
    _resolve_all(game)
    assert game.state.players[1].life == 20  # the ability was countered: it never resolved (701.5a)


def test_701_5a_counter_target_triggered_ability() -> None:
    s = scenario()
    s.many(0, "battlefield", ["Plains", "Plains", "Island"])
    s.hand(0, GREETER)
    s.hand(0, HUSH)
    game = s.start("main1")
    game.apply(("cast", _one(game, "Test Greeter", "hand")))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # the Greeter resolves; its enters trigger goes on the stack (603.3)
    trigger = game.state.stack_ids()[-1]
    assert game.state.objects[trigger].stack.kind == "triggered"
    game.apply(("cast", _one(game, "Test Hush", "hand")))
    game.apply(("target", trigger))
    game.apply(("pay",))
    _resolve_all(game)
    assert game.state.players[0].life == 20


def test_115_1_an_activated_ability_counter_cant_target_a_trigger() -> None:
    """"Target activated ability" (113.1): a triggered ability on the stack is not a legal target."""
    s = scenario()
    s.many(0, "battlefield", ["Plains", "Plains", "Island"])
    s.hand(0, GREETER)
    s.hand(0, MUTE)
    game = s.start("main1")
    game.apply(("cast", _one(game, "Test Greeter", "hand")))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))
    trigger = game.state.stack_ids()[-1]
    mute = _one(game, "Test Mute", "hand")
    assert trigger in game.state.stack_ids()
    assert ("cast", mute) not in game.legal_actions()  # no legal target, so it can't be cast (601.2c)


def test_115_7a_change_the_target_of_an_ability_with_a_single_target() -> None:
    """Seat 1 bends seat 0's ping (aimed at seat 1) to the only other legal target, seat 0."""
    s = scenario()
    pinger = s.battlefield(0, PINGER)
    s.many(1, "battlefield", ["Mountain"])
    s.hand(1, BEND)
    game = s.start("main1")
    ping = _ping(game, pinger, 1)
    game.apply(("pass",))
    assert game.pending["player"] == 1
    game.apply(("cast", _one(game, "Test Bend", "hand")))
    game.apply(("target", ping))
    game.apply(("pay",))
    _resolve_all(game, answers=(("target", ("player", 0)),))
    assert (game.state.players[0].life, game.state.players[1].life) == (19, 20)


def test_115_7d_you_choose_new_targets_for_another_players_spell() -> None:
    """Seat 1's "you may choose new targets" moves seat 0's Zap from seat 1's Bear to seat 0's own Bear: seat 1
    makes the choice, not the spell's controller."""
    s = scenario()
    mine = s.battlefield(0, BEAR)
    theirs = s.battlefield(1, BEAR)
    s.many(0, "battlefield", ["Mountain"])
    s.many(1, "battlefield", ["Island"])
    s.hand(0, ZAP)
    s.hand(1, SWAY)
    game = s.start("main1")
    game.apply(("cast", _one(game, "Test Zap", "hand")))
    game.apply(("target", theirs))
    game.apply(("pay",))
    zap = game.state.stack_ids()[-1]
    game.apply(("pass",))
    game.apply(("cast", _one(game, "Test Sway", "hand")))
    game.apply(("target", zap))
    game.apply(("pay",))
    for _ in range(20):
        if game.pending["kind"] == "new_target":
            assert game.pending["player"] == 1
            game.apply(("target", mine))
            break
        options = game.legal_actions()
        yes = [o for o in options if o[0] == "yes" or (o[0] == "choose" and o[-1] is True)]
        game.apply(yes[0] if yes else ("pass",))
    else:
        raise AssertionError("no new-target choice was offered")
    _resolve_all(game)
    assert theirs in game.state.battlefield()
    assert mine not in game.state.battlefield()


@pytest.mark.parametrize("text", [
    "Counter target activated or triggered ability.",
    "Counter target activated ability.",
    "Counter target triggered ability.",
    "Counter target spell, activated ability, or triggered ability.",
    "Counter target activated ability you don't control.",
    "You may choose new targets for target spell or ability.",
    "You may choose new targets for target spell.",
])
def test_113_1_stack_ability_targets_read_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Stop {{1}}{{U}}\nInstant\n{text}")) == [text]


def test_115_7a_change_the_target_reads_as_printed() -> None:
    said = rules_text(card("Test Bend {R}\nInstant\nChange the target of target spell or ability with a single "
                           "target."))
    assert said == ["Change the target of target spell or ability with a single target. (115.7a)"]


def test_707_10_copying_an_ability_on_the_stack_is_refused() -> None:
    """The kernel copies spells only (707.10); a copy of a triggered ability would do nothing, so it is refused."""
    from kitchentable.cards.errors import CardError

    with pytest.raises(CardError, match="copies spells only"):
        card("Test Echo Box {2}\nArtifact\n{2}, {T}: Copy target triggered ability you control. You may choose new "
             "targets for the copy.")
