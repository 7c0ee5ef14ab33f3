"""Exploit (702.110): "When this creature enters, you may sacrifice a creature." The keyword compiles to that
enters trigger with the "exploit" effect below; 702.110b: the creature "exploits a creature" when its
controller sacrifices one as that ability resolves, which is the event ("exploited", source, sacrificed)
that "when ~ exploits a creature" abilities wait for. A creature that sacrifices itself has left the
battlefield by then, so its own "when ~ exploits" ability doesn't trigger (the Oracle rulings agree).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.effects import executor
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.layers import chars
from kitchentable.rules.resolve import rctx
from kitchentable.rules.state import Decision, GameState


@executor("exploit")
def exploit(state: GameState, rid: int, eff: Simple) -> None:
    """702.110a: the controller may sacrifice any creature they control, this one included."""
    c = rctx(state, rid)
    mine = tuple(("sacrifice", o) for o in state.battlefield()
                 if chars(state, o).controller == c.controller and "Creature" in chars(state, o).types)
    if not mine:
        return
    ask(state, Decision(c.controller, "exploit", (*mine, ("no",)), "exploit", (rid,),
                        "Sacrifice a creature to exploit, or not? (702.110a)", "702.110a"))


@resumer("exploit")
def exploit_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (rid,) = decision.data
    if action[0] != "sacrifice":
        return
    if events.sacrifice(state, action[1]):
        from kitchentable.rules.triggers import notify

        notify(state, ("exploited", rctx(state, rid).source, action[1]))  # 702.110b
