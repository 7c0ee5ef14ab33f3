"""Impulse draw: "Exile the top card of your library. You may play it this turn." (modern red).

The permission is a continuous effect from the resolving ability (611.2) locked to the cards the ability
exiled (611.2c: the exile-top effect remembers them as "exiled_top"). While it lasts, its controller may play
those cards from exile: cast a spell at its normal timing and pay its costs (601.2; 601.3 permission), or
play a land as the turn's land play (305.2, 305.1). A card that leaves exile is a new object (400.7), so the
permission ends for it. Durations: this turn ("this turn", "until end of turn"), "until the end of your
next turn" (ends in the cleanup step of its controller's next turn, 514.2) and "until your next end step"
(ends as its controller's next end step begins, 513.1). Only games that have resolved
such an effect look at it: the priority check reads it only while `state.continuous` holds an effect.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Simple, StaticAbility
from kitchentable.rules.continuous.layers import ContinuousEffect
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import EXILE, Decision, GameState

MAY_PLAY_EXILED = "may_play_exiled"
END_OF_YOUR_NEXT_TURN = "end_of_your_next_turn"
UNTIL_YOUR_NEXT_END_STEP = "until_your_next_end_step"


@executor("may_play_exiled")
def may_play_exiled(state: GameState, rid: int, eff: Simple) -> None:
    """Give the controller the permission to play the cards this resolution exiled from the top of a library."""
    c = rctx(state, rid)
    cards = frozenset(o for o in c.recall("exiled_top", ()) if o in state.objects and state.objects[o].zone[0] == EXILE)
    if not cards:
        return
    if eff.param("choose_one") and len(cards) > 1:  # "choose one of them" (608.2d)
        options = tuple(("choose", oid) for oid in sorted(cards))
        ask(state, Decision(c.controller, "choose_card", options, "impulse_choose", (rid, eff),
                            "Choose the exiled card you may play (608.2d).", "608.2d"))
        return
    _grant(state, rid, eff, cards)


@resumer("impulse_choose")
def impulse_choose_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, eff = decision.data
    _grant(state, rid, eff, frozenset({action[1]}))


def _grant(state: GameState, rid: int, eff: Simple, cards: frozenset[int]) -> None:
    c = rctx(state, rid)
    ability = StaticAbility(MAY_PLAY_EXILED, params=(("cast_only", bool(eff.param("cast_only"))),
                                                     ("step", state.step)))
    state.continuous.append(ContinuousEffect(ability, c.controller, c.source, state.next_timestamp(),
                                             str(eff.param("duration", "end_of_turn")), cards, None, state.turn))
    state.log_event("611.2c", "may_play_exiled", c.controller, len(cards))


def exiled_playable(state: GameState, seat: int, lands: bool = False) -> list[int]:
    """The exiled cards `seat` may play now by an impulse permission: spells, or with `lands` land cards."""
    out: list[int] = []
    for ce in state.continuous:
        if ce.ability.kind != MAY_PLAY_EXILED or ce.controller != seat or ce.objects is None:
            continue
        if lands and ce.ability.param("cast_only"):
            continue
        if ce.duration == UNTIL_YOUR_NEXT_END_STEP and _end_step_reached(ce, state):
            continue
        for oid in sorted(ce.objects):
            o = state.objects.get(oid)
            if o is None or o.zone[0] != EXILE or oid in out:
                continue
            if ("Land" in o.card.types) == lands:
                out.append(oid)
    return out


def expired(ce: Any, state: GameState) -> bool:
    """514.2: "until the end of your next turn" ends in the cleanup step of its controller's next turn;
    "until your next end step" is over by the cleanup step of its controller's turn (513.1)."""
    if ce.duration == UNTIL_YOUR_NEXT_END_STEP:
        return _end_step_reached(ce, state)
    return bool(ce.duration == END_OF_YOUR_NEXT_TURN and ce.controller == state.active and state.turn > ce.turn)


def _end_step_reached(ce: Any, state: GameState) -> bool:
    """Has its controller's next end step begun (513.1)? One made during that end step waits for the next."""
    if ce.controller != state.active or state.step not in ("end", "cleanup"):
        return False
    return not (ce.turn == state.turn and ce.ability.param("step") in ("end", "cleanup"))
