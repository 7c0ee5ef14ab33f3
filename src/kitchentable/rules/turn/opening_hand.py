"""103.6: opening-hand actions. After all players have kept their hands (103.5), starting with the starting
player and in turn order, each player may put any cards with "If ~ is in your opening hand, you may begin the
game with it on the battlefield." (static kind "begin_on_battlefield", the leylines) from their hand onto the
battlefield. Runs once, after the mulligans frame; formats whose opening frames skip mulligans don't get it.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.state import BATTLEFIELD, HAND, Decision, GameState


def _candidates(state: GameState, seat: int) -> list[int]:
    return [oid for oid in state.zone(HAND, seat)
            if any(ab.kind == "begin_on_battlefield" for ab in state.objects[oid].card.static)]


@handler("opening_hand_actions")
def opening_hand_actions(state: GameState, frame: tuple[Any, ...]) -> None:
    """103.6: ask each player, in turn order from the starting player, about their opening-hand cards."""
    seats = [s for s in state.apnap(state.starting_player) if _candidates(state, s)]
    push(state, *[("opening_hand_ask", seat) for seat in seats])


@handler("opening_hand_ask")
def opening_hand_ask(state: GameState, frame: tuple[Any, ...]) -> None:
    seat = frame[1]
    found = _candidates(state, seat)
    if not found:
        return
    options = (*(("begin_on_battlefield", oid) for oid in found), ("done",))
    ask(state, Decision(seat, "opening_hand_action", options, "opening_hand_answer", (),
                        "Begin the game with a card from your opening hand on the battlefield? (103.6)", "103.6"))


@resumer("opening_hand_answer")
def opening_hand_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    if action[0] == "done":
        return
    events.move(state, action[1], BATTLEFIELD, mover=decision.player, cause="103.6")
    push(state, ("opening_hand_ask", decision.player))
