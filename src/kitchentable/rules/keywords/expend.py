"""Expend N (2024 rules, newer than the bundled CR): "You expend N as you spend your Nth total mana to cast spells
and activate abilities this turn." Each payment of mana from a player's pool (`payment.MANA_SPENT_HOOKS`) adds to
their total this turn (a turn fact, gone with the turn) and tells the triggers how far it went, so "whenever you
expend 4" triggers once, on the payment that reaches or passes 4 (a payment of five from 2 expends 4 and 5 at
once)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.casting.payment import MANA_SPENT_HOOKS
from kitchentable.rules.stack.triggers import matcher, notify, whose_matches
from kitchentable.rules.state import GameState

MANA_SPENT_THIS_TURN = "mana_spent_this_turn"
"""Turn fact keyed (MANA_SPENT_THIS_TURN, seat): the total mana that player spent on costs this turn."""


def note_mana_spent(state: GameState, seat: int, amount: int) -> None:
    """Add a payment to the player's total and announce the span it covered ("expend", seat, before, after)."""
    if amount <= 0:
        return
    before = int(state.turn_facts.get((MANA_SPENT_THIS_TURN, seat), 0))
    state.turn_facts[(MANA_SPENT_THIS_TURN, seat)] = before + amount
    notify(state, ("expend", seat, before, before + amount))


MANA_SPENT_HOOKS.append(note_mana_spent)


@matcher("expend", "expend")
def _expend(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """"Whenever you expend N": this payment took the player's total from below N to N or more."""
    _kind, seat, before, after = event
    return before < ab.trigger.at_least <= after and whose_matches(ab.trigger.whose, seat, controller, state, source)
