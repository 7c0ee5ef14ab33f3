""""Your team" (102.4: shorthand for "you and/or your teammates"; in a game that isn't a multiplayer game between
teams it means the same thing as "you"). No format here plays in teams, so each use reads as "you": a
description's controller `your_team` (`rules.concepts.teams`, the registry `targets.CONTROLLER_RELATIONS`), and
"your team gained life this turn" as "you gained life this turn". Both keep the words for the rendering."""

from __future__ import annotations

from typing import Any

from kitchentable.cards.language.words import PhraseBase
from kitchentable.rules.abilities import Condition

YOUR_TEAM = "your_team"


class TeamsPhrases(PhraseBase):
    """"<desc> your team controls", "your team gained life this turn"."""

    def sf_your_team(self, ch: list[Any]) -> Any:
        """"Dragons your team controls" (102.4)."""
        return lambda d: d.fields.__setitem__("controller", YOUR_TEAM)

    def cd_team_gained_life(self, ch: list[Any]) -> Condition:
        """"If your team gained life this turn" (102.4, 119.3): you gained life this turn."""
        return Condition("gained_life_this_turn", n=1, name=YOUR_TEAM)
