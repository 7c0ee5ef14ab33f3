"""Mana abilities that remove a chosen number of counters (the storage lands, 605.1a, 107.3).

"{T}, Remove any number of storage counters from ~: Add {W} for each storage counter removed this way." and
"{1}, Remove X storage counters from ~: Add X mana in any combination of {W} and/or {U}." The cost part is
`Cost.remove_any` (the counter kind); the effect is one `AddMana` whose amount is X (the number removed), with
`mana` (one type) or `choices` (any combination of them).

Such an ability is activated as ("mana", id, index, mana) where `mana` is the exact mana it adds ("WWU"): its
length is X (plus one for the mana batteries' "add {B}, then add an additional {B} for each"), X the
number of counters removed (chosen as it is activated, 601.2b through 605.3a), and each symbol
one of the allowed types. Those actions are offered while paying a cost (601.2g) and, with the option
`idle_mana_abilities`, at priority. A mana part of the cost ({1}) is paid from the mana pool (so it is offered
only once the pool can pay it). Partial: at most MAX_X counters are removed in one activation.
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from kitchentable.rules.abilities import ActivatedAbility, AddMana
from kitchentable.rules.concepts.mana import pay_from_pool
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.state import GameState

MAX_X = 10


def _effect(ab: ActivatedAbility) -> AddMana | None:
    effects = [e for m in ab.effect.modes for e in m.effects]
    return effects[0] if len(effects) == 1 and isinstance(effects[0], AddMana) else None


def choices(state: GameState, seat: int, oid: int, index: int) -> list[str]:
    """The mana strings one activation of this ability could add now (empty if it can't be activated)."""
    from kitchentable.rules.casting.payment import summoning_sick
    from kitchentable.rules.concepts.card_names import activation_banned, any_bans

    o = state.objects[oid]
    ab = chars(state, oid).activated[index]
    eff = _effect(ab)
    if any_bans(state) and activation_banned(state, oid, True):
        return []
    have = min(o.counters.get(ab.cost.remove_any, 0), MAX_X)
    if eff is None or have <= 0 and not eff.amount.plus:
        return []
    if ab.cost.tap and (o.tapped or ("Creature" in chars(state, oid).types and summoning_sick(state, oid))):
        return []
    if ab.cost.mana is not None and not ab.cost.mana.is_zero():
        p = state.players[seat]
        if pay_from_pool(ab.cost.mana, p.pool.amounts, 0) is None:
            return []
    kinds = eff.mana[:1] if eff.mana else eff.choices
    base = eff.amount.plus  # "Add {B}, then add an additional {B} for each charge counter removed this way."
    return ["".join(combo) for n in range(0 if base else 1, have + 1)
            for combo in combinations_with_replacement(kinds, n + base)]


def storage_options(state: GameState, seat: int) -> list[tuple[Any, ...]]:
    """("mana", id, index, mana) for every such ability the player controls (remembered which permanents
    have one in the cache's "ability_holders", like `rules.casting.payment.mana_sources`)."""
    lists: dict[Any, Any] | None = state.cache.get("ability_holders")
    if lists is None:  # not setdefault: no empty dict made and dropped at each call
        lists = state.cache["ability_holders"] = {}
    key = ("storage", seat)
    holders: list[tuple[int, int]] | None = lists.get(key)
    if holders is None:
        holders = [(oid, i) for oid in state.battlefield() if chars(state, oid).controller == seat
                   for i, ab in enumerate(chars(state, oid).activated) if ab.is_mana and ab.cost.remove_any]
        lists[key] = holders
    return [("mana", oid, i, m) for oid, i in holders if oid in state.objects
            for m in choices(state, seat, oid, i)]


def activate(state: GameState, seat: int, oid: int, index: int, mana: str | None) -> None:
    """605.3b: pay the costs (tap, mana from the pool, remove len(mana) counters), then add the mana."""
    from kitchentable.rules.events import remove_counters, tap

    if mana is None or mana not in choices(state, seat, oid, index):
        raise IllegalAction("605.3a", "choose how many counters to remove and which mana to add")
    ab = chars(state, oid).activated[index]
    if ab.cost.tap:
        tap(state, oid)
    pool = state.players[seat].pool
    if ab.cost.mana is not None and not ab.cost.mana.is_zero():
        payment = pay_from_pool(ab.cost.mana, pool.amounts, 0)
        assert payment is not None
        for kind, n in payment.mana:
            pool.amounts[kind] -= n
            if not pool.amounts[kind]:
                del pool.amounts[kind]
    eff = _effect(ab)
    remove_counters(state, oid, ab.cost.remove_any, len(mana) - (eff.amount.plus if eff is not None else 0))
    for symbol in mana:
        pool.add(symbol, 1)
    state.log_event("605.3b", "mana", seat, oid)
