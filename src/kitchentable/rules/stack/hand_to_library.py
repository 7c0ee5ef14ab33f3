"""Putting cards from a hand on top of or on the bottom of a library (401.4, 608.2c): "Draw three cards, then put
two cards from your hand on top of your library in any order." (Brainstorm), "Draw two cards, then put a card from
your hand on the bottom of your library." The player chooses the cards as the effect resolves, one at a time; each
goes to the top (or the bottom) as it is chosen, so the last card chosen ends on top (or at the very bottom) and the
order of the choices is the "any order" the text gives. The cards move between two hidden zones: only the player
sees which (400.2), and knows where they are until the library is shuffled (`concepts.looking`). Params of the `Simple`: "where" ("top" / "bottom"); its amount is how many cards."""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.concepts.looking import look
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.stack.effects import executor, players_of, value
from kitchentable.rules.state import HAND, LIBRARY, Decision, GameState


@executor("hand_to_library")
def hand_to_library(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    where = "bottom" if eff.param("where") == "bottom" else "top"
    push(state, *[("hand_to_library", rid, seat, n, where) for seat in players_of(state, rid, eff.subject)])


@handler("hand_to_library")
def hand_to_library_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, rid, seat, n, where = frame
    hand = state.zone(HAND, seat)
    if n <= 0 or not hand:
        return
    ask(state, Decision(seat, "choose_card", tuple((where, o) for o in hand), "hand_to_library", (rid, n, where),
                        f"Choose a card from your hand to put on the {where} of your library ({n} to go; the last "
                        f"one chosen ends {'on top' if where == 'top' else 'at the bottom'}).", "401.4"))


@resumer("hand_to_library")
def hand_to_library_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, n, where = decision.data
    new = events.move(state, action[1], LIBRARY, to_seat=decision.player, top=where == "top", mover=decision.player,
                      cause="401.4")
    key = state.objects[new].zone
    look(state, decision.player, [new], "401.4", key)  # the player knows where they put it (until a shuffle)
    push(state, ("hand_to_library", rid, decision.player, n - 1, where))
