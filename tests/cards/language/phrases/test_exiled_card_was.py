"""Tests of `cards.language.phrases.exiled_card_was`: "If it was a creature card, ..." after exiling a target card
from a graveyard (608.2c). Each compiles a small card text of our own and plays it."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import BEAR, card

DUST = card("Test Grave Dust {W}\nInstant\nExile target card from a graveyard. If it was a creature card, you gain 2 "
            "life.")


def _exile(target: object) -> object:
    s = Scenario()
    spell = s.hand(0, DUST)
    s.battlefield(0, "Plains")
    gone = s.graveyard(1, target)
    game = s.start("main1")
    game.apply(("cast", spell))
    game.apply(("target", gone))
    answer_until_priority(game)
    resolve_stack(game)
    assert not game.state.zone("graveyard", 1) and len(game.state.zone("exile", -1)) == 1
    return game


def test_608_2c_if_it_was_a_creature_card_reads_the_card_it_exiled() -> None:
    assert rules_text(DUST) == ["Exile target card from a graveyard. If it was a creature card, you gain 2 life."]
    assert _exile(BEAR).state.players[0].life == 22  # type: ignore[attr-defined]
    assert _exile("Forest").state.players[0].life == 20  # type: ignore[attr-defined]


def test_608_2h_it_was_after_a_permanent_is_refused() -> None:
    with pytest.raises(CardError, match="if it was a"):
        card("Test Fade {W}\nInstant\nExile target creature. If it was a token, draw a card.")
