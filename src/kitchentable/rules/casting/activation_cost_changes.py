"""Static abilities that change what other objects' activated abilities cost (601.2f, applied to activations by
602.2b; mana abilities too, 605.3a): "Activated abilities of creatures you control cost {1} less to activate.",
"Equip abilities you activate cost {1} less to activate.", "Abilities you activate that aren't mana abilities cost
{2} less to activate.", "Activated abilities cost {2} more to activate unless they're mana abilities."

The ability is a `StaticAbility` of kind "activation_cost_change":

- `affected`: the objects whose abilities change (None: any object); matched against the ability's source with
  the static ability's controller as "you";
- `power`: the generic mana added or taken off;
- params "change" ("less" / "more"), "whose" ("you": only abilities its controller activates), "keyword"
  (only that keyword's abilities: "equip"), "nonmana" (not mana abilities) and "floor_one" ("This effect can't
  reduce the mana in that cost to less than one mana.").

601.2f: increases are added before reductions are taken off; a reduction takes off generic mana only, never
below zero, and with "floor_one" never below one mana in all (a cost with no mana isn't reduced at all).
"""

from __future__ import annotations

from kitchentable.rules.abilities import ActivatedAbility, StaticAbility
from kitchentable.rules.casting.total_cost import activation_cost_change
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import printed_static_kinds, static_sources
from kitchentable.rules.state import GameState

KIND = "activation_cost_change"


def _applies(state: GameState, seat: int, oid: int, ab: ActivatedAbility, st: StaticAbility, src: int,
             ctl: int) -> bool:
    """Whether the static ability `st` of `src` (controlled by `ctl`) changes this activation's cost."""
    if st.param("whose") == "you" and seat != ctl:
        return False
    if st.param("nonmana") and ab.is_mana:
        return False
    keyword = st.param("keyword")
    if keyword is not None and not ab.text.lower().startswith(str(keyword)):
        return False
    return st.affected is None or matches_object(state, oid, st.affected, ctl, src)


def _reduced(cost: ManaCost, n: int, floor_one: bool) -> ManaCost:
    """Generic mana taken off (601.2f); with `floor_one` the cost keeps at least one mana of any kind."""
    if floor_one:
        n = min(n, max(0, cost.mana_value - 1))
    return cost.reduce_generic(n) if n > 0 else cost


@activation_cost_change("601.2f")
def changed_by_statics(state: GameState, seat: int, oid: int, ab: ActivatedAbility, cost: ManaCost) -> ManaCost:
    """The activation's mana cost after every "activated abilities of ... cost {N} less / more to activate" in
    play: increases first, then each reduction (601.2f)."""
    if KIND not in printed_static_kinds(state):
        return cost
    changes = [(st, src, ctl) for src, st, ctl in static_sources(state)
               if st.kind == KIND and _applies(state, seat, oid, ab, st, src, ctl)]
    for st, _src, _ctl in changes:
        if st.param("change") == "more":
            cost = cost.plus(ManaCost(generic=st.power))
    for st, _src, _ctl in changes:
        if st.param("change") != "more":
            cost = _reduced(cost, st.power, bool(st.param("floor_one")))
    return cost
