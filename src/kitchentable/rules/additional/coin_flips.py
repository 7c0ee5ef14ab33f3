"""Coin flips (705): "Flip a coin until you lose a flip." (705.1: each flip is called and won or lost; the
player flips again after each win), and the trigger "whenever a player wins a coin flip" (705.2), which hears the
event ("coin_flip", seat, won) every flip notifies (`stack.information.flip_coin` and this module's loop)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Simple, TriggeredAbility
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.resolve import remember
from kitchentable.rules.stack.triggers import matcher, notify, whose_matches
from kitchentable.rules.state import GameState

MAX_FLIPS = 1000
"""A bound on one "until you lose a flip" (each flip is a fair coin, so a run this long never happens in play)."""


def flip(state: GameState, seat: int) -> bool:
    """705.1: one flip by `seat`, won half the time (the game's seeded random source); the flip is an event."""
    won = state.rng.random() < 0.5
    state.log_event("705.1", "coin_flip", seat, won)
    notify(state, ("coin_flip", seat, won))
    return won


@executor("flip_until_lose")
def flip_until_lose(state: GameState, rid: int, eff: Simple) -> None:
    """"Flip a coin until you lose a flip": flips until one is lost; how many were won is remembered."""
    for seat in players_of(state, rid, eff.subject):
        wins = 0
        while wins < MAX_FLIPS and flip(state, seat):
            wins += 1
        remember(state, rid, "flips_won", wins)


@matcher("coin_flip", "won_coin_flip")
def _won_coin_flip(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                   event: tuple[Any, ...]) -> bool:
    """"Whenever a player wins a coin flip" / "whenever you win a coin flip" (705.2)."""
    return bool(event[2]) and whose_matches(ab.trigger.whose, event[1], controller, state, source)
