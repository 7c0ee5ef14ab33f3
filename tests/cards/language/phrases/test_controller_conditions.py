"""Tests of `cards.language.phrases.controller_conditions`: "If an opponent controls that creature, ..." (608.2c,
608.2h: whose the object is, read as the instruction after the condition would happen)."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, card

FEAR = card("Test Dread {4}{W}\nEnchantment Creature — Nightmare 4/4\nWhen this creature enters, tap up to one "
            "target creature. If an opponent controls that creature, put a stun counter on it.")
LOOK = card("Test Glance {U}\nInstant\nTap target creature. If you control that creature, draw a card.")


def _enter(target: int | None, s: Scenario):  # type: ignore[no-untyped-def]
    spell = s.hand(0, FEAR)
    s.many(0, "battlefield", ["Plains"] * 5)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("pay",))
    game.apply(("pass",))
    game.apply(("pass",))  # the creature resolves; its enters trigger asks for a target
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(("target", target) if ("target", target) in options else
                   ("count", 1) if ("count", 1) in options else options[0])
    resolve_stack(game)
    return game


def test_608_2c_an_opponents_creature_gets_the_stun_counter() -> None:
    assert "If an opponent controls that creature, put a stun counter on" in render(FEAR)
    s = Scenario()
    theirs = s.battlefield(1, BEAR)
    game = _enter(theirs, s)
    o = game.state.objects[theirs]
    assert o.tapped and o.counters.get("stun") == 1


def test_608_2c_your_own_creature_is_tapped_without_a_counter() -> None:
    s = Scenario()
    mine = s.battlefield(0, BEAR)
    game = _enter(mine, s)
    o = game.state.objects[mine]
    assert o.tapped and not o.counters.get("stun")


def test_608_2c_if_you_control_that_creature_reads_the_target_as_it_resolves() -> None:
    assert render(LOOK).splitlines()[-1] == "Tap target creature. If you control that creature, draw a card."
    for seat, drawn in ((0, 1), (1, 0)):
        s = Scenario()
        spell = s.hand(0, LOOK)
        s.battlefield(0, "Island")
        s.library(0, BEAR)
        target = s.battlefield(seat, BEAR)
        game = s.start("main1")
        hand = len(game.state.zone("hand", 0))
        game.apply(("cast", spell))
        game.apply(("target", target))
        game.apply(("pay",))
        resolve_stack(game)
        assert len(game.state.zone("hand", 0)) == hand - 1 + drawn
