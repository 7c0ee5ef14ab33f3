"""Tests of `cards.language.phrases.targeted_counter_triggers`: a becomes-the-target trigger that counters the spell
that targeted (115.1, 701.6a), unless its controller pays (118.12), written out as on Frost Titan rather than as
ward. Card texts of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card, named

TITAN = card("Test Titan {4}{U}{U}\nCreature — Giant 2/2\nWhenever this creature becomes the target of a spell or "
             "ability an opponent controls, counter that spell or ability unless its controller pays {2}.")
GLASS = card("Test Glass {1}{U}\nCreature — Illusion 2/2\nWhenever this creature becomes the target of a spell or "
             "ability, counter that spell or ability.")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 3 damage to target creature.")


def _game(theirs: Any, mine: Any = None, *, mountains: int) -> tuple[Any, int, int]:
    """Seat 0 holds the Zap and `mountains` Mountains; `theirs` is seat 1's creature (or seat 0's own, `mine`)."""
    s = Scenario()
    for seat in (0, 1):
        s.many(seat, "library", ["Wastes"] * 5)
    target = s.battlefield(1, theirs) if mine is None else s.battlefield(0, mine)
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
