"""Reflexive triggered abilities (603.12): "... you may sacrifice another creature. When you do, ...".

A reflexive ability is created by the resolving spell or ability itself and triggers on an action it just
performed: it goes on the stack the next time a player would receive priority (603.3), and only then are its
modes and targets chosen (603.3c-d). It is carried by one `Simple("reflexive_trigger")` effect placed right
after the action it waits for (inside the "you may" that offered the action, so declining creates nothing).

The new ability keeps what the resolving one knew: its trigger event (so "it" in "whenever a creature dies,
you may pay {1}. When you do, return it ..." still names the creature) and its memory. For a sacrifice the
effect needs the sacrifice to have happened (`needs="sacrificed"`: the sacrifice executor remembers what it
sacrificed); "that creature" in the reflexive ability then names the sacrificed creature, read through last
known information (608.2h). Any other action is taken as done once it was chosen.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Filter, Simple, TriggeredAbility
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, EXILE, Decision, GameState

REFLEXIVE = "reflexive"


@executor("reflexive_trigger")
def reflexive_trigger(state: Any, rid: int, eff: Simple) -> None:
    """603.12: the action was performed, so the reflexive ability triggers now, waiting for the next time a
    player would receive priority."""
    from kitchentable.rules.events import lki_chars
    from kitchentable.rules.stack.triggers import PendingTrigger

    c = rctx(state, rid)
    memory = c.memory
    needs = eff.param("needs")
    if needs in ("sacrificed", "chosen"):
        done = c.recall(needs)
        if done is None:
            state.log_event("603.12", "reflexive_not_done", needs)
            return
        memory = memory + (("it", done),)
    ability: TriggeredAbility = eff.param("ability")
    source_chars = lki_chars(state, c.source)
    name = source_chars.name if source_chars is not None else ""
    state.pending_triggers.append(PendingTrigger(
        c.controller, c.source, -1, ability, (REFLEXIVE, c.event, memory), name, source_chars))
    state.log_event("603.12", "reflexive_trigger", name)


def unwrap_event(event: tuple[Any, ...]) -> tuple[tuple[Any, ...], tuple[tuple[str, Any], ...]] | None:
    """The parent's event and memory a reflexive ability resolves with, or None for any other event."""
    if event and event[0] == REFLEXIVE:
        return event[1], event[2]
    return None


# --- "tap an untapped creature you control", "exile a creature card from your graveyard" (608.2d) -------------


@executor("choose_and_act")
def choose_and_act(state: GameState, rid: int, eff: Simple) -> None:
    """An instruction naming objects the player chooses as it resolves (608.2d): tap N untapped permanents
    they control, or exile N cards of theirs. With fewer than N to choose from, nothing happens (so a reflexive
    "when you do" after it doesn't trigger); the last one chosen is remembered as "chosen"."""
    from kitchentable.rules.stack.effects import players_of, value

    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject):
        push(state, ("choose_and_act", rid, seat, n, eff.param("filter"), str(eff.param("action")), True))


def _pool(state: GameState, rid: int, seat: int, flt: Filter) -> list[int]:
    from kitchentable.rules.concepts.targets import matching_objects
    from kitchentable.rules.continuous.layers import chars

    c = rctx(state, rid)
    found = matching_objects(state, flt, seat, c.source)
    if flt.zone == BATTLEFIELD:
        return [o for o in found if chars(state, o).controller == seat]
    return [o for o in found if state.objects[o].owner == seat]


@handler("choose_and_act")
def choose_and_act_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, flt, action, first = frame
    pool = _pool(state, rid, seat, flt)
    if n <= 0 or (first and len(pool) < n) or not pool:
        return
    options = tuple((action, oid) for oid in pool)
    kind = "choose_card" if action == "choose" else action
    ask(state, Decision(seat, kind, options, "choose_and_act", (rid, n, flt, action),
                        f"Choose what to {action} ({n} left) (608.2d).", "608.2d"))


@resumer("choose_and_act")
def choose_and_act_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules import events

    rid, n, flt, verb = decision.data
    oid = action[1]
    if verb == "tap":
        events.tap(state, oid)
    elif verb == "choose":  # "target opponent chooses a creature they control": it is "it" from now on
        remember(state, rid, "it", oid)
        state.log_event("608.2d", "chosen", decision.player, oid)
    else:
        oid = events.move(state, oid, EXILE, mover=decision.player, cause="406.2")
    if n == 1:
        remember(state, rid, "chosen", oid)
    push(state, ("choose_and_act", rid, decision.player, n - 1, flt, verb, False))
