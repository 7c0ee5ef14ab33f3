"""Tribute (702.104) and exploit (702.110).

Tribute N: as the creature enters (it is one of the choices `keywords_permanents.entering_choice` asks as a
permanent spell resolves), its controller chooses an opponent, who may have it enter with N more +1/+1
counters (702.104a); the permanent is tagged "tribute_paid" if they did, which "if tribute wasn't paid"
reads (702.104b). Put onto the battlefield other than by resolving, no tribute is offered, so it wasn't paid.

Exploit (702.110): "When this creature enters, you may sacrifice a creature." The keyword compiles to that
enters trigger with the "exploit" effect below; 702.110b: the creature "exploits a creature" when its
controller sacrifices one as that ability resolves, which is the event ("exploited", source, sacrificed)
that "when ~ exploits a creature" abilities wait for. A creature that sacrifices itself has left the
battlefield by then, so its own "when ~ exploits" ability doesn't trigger (the Oracle rulings agree).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Condition, Simple
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, push, resumer
from kitchentable.rules.keywords.permanent_keywords import CONDITIONS
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
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
        from kitchentable.rules.stack.triggers import notify

        notify(state, ("exploited", rctx(state, rid).source, action[1]))  # 702.110b


def ask_tribute(state: GameState, frame: tuple[Any, ...]) -> None:
    """702.104a: the controller chooses an opponent (when there is more than one), who then decides."""
    _name, oid, seat, _devoured, _revealed = frame
    opponents = state.opponents(seat)
    if not opponents:
        state.turn_facts[("tribute_asked", oid)] = "no"
        push(state, frame)
        return
    chosen = state.turn_facts.get(("tribute_opponent", oid))
    if chosen is None and len(opponents) > 1:
        ask(state, Decision(seat, "tribute_opponent", tuple(("opponent", p) for p in opponents), "tribute", frame,
                            "Choose an opponent to decide on its tribute. (702.104a)", "702.104a"))
        return
    who = opponents[0] if chosen is None else int(chosen)
    n = next(int(k.split()[1]) for k in state.objects[oid].card.keywords if k.startswith("tribute "))
    ask(state, Decision(who, "tribute", (("pay",), ("no",)), "tribute", frame,
                        f"Have {state.objects[oid].card.name} enter with {n} more +1/+1 counters (pay tribute)? "
                        "(702.104a)", "702.104a"))


def _tribute_not_paid(state: GameState, cond: Condition, controller: int, source: int | None) -> bool:
    """702.104b: "if tribute wasn't paid" reads the tag the permanent entered with."""
    return source is None or source not in state.objects or "tribute_paid" not in state.objects[source].tags


CONDITIONS["tribute_not_paid"] = _tribute_not_paid


@resumer("tribute")
def tribute_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid = decision.data[1]
    if decision.kind == "tribute_opponent":
        state.turn_facts[("tribute_opponent", oid)] = action[1]
    else:
        state.turn_facts[("tribute_asked", oid)] = action[0]
    push(state, decision.data)
