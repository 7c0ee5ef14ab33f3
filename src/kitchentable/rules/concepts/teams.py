"""Teams (102.3, 102.4): "your team" means "you and/or your teammates"; in a game that isn't a multiplayer game
between teams it means the same thing as "you" (102.4). No format here plays in teams, so a description whose
controller is "your team" (`Filter.controller == "your_team"`, filled by `phrases.teams`) matches what the
player it is read for controls, as "you control" does."""

from __future__ import annotations

from kitchentable.rules.concepts.targets import controller_relation
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import BATTLEFIELD, STACK, GameState


@controller_relation("your_team")
def your_team_controls(state: GameState, oid: int, controller: int) -> bool:
    """102.4: does `controller`'s team (here, `controller`) control object `oid`?"""
    o = state.objects[oid]
    if o.zone[0] == STACK and o.stack is not None:
        return o.stack.controller == controller
    who = chars(state, oid).controller if o.zone[0] == BATTLEFIELD else o.owner
    return who == controller
