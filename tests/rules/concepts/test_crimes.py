"""Tests of `rules.concepts.crimes`: a spell or ability that targets an opponent, something an opponent controls
or a card in an opponent's graveyard commits a crime (700.13); "whenever you commit a crime" and "if you've
committed a crime this turn" read it."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import card

OUTLAW = card("Test Outlaw {1}{B}\nCreature — Human Rogue 2/2\nWhenever you commit a crime, you gain 1 life.")
ZAP = card("Test Zap {R}\nInstant\nTest Zap deals 1 damage to any target.")
LOOT = card("Test Loot {U}\nSorcery\nIf you've committed a crime this turn, draw two cards.")


def _zap(target: str) -> tuple[Any, int]:
    s = Scenario()
    s.many(0, "library", ["Wastes"] * 3)
    s.battlefield(0, OUTLAW)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Grizzly Bears")
    s.many(0, "battlefield", ["Mountain", "Island"])
    zap = s.hand(0, ZAP)
    s.hand(0, LOOT)
    game = s.start("main1")
    aim = {"opponent": ("player", 1), "their creature": theirs, "my creature": mine, "me": ("player", 0)}[target]
    game.apply(("cast", zap))
    while game.pending["kind"] != "priority":
        options = game.legal_actions()
        game.apply(next((a for a in options if aim in a), ("pay",) if ("pay",) in options else options[0]))
    resolve_stack(game)
    return game, zap


def test_700_13_targeting_an_opponent_or_their_permanent_is_a_crime() -> None:
    assert "Whenever you commit a crime, you gain 1 life." in render(OUTLAW)
    for target, life in (("opponent", 21), ("their creature", 21), ("my creature", 20), ("me", 19)):
        game, _ = _zap(target)
        assert game.state.players[0].life == life, target


def test_700_13_if_you_ve_committed_a_crime_this_turn() -> None:
    for target, cards in (("opponent", 2), ("my creature", 0)):
        game, _ = _zap(target)
        loot = next(o for o in game.state.zones[("hand", 0)] if game.state.objects[o].card is LOOT)
        game.apply(("cast", loot))
        while game.pending["kind"] != "priority":
            options = game.legal_actions()
            game.apply(("pay",) if ("pay",) in options else options[0])
        resolve_stack(game)
        assert len(game.state.zones[("hand", 0)]) == cards, target
