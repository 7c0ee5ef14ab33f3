"""Playing lands (305): one land per turn."""

from __future__ import annotations

from kitchentable.scenario import Scenario
from tests.rules.cards import MOUNTAIN


def test_305_2_one_land_per_turn() -> None:
    s = Scenario()
    first = s.hand(0, MOUNTAIN)
    second = s.hand(0, MOUNTAIN)
    game = s.start("main1")
    game.apply(("play_land", first))
    assert ("play_land", second) not in game.legal_actions()
