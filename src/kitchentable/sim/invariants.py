"""Invariants checked after every step of fuzzed games (the perft of card games).

- every object is in exactly one zone, and the zone it records is the zone that lists it;
- no negative counts (counters, damage, poison, mana, hand sizes);
- a copy that takes the same action reaches the same state hash;
- undo after apply restores the previous hash; a replayed record reproduces the final hash.
"""

from __future__ import annotations

import random
from itertools import chain
from operator import attrgetter
from typing import Any

from kitchentable.api.game import Game, hash_parts, object_part
from kitchentable.rules.state import GameState


class InvariantError(AssertionError):
    pass


_ZONE = attrgetter("zone")
_DAMAGE = attrgetter("damage")
_COUNTERS = attrgetter("counters")


def check_zones(game: Game) -> None:
    """Every object is in exactly one zone, the zone it records (400.1, 400.7). Checked in bulk: every id a
    zone lists is an object recording that zone, and the lists hold as many ids as there are objects, none
    twice (so each object is listed once). Only when that fails does the per-object walk run, to name the
    first culprit."""
    state = game.state
    zones = state.zones
    get = state.objects.__getitem__
    try:
        for key, ids in zones.items():
            if list(map(_ZONE, map(get, ids))).count(key) != len(ids):
                _explain_zones(state)
    except KeyError:
        _explain_zones(state)
    listed = list(chain.from_iterable(zones.values()))
    if not len(listed) == len(state.objects) == len(set(listed)):
        _explain_zones(state)


def _explain_zones(state: GameState) -> None:
    """The first object out of place, walked one by one (the bulk test of `check_zones` has failed)."""
    seen: dict[int, tuple[str, int]] = {}
    for key, ids in state.zones.items():
        for oid in ids:
            if oid in seen:
                raise InvariantError(f"object {oid} is in two zones: {seen[oid]} and {key}")
            seen[oid] = key
            obj = state.objects.get(oid)
            if obj is None:
                raise InvariantError(f"zone {key} lists object {oid}, which does not exist")
            if obj.zone != key:
                raise InvariantError(f"object {oid} ({obj.card.name}) says it is in {obj.zone} but {key} lists it")
    for oid in state.objects:
        if oid not in seen:
            raise InvariantError(f"object {oid} ({state.objects[oid].card.name}) is in no zone")
    raise InvariantError("the zones and the objects' records disagree")


def check_counts(game: Game) -> None:
    """No negative count: poison, mana in a pool, a player's or an object's counters, marked damage
    (107.1b: a count of things is never below zero). The objects are checked in bulk, most having no
    counters at all."""
    state = game.state
    for p in state.players:
        if p.poison < 0 or any(v < 0 for v in p.pool.amounts.values()) or any(v < 0 for v in p.counters.values()):
            raise InvariantError(f"negative count for {p.name}")
    objects = state.objects.values()
    if min(map(_DAMAGE, objects), default=0) < 0 \
            or any(min(c.values()) < 0 for c in filter(None, map(_COUNTERS, objects))):
        for oid, obj in state.objects.items():
            if obj.damage < 0 or any(v < 0 for v in obj.counters.values()):
                raise InvariantError(f"negative damage or counters on {obj.card.name} #{oid}")


def check_all(game: Game) -> None:
    check_zones(game)
    check_counts(game)


def same_state(a: GameState, b: GameState) -> bool:
    """Whether `state_hash(a) == state_hash(b)`, found without hashing: what `state_hash` digests compared
    directly, and an object both states hold (copy on write: the same Python object) taken as equal without
    reading it. A copy and its original after the same action share every object the action left alone, so
    this reads only what changed. Stricter than the digests, never weaker: json would equate a tuple and a
    list."""
    if hash_parts(a, _id_only) != hash_parts(b, _id_only):
        return False
    mine, theirs = a.objects, b.objects
    for ids in a.zones.values():
        for oid in ids:
            x, y = mine[oid], theirs[oid]
            if x is not y and object_part(oid, x) != object_part(oid, y):
                return False
    return True


def _id_only(oid: int, _obj: Any) -> int:
    return oid


def fuzz_game(game: Game, seed: int, *, deep_every: int = 1, max_decisions: int = 20_000,
              extra: Any = None) -> int:
    """Play `game` to the end with random choices, checking invariants after every step and, every
    `deep_every` steps, that copy + same action agree and that undo restores the hash. Returns the number
    of decisions taken. `extra(game)` adds a format's own invariants."""
    from kitchentable.agents.random import RandomAgent

    agent = RandomAgent(seed)
    rng = random.Random(seed)
    steps = 0
    check_all(game)
    while not game.is_over():
        action = agent.choose(game)
        if steps % deep_every == 0:
            before = game.state_hash()
            twin = game.copy()
            game.apply(action)
            twin.apply(action)
            if twin.state_hash() != game.state_hash():
                raise InvariantError(f"copy diverged after {action} at step {steps}")
            if rng.random() < 0.5:
                game.undo()
                if game.state_hash() != before:
                    raise InvariantError(f"undo of {action} did not restore the state at step {steps}")
                game.apply(action)
        else:
            game.apply(action)
        check_all(game)
        if extra is not None:
            extra(game)
        steps += 1
        if steps > max_decisions:
            raise InvariantError(f"game did not end within {max_decisions} decisions")
    return steps


def check_replay(game: Game, pool: Any = None) -> None:
    record = game.record()
    again = Game.from_record(record, pool=pool)
    if again.state_hash() != record["final_hash"]:
        raise InvariantError("a replayed record did not reproduce the final hash")
