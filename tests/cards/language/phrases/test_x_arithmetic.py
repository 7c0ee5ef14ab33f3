"""Tests of `cards.language.phrases.x_arithmetic`: "X plus N" and "twice X" read the X the spell was cast with, or
the X paid for the ability, as the instruction is carried out (107.3a, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from tests.rules.keyword_support import card, lands, named, scenario, settle

CASCADE = card("Test Cascade {X}{G}\nInstant\nYou gain X plus 3 life.")
BLAST = card("Test Blast {X}{R}\nSorcery\nThis spell deals twice X damage to each opponent.")
SPRING = card("Test Spring {1}\nArtifact\n{X}, {T}: You gain X plus 1 life.")


def _cast(x: int, spell: Any, name: str, land: str) -> Any:
    s = scenario()
    lands(s, 0, x + 1, land)
    s.hand(0, spell)
    game = s.start("main1")
    game.apply(("cast", named(game, name, "hand")[0]))
    game.apply(("x", x))
    settle(game)
    return game


def test_107_3a_x_plus_n_adds_to_the_x_the_spell_was_cast_with() -> None:
    game = _cast(2, CASCADE, "Test Cascade", "Forest")
    assert game.state.players[0].life == 20 + 2 + 3
    zero = _cast(0, CASCADE, "Test Cascade", "Forest")
    assert zero.state.players[0].life == 20 + 3
    assert render(CASCADE).splitlines()[-1] == "You gain X plus 3 life."


def test_107_3a_twice_x_doubles_the_x_the_spell_was_cast_with() -> None:
    game = _cast(3, BLAST, "Test Blast", "Mountain")
    assert game.state.players[1].life == 20 - 6
    assert render(BLAST).splitlines()[-1] == "This deals twice X damage to each opponent."  # compare.py reads "this" as ~


def test_107_3a_x_plus_n_in_an_activated_ability_reads_the_x_paid() -> None:
    s = scenario()
    lands(s, 0, 4, "Wastes")
    s.battlefield(0, SPRING)
    game = s.start("main1")
    spring = named(game, "Test Spring")[0]
    ability = next(a for a in game.legal_actions() if a[0] == "activate" and a[1] == spring)
    game.apply(ability)
    game.apply(("x", 4))
    settle(game)
    assert game.state.players[0].life == 20 + 4 + 1
    assert render(SPRING).splitlines()[-1] == "{X}, {T}: You gain X plus 1 life."


def test_107_3c_x_plus_n_where_the_sentence_defines_x_is_refused() -> None:
    with pytest.raises(CardError, match="where the sentence defines X"):
        card("Test Inn {2}\nArtifact\n{1}, {T}: You gain X plus 1 life, where X is the number of green creatures on "
             "the battlefield.")
