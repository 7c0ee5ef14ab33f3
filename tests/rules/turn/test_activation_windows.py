"""Tests of `rules.turn.activation_windows`: the turn-structure windows activation restrictions name (602.5b)."""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.scenario import Scenario


def _holds(cond: Condition, step: str, active: int, seat: int = 0) -> bool:
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    game = s.start(step, active=active)
    return check_condition(game.state, cond, seat, None)


def test_506_1_during_combat_is_every_step_of_the_combat_phase() -> None:
    combat = Condition("during_combat")
    assert all(_holds(combat, step, 0) for step in ("beginning_of_combat", "declare_attackers", "end_of_combat"))
    assert _holds(combat, "beginning_of_combat", 1)  # whoever's turn it is
    assert not any(_holds(combat, step, 0) for step in ("upkeep", "main1", "main2", "end"))


def test_503_an_opponents_upkeep_and_any_upkeep() -> None:
    theirs = Condition("opponents_step", name="upkeep")
    assert _holds(theirs, "upkeep", 1) and not _holds(theirs, "upkeep", 0) and not _holds(theirs, "draw", 1)
    anyone = Condition("any_players_step", name="upkeep")
    assert _holds(anyone, "upkeep", 0) and _holds(anyone, "upkeep", 1) and not _holds(anyone, "main1", 0)
