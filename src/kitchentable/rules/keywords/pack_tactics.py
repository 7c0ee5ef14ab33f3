"""Pack tactics (207.2c): "if you attacked with creatures with total power 6 or greater this combat". The total is
the power of the creatures declared as attackers (508.1), taken as they are declared: what happens to their power
afterwards, or to the creatures, does not change it, so the trigger and its resolution (603.4) read the same total.
A later combat this turn declares its own attackers and replaces the total ("this combat"; partial: if the very
same creatures attack again, the first combat's total is read as the second's attack triggers are checked)."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.combat import as_attackers_are_declared

ATTACKED_POWER = "attacked_power"
"""Turn fact keyed (ATTACKED_POWER, seat): (the creatures that seat attacked with this combat, their total power)."""


def _total_power(state: GameState, attackers: Any) -> int:
    return sum(chars(state, oid).power or 0 for oid in attackers if oid in state.objects)


@as_attackers_are_declared("207.2c")
def note_attacking_power(state: GameState, attackers: Any) -> list[tuple[Any, ...]]:
    """Record the attacking player's total power as attackers are declared (508.1); no choice to make."""
    state.turn_facts[(ATTACKED_POWER, state.active)] = (frozenset(attackers), _total_power(state, attackers))
    return []


def attacked_total_power(state: GameState, seat: int) -> int:
    """The total power `seat` attacked with this combat. The attack triggers are checked as the attacks are
    declared, before the total is recorded (`note_attacking_power` runs after them): then nothing has changed
    yet, and the total is read from the attackers themselves."""
    combat = state.combat
    if combat is None or state.active != seat:
        return 0
    declared = frozenset(combat.attackers)
    recorded = state.turn_facts.get((ATTACKED_POWER, seat))
    if recorded is not None and recorded[0] <= declared:
        return int(recorded[1])
    return _total_power(state, declared)


@condition("attacked_total_power_at_least")
def _attacked_total_power_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                                   ctx: object | None = None) -> bool:
    """"if you attacked with creatures with total power N or greater this combat"."""
    return attacked_total_power(state, controller) >= cond.n
