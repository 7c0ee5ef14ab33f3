"""What mana was spent to cast a spell (601.2h; the hybrid "if {R} was spent" cards, converge 702.? / 207.2c,
adamant 207.2c).

Only a card compiled with the flag "mana_spent" (its text says "... was spent to cast ...") has its payment
recorded, so other spells pay nothing for this. The mana paid for its total cost is kept as tags on the spell
("spent:W:2"), which the permanent it becomes keeps (like "kicked", set before its enter replacements so "enters
with a counter for each color of mana spent to cast it" reads them). Questions:

- condition "mana_spent": every symbol of `name` ("R", "UB") was spent (at least `n` of it for adamant's "at
  least three white mana");
- amount "colors_spent": the number of colors of mana spent (converge).

Mana produced by a source that isn't known at payment (unbounded payment, ICR 100.11) isn't recorded.
"""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.state import GameState

FLAG = "mana_spent"
_PREFIX = "spent:"


def record(state: GameState, stack_id: int, mana: tuple[tuple[str, int], ...]) -> None:
    """601.2h: remember the mana spent on this spell's total cost (only for cards with the flag)."""
    o = state.objects.get(stack_id)
    if o is None or FLAG not in o.card.flags:
        return
    o = state.mut(stack_id, characteristics=False)
    o.tags = frozenset(t for t in o.tags if not t.startswith(_PREFIX)) | {
        f"{_PREFIX}{kind}:{n}" for kind, n in mana if n}


def carried(tags: frozenset[str]) -> frozenset[str]:
    """The spending tags a permanent keeps from the spell it was."""
    return frozenset(t for t in tags if t.startswith(_PREFIX))


def spent(state: GameState, oid: int | None) -> dict[str, int]:
    """Mana of each type spent to cast this spell or the spell this permanent was ({} if it wasn't cast)."""
    o = state.objects.get(oid) if oid is not None else None
    if o is None or not o.tags:
        return {}
    out: dict[str, int] = {}
    for t in o.tags:
        if t.startswith(_PREFIX):
            _, kind, n = t.split(":")
            out[kind] = int(n)
    return out


def check(state: GameState, cond: Condition, source: int | None) -> bool:
    """"If {U}{B} was spent to cast ~", "if at least three white mana was spent to cast ~"."""
    paid = spent(state, source)
    need: dict[str, int] = {}
    for symbol in cond.name:
        need[symbol] = need.get(symbol, 0) + 1
    return all(paid.get(symbol, 0) >= max(n, cond.n) for symbol, n in need.items())


def colors_spent(state: GameState, source: int | None) -> int:
    """Converge: the number of colors of mana spent to cast it (105.1: W, U, B, R, G; colorless isn't one)."""
    return sum(1 for kind, n in spent(state, source).items() if n and kind in "WUBRG")
