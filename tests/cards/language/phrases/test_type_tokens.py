"""Tests of `cards.language.phrases.type_tokens`: "artifact token" / "enchantment token" describe tokens of that
card type (111.1), as targets, costs and batch triggers. Card texts of our own."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kitchentable.cards.render import rules_text
from kitchentable.rules.continuous.layers import chars
from kitchentable.scenario import Scenario, answer_until_priority, resolve_stack
from tests.cards.card_text import card

ARTISAN = card("Test Artisan {1}{U}\nCreature — Human Artificer 1/3\n{T}: Until end of turn, target artifact token "
               "you control becomes a 3/1 Construct artifact creature with flying.")
TRINKET = card("Test Trinket {1}\nArtifact")
CHARM = card("Test Charm {1}\nEnchantment")


def test_111_1_only_an_artifact_token_may_be_the_target() -> None:
    s = Scenario()
    artisan = s.battlefield(0, ARTISAN)
    token = s.battlefield(0, replace(TRINKET, is_token=True))
    trinket = s.battlefield(0, TRINKET)
    charm_token = s.battlefield(0, replace(CHARM, is_token=True))
    game = s.start("main1")
    game.apply(next(o for o in game.legal_actions() if o[0] == "activate" and o[1] == artisan))
    options = game.legal_actions()
    assert ("target", token) in options
    assert ("target", trinket) not in options and ("target", charm_token) not in options
    game.apply(("target", token))
    answer_until_priority(game)
    resolve_stack(game)
    made = chars(game.state, token)
    assert "Creature" in made.types and "Artifact" in made.types
    assert (made.power, made.toughness) == (3, 1) and "flying" in made.keywords


def test_111_1_sacrificing_an_artifact_token_takes_only_a_token() -> None:
    engine = card("Test Engine {2}\nArtifact\n{T}, Sacrifice an artifact token: Draw a card.")
    s = Scenario()
    source = s.battlefield(0, engine)
    s.battlefield(0, TRINKET)
    s.library(0, TRINKET)
    game = s.start("main1")
    assert not [o for o in game.legal_actions() if o[0] == "activate" and o[1] == source]  # no token to sacrifice
    s = Scenario()
    source = s.battlefield(0, engine)
    s.battlefield(0, replace(TRINKET, is_token=True))
    s.library(0, TRINKET)
    game = s.start("main1")
    assert [o for o in game.legal_actions() if o[0] == "activate" and o[1] == source]


@pytest.mark.parametrize("text", [
    "{T}: Until end of turn, target artifact token you control becomes a 3/1 Construct artifact creature with "
    "flying.",
    "{T}, Sacrifice an artifact token: Draw a card.",
    "Enchantment tokens you control have hexproof.",
    "Whenever one or more artifact tokens you control enter, draw a card.",
    "Whenever one or more creature tokens you control enter, draw a card.",
])
def test_111_1_type_tokens_read_as_printed(text: str) -> None:
    assert rules_text(card(f"Test Probe {{3}}\nArtifact\n{text}")) == [text]
