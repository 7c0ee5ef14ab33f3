"""Putting cards from a hand on top of or on the bottom of a library: "Draw three cards, then put two cards from
your hand on top of your library in any order." (Brainstorm), "Draw two cards, then put a card from your hand on
the bottom of your library." (Mordenkainen).

The player chooses the cards as the effect resolves (608.2c), one at a time, and each goes where the text says
as it is chosen: on top, so the last card chosen ends on top; on the bottom, so the last card chosen ends
lowest. That is the "any order" the text gives the player (401.4). A player with fewer cards in hand puts all of
them. The cards go to their owner's library (400.3); the log names them to their owner alone (a hidden zone to
a hidden zone, 401.2, 402.3).

The executor registers in `rules.stack.effects.EXECUTORS`; nothing here runs for games without these cards.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor, players_of, value
from kitchentable.rules.state import HAND, LIBRARY, Decision, GameState


def _ask_next(state: GameState, seat: int, left: int, top: bool) -> None:
    hand = tuple(state.zones.get((HAND, seat), ()))
    if left <= 0 or not hand:
        return
    where = "on top of" if top else "on the bottom of"
    ask(state, Decision(seat, "choose_card", tuple(("choose", o) for o in hand), "hand_to_library",
                        (seat, left, top), f"Choose a card from your hand to put {where} your library ({left} left).",
                        "608.2c"))


@resumer("hand_to_library")
def hand_to_library_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, left, top = decision.data
    oid = action[1]
    events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, top=top, mover=seat, cause="608.2c")
    _ask_next(state, seat, left - 1, top)


@executor("hand_to_library")
def hand_to_library(state: GameState, rid: int, eff: Simple) -> None:
    """The subject puts N cards from their hand on top of (or on the bottom of) their library, one at a time."""
    n = value(state, rid, eff.amount)
    for seat in players_of(state, rid, eff.subject)[:1]:
        _ask_next(state, seat, n, bool(eff.param("top", True)))
