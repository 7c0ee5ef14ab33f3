"""Mana abilities whose mana is chosen, and mana abilities that cost mana (rules 106.1, 605.1a, 605.3).

Which mana an ability adds is chosen as it resolves, and a mana ability resolves as it is activated (605.3b),
so the choice is part of the activation: the action is ("mana", id, index, mana), `mana` the exact mana added
("G", "WU", "RRR"). One activation of

- "Add {R} or {G}" / "Add one mana of any color" adds one of the listed types;
- "Add three mana of any one color" adds three of one type;
- "Add {W}{W}, {W}{U}, or {U}{U}" (the filter lands) adds one of the listed groups;
- "Add two mana in any combination of colors" adds each unit of its own listed type (`AddMana.combination`);
- "Add two mana of different colors" adds units of listed types no two alike (`AddMana.different`).

The plain ("mana", id, index) stays the first listed choice, so recorded games replay as before; the other
choices are offered beside it. A mana ability with a mana cost ("{W/U}, {T}: Add ...", "{1}: Add {R}, {G}, or
{B}") pays that mana from the player's pool as it is activated (602.2b, 605.3a); it is offered only once the
pool holds it, and never by the automatic payment (which taps one-mana sources only).

A mana ability whose cost names other objects the player chooses (Bog Witch's "{B}, {T}, Discard a card: Add
{B}{B}{B}", Ashnod's Altar's "Sacrifice a creature: Add {C}{C}") or changes counters on its source is offered
whenever those parts can be paid (605.3a: mana abilities are activated like any other, 602.2b, 601.2h): at
priority (with idle mana abilities offered) and while paying a cost (601.2g). Activating it asks for each chosen
object in turn ("cost_discard", "cost_sacrifice", ... with ("pick", kind, id) answers, or ("cancel",), which
abandons the activation before anything is paid); then every part is paid and the mana added at once (605.3b).
The legal-action pre-check counts the mana such an ability would add net of its mana cost
(`picked_mana_units`); the automatic payment never uses it, since what to discard or sacrifice is the player's
choice (601.2h).

A mana ability that works in the hand (Simian Spirit Guide's "Exile this card from your hand: Add {R}.", 602.2,
605.1a) is offered while the card is in its owner's hand, at priority (with idle mana abilities offered) and while
paying a cost (601.2g); activating it exiles the card and adds the mana at once (605.3b). The legal-action
pre-check counts its mana (`hand_mana_units`); the automatic payment never uses it, since spending a card is the
player's choice.

A mana ability that spends its own source or the player's life or energy and nothing they choose (a Treasure's
"{T}, Sacrifice this artifact: Add one mana of any color.", 111.10a; Lotus Petal) is offered while paying a cost
(601.2g) as well as at priority (with idle mana abilities offered), and the legal-action pre-check counts its mana
(`spending_units`); the automatic payment never uses it, since giving up the permanent is the player's choice.

Partial: "any combination" over more than MAX_COMBINATION units offers only the one-type choices.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, combinations_with_replacement
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import ActivatedAbility, AddMana, Cost
from kitchentable.rules.casting.context import CastContext
from kitchentable.rules.casting.library_costs import library_cost_payable
from kitchentable.rules.casting.zone_facts import HAND_MANA, zone_facts_of
from kitchentable.rules.concepts.card_names import activation_banned, any_bans
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.mana import ManaPool, pay_from_pool
from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.records import replace
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.state import EXILE, HAND, Decision, GameState

MAX_COMBINATION = 4


def pays_itself(cost: Cost) -> bool:
    """Whether `activate_mana_ability` pays all of this cost by itself (602.2b, 605.3a): {T}, sacrificing,
    exiling or returning the source, life and energy. A mana ability that also costs mana, counters, discards or other permanents is
    not offered on its own at priority, since activating it that way would skip those parts."""
    return (cost.mana is None or cost.mana.is_zero()) and not (
        cost.untap or cost.sacrifice is not None or cost.discard is not None or cost.discard_count
        or cost.discard_self or cost.exile_from_graveyard is not None or cost.exile_count
        or cost.remove_counters[1] or cost.add_counters[1] or cost.tap_untapped is not None or cost.tap_count
        or cost.crew or cost.evidence or cost.bounce_count or cost.per_x or cost.forage or cost.counter_from_count
        or cost.craft_count)


def produces(state: GameState, oid: int, index: int) -> frozenset[str]:
    """The mana types one activation of this mana ability could add: read from the ability alone, so
    remembered per ability object (abilities are immutable and shared between objects)."""
    ab = chars(state, oid).activated[index]
    found = _PRODUCES.get(id(ab))
    if found is not None and found[0] is ab:
        return found[1]
    kinds: set[str] = set()
    for mode in ab.effect.modes:
        for eff in mode.effects:
            mana = getattr(eff, "mana", ())
            choices = getattr(eff, "choices", ())
            kinds.update(mana)
            kinds.update(sym for c in choices for sym in c)  # a filter land's "{W}{U}" group: both types
    # "of the chosen color" with no color chosen as it entered adds nothing (614.12), nor "of any color in your
    # commander's color identity" without a commander (903.4e)
    result = frozenset(k for k in kinds if not k.startswith("?"))
    if len(_PRODUCES) > 4096:
        _PRODUCES.clear()
    _PRODUCES[id(ab)] = (ab, result)
    return result


_PRODUCES: dict[int, tuple[Any, frozenset[str]]] = {}


def choice_effect(ab: ActivatedAbility) -> AddMana | None:
    """The one effect of this mana ability whose mana is chosen, if any."""
    found = [e for m in ab.effect.modes for e in m.effects if isinstance(e, AddMana) and e.choices]
    return found[0] if len(found) == 1 else None


def mana_strings(eff: AddMana, n: int) -> tuple[str, ...]:
    """Every exact mana one application of `eff` could add when it adds `n` of its mana (106.1)."""
    if n <= 0:
        return ()
    if eff.different:  # "two mana of different colors" (`phrases.different_colors_mana`): no type twice
        return tuple("".join(c) for c in combinations(eff.choices, n))
    if eff.combination and n > 1:
        if n > MAX_COMBINATION:
            return tuple(c * n for c in eff.choices)
        return tuple("".join(c) for c in combinations_with_replacement(eff.choices, n))
    return tuple(c * n for c in eff.choices)


def strings_for(state: GameState, seat: int, oid: int, ab: ActivatedAbility) -> tuple[str, ...]:
    """The mana an activation of this ability could add now (its amount counted now, 605.3b)."""
    from kitchentable.rules.casting.payment import _mana_times

    eff = choice_effect(ab)
    if eff is None:
        return ()
    return mana_strings(eff, _mana_times(state, seat, oid, eff))


def chosen_mana(state: GameState, seat: int, oid: int, ab: ActivatedAbility, eff: AddMana,
                choice: str | None) -> str:
    """The exact mana this activation adds: the answer given, or the first choice. A single type from the
    automatic payment ("G" for "three mana of any one color") means all of that type."""
    from kitchentable.rules.casting.payment import _mana_times

    strings = mana_strings(eff, _mana_times(state, seat, oid, eff))
    if not strings:
        return ""
    if choice is None:
        return strings[0]
    if choice in strings:
        return choice
    if len(choice) == 1:
        for s in strings:
            if choice in s and set(s) == {choice}:
                return s
        for s in strings:
            if choice in s:
                return s
    raise IllegalAction("605.3b", f"this mana ability can't add {choice}; it adds one of {', '.join(strings)}")


def pays_itself_but_mana(cost: Cost) -> bool:
    """A mana ability whose cost `activate_mana_ability` pays, once its mana part is paid from the pool."""
    return cost.mana is not None and not cost.mana.is_zero() and pays_itself(replace(cost, mana=None))


PICKED_PARTS = ("sacrifice", "discard", "exile", "tap", "return", "counter")


def pays_with_other_parts(cost: Cost) -> bool:
    """A mana ability whose cost, besides what `activate_mana_ability` pays itself and mana from the pool, has
    parts naming objects the player chooses (sacrifice, discard, exile from a graveyard or hand, tap untapped
    permanents, return a permanent) or counters put on or removed from its source (605.3a, 601.2h)."""
    if not (cost.sacrifice is not None or cost.discard_count or cost.exile_count and cost.exile_from_graveyard
            is not None or cost.tap_count and cost.tap_untapped is not None or cost.bounce_count and cost.bounce
            is not None or cost.remove_counters[1] or cost.add_counters[1]
            or cost.counter_from_count and cost.counter_from is not None):
        return False
    if cost.remove_any or cost.discard_self or cost.exile_self:
        return False
    rest = replace(cost, mana=None, sacrifice=None, discard=None, discard_count=0, exile_from_graveyard=None,
                   exile_count=0, tap_untapped=None, tap_count=0, bounce=None, bounce_count=0,
                   remove_counters=("", 0), add_counters=("", 0), counter_from=None, counter_from_count=0)
    return pays_itself(rest)


def _as_context(seat: int, oid: int, ab: ActivatedAbility) -> Any:
    return CastContext(kind="activated", controller=seat, stack_id=-1, source=oid, modal=ab.effect, cost=ab.cost)


def _pick_parts(state: GameState, seat: int, oid: int, ab: ActivatedAbility) -> list[tuple[str, list[int], int]]:
    """(kind, candidates, how many) for each part of this ability's cost the player chooses objects for."""
    from kitchentable.rules.casting.payment import _non_mana_choices

    return _non_mana_choices(state, _as_context(seat, oid, ab), ab.cost)


def _other_parts_payable(state: GameState, seat: int, oid: int, ab: ActivatedAbility) -> bool:
    name, n = ab.cost.remove_counters
    if n and state.objects[oid].counters.get(name, 0) < n:
        return False
    return all(len(pool) >= count for _kind, pool, count in _pick_parts(state, seat, oid, ab))


def pay_mana_part(state: GameState, seat: int, cost: Cost) -> None:
    """602.2b, 605.3a: pay a mana ability's mana cost from the pool's ordinary mana (restricted mana may
    only be spent on the spells it names, 106.6). Raises IllegalAction if the pool can't."""
    if cost.mana is None or cost.mana.is_zero():
        return
    pool = state.players[seat].pool
    payment = pay_from_pool(cost.mana, pool.amounts, 0)
    if payment is None:
        raise IllegalAction("602.2b", f"the mana ability's cost {cost.mana} can't be paid from the mana pool")
    for kind, n in payment.mana:
        pool.amounts[kind] -= n
        if not pool.amounts[kind]:
            del pool.amounts[kind]


def _usable(state: GameState, seat: int, oid: int, index: int, ab: ActivatedAbility) -> bool:
    from kitchentable.rules.casting.payment import summoning_sick

    o = state.objects[oid]
    if ab.cost.tap and (o.tapped or ("Creature" in chars(state, oid).types and summoning_sick(state, oid))):
        return False
    if ab.cost.life and state.players[seat].life < ab.cost.life and not infinite_life(state, seat):
        return False
    if not library_cost_payable(state, seat, ab.cost):
        return False
    if ab.condition is not None:
        if not check_condition(state, ab.condition, seat, oid):
            return False
    if state.rules is not None and not state.rules.can_activate(state, seat, oid, index):
        return False
    if pays_with_other_parts(ab.cost) and not _other_parts_payable(state, seat, oid, ab):
        return False
    if ab.cost.mana is None or ab.cost.mana.is_zero():
        return True
    from kitchentable.rules.casting.total_cost import activation_reduced

    mana = activation_reduced(state, seat, oid, ab, ab.cost.mana)  # 601.2f by way of 605.3a
    return pay_from_pool(mana, state.players[seat].pool.amounts, 0) is not None


def alternatives(state: GameState, seat: int, oid: int, index: int) -> list[tuple[Any, ...]]:
    """("mana", id, index, mana) for the choices of a mana ability beyond its first (the first is the plain
    ("mana", id, index) action)."""
    ab = chars(state, oid).activated[index]
    if choice_effect(ab) is None:
        return []
    return [("mana", oid, index, m) for m in strings_for(state, seat, oid, ab)[1:]]


def costed_options(state: GameState, seat: int, oid: int, index: int) -> list[tuple[Any, ...]]:
    """("mana", id, index, mana) for a mana ability with a mana cost, when the pool can pay that cost, or with
    other parts (`pays_with_other_parts`), when they can be paid."""
    ab = chars(state, oid).activated[index]
    if any_bans(state) and activation_banned(state, oid, True):
        return []
    if not _usable(state, seat, oid, index, ab):
        return []
    if choice_effect(ab) is None:
        return [("mana", oid, index)]
    return [("mana", oid, index, m) for m in strings_for(state, seat, oid, ab)]


def ability_holders(state: GameState, seat: int) -> list[tuple[int, Characteristics]]:
    """The permanents whose activated abilities `seat` may activate, with their characteristics: ones they
    control, face up and phased in (702.26b), not under "activated abilities can't be activated" (602.5). Kept
    here, beside the mana abilities read from them, so that this module and `rules.casting.payment` both import
    it at module level.

    The list is remembered in the state's cache under the "ability_holders" key, beside the lists built from
    it (the mana sources, the picked and costed mana abilities), so that the one scan of the battlefield serves
    each of them: `GameState.forget` drops that key whenever a card with activated abilities changes, enters or
    leaves, and everything when an object turns face down, phases or an effect comes or goes. Callers only read it."""
    lists: dict[Any, Any] | None = state.cache.get("ability_holders")
    if lists is None:  # not setdefault: no empty dict made and dropped at each call
        lists = state.cache["ability_holders"] = {}
    key = ("holders", seat)
    out: list[tuple[int, Characteristics]] | None = lists.get(key)
    if out is not None:
        return out
    out = []
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.face_down or o.phased_out:
            continue
        c = chars(state, oid)
        if c.controller == seat and "activated abilities can't be activated" not in c.keywords:
            out.append((oid, c))
    lists[key] = out
    return out


def _mana_holders(state: GameState, seat: int, kind: str, wanted: Callable[[Cost], bool]) -> list[tuple[int, int]]:
    """(permanent, ability index) of each of the player's mana abilities whose cost `wanted` accepts, remembered
    in the cache's "ability_holders" under (`kind`, seat), beside the holders they are read from
    (`ability_holders`), and dropped with them."""
    lists: dict[Any, Any] | None = state.cache.get("ability_holders")
    if lists is None:  # not setdefault: no empty dict made and dropped at each call
        lists = state.cache["ability_holders"] = {}
    key = (kind, seat)
    holders: list[tuple[int, int]] | None = lists.get(key)
    if holders is None:
        holders = [(oid, i) for oid, c in ability_holders(state, seat) for i, ab in enumerate(c.activated)
                   if ab.is_mana and wanted(ab.cost)]
        lists[key] = holders
    return holders


def _costed(cost: Cost) -> bool:
    """A costed mana ability the player may activate while paying (`costed_holders_options`)."""
    return not cost.remove_any and (pays_itself_but_mana(cost) or pays_with_other_parts(cost))


def costed_holders_options(state: GameState, seat: int) -> list[tuple[Any, ...]]:
    """Every costed mana ability the player could activate now, while paying a cost (601.2g). Which
    permanents have one is remembered in the cache's "ability_holders", like `rules.casting.payment.mana_sources`."""
    holders = _mana_holders(state, seat, "costed_mana", _costed)
    if not holders:
        return []
    out: list[tuple[Any, ...]] = []
    for oid, i in holders:
        if oid in state.objects:
            out += costed_options(state, seat, oid, i)
    return out


def picked_mana_units(state: GameState, seat: int) -> list[tuple[int, frozenset[str]]]:
    """For the legal-action pre-check only: one (negative id, types) unit for each mana a mana ability with
    other cost parts would add beyond its own mana cost, when those parts can be paid now (Ashnod's Altar with
    a creature to sacrifice: two {C}; Bog Witch with a card to discard: two {B} net)."""
    holders = _mana_holders(state, seat, "picked_mana", pays_with_other_parts)
    out: list[tuple[int, frozenset[str]]] = []
    for oid, i in holders:
        if oid not in state.objects:
            continue
        ab = chars(state, oid).activated[i]
        if not _usable_but_mana(state, seat, oid, i, ab):
            continue
        from kitchentable.rules.casting.payment import _mana_times

        made = sum((len(e.mana) or 1) * _mana_times(state, seat, oid, e) for m in ab.effect.modes
                   for e in m.effects if isinstance(e, AddMana))
        spent = ab.cost.mana.mana_value if ab.cost.mana is not None else 0
        kinds = produces(state, oid, i)
        out += [(PICKED_UNIT_IDS - len(out) - k, kinds) for k in range(made - spent)]
    return out


PICKED_UNIT_IDS = -(10**6)
"""Where the pre-check's units for `picked_mana_units` are numbered from (downwards), apart from real objects
and from triggered mana's units."""


def _usable_but_mana(state: GameState, seat: int, oid: int, index: int, ab: ActivatedAbility) -> bool:
    return _usable(state, seat, oid, index, replace(ab, cost=replace(ab.cost, mana=None)))


def activate_with_picks(state: GameState, seat: int, oid: int, index: int, choice: str | None,
                        picks: tuple[tuple[str, int], ...], may_ask: bool) -> bool:
    """601.2h, 605.3a: choose the objects this mana ability's cost names, one decision at a time. True when
    every part is chosen (the caller pays and adds the mana); False when a decision is now pending."""
    ab = chars(state, oid).activated[index]
    for kind, pool, count in _pick_parts(state, seat, oid, ab):
        already = [p for p in picks if p[0] == kind]
        if len(already) >= count:
            continue
        usable = [o for o in pool if (kind, o) not in picks]
        if len(usable) < count - len(already):
            raise IllegalAction("605.3a", f"this mana ability's cost can't be paid: not enough to {kind}")
        options = tuple(("pick", kind, o) for o in usable) + (("cancel",),)
        ask(state, Decision(seat, f"cost_{kind}", options, "mana_cost_pick", (oid, index, choice, picks, may_ask),
                            f"Choose what to {kind} to pay the mana ability's cost (605.3a, 601.2h).", "601.2h"))
        return False
    return True


@resumer("mana_cost_pick")
def _pick_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    oid, index, choice, picks, may_ask = decision.data
    if action == ("cancel",):
        return  # nothing is paid until every object is chosen: the activation is simply not made
    from kitchentable.rules.casting.payment import activate_mana_ability

    activate_mana_ability(state, decision.player, oid, index, choice, may_ask=may_ask,
                          picks=(*picks, (action[1], action[2])))


def pay_picked_parts(state: GameState, seat: int, oid: int, cost: Cost, picks: tuple[tuple[str, int], ...]) -> None:
    """Pay the parts of a mana ability's cost beyond {T}, life and energy: counters on its source and the
    chosen objects (601.2h). Each object's last known information is kept (608.2h)."""
    name, n = cost.remove_counters
    if n:
        events.remove_counters(state, oid, name, n)
    name, n = cost.add_counters
    if n:
        events.add_counters(state, oid, name, n)
    for kind, picked in picks:
        if picked not in state.objects:
            continue
        if kind == "sacrifice":
            events.sacrifice(state, picked)
        elif kind == "discard":
            events.snapshot_lki(state, picked)
            events.discard(state, seat, picked)
        elif kind == "exile":
            events.snapshot_lki(state, picked)
            events.move(state, picked, EXILE, cause="601.2h")
        elif kind == "tap":
            events.tap(state, picked)
        elif kind == "return":
            events.move(state, picked, HAND, to_seat=state.objects[picked].owner, cause="601.2h")
        elif kind == "counter" and cost.counter_from is not None and cost.counter_from.with_counter is not None:
            events.remove_counters(state, picked, cost.counter_from.with_counter, 1)  # 118.3


def add_chosen(pool: ManaPool, mana: str, only_for: Any) -> None:
    from kitchentable.rules.casting.payment import _add_mana

    for symbol in mana:
        _add_mana(pool, symbol, 1, only_for)


# --- the same choice when a spell or a non-mana ability adds the mana (608.2d) ---------------------------------


def add_mana_resolving(state: GameState, seat: int, eff: AddMana, n: int) -> None:
    """"Add two mana in any combination of colors" on a resolving spell or ability: the controller chooses
    as it resolves (608.2d); a single possibility is added at once."""
    strings = mana_strings(eff, n)
    if not strings:
        return
    if len(strings) == 1:
        add_chosen(state.players[seat].pool, strings[0], eff.only_for)
        return
    ask(state, Decision(seat, "choose_mana", tuple(("mana", s) for s in strings), "mana_choice_resolving",
                        (eff.only_for,), "Choose the mana to add (106.1, 608.2d).", "608.2d"))


@resumer("mana_choice_resolving")
def _resolving_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (only_for,) = decision.data
    add_chosen(state.players[decision.player].pool, str(action[1]), only_for)


# --- mana abilities that work in the hand (602.2, 605.1a) -------------------------------------------------------


def hand_mana_abilities(state: GameState, seat: int) -> list[tuple[int, int]]:
    """(card, ability index) for each mana ability of a card in `seat`'s hand that works there and that the
    player could activate now: its cost is one `activate_mana_ability` pays by itself (exiling or discarding
    the card, life), and no rule forbids it (602.5, 605.3a)."""
    hand = state.zone(HAND, seat)
    if not hand or not zone_facts_of(state, hand) & HAND_MANA:
        return []
    out: list[tuple[int, int]] = []
    bans = any_bans(state)
    for oid in hand:
        for i, ab in enumerate(state.objects[oid].card.activated):
            if not (ab.is_mana and ab.zone == HAND and pays_itself(ab.cost)):
                continue
            if bans and activation_banned(state, oid, True):
                continue
            if _usable(state, seat, oid, i, ab):  # life, "activate only if", the format's own limits
                out.append((oid, i))
    return out


def hand_mana_options(state: GameState, seat: int) -> list[tuple[Any, ...]]:
    """("mana", card, index[, mana]) for each mana ability the player could activate from their hand now."""
    out: list[tuple[Any, ...]] = []
    for oid, i in hand_mana_abilities(state, seat):
        out.append(("mana", oid, i))
        out.extend(alternatives(state, seat, oid, i))
    return out


def hand_mana_units(state: GameState, seat: int) -> list[tuple[int, frozenset[str]]]:
    """For the legal-action pre-check only: one (card, types) unit for each card in hand whose mana ability could
    be activated now (each card is exiled by its activation, so it makes its mana once)."""
    out: list[tuple[int, frozenset[str]]] = []
    seen: set[int] = set()
    for oid, i in hand_mana_abilities(state, seat):
        if oid not in seen:
            seen.add(oid)
            out.append((oid, produces(state, oid, i)))
    return out


# --- mana abilities that spend their source: a Treasure (111.10a), Lotus Petal ----------------------------------


def _spends_itself(cost: Cost) -> bool:
    """A cost paid by activating alone (`pays_itself`) that gives up something the automatic payment must not
    spend for the player: the source (sacrificed, exiled, returned), life, energy, cards of the library."""
    return pays_itself(cost) and not cost.remove_any and bool(
        cost.sacrifice_self or cost.exile_self or cost.return_self or cost.life or cost.energy
        or cost.mill_count or cost.exile_top_count)


def _spending_holders(state: GameState, seat: int) -> list[tuple[int, int]]:
    """(permanent, ability index) of each such mana ability of the player's permanents, remembered in the cache's
    "ability_holders" like `rules.casting.payment.mana_sources`."""
    return _mana_holders(state, seat, "spending_mana", _spends_itself)


def _spending_usable(state: GameState, seat: int, exclude: int | None) -> list[tuple[int, int]]:
    out = []
    for oid, i in _spending_holders(state, seat):
        if oid == exclude or oid not in state.objects:
            continue
        if any_bans(state) and activation_banned(state, oid, True):
            continue
        if _usable(state, seat, oid, i, chars(state, oid).activated[i]):
            out.append((oid, i))
    return out


def spending_options(state: GameState, seat: int, exclude: int | None = None) -> list[tuple[Any, ...]]:
    """601.2g: while paying a cost the player may activate a Treasure's (or Lotus Petal's) mana ability:
    ("mana", id, index) and its other colors. `exclude`: the source of the ability being paid for, when its
    cost taps it."""
    out: list[tuple[Any, ...]] = []
    for oid, i in _spending_usable(state, seat, exclude):
        out.append(("mana", oid, i))
        out.extend(alternatives(state, seat, oid, i))
    return out


def spending_units(state: GameState, seat: int) -> list[tuple[int, frozenset[str]]]:
    """For the legal-action pre-check only: one (id, types) unit for each usable Treasure-like mana ability."""
    return [(oid, produces(state, oid, i)) for oid, i in _spending_usable(state, seat, None)]
def fixed_units(state: GameState, oid: int, index: int) -> tuple[frozenset[str], ...]:
    """The mana one activation of this mana ability adds, one unit each, when that is two or more mana of fixed
    types ("{T}: Add {C}{C}." Sol Ring, "Add {R}{W}" a Karoo, "Add {B}{B}{B}"): what the legal-action pre-check
    and the automatic payment count it as (106.1, 605). Empty for an ability that adds one mana, or mana chosen as
    it resolves, or an amount worked out then: such a source is counted once, as `produces` reads it."""
    ab = chars(state, oid).activated[index]
    found = _UNITS.get(id(ab))
    if found is not None and found[0] is ab:
        return found[1]
    units: list[frozenset[str]] = []
    fixed = len(ab.effect.modes) == 1
    for eff in ab.effect.modes[0].effects if fixed else ():
        if isinstance(eff, AddMana):
            if eff.choices or eff.amount.kind != "fixed" or any(m.startswith("?") for m in eff.mana):
                fixed = False
                break
            units += [frozenset({m}) for m in eff.mana] * eff.amount.value
    result = tuple(units) if fixed and len(units) > 1 else ()
    if len(_UNITS) > 4096:
        _UNITS.clear()
    _UNITS[id(ab)] = (ab, result)
    return result


_UNITS: dict[int, tuple[Any, tuple[frozenset[str], ...]]] = {}


MORE_UNIT_IDS = -(10**9)
"""Where the ids of a `fixed_units` source's second and later units are numbered from (downwards, 64 for each
object): apart from real objects and from the other pre-check units, and each its own, since a payment search
uses a source id once (`concepts.mana.choose_sources`)."""


def more_unit_id(oid: int, k: int) -> int:
    """The id of the `k`th unit (from 1) of source `oid` beyond its first."""
    return MORE_UNIT_IDS - oid * 64 - k


def unit_source(unit_id: int) -> int:
    """The source a unit id stands for: itself, or the object whose later unit it is (`more_unit_id`)."""
    return (MORE_UNIT_IDS - unit_id) // 64 if unit_id <= MORE_UNIT_IDS else unit_id


def source_units(state: GameState, abilities: list[tuple[int, int]]) -> list[tuple[int, frozenset[str]]]:
    """(id, mana types) for each unit of mana these mana abilities add: the object once for most sources, and for
    a `fixed_units` ability the object for its first mana and `more_unit_id`s for the rest (a source with several
    mana abilities is counted by each, as before)."""
    out: list[tuple[int, frozenset[str]]] = []
    for oid, i in abilities:
        units = fixed_units(state, oid, i)
        if units:
            out.append((oid, units[0]))
            out += [(more_unit_id(oid, k), unit) for k, unit in enumerate(units[1:], 1)]
        else:
            out.append((oid, produces(state, oid, i)))
    return out


def more_units(state: GameState, abilities: list[tuple[int, int]]) -> list[tuple[int, frozenset[str]]]:
    """For the legal-action pre-check, beside one unit per source: the other units of each `fixed_units`
    ability (`more_unit_id`s)."""
    out: list[tuple[int, frozenset[str]]] = []
    for oid, i in abilities:
        units = fixed_units(state, oid, i)
        out += [(more_unit_id(oid, k), unit) for k, unit in enumerate(units[1:], 1)]
    return out
