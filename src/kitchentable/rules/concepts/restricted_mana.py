"""Mana with a spending restriction (106.6): "{T}: Add one mana of any color. Spend this mana only to cast
creature spells."

Such mana goes to the pool's `restricted` list, apart from the ordinary amounts, so no payment that doesn't
allow it can spend it: costs of activated abilities, "you may pay {2}" and spells that don't match never see
it. While a matching spell's mana is paid (601.2g-h) it is lent to the payment and spent before ordinary
mana of the same type; what is left goes back with its restriction, and empties with the pool (500.4). The
automatic payment taps a restricted source only for a spell it may pay for, and taps a source whose mana has a
rider that helps the spell before any other (`rider_sources`). Only pools holding such mana and
mana abilities that make it are looked at, so other payments do nothing more.
A restriction with a rider (`SpendRestriction`: "..., and that spell can't be countered") marks the spell it was
spent on (`UNCOUNTERABLE_TAG`, read by `rules.stack.resolve.counter`).
"This mana can't be spent to cast a nonartifact spell." (the Powerstone token, `SpendRestriction.other_costs`) is
the other way round: it pays any cost but a spell's that doesn't match, so it is lent to ability payments too.
"Spend this mana only to activate abilities [of <kind>]" and "... to cast <spells> or activate abilities of <kind>"
(`SpendRestriction.abilities`) lend the mana to the payment of an activated ability whose source matches (602.2b;
a mana ability's own mana cost is paid from the pool apart, so such mana doesn't pay it). Other "when you spend
this mana" riders are not supported.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import AddMana, Filter, SpendRestriction
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.state import GameState

Lent = list[tuple[str, int, "Filter | SpendRestriction"]]

UNCOUNTERABLE_TAG = "uncounterable:mana"
"""The tag of a spell that restricted mana with "that spell can't be countered" was spent on (106.6)."""


def restriction_of(state: GameState, oid: int, index: int) -> Filter | SpendRestriction | None:
    """The spending restriction of the mana this mana ability makes, if any."""
    ab = chars(state, oid).activated[index]
    for mode in ab.effect.modes:
        for eff in mode.effects:
            if isinstance(eff, AddMana) and eff.only_for is not None:
                return eff.only_for
    return None


def may_spend(state: GameState, c: Any, flt: Filter | SpendRestriction) -> bool:
    """106.6: may mana restricted to `flt` pay for what context `c` is paying? A matching spell, or an activated
    ability of a matching source when the restriction names abilities."""
    from kitchentable.rules.concepts.targets import matches_object

    if isinstance(flt, SpendRestriction):
        if flt.other_costs and c.kind != "spell":  # "can't be spent to cast a nonartifact spell": abilities may
            return True
        if flt.abilities is not None and c.kind == "activated":  # "... or activate abilities of artifacts"
            return bool(c.source in state.objects
                        and matches_object(state, c.source, flt.abilities, c.controller, c.source))
        if flt.no_spells:  # "Spend this mana only to activate abilities."
            return False
        flt = flt.spells
    return bool(c.kind == "spell" and c.stack_id in state.objects
                and matches_object(state, c.stack_id, flt, c.controller, c.stack_id))


def usable_sources(state: GameState, c: Any, abilities: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The mana abilities the automatic payment may use for `c`: those making restricted mana only when that
    mana could be spent on it."""
    out = []
    for oid, i in abilities:
        flt = restriction_of(state, oid, i)
        if flt is None or may_spend(state, c, flt):
            out.append((oid, i))
    return out


def rider_sources(state: GameState, c: Any, abilities: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The mana abilities among `abilities` whose mana carries a rider that helps what `c` pays for (106.6:
    "..., and that spell can't be countered", Cavern of Souls) and whose restriction allows it. The automatic
    payment taps these first, and spends their mana on the generic part of the cost too, since a player who
    can make the spell uncounterable for free always wants to."""
    if c.kind != "spell":
        return []
    out = []
    for oid, i in abilities:
        flt = restriction_of(state, oid, i)
        if isinstance(flt, SpendRestriction) and flt.uncounterable and may_spend(state, c, flt):
            out.append((oid, i))
    return out


def with_lendable(state: GameState, c: Any, amounts: dict[str, int]) -> dict[str, int]:
    """The pool amounts plus the restricted mana that may pay for `c` (for checks; nothing moves)."""
    pool = state.players[c.controller].pool
    if not pool.restricted:
        return amounts
    out = dict(amounts)
    for kind, n, flt in pool.restricted:
        if may_spend(state, c, flt):
            out[kind] = out.get(kind, 0) + n
    return out


def lend(state: GameState, c: Any, lent: Lent) -> None:
    """Move the restricted mana that may pay for `c` into the pool amounts, remembering it in `lent`."""
    pool = state.players[c.controller].pool
    if not pool.restricted:
        return
    kept = []
    for entry in pool.restricted:
        if may_spend(state, c, entry[2]):
            lent.append(entry)
            pool.add(entry[0], entry[1])
        else:
            kept.append(entry)
    pool.restricted = kept


def settle(state: GameState, c: Any, lent: Lent) -> None:
    """After the payment (or a failed one): restricted mana was spent first; what is left of it goes back to
    the restricted list with its restriction."""
    if not lent:
        return
    pool = state.players[c.controller].pool
    for kind in {k for k, _n, _f in lent}:
        entries = [e for e in lent if e[0] == kind]
        left = min(pool.amounts.get(kind, 0), sum(n for _k, n, _f in entries))
        if left:
            pool.amounts[kind] -= left
            if not pool.amounts[kind]:
                del pool.amounts[kind]
        for k, n, flt in reversed(entries):  # the last lent is given back first
            back = min(n, left)
            if back:
                pool.restricted.append((k, back, flt))
                left -= back
            if back < n and isinstance(flt, SpendRestriction) and flt.uncounterable and c.stack_id in state.objects:
                o = state.mut(c.stack_id)  # some of it was spent on this spell: it can't be countered
                o.tags = o.tags | {UNCOUNTERABLE_TAG}
    lent.clear()
