"""Tests of `cards.language.phrases.dice_and_coins`: dice (706) and coins (705). Each compiles a small card
text of our own and checks what it does in a scenario."""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.cards.card_text import card, resolve


def test_705_1_flip_a_coin_if_you_win_the_flip() -> None:
    coin = card("Test Coin {R}\nInstant\nFlip a coin. If you win the flip, you gain 5 life. If you lose the flip, "
                "you lose 1 life.")
    outcomes = set()
    for seed in range(12):
        s = Scenario()
        s.state._rng.seed(seed)
        spell = s.hand(0, coin)
        s.battlefield(0, "Mountain")
        game = s.start("main1")
        game.apply(("cast", spell))
        game.apply(("pay",))
        resolve(game)
        outcomes.add(game.state.players[0].life)
    assert outcomes == {25, 19}  # from 20: exactly one branch happens each time, both happen over seeds
