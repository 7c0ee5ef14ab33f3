"""Playing a land (305): a special action that uses a land drop and doesn't use the stack (116.2a, 305.1).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.events import lose_life, move
from kitchentable.rules.stack.resolve import ENTERING_CHOICES, PAID_LIFE_TAG
from kitchentable.rules.state import BATTLEFIELD, Decision, GameState


def play_land(state: GameState, seat: int, oid: int) -> None:
    """305.1: playing a land is a special action: it moves to the battlefield; it doesn't use the stack."""
    state.players[seat].lands_played += 1

    for _rule, asked in ENTERING_CHOICES:
        if asked(state, oid, seat):  # "As this land enters, choose a creature type." (614.12)
            return
    life = next((ab.param("pay_life") for ab in state.objects[oid].card.static
                 if ab.kind == "enters_tapped" and ab.param("pay_life")), None)
    if life is not None:
        options = (("pay",), ("no",)) if state.players[seat].life >= int(life) else (("no",),)  # 119.4
        ask(state, Decision(seat, "pay_life_as_enters", options, "pay_life_as_enters", (oid, int(life)),
                            f"Pay {life} life so it enters untapped? (614.12)", "614.12"))
        return
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1")


@resumer("pay_life_as_enters")
def pay_life_as_enters(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """614.12: the land's controller pays the life (119.4) or not as it enters; it enters untapped only if
    they paid."""
    oid, life = decision.data
    seat = decision.player
    tags: frozenset[str] = frozenset()
    if action == ("pay",):
        lose_life(state, seat, life)
        state.log_event("119.4", "paid_life", seat, life)
        tags = frozenset({PAID_LIFE_TAG})
    move(state, oid, BATTLEFIELD, controller=seat, mover=seat, cause="305.1", tags=tags)
