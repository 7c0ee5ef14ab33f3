"""Keyword actions that look at or move a card to improve a creature: explore (701.44), learn (701.48) and
connive (701.50).

Explore (701.44a): a permanent's controller reveals the top card of their library. A land card goes into their
hand; otherwise the exploring permanent gets a +1/+1 counter (if it's still on the battlefield) and the player
may put the revealed card into their graveyard or leave it on top. An empty library reveals nothing, which is
"not a land card": the counter is still put (the explore rulings). The exploration tells the triggers
("explored", permanent, its controller) (701.44b; "whenever a creature you control explores",
`rules.keywords.keyword_action_triggers`).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, HAND, OUTSIDE, Decision, GameState


@executor("explore")
def explore(state: GameState, rid: int, eff: Simple) -> None:
    """Each object the effect names explores in turn (701.44a; "each Merfolk you control explores" is one
    exploration after another, in the order the controller's objects were created)."""
    explorers = [o for o in objects_of(state, rid, eff.subject) if o in state.objects]
    push(state, *[("explore_one", rid, oid) for oid in explorers])


def explore_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, oid = frame
    if oid not in state.objects:
        return
    o = state.objects[oid]
    seat = chars(state, oid).controller if o.zone[0] == BATTLEFIELD else o.owner
    events.notify(state, ("explored", oid, seat))  # 701.44b: its triggers wait until the effect is done (603.3)
    library = state.zones.get(state.rules.library_of(state, seat), [])
    top = library[-1] if library else None
    if top is not None:
        state.log_event("701.44a", "reveal", seat, (state.objects[top].card.name,))
        if "Land" in state.objects[top].card.types:
            events.move(state, top, HAND, to_seat=seat, mover=seat, cause="701.44a")
            return
    if o.zone[0] == BATTLEFIELD:
        events.add_counters(state, oid, "+1/+1", 1)
    if top is not None:
        ask(state, Decision(seat, "surveil", (("keep", top), ("graveyard", top)), "scry_one", (rid,),
                            "Explore: keep the revealed card on top, or put it into your graveyard?", "701.44a"))


HANDLERS["explore_one"] = explore_frame


# --- learn (701.48) and connive (701.50) -------------------------------------------------------------------------


@executor("learn")
def learn(state: GameState, rid: int, eff: Simple) -> None:
    """701.48a: "You may reveal a Lesson card you own from outside the game and put it into your hand, or
    discard a card to draw a card." One choice among the Lessons in the player's sideboard (400.11, 100.4a),
    rummaging, or neither."""
    seat = rctx(state, rid).controller
    lessons = [o for o in state.zones.get((OUTSIDE, seat), []) if "Lesson" in state.objects[o].card.subtypes]
    options: list[tuple[Any, ...]] = [("lesson", o) for o in lessons]
    if state.zone(HAND, seat):
        options.append(("rummage",))
    options.append(("no",))
    ask(state, Decision(seat, "learn", tuple(options), "learn", (rid,),
                        "Learn: reveal a Lesson from outside the game, discard a card to draw a card, or neither?",
                        "701.48a"))


@resumer("learn")
def learn_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat = decision.player
    if action[0] == "lesson":
        state.log_event("701.48a", "reveal", seat, (state.objects[action[1]].card.name,))
        events.move(state, action[1], HAND, to_seat=seat, mover=seat, cause="701.48a")
    elif action[0] == "rummage":
        options = tuple(("discard", o) for o in state.zone(HAND, seat))
        ask(state, Decision(seat, "discard", options, "learn_discard", (), "Learn: discard a card to draw a card.",
                            "701.48a"))


@resumer("learn_discard")
def learn_discard_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    events.discard(state, decision.player, action[1])
    push(state, ("draw", decision.player, "701.48a"))


@executor("connive")
def connive(state: GameState, rid: int, eff: Simple) -> None:
    """701.50a: a permanent connives: its controller draws a card, then discards a card; if a nonland card is
    discarded this way, the permanent gets a +1/+1 counter (701.50b: even if it left the battlefield, the draw
    and discard happen)."""
    frames: list[tuple[Any, ...]] = []
    for oid in objects_of(state, rid, eff.subject):
        if oid not in state.objects:
            continue
        seat = chars(state, oid).controller if state.objects[oid].zone[0] == BATTLEFIELD else state.objects[oid].owner
        frames += [("draw", seat, "701.50a"), ("connive_discard", seat, oid)]
    push(state, *frames)


def connive_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, oid = frame
    options = tuple(("discard", o) for o in state.zone(HAND, seat))
    if options:
        ask(state, Decision(seat, "discard", options, "connive_discard", (oid,),
                            "Connive: discard a card (a nonland card puts a +1/+1 counter on it).", "701.50a"))


@resumer("connive_discard")
def connive_discard_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (oid,) = decision.data
    nonland = "Land" not in state.objects[action[1]].card.types
    events.discard(state, decision.player, action[1])
    if nonland and oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
        events.add_counters(state, oid, "+1/+1", 1)


HANDLERS["connive_discard"] = connive_frame
