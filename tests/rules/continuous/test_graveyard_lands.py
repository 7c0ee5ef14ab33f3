"""Tests of `rules.continuous.graveyard_lands` (305.1, 305.2): "You may play lands from your graveyard." Card text
of our own."""

from __future__ import annotations

from kitchentable.cards.render import render
from tests.rules.keyword_support import card, named, scenario

CRUCIBLE = card("Test Crucible {3}\nArtifact\nYou may play lands from your graveyard.")


def _board(with_crucible: bool = True) -> tuple[object, int]:
    s = scenario()
    if with_crucible:
        s.battlefield(0, CRUCIBLE)
    land = s.graveyard(0, "Mountain")
    s.graveyard(0, "Grizzly Bears")
    s.graveyard(1, "Forest")
    return s, land


def test_305_1_a_land_card_in_your_graveyard_may_be_played() -> None:
    s, land = _board()
    game = s.start("main1")  # type: ignore[attr-defined]
    plays = [a for a in game.legal_actions() if a[0] == "play_land"]
    assert plays == [("play_land", land)]  # not the creature card, not the opponent's Forest
    game.apply(("play_land", land))
    assert named(game, "Mountain")
    assert not [a for a in game.legal_actions() if a[0] == "play_land"]  # 305.2: one land play used


def test_305_1_only_the_permissions_controller_and_only_with_it() -> None:
    s, _land = _board()
    game = s.start("main1", active=1)  # type: ignore[attr-defined]  # the opponent: its Forest stays
    assert not [a for a in game.legal_actions() if a[0] == "play_land"]
    s, _land = _board(with_crucible=False)
    game = s.start("main1")  # type: ignore[attr-defined]
    assert not [a for a in game.legal_actions() if a[0] == "play_land"]


def test_graveyard_lands_render_as_printed() -> None:
    assert "You may play lands from your graveyard." in render(CRUCIBLE)
