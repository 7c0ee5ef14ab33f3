"""Tests of `cards.language.phrases.impending` (702.176a): cast for its impending cost, the permanent enters with N
time counters and isn't a creature while it has one; a time counter is removed at the beginning of its
controller's end step; cast for its mana cost it is an ordinary creature."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

OVERLORD = card("Test Overlord {4}{G}{G}\nEnchantment Creature — Avatar Horror 6/6\nImpending 2—{1}{G}\n"
                "When this permanent enters, you gain 3 life.")


def _overlord(game: Any) -> int:
    return next(o for o in game.state.battlefield() if chars(game.state, o).name == "Test Overlord")


def _step(game: Any) -> None:
    options = game.legal_actions()
    game.apply(("pass",) if ("pass",) in options else ("attack_done",) if ("attack_done",) in options
               else options[0])


def _resolve(game: Any) -> None:
    for _ in range(20):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        game.apply(("pass",))


def test_702_176a_impending_renders_as_its_keyword_line() -> None:
    assert rules_text(OVERLORD) == ["Impending 2—{1}{G} (702.176)", "When this enters, you gain 3 life."]


def test_702_176a_cast_for_its_impending_cost_it_waits_with_time_counters() -> None:
    s = Scenario()
    overlord = s.hand(0, OVERLORD)
    s.many(0, "battlefield", ["Forest"] * 2)
    for seat in (0, 1):
        s.many(seat, "library", ["Forest"] * 5)  # nobody loses for drawing from an empty library
    game = s.start("main1")
    game.apply(("cast", overlord))
    game.apply(("cost", "alternative", 0))
    game.apply(("pay",))
    _resolve(game)
    oid = _overlord(game)
    assert game.state.objects[oid].counters.get("time") == 2
    c = chars(game.state, oid)
    assert "Creature" not in c.types and "Enchantment" in c.types  # not a creature while a time counter waits
    assert game.state.players[0].life == 23  # it entered all the same
    for expected in (1, 0):
        while not (game.state.step == "end" and game.state.active == 0):
            _step(game)
        _resolve(game)
        assert game.state.objects[oid].counters.get("time", 0) == expected
        while game.state.step == "end" or game.state.active != 0:
            _step(game)
    assert "Creature" in chars(game.state, oid).types  # the last counter is gone: a 6/6 creature


def test_702_176a_cast_for_its_mana_cost_it_is_a_creature_at_once() -> None:
    s = Scenario()
    overlord = s.hand(0, OVERLORD)
    s.many(0, "battlefield", ["Forest"] * 6)
    game = s.start("main1")
    game.apply(("cast", overlord))
    game.apply(("cost", "normal"))
    game.apply(("pay",))
    _resolve(game)
    oid = _overlord(game)
    assert not game.state.objects[oid].counters.get("time")
    assert "Creature" in chars(game.state, oid).types
