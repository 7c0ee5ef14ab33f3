"""Tests of `rules.keywords.exchange_control` (701.12b): the exchange happens whole or not at all."""

from __future__ import annotations

from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, resolve_stack
from tests.cards.card_text import BEAR, BIG, card
from tests.cards.language.phrases.test_exchange_control import SWAP, _cast


def test_701_12b_no_exchange_when_one_target_is_gone() -> None:
    s = Scenario()
    spell = s.hand(0, SWAP)
    bolt = s.hand(1, card("Test Zap {R}\nInstant\nTest Zap deals 3 damage to target creature."))
    s.many(0, "battlefield", ["Island", "Island"])
    s.battlefield(1, "Mountain")
    mine, theirs = s.battlefield(0, BIG), s.battlefield(1, BEAR)
    game = s.start("main1")
    _cast(game, spell, mine, theirs)
    game.apply(("pass",))  # player 2 answers by killing their own Bear in response
    _cast(game, bolt, theirs)
    resolve_stack(game)
    assert theirs not in game.state.battlefield()
    assert chars(game.state, mine).controller == 0  # the exchange didn't happen at all (701.12b)


def test_701_12b_same_controller_means_nothing_happens() -> None:
    s = Scenario()
    spell = s.hand(0, SWAP)
    s.many(0, "battlefield", ["Island", "Island"])
    a, b = s.battlefield(0, BEAR), s.battlefield(0, BIG)
    game = s.start("main1")
    _cast(game, spell, a, b)
    resolve_stack(game)
    assert chars(game.state, a).controller == 0 and chars(game.state, b).controller == 0
    assert game.state.objects[a].controlled_since == 0  # no new control effect, so not summoning sick
