"""Prototype (702.160, 718.3): a card cast prototyped is a spell, then a permanent, with the prototype's mana cost
(and so its color and mana value), power and toughness; in other zones the card has its normal
characteristics."""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import GRAVEYARD
from kitchentable.scenario import Scenario
from tests.cards.card_text import card

GOLEM = card("Test Golem {6}\nArtifact Creature — Golem 6/5\nPrototype {2}{G} — 3/3\n"
             "When this creature enters, you gain life equal to its power.")


def _resolve(game: Any) -> None:
    for _ in range(20):
        if not game.state.stack_ids() and not game.state.pending_triggers:
            return
        game.apply(("pass",))


def _golem(game: Any) -> int:
    return next(o for o in game.state.battlefield() if chars(game.state, o).name == "Test Golem")


def test_718_3_a_prototyped_spell_and_permanent_have_the_prototype_characteristics() -> None:
    s = Scenario()
    golem = s.hand(0, GOLEM)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    assert ("cast", golem, "prototype") in game.legal_actions()
    assert ("cast", golem) not in game.legal_actions()  # {6} is more than three Forests make
    game.apply(("cast", golem, "prototype"))
    (spell,) = game.state.stack_ids()
    c = chars(game.state, spell)
    assert (c.power, c.toughness, c.mana_value, c.colors) == (3, 3, 3, frozenset({"G"}))  # 718.3b
    game.apply(("pay",))
    _resolve(game)
    oid = _golem(game)
    c = chars(game.state, oid)
    assert (c.power, c.toughness, c.mana_value, c.colors) == (3, 3, 3, frozenset({"G"}))  # 718.3c
    assert game.state.players[0].life == 23  # its power as it entered prototyped


def test_718_4_a_prototyped_permanent_is_its_normal_card_once_it_leaves() -> None:
    s = Scenario()
    golem = s.hand(0, GOLEM)
    s.many(0, "battlefield", ["Forest"] * 3)
    game = s.start("main1")
    game.apply(("cast", golem, "prototype"))
    game.apply(("pay",))
    _resolve(game)
    new = events.move(game.state, _golem(game), GRAVEYARD)
    card_there = game.state.objects[new].card
    assert (card_there.power, card_there.toughness, card_there.mana_value, card_there.colors) == \
        (6, 5, 6, frozenset())
    assert game.state.zone(GRAVEYARD, 0) == [new]


def test_702_160a_cast_normally_it_has_its_own_characteristics() -> None:
    s = Scenario()
    golem = s.hand(0, GOLEM)
    s.many(0, "battlefield", ["Forest"] * 6)
    game = s.start("main1")
    game.apply(("cast", golem))
    game.apply(("pay",))
    _resolve(game)
    c = chars(game.state, _golem(game))
    assert (c.power, c.toughness, c.mana_value) == (6, 5, 6)
    assert game.state.players[0].life == 26
