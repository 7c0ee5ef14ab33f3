"""Tests of `cards.language.phrases.token_creation_triggers` and `rules.concepts.token_creation_triggers`:
"Whenever you create a token" (each token, 111.1) and "Whenever you create one or more creature tokens" (once for
the tokens one effect creates, 603.2c); the player who creates a token is its owner (111.2)."""

from __future__ import annotations

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import render
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

EACH = card("Test Mint {1}{W}\nEnchantment\nWhenever you create a token, you gain 1 life.")
BATCH = card("Test Chronicle {1}{W}\nEnchantment\nWhenever you create one or more creature tokens, you gain 5 life.")
HOARD = card("Test Hoard {1}{R}\nEnchantment\nWhenever you create a Treasure token, you gain 3 life.")
TWO_SPIRITS = card("Test Haunting {1}{W}\nSorcery\nCreate two 1/1 white Spirit creature tokens with flying.")
TREASURE = card("Test Dig {R}\nSorcery\nCreate a Treasure token.")
GIFT = card("Test Gift {1}{W}\nSorcery\nTarget opponent creates two 1/1 white Spirit creature tokens with flying.")


def _cast(game, spell, *targets) -> None:  # type: ignore[no-untyped-def]
    game.apply(("cast", spell))
    for t in targets:
        game.apply(("target", t))
    answer_until_priority(game)
    resolve_stack(game)


def _game(enchantment, spell):  # type: ignore[no-untyped-def]
    s = Scenario()
    s.battlefield(0, enchantment)
    s.many(0, "battlefield", ["Plains", "Plains", "Mountain"])
    cast = s.hand(0, spell)
    return s.start("main1"), cast


def test_111_1_each_token_created_triggers_whenever_you_create_a_token() -> None:
    assert render(EACH).splitlines()[-1] == "Whenever you create a token, you gain 1 life."
    game, spell = _game(EACH, TWO_SPIRITS)
    _cast(game, spell)
    assert game.state.players[0].life == 22


def test_603_2c_one_or_more_creature_tokens_triggers_once_for_the_batch() -> None:
    assert render(BATCH).splitlines()[-1] == "Whenever you create one or more creature tokens, you gain 5 life."
    game, spell = _game(BATCH, TWO_SPIRITS)
    _cast(game, spell)
    assert game.state.players[0].life == 25


def test_111_4_a_noncreature_token_is_not_a_creature_token() -> None:
    game, spell = _game(BATCH, TREASURE)
    _cast(game, spell)
    assert game.state.players[0].life == 20


def test_111_4_a_treasure_token_by_its_subtype() -> None:
    assert render(HOARD).splitlines()[-1] == "Whenever you create a Treasure token, you gain 3 life."
    game, spell = _game(HOARD, TREASURE)
    _cast(game, spell)
    assert game.state.players[0].life == 23
    game, spell = _game(HOARD, TWO_SPIRITS)
    _cast(game, spell)
    assert game.state.players[0].life == 20


def test_111_2_tokens_an_opponent_creates_are_not_yours() -> None:
    game, spell = _game(EACH, GIFT)
    _cast(game, spell, ("player", 1))
    assert game.state.players[0].life == 20
    assert sum(1 for o in game.state.objects.values() if o.token and o.controller == 1) == 2


def test_111_2_whenever_you_create_is_refused_for_something_other_than_tokens() -> None:
    with pytest.raises(CardError):
        card("Test Odd {1}{W}\nEnchantment\nWhenever you create a creature, you gain 1 life.")
