"""Party (700.8): a player's party is up to one each of Cleric, Rogue, Warrior and Wizard among the creatures they
control. The size counts each creature once, in whichever of its roles makes the party largest (700.8a: a
creature with two of the types fills one place only), so it is a maximum matching of creatures to the four
roles, small enough to search outright.

Registered: the amount kind "party_size" ("for each creature in your party", "the number of creatures in your
party", 608.2h) and the condition "full_party" ("if you have a full party": four creatures, 700.8b)."""

from __future__ import annotations

from kitchentable.rules.abilities import Amount, Condition
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.stack.amounts import amount_kind
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.state import GameState

ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")
"""The creature types a party is made of (700.8)."""

FULL_PARTY = len(ROLES)


def party_size(state: GameState, seat: int) -> int:
    """The number of creatures in `seat`'s party (700.8a): the largest set of the player's creatures that can
    each fill a different role."""
    fits: list[frozenset[str]] = []
    for oid in state.battlefield():
        c = chars(state, oid)
        if c.controller == seat and "Creature" in c.types:
            roles = frozenset(c.subtypes) & frozenset(ROLES)
            if roles:
                fits.append(roles)
    return _largest(fits, frozenset())


def _largest(fits: list[frozenset[str]], taken: frozenset[str]) -> int:
    """The most creatures of `fits` that can fill distinct roles not in `taken`."""
    if not fits or len(taken) == FULL_PARTY:
        return 0
    first, rest = fits[0], fits[1:]
    best = _largest(rest, taken)  # this creature left out
    for role in first - taken:
        best = max(best, 1 + _largest(rest, taken | {role}))
        if best == FULL_PARTY - len(taken) or best == len(fits):
            break
    return best


@amount_kind("party_size")
def _party_amount(state: GameState, amount: Amount, controller: int, source: int | None) -> int:
    """"For each creature in your party" (700.8, 608.2h: counted as the effect happens)."""
    return party_size(state, controller)


@condition("full_party")
def _full_party(state: GameState, cond: Condition, controller: int, source: int | None, ctx: object | None) -> bool:
    """"If you have a full party" (700.8b): four creatures in the party."""
    return party_size(state, controller) == FULL_PARTY
