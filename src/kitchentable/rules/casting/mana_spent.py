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

"If mana from a Treasure was spent to cast ~" (601.2h; Treasure 111.10a): the pool keeps how much of each type a
Treasure made (`ManaPool.from_treasure`, marked by `mark_treasure_mana` as a Treasure's mana ability adds it).
Which mana pays a cost is the player's choice; a spell is taken to spend its Treasure mana first (the choice that
never loses a Treasure bonus), and any other payment spends ordinary mana first. The Treasure mana a spell spent
is a tag on it (every spell, not only flagged cards: "whenever you cast a spell, if mana from a Treasure was
spent to cast it" asks about another card), carried by the permanent it becomes; condition
"treasure_mana_spent" reads it.
"""

from __future__ import annotations

from kitchentable.rules.abilities import Condition
from kitchentable.rules.concepts.mana import ManaPool
from kitchentable.rules.state import GameState

FLAG = "mana_spent"
_PREFIX = "spent:"
TREASURE_SPENT = "spent_from:Treasure"
"""The tag of a spell (and the permanent it became) that Treasure mana was spent to cast."""


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
    return frozenset(t for t in tags if t.startswith(_PREFIX) or t == TREASURE_SPENT)


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


def treasure_source(state: GameState, oid: int) -> bool:
    """Is this permanent a Treasure (111.10a), its mana "mana from a Treasure"? Asked as its mana ability is
    activated, before the Treasure is sacrificed to pay for it."""
    from kitchentable.rules.continuous.layers import chars  # layers reads conditions, which read this module

    return "Treasure" in chars(state, oid).subtypes


def mark_treasure_mana(pool: ManaPool, before: dict[str, int]) -> None:
    """A Treasure's mana ability just added mana to `pool` (which held `before`): that mana is Treasure mana."""
    for kind, n in pool.amounts.items():
        added = n - before.get(kind, 0)
        if added > 0:
            pool.from_treasure[kind] = pool.from_treasure.get(kind, 0) + added


def record_treasure_spent(state: GameState, stack_id: int, seat: int, mana: tuple[tuple[str, int], ...]) -> None:
    """601.2h: the spell's mana `mana` was just taken from `seat`'s pool; its Treasure mana is spent first, and
    the spell remembers that some was."""
    pool = state.players[seat].pool
    used = 0
    for kind, n in mana:
        marked = min(pool.from_treasure.get(kind, 0), pool.amounts.get(kind, 0) + n)
        take = min(n, marked)
        used += take
        if marked - take:
            pool.from_treasure[kind] = marked - take
        else:
            pool.from_treasure.pop(kind, None)
    if used and stack_id in state.objects:
        o = state.mut(stack_id, characteristics=False)
        o.tags = o.tags | {TREASURE_SPENT}


def treasure_spent(state: GameState, oid: int | None) -> bool:
    """Was mana from a Treasure spent to cast this spell, or the spell this permanent was?"""
    o = state.objects.get(oid) if oid is not None else None
    return o is not None and TREASURE_SPENT in o.tags
