"""Energy (107.14): the {E} symbol is one energy counter on a player (122.1). "You get {E}{E}" gives the
player counters; a cost with {E} in it is paid by removing that many, and a player with fewer can't pay
it (118.3). Energy stays between turns and steps: it is a counter, not mana, so nothing empties it. The
"get_energy" effect is in `rules.stack.effects`, beside poison counters.
"""

from __future__ import annotations

from kitchentable.rules.state import GameState

ENERGY = "energy"


def energy_of(state: GameState, seat: int) -> int:
    return state.players[seat].counters.get(ENERGY, 0)


def can_pay_energy(state: GameState, seat: int, n: int) -> bool:
    """118.3: a player can't pay {E} without the energy counters to remove."""
    return n <= 0 or energy_of(state, seat) >= n


def pay_energy(state: GameState, seat: int, n: int) -> None:
    """107.14: to pay {E}, the player removes one energy counter from themselves."""
    if n <= 0:
        return
    counters = state.players[seat].counters
    left = counters.get(ENERGY, 0) - n
    if left < 0:
        raise ValueError(f"player {seat} pays {n} energy with only {counters.get(ENERGY, 0)}")
    if left:
        counters[ENERGY] = left
    else:
        counters.pop(ENERGY, None)
    state.log_event("107.14", "energy_paid", seat, n)
