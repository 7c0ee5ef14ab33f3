"""Craft (702.167a): "[Cost], Exile this permanent, Exile [materials] from among permanents you control and/or cards
in your graveyard: Return this card to the battlefield transformed under its owner's control. Activate only as a
sorcery." Played from small cards of our own."""

from __future__ import annotations

from typing import Any

import pytest

from kitchentable.cards.errors import CardError
from kitchentable.cards.render import rules_text
from kitchentable.rules.state import EXILE, GRAVEYARD
from tests.rules.keyword_support import card, lands, named, scenario, settle

BLADE = card("@layout transform\nTest Blade {1}{B}\nArtifact\nCraft with creature {2}{B}\n//\n@color black\n"
             "Test Sepulcher\nArtifact\nAt the beginning of your upkeep, each opponent loses 1 life and you gain 1 "
             "life.")
BEAR = card("Plain Bear {1}{G}\nCreature — Bear 2/2")
TWO = card("@layout transform\nTest Relic {2}\nArtifact\nCraft with two artifacts {1}\n//\nTest Engine\n"
           "Artifact Creature — Construct 5/5")
RELIC = card("Spare Part {1}\nArtifact")


def _board(*, bear_on_battlefield: bool = False, bear_in_graveyard: bool = False) -> tuple[Any, int]:
    s = scenario()
    blade = s.battlefield(0, BLADE)
    if bear_on_battlefield:
        s.battlefield(0, BEAR)
    if bear_in_graveyard:
        s.graveyard(0, BEAR)
    lands(s, 0, 3, "Swamp")
    return s, blade


def test_702_167a_craft_exiles_a_creature_you_control_and_returns_the_card_transformed() -> None:
    s, blade = _board(bear_on_battlefield=True)
    game = s.start("main1")
    (bear,) = named(game, "Plain Bear")
    game.apply(("activate", blade, 0))
    game.apply(("pick", "craft", bear))
    settle(game)
    (back,) = named(game, "Test Sepulcher")
    assert back != blade and game.state.objects[back].controller == 0  # a new object (400.7), its back face up
    assert named(game, "Plain Bear", EXILE) and not named(game, "Plain Bear")


def test_702_167a_a_creature_card_in_your_graveyard_is_material_too() -> None:
    s, blade = _board(bear_in_graveyard=True)
    game = s.start("main1")
    (bear,) = named(game, "Plain Bear", GRAVEYARD)
    game.apply(("activate", blade, 0))
    assert ("pick", "craft", bear) in game.legal_actions()
    game.apply(("pick", "craft", bear))
    settle(game)
    assert named(game, "Test Sepulcher") and named(game, "Plain Bear", EXILE)


def test_702_167a_without_materials_craft_can_t_be_activated_and_only_as_a_sorcery() -> None:
    s, blade = _board()
    game = s.start("main1")
    assert ("activate", blade, 0) not in game.legal_actions()  # 118.3: no creature to exile
    s2, blade2 = _board(bear_on_battlefield=True)
    game2 = s2.start("upkeep")
    assert ("activate", blade2, 0) not in game2.legal_actions()  # 602.5d: only as a sorcery


def test_702_167a_craft_with_two_materials_exiles_two() -> None:
    s = scenario()
    relic = s.battlefield(0, TWO)
    parts = [s.battlefield(0, RELIC), s.graveyard(0, RELIC)]
    lands(s, 0, 1, "Swamp")
    game = s.start("main1")
    game.apply(("activate", relic, 0))
    for p in parts:
        game.apply(("pick", "craft", p))
    settle(game)
    assert named(game, "Test Engine") and len(named(game, "Spare Part", EXILE)) == 2


def test_702_167_craft_with_one_or_more_is_refused() -> None:
    with pytest.raises(CardError, match="one or more"):
        card("@layout transform\nTest Standard {3}\nArtifact\nCraft with one or more {5}\n//\nTest Effigy\n"
             "Artifact Creature — Construct 3/3")


def test_702_167_craft_renders_as_printed() -> None:
    assert rules_text(BLADE)[-1] == "Craft with creature {2}{B} (702.167)"
    assert rules_text(TWO)[-1] == "Craft with two artifacts {1} (702.167)"
