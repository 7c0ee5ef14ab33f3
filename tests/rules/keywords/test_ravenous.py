"""Ravenous (702.156a): the permanent enters with X +1/+1 counters, and draws a card as it enters if X is 5 or more
(107.3m: the X its spell was cast with). Played from a small card of our own."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import answer_until_priority, resolve_stack
from tests.rules.keyword_support import card, lands, named, scenario

DEVOURER = card("Test Devourer {X}{G}{G}\nCreature — Tyranid 0/0\nRavenous\nTrample")


def _cast_with_x(x: int) -> Any:
    s = scenario()
    devourer = s.hand(0, DEVOURER)
    lands(s, 0, x + 2, "Forest")
    game = s.start("main1")
    game.apply(("cast", devourer))
    game.apply(("x", x))
    answer_until_priority(game)
    resolve_stack(game)
    return game


def test_702_156a_ravenous_with_x_5_enters_with_five_counters_and_draws() -> None:
    game = _cast_with_x(5)
    (oid,) = named(game, "Test Devourer")
    assert game.state.objects[oid].counters.get("+1/+1") == 5
    assert len(game.state.zone("hand", 0)) == 1  # the card drawn (the devourer itself left the hand)


def test_702_156a_ravenous_with_x_below_5_draws_nothing() -> None:
    game = _cast_with_x(3)
    (oid,) = named(game, "Test Devourer")
    assert game.state.objects[oid].counters.get("+1/+1") == 3
    assert not game.state.zone("hand", 0)  # 603.4: the "if X is 5 or more" was false


def test_702_156_ravenous_renders_as_its_keyword() -> None:
    text = render(DEVOURER)
    assert "Ravenous (702.156)" in text and text.count("Ravenous") == 1
