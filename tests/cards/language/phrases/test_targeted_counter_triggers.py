"""Tests of `cards.language.phrases.targeted_counter_triggers`: a becomes-the-target trigger that counters the spell
that targeted (115.1, 701.6a), unless its controller pays (118.12), written out as on Frost Titan rather than as
ward. Card texts of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named

TITAN = card("Test Titan {4}{U}{U}\nCreature — Giant 2/2\nWhenever this creature becomes the target of a spell or "
             "ability an opponent controls, counter that spell or ability unless its controller pays {2}.")
GLASS = card("Test Glass {1}{U}\nCreature — Illusion 2/2\nWhenever this creature becomes the target of a spell or "
             "ability, counter that spell or ability.")
KITE = card("Test Kite {3}{U}\nCreature — Spirit 2/2\nWhenever this creature becomes the target of a spell or "
            "ability for the first time each turn, counter that spell or ability.")
SPINNER = card("Test Spinner {1}{U}{U}\nCreature — Spirit 2/2\nCreatures you control have \"Whenever this creature "
               "becomes the target of a spell or ability for the first time each turn, counter that spell or ability.\"")
DIFFUSER = card("Test Diffuser {1}{U}\nCreature — Sliver 1/1\nWhenever a Sliver creature you control becomes the "
                "target of a spell or ability an opponent controls, counter that spell or ability unless its "
                "controller pays {2}.")
BEAR = card("Test Bear {1}{G}\nCreature — Bear 2/2")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 3 damage to target creature.")


def _game(theirs: Any, mine: Any = None, *, mountains: int, also: Any = None) -> tuple[Any, int, int]:
    """Seat 0 holds the Zap and `mountains` Mountains; `theirs` is seat 1's creature (or seat 0's own, `mine`);
    `also` another permanent of the target's controller."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    target = s.battlefield(1, theirs) if mine is None else s.battlefield(0, mine)
    if also is not None:
        s.battlefield(1 if mine is None else 0, also)
    s.many(0, "battlefield", ["Mountain"] * mountains)
    zap = s.hand(0, ZAP)
    return s.start("main1"), zap, target


def _zap(game: Any, zap: int, target: int, pay: bool) -> None:
    game.apply(("cast", zap))
    game.apply(("target", target))
    game.apply(("pay",))
    for _ in range(40):
        d = game.pending
        if d["kind"] == "priority" and not game.state.stack_ids():
            return
        options = game.legal_actions()
        yes = [o for o in options if o[0] in ("pay", "yes", "choose") and o[-1] not in (False, "no")]
        no = [o for o in options if o[0] in ("decline", "no") or (o[0] in ("choose", "yes") and o[-1] in (False,
                                                                                                         "no"))]
        if ("pass",) in options:
            game.apply(("pass",))
        elif pay and yes:
            game.apply(yes[0])
        elif not pay and no:
            game.apply(no[0])
        else:
            game.apply(options[0])


def test_701_6a_counter_that_spell_unless_its_controller_pays_2_cannot_pay() -> None:
    """One Mountain, spent on the Zap: its controller can't pay {2}; the Zap is countered and the Titan lives."""
    game, zap, titan = _game(TITAN, mountains=1)
    _zap(game, zap, titan, pay=True)
    assert titan in game.state.battlefield()
    assert named(game, "Test Zap", "graveyard")


def test_118_12_counter_unless_pays_the_cost_paid_the_spell_resolves() -> None:
    game, zap, titan = _game(TITAN, mountains=3)
    _zap(game, zap, titan, pay=True)
    assert named(game, "Test Titan", "graveyard")


def test_118_12_counter_unless_pays_declined_the_spell_is_countered() -> None:
    game, zap, titan = _game(TITAN, mountains=3)
    _zap(game, zap, titan, pay=False)
    assert titan in game.state.battlefield()


def test_603_2_an_opponent_controls_its_controllers_own_spell_does_not_trigger() -> None:
    game, zap, titan = _game(None, TITAN, mountains=1)
    _zap(game, zap, titan, pay=True)
    assert named(game, "Test Titan", "graveyard")


def test_701_6a_any_spell_that_targets_it_is_countered_its_controllers_too() -> None:
    for mine in (False, True):
        game, zap, glass = _game(GLASS, mountains=3) if not mine else _game(None, GLASS, mountains=3)
        _zap(game, zap, glass, pay=True)
        assert glass in game.state.battlefield()
        assert named(game, "Test Zap", "graveyard")


def test_701_6a_targeted_counter_triggers_render_as_written() -> None:
    assert ("Whenever this becomes the target of a spell or ability an opponent controls, counter that spell or "
            "ability unless its controller pays {2}.") in render(TITAN)
    assert "Whenever this becomes the target of a spell or ability, counter that spell or ability." in render(GLASS)


def _two_zaps(target_card: Any, also: Any = None) -> tuple[Any, int, int]:
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    target = s.battlefield(1, target_card)
    if also is not None:
        s.battlefield(1, also)
    s.many(0, "battlefield", ["Mountain"] * 2)
    zap = s.hand(0, ZAP)
    s.hand(0, ZAP)
    return s.start("main1"), zap, target


def test_603_2_for_the_first_time_each_turn_only_the_first_targeting_is_countered() -> None:
    game, zap, kite = _two_zaps(KITE)
    _zap(game, zap, kite, pay=True)
    assert kite in game.state.battlefield()
    _zap_twice_second(game, zap, kite)
    assert named(game, "Test Kite", "graveyard")


def test_603_2_granted_first_time_trigger_counters_the_first_spell() -> None:
    """The quoted ability the Spinner grants its controller's creatures: the Bear survives the first Zap only."""
    game, zap, bear = _two_zaps(BEAR, also=SPINNER)
    _zap(game, zap, bear, pay=True)
    assert bear in game.state.battlefield()
    _zap_twice_second(game, zap, bear)
    assert named(game, "Test Bear", "graveyard")


def _zap_twice_second(game: Any, first: int, target: int) -> None:
    st = game.state
    second = next(o for o in st.zones[("hand", 0)] if st.objects[o].card.name == "Test Zap")
    assert second != first
    _zap(game, second, target, pay=True)


def test_701_6a_a_described_creature_targeted_by_an_opponent_counter_unless_pays() -> None:
    """Diffusion Sliver's shape: the Sliver (the Diffuser itself) targeted by the opponent's Zap with no mana left
    to pay {2}: countered; a Bear the description doesn't name takes the Zap."""
    game, zap, sliver = _game(DIFFUSER, mountains=1)
    _zap(game, zap, sliver, pay=True)
    assert sliver in game.state.battlefield()
    game, zap, bear = _game(BEAR, mountains=1, also=DIFFUSER)
    _zap(game, zap, bear, pay=True)
    assert named(game, "Test Bear", "graveyard")


def test_603_2_first_time_and_described_heads_render_as_written() -> None:
    assert ("Whenever this becomes the target of a spell or ability for the first time each turn, counter that "
            "spell or ability.") in render(KITE)
    assert ("Whenever a Sliver creature you control becomes the target of a spell or ability an opponent controls, "
            "counter that spell or ability unless its controller pays {2}.") in render(DIFFUSER)


RETRO = card("Test Retro {2}{R}{R}\nCreature — Viashino 5/5\nWhenever this creature becomes the target of a spell or "
             "ability, this creature deals 3 damage to that spell or ability's controller.")
RUNNER = card("Test Runner {1}{R}\nCreature — Lizard 5/5\nWhenever this creature becomes the target of a spell or "
              "ability, that spell or ability's controller sacrifices a land.")


def test_603_2_that_spell_or_ability_s_controller_is_dealt_damage() -> None:
    game, zap, retro = _game(RETRO, mountains=1)
    _zap(game, zap, retro, pay=True)
    assert game.state.players[0].life == 17
    assert game.state.players[1].life == 20


def test_603_2_that_spell_or_ability_s_controller_sacrifices_a_land() -> None:
    game, zap, runner = _game(RUNNER, mountains=2)
    _zap(game, zap, runner, pay=True)
    st = game.state
    assert sum(1 for o in st.battlefield() if st.objects[o].controller == 0) == 1
    assert len(named(game, "Mountain", "graveyard")) == 1


def test_603_2_that_spell_or_ability_s_controller_renders_as_written() -> None:
    assert ("Whenever this becomes the target of a spell or ability, this deals 3 damage to that spell or ability's "
            "controller.") in render(RETRO)
    assert ("Whenever this becomes the target of a spell or ability, that spell or ability's controller sacrifices "
            "a land.") in render(RUNNER)
    with pytest.raises(Exception, match="that spell or ability's controller"):
        card("Test Wrong {1}\nCreature — Lizard 2/2\nWhenever this creature attacks, that spell or ability's "
             "controller loses 2 life.")
