"""Evaluating amounts: fixed numbers, X, and counts read from the game as the effect happens (608.2h)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import Amount, StaticAbility
from kitchentable.rules.casting.mana_spent import colors_spent
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.target_links import read_group
from kitchentable.rules.concepts.targets import matches_object, matching_objects
from kitchentable.rules.continuous.chosen_player import chosen_player
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.records import replace
from kitchentable.rules.state import GRAVEYARD, HAND, GameState

BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})  # 205.3i

AmountReader = Callable[[GameState, Amount, int, "int | None"], int]
AMOUNT_KINDS: dict[str, AmountReader] = {}
"""Amount kinds a mechanic's module reads (`fn(state, amount, controller, source)`), e.g. multikicker's
"the number of times it was kicked" (702.33c); the core asks here for a kind it doesn't know itself."""


def amount_kind(name: str) -> Callable[[AmountReader], AmountReader]:
    """Register how the amount kind `name` is counted as the effect happens (608.2h)."""
    def register(fn: AmountReader) -> AmountReader:
        AMOUNT_KINDS[name] = fn
        return fn
    return register


def amount_value(
    state: GameState, amount: Amount | int | None, controller: int, source: int | None, *, x: int = 0,
    targets: tuple[tuple[Any, ...], ...] = (), memory: dict[str, Any] | None = None,
) -> int:
    if amount is None:
        return 0
    if isinstance(amount, int):
        return amount
    value = _base(state, amount, controller, source, x, targets, memory or {})
    value = value * amount.times + amount.plus
    if amount.half_round_up:
        value = (value + 1) // 2
    return max(0, value)


def _base(state: GameState, a: Amount, controller: int, source: int | None, x: int,
          targets: tuple[tuple[Any, ...], ...], memory: dict[str, Any]) -> int:
    kind = a.kind
    if kind == "fixed":
        return a.value
    if kind == "x":
        return x
    if kind == "count":
        assert a.filter is not None
        counted = matching_objects(state, a.filter, controller, source)
        if a.ref is not None and a.ref.kind == "target":  # "for each Mountain target opponent controls" (601.2c)
            counted = read_group(state, targets, a.filter.controller, a.ref.index, counted)
        return len(counted)
    if kind in ("power", "toughness", "mana_value"):
        oid = _ref_object(state, a, source, targets, memory)
        if oid is None:
            return 0
        from kitchentable.rules.events import lki_chars  # events imports this module

        c = lki_chars(state, oid)
        if c is None:
            return 0
        if kind == "mana_value":
            return c.mana_value
        value = c.power if kind == "power" else c.toughness
        return value or 0
    if kind == "life":
        p = state.players[controller]
        return 0 if infinite_life(state, controller) else p.life
    if a.ref is not None and a.ref.kind == "chosen_player" and kind in ("hand_size", "cards_in_graveyard"):
        chosen = chosen_player(state, source)  # "the chosen player's hand" (614.12)
        if chosen is None:
            return 0
        controller = chosen
    if kind == "hand_size":
        if a.ref is not None and a.ref.kind == "target":  # "the number of cards in that player's hand"
            group = targets[a.ref.index] if a.ref.index < len(targets) else ()
            seats = [t[1] for t in group if isinstance(t, tuple)]
            if not seats:
                return 0
            controller = int(seats[0])
        return len(state.zone(HAND, controller))
    if kind == "cards_in_graveyard":
        key = state.rules.graveyard_of(state, controller) if state.rules else (GRAVEYARD, controller)
        ids = state.zones.get(key, [])
        if a.filter is None:
            return len(ids)

        flt = replace(a.filter, zone="any")
        return sum(1 for o in ids if matches_object(state, o, flt, controller, source))
    if kind == "counters":
        if source is not None and source not in state.objects and source in state.lki:
            return int(state.lki[source][4].get(a.name, 0))  # 608.2h: as it last existed on the battlefield
        if source is None or source not in state.objects:
            return 0
        return state.objects[source].counters.get(a.name, 0)
    if kind == "spells_cast_this_turn":
        return int(state.turn_facts.get(("spells_cast", controller), 0))
    if kind == "creatures_died_this_turn":  # 700.4, counted by events.move per controller and token-ness
        tokens = (False,) if a.name == "nontoken" else (False, True)
        return sum(int(state.turn_facts.get(("died", seat, token), 0))
                   for seat in range(len(state.players)) for token in tokens)
    if kind == "cards_drawn_this_turn":  # 121.1, counted by events.draw_one
        return int(state.turn_facts.get(("drawn", controller), 0))
    if kind == "basic_land_types":  # domain: 205.3i's five, among the lands the player controls (layer 4 applied)
        found: set[str] = set()
        for oid in state.battlefield():
            if state.objects[oid].controller == controller:
                c = chars(state, oid)
                if "Land" in c.types:
                    found |= c.subtypes & BASIC_LAND_TYPES
        return len(found)
    if kind == "devotion":
        assert a.filter is not None
        total = 0
        for oid in state.battlefield():
            o = state.objects[oid]
            if o.controller != controller or o.card.mana_cost is None:
                continue
            for symbol, n in o.card.mana_cost.colored:
                if symbol in a.filter.colors:
                    total += n
            total += devotion_symbols(o.card.mana_cost, a.filter.colors)
        return total
    if kind == "remembered":
        return int(memory.get(a.name or "amount", 0))
    if kind == "colors_spent":  # converge: colors of mana spent to cast it (rules.casting.mana_spent)
        return colors_spent(state, source)
    if kind == "opponents":
        return len(state.opponents(controller))
    reader = AMOUNT_KINDS.get(kind)
    if reader is not None:
        return reader(state, a, controller, source)
    raise ValueError(f"unknown amount kind {kind!r}")


def _ref_object(state: GameState, a: Amount, source: int | None, targets: tuple[tuple[Any, ...], ...],
                memory: dict[str, Any]) -> int | None:
    ref = a.ref
    if ref is None or ref.kind == "self":
        return source
    if ref.kind == "target":
        group = targets[ref.index] if ref.index < len(targets) else ()
        objs = [t for t in group if not isinstance(t, tuple)]
        if not objs:
            return None
        moved = memory.get("moved")  # 400.7h: a target this resolution just moved ("... You lose life equal
        if objs[0] not in state.objects and objs[0] not in state.lki and isinstance(moved, tuple) \
                and moved[0] == objs[0]:  # to its mana value.", Reanimate): the object it became
            return int(moved[1])
        first: int = objs[0]
        return first
    if ref.kind in ("remembered", "it"):
        found = memory.get("it")
        return found if isinstance(found, int) else None
    if ref.kind == "sacrificed":  # "that creature's toughness" after "sacrifice a creature" (608.2h: as it last existed)
        found = memory.get("sacrificed")
        return found if isinstance(found, int) else None
    if ref.kind == "triggering":  # put in the memory by rules.stack.effects.value (603.10a, 608.2h)
        found = memory.get("triggering")
        return found if isinstance(found, int) else None
    if ref.kind in ("enchanted", "equipped") and source is not None and source in state.objects:
        host = state.objects[source].attached_to
        return host if isinstance(host, int) else None  # an Aura on a player (303.4) names no object
    return None


def static_amount(state: GameState, ab: StaticAbility, source: int, controller: int, x: int = 0) -> int:
    """The number a static ability uses (a characteristic-defining P/T, a cost reduction per artifact...); `x`:
    the X its permanent's spell was cast with, for a replacement effect as it enters (107.3m)."""
    if ab.amount is None:
        return ab.power
    return amount_value(state, ab.amount, controller, source, x=x)


def devotion_symbols(cost: Any, colors: frozenset[str]) -> int:
    """700.5a: a hybrid symbol of one of the colors ({W/B}, {2/B}) and a Phyrexian symbol of one ({B/P}) each
    count once toward devotion to those colors, like an ordinary colored symbol."""
    return sum(1 for pair in cost.hybrid if colors & set(pair)) + sum(1 for c in cost.phyrexian if c in colors)
