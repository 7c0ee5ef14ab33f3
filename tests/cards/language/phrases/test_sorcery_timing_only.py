"""Tests of `cards.language.phrases.sorcery_timing_only` and the "unless_sorcery_timing" case of
`rules.continuous.static_abilities.cast_forbidden` (101.2, 307.1): "Each opponent can cast spells only any time they
could cast a sorcery." A card text of our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from kitchentable.scenario import Scenario
from tests.rules.keyword_support import card

WARDEN = card("Test Warden {1}{W}{U}\nCreature — Human Wizard 2/2\nEach opponent can cast spells only any time they "
              "could cast a sorcery.")
BOLT = card("Test Zap {R}\nInstant\nTest Zap deals 1 damage to any target.")


def test_307_1_opponents_cast_spells_only_when_they_could_cast_a_sorcery() -> None:
    s = Scenario()
    s.battlefield(0, WARDEN)
    s.battlefield(1, "Mountain")
    zap = s.hand(1, BOLT)
    game = s.start("main1", active=1)  # the opponent's own main phase, stack empty: allowed
    assert ("cast", zap) in game.legal_actions()
    s = Scenario()
    s.battlefield(0, WARDEN)
    s.battlefield(1, "Mountain")
    zap = s.hand(1, BOLT)
    game = s.start("main1", active=0)  # my turn: the opponent can't cast the instant
    game.apply(("pass",))
    assert game.pending["player"] == 1
    assert ("cast", zap) not in game.legal_actions()


def test_307_1_its_controller_is_not_restricted() -> None:
    s = Scenario()
    s.battlefield(0, WARDEN)
    s.battlefield(0, "Mountain")
    zap = s.hand(0, BOLT)
    game = s.start("main1", active=1)
    game.apply(("pass",))
    assert game.pending["player"] == 0
    assert ("cast", zap) in game.legal_actions()


def test_renders_as_the_oracle_text() -> None:
    assert "Each opponent can cast spells only any time they could cast a sorcery." in render(WARDEN)
