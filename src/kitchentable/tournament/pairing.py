"""Swiss pairing by score: pure data in, tables out (issue 8, R-TA-6, doc 003 Scoring Rules 3).

The rules, in order of priority:

1. No rematch within an event (R-TA-6), unless the organizer explicitly allows a number of them, and then as
   few as possible. When no pairing meets the allowance, `NoPairingPossible` says so; nothing falls back
   silently.
2. With an odd field the bye goes to the lowest-ranked player who has not had one (R-TA-6). Only if the
   remaining players cannot then be paired does it move up the ranking, and the result carries a note.
3. Subject to 1 and 2, minimize the sum over tables of the squared score difference of the two players.

Round 1 is a random draw from the round's stored seed. Later rounds (version `kt-swiss-2`):

* the fast method first: a greedy pass over the score order, which is optimal for squared differences when
  there are no rematch conflicts, then exact re-solving of every stretch where a conflict pushed the greedy
  pass off adjacent pairs;
* its lower-bound check: pairing neighbours in score order, ignoring rematches, costs the least any
  pairing can (for the same bye), so a fast pairing that costs that much is optimal, and is kept;
* otherwise the exact maximum-weight matching (networkx, maximum cardinality, integer weights that encode
  the three priorities) where that is fast (up to `EXACT_LIMIT` active players), else the fast pairing,
  whose cost and lower bound the result reports.

Version `kt-swiss-1` (exact up to 300 players, fast above, no check) is kept so that rounds paired by it can
still be verified.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

ALGORITHM_VERSION = "kt-swiss-2"
"""Stored with every round; bump it whenever a change could pair the same input differently."""

VERSIONS = ("kt-swiss-1", ALGORITHM_VERSION)
"""The versions `pair_round` can reproduce."""

EXACT_LIMIT = 100
"""The exact matching is used up to this many active players when the fast pairing misses its lower
bound: networkx takes about 0.5 s at 100 players on the development machine, and grows as n**2.5."""

EXACT_LIMIT_V1 = 300
"""Version 1 paired every field up to 300 players exactly."""

REPAIR_MARGIN = 4
"""Players added on each side of a conflicted stretch before it is re-solved exactly."""

REPAIR_LIMIT = 80
"""Largest stretch the fast method re-solves exactly in one piece."""

NUMPY_FROM = 2_000
"""Fields of this many players or more are paired by `numpy_fast_pairing` when numpy is installed and the
request's `met` answers many questions at once (`Meetings`): the same pairing, made by arrays."""

PlayerKey = Hashable

Met = Callable[[PlayerKey, PlayerKey], bool]


class NoPairingPossible(Exception):
    """No pairing satisfies the rematch allowance; the organizer must decide what happens next."""

    def __init__(self, message: str, *, allow_rematches: int) -> None:
        super().__init__(message)
        self.allow_rematches = allow_rematches


@dataclass(frozen=True)
class RankedColumns:
    """`PairingRequest.ranked` and their scores as two numpy arrays in ranking order: what a large field
    read as columns (`snapshot.PlayerColumns`) hands the numpy pairing directly, instead of it rebuilding
    them from a list of 100,000 keys and a mapping of their scores."""

    ids: Any
    scores: Any


@dataclass(frozen=True)
class PairingRequest:
    """Everything the pairing depends on, so that a stored round can be reproduced from its inputs.

    `ranked` lists the active (not dropped) players best first, as the standings order them; `scores`
    holds the integer score pairing is based on (Victory Points, or match points); `previous` the pairs
    that already met; `had_bye` who already received a bye.
    """

    ranked: Sequence[PlayerKey]
    scores: Mapping[PlayerKey, int]
    previous: frozenset[frozenset[PlayerKey]] = frozenset()
    had_bye: frozenset[PlayerKey] = frozenset()
    seed: int = 0
    first_round: bool = False
    allow_rematches: int = 0
    opponents: Mapping[PlayerKey, Collection[PlayerKey]] | None = None
    """Who each player has met, an alternative to `previous`."""
    met: Met | None = None
    """Whether two players have met, the alternative large events build most cheaply (one set of numbers,
    not a set of opponents per player); it takes precedence over `opponents` and `previous`."""
    columns: RankedColumns | None = None
    """`ranked` and `scores` again as arrays (they must say the same), for the numpy pairing."""


@dataclass
class Pairing:
    """The tables of a round, highest-ranked table first, and the bye (if any)."""

    tables: list[tuple[PlayerKey, PlayerKey]]
    bye: PlayerKey | None
    method: str
    cost: int
    rematches: list[tuple[PlayerKey, PlayerKey]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    bye_passed_over: PlayerKey | None = None
    """The lowest-ranked player without a bye, when the bye had to go to someone else."""
    lower_bound: int | None = None
    """For a fast pairing: the least any pairing with the same bye could cost (equal: proven optimal)."""


def pair_key(a: PlayerKey, b: PlayerKey) -> frozenset[PlayerKey]:
    return frozenset((a, b))


def pairing_cost(tables: Iterable[tuple[PlayerKey, PlayerKey]], scores: Mapping[PlayerKey, int]) -> int:
    """The quantity pairing minimizes: the sum over tables of the squared score difference."""
    return sum((scores[a] - scores[b]) ** 2 for a, b in tables)


def met_function(request: PairingRequest) -> Met:
    """Whether two players have met: `met` when given, else from `opponents`, else from `previous`."""
    if request.met is not None:
        return request.met
    opponents = request.opponents
    if opponents is not None:
        empty: Collection[PlayerKey] = ()
        return lambda a, b: b in opponents.get(a, empty)
    previous = request.previous
    return lambda a, b: frozenset((a, b)) in previous


def pair_round(request: PairingRequest, version: str = ALGORITHM_VERSION) -> Pairing:
    """Pair one round; see the module docstring for the rules, their priorities and the versions."""
    _check_request(request)
    if version not in VERSIONS:
        raise ValueError(f"unknown pairing algorithm version {version!r}; this program has {', '.join(VERSIONS)}")
    if request.first_round:
        return random_pairing(request)
    if version == "kt-swiss-1":
        return exact_pairing(request) if len(request.ranked) <= EXACT_LIMIT_V1 else fast_pairing(request)
    if request.allow_rematches:
        return exact_pairing(request) if len(request.ranked) <= EXACT_LIMIT else fast_pairing(request)
    fast = fast_pairing(request)
    if fast.method == "fast+exact" or fast.lower_bound == fast.cost:
        return fast
    if len(request.ranked) <= EXACT_LIMIT:
        return exact_pairing(request)
    return fast


def lower_bound(request: PairingRequest, bye: PlayerKey | None) -> int:
    """The cost of pairing neighbours in score order with `bye` left out, rematches ignored: no pairing of
    the same players costs less (on a line, crossing or nesting two tables never lowers a sum of squares)."""
    scores = request.scores
    values = sorted(map(scores.__getitem__, request.ranked if bye is None else
                        [p for p in request.ranked if p != bye]), reverse=True)
    return sum((values[i] - values[i + 1]) ** 2 for i in range(0, len(values) - 1, 2))


def _check_request(request: PairingRequest) -> None:
    if request.columns is not None:
        _check_columns(request)
    else:
        if len(set(request.ranked)) != len(request.ranked):
            raise ValueError("a player appears twice in the ranking")
        missing = [p for p in request.ranked if p not in request.scores]
        if missing:
            raise ValueError(f"no score for {missing[0]!r}")
    if request.allow_rematches < 0:
        raise ValueError("allow_rematches cannot be negative")
    if len(request.ranked) < 2:
        raise NoPairingPossible("fewer than two active players: there is nobody to pair",
                                allow_rematches=request.allow_rematches)


def _check_columns(request: PairingRequest) -> None:
    """The checks of `_check_request` on the arrays: each player once, the same players and scores as
    `ranked` and `scores` (checked by sorting, not by a set of 100,000 keys)."""
    import numpy as np

    assert request.columns is not None
    ids, scores = request.columns.ids, request.columns.scores
    if len(ids) != len(request.ranked) or len(scores) != len(ids):
        raise ValueError("the ranking's columns do not match the ranking")
    ordered = np.sort(ids)
    if len(ordered) > 1 and bool(np.any(ordered[1:] == ordered[:-1])):
        raise ValueError("a player appears twice in the ranking")
    if len(ids) and (ids[0] != request.ranked[0] or ids[-1] != request.ranked[-1]
                     or scores[0] != request.scores[request.ranked[0]]):
        raise ValueError("the ranking's columns do not match the ranking")


def random_pairing(request: PairingRequest) -> Pairing:
    """Round 1: a random order drawn from the seed, paired 1-2, 3-4, ...; an odd last player gets the bye."""
    order = sorted(request.ranked, key=repr)
    random.Random(request.seed).shuffle(order)
    bye = order.pop() if len(order) % 2 else None
    tables = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    met = met_function(request)
    rematches = [t for t in tables if met(*t)]
    if len(rematches) > request.allow_rematches:
        return exact_pairing(request)
    return Pairing(tables, bye, "random", pairing_cost(tables, request.scores), rematches)


def _bye_candidates(request: PairingRequest) -> list[PlayerKey]:
    """Players who may get the bye, lowest-ranked first; empty when the field is even."""
    if len(request.ranked) % 2 == 0:
        return []
    return [p for p in reversed(request.ranked) if p not in request.had_bye]


def _finish(request: PairingRequest, tables: list[tuple[PlayerKey, PlayerKey]], bye: PlayerKey | None,
            method: str) -> Pairing:
    position = {p: i for i, p in enumerate(request.ranked)}
    slots: list[tuple[PlayerKey, PlayerKey] | None] = [None] * len(position)
    for a, b in tables:
        i, j = position[a], position[b]
        slots[min(i, j)] = (a, b) if i < j else (b, a)
    ordered = [t for t in slots if t is not None]
    met = met_function(request)
    rematches = [t for t in ordered if met(*t)]
    if len(rematches) > request.allow_rematches:
        raise NoPairingPossible(_impossible_message(request), allow_rematches=request.allow_rematches)
    pairing = Pairing(ordered, bye, method, pairing_cost(ordered, request.scores), rematches)
    _note_bye(pairing, request, bye)
    return pairing


def _note_bye(pairing: Pairing, request: PairingRequest, bye: PlayerKey | None) -> None:
    """Say so when the bye went to someone other than the lowest-ranked player without one (R-TA-6)."""
    candidates = _bye_candidates(request)
    if bye is not None and candidates and bye != candidates[0]:
        pairing.bye_passed_over = candidates[0]
        pairing.notes.append(
            f"the bye went to {bye!r} instead of {candidates[0]!r}: with {candidates[0]!r} on the bye "
            "the other players could not be paired without a rematch"
        )


def _impossible_message(request: PairingRequest) -> str:
    if request.allow_rematches:
        return (f"no pairing exists even with {request.allow_rematches} rematch(es) allowed; "
                "end the event or stop here")
    return ("no pairing without a rematch exists for this round; the organizer may end the event, "
            "allow one rematch, or stop here")


def _solve_exact(
    players: Sequence[PlayerKey],
    scores: Mapping[PlayerKey, int],
    met: Met,
    bye_candidates: Sequence[PlayerKey],
    allow_rematches: int,
    seed: int,
) -> tuple[list[tuple[PlayerKey, PlayerKey]], PlayerKey | None] | None:
    """Exact lexicographic optimum: fewest rematches, then the lowest bye, then the smallest cost.

    A maximum-cardinality maximum-weight matching with integer weights built from three tiers: each
    non-rematch table earns `tier_rematch`, a bye earns `tier_bye` times its candidate's position from the
    top, and every table earns `spread - d**2`. Each tier outweighs everything the tiers below can add up
    to, so maximizing the weight optimizes the priorities in order. None when the players cannot all be
    seated (or the bye given) within the rematch allowance.
    """
    import networkx as nx

    n = len(players)
    if n == 0:
        return [], None
    values = [scores[p] for p in players]
    spread = (max(values) - min(values)) ** 2 + 1
    table_total = (n // 2 + 1) * spread
    tier_bye = table_total + 1
    tier_rematch = tier_bye * (len(bye_candidates) + 1) + table_total + 1
    order = list(range(n))
    random.Random(seed).shuffle(order)
    graph = nx.Graph()
    graph.add_nodes_from(order)
    for x, i in enumerate(order):
        pi = players[i]
        si = scores[pi]
        for j in order[x + 1:]:
            pj = players[j]
            rematch = met(pi, pj)
            if rematch and not allow_rematches:
                continue
            weight = spread - (si - scores[pj]) ** 2 + (0 if rematch else tier_rematch)
            graph.add_edge(i, j, weight=weight)
    bye_node = -1
    if n % 2:
        index = {p: i for i, p in enumerate(players)}
        for rank_from_bottom, p in enumerate(bye_candidates):
            graph.add_edge(bye_node, index[p], weight=tier_rematch + tier_bye * (len(bye_candidates) - rank_from_bottom))
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    tables: list[tuple[PlayerKey, PlayerKey]] = []
    bye: PlayerKey | None = None
    for u, v in matching:
        if u == bye_node or v == bye_node:
            bye = players[v if u == bye_node else u]
        else:
            tables.append((players[u], players[v]))
    if 2 * len(tables) + (1 if bye is not None else 0) != n:
        return None
    if sum(1 for a, b in tables if met(a, b)) > allow_rematches:
        return None
    return tables, bye


def exact_pairing(request: PairingRequest) -> Pairing:
    """The optimal pairing by maximum-weight matching over all allowed tables (any field size)."""
    candidates = _bye_candidates(request)
    if len(request.ranked) % 2 and not candidates:
        raise NoPairingPossible("every active player has already had the bye; no player can receive it",
                                allow_rematches=request.allow_rematches)
    solved = _solve_exact(request.ranked, request.scores, met_function(request), candidates,
                          request.allow_rematches, request.seed)
    if solved is None:
        raise NoPairingPossible(_impossible_message(request), allow_rematches=request.allow_rematches)
    tables, bye = solved
    return _finish(request, tables, bye, "exact")


def fast_pairing(request: PairingRequest) -> Pairing:
    """Near-optimal pairing for large fields in near-linear time (see `plain_fast_pairing`); a large field
    whose `met` answers many questions at once is paired by `numpy_fast_pairing`, which returns the same
    pairing (a test checks it on random events)."""
    if len(request.ranked) >= NUMPY_FROM and hasattr(request.met, "many"):
        try:
            import numpy  # noqa: F401
        except ImportError:
            pass
        else:
            if request.columns is not None or all(type(p) is int for p in request.ranked):
                return numpy_fast_pairing(request)
    return plain_fast_pairing(request)


def plain_fast_pairing(request: PairingRequest) -> Pairing:
    """Near-optimal pairing for large fields in near-linear time.

    Without rematch conflicts, pairing neighbours in score order is optimal for a sum of squared
    differences (any crossing or nesting of two tables on a line costs at least as much). So: give the
    bye to the lowest-ranked player without one, sort by score, pair each player with the nearest player
    below not met before, then re-solve exactly every stretch where a conflict broke the adjacent pattern
    (with a margin), and the tail if the greedy pass left players with only past opponents. If the tail
    still cannot be paired, the whole field is solved exactly, so a pairing is found whenever one exists.
    """
    candidates = _bye_candidates(request)
    if len(request.ranked) % 2 and not candidates:
        raise NoPairingPossible("every active player has already had the bye; no player can receive it",
                                allow_rematches=request.allow_rematches)
    bye = candidates[0] if candidates else None
    scores = request.scores
    # by score, best first, and in ranking order within a score (the sort is stable, reversed too)
    order = sorted(request.ranked if bye is None else [p for p in request.ranked if p != bye],
                   key=scores.__getitem__, reverse=True)
    met = met_function(request)
    opponents = request.opponents
    n = len(order)
    partner = [-1] * n
    free_from = list(range(n + 1))

    def first_free(k: int) -> int:
        root = k
        while free_from[root] != root:
            root = free_from[root]
        while free_from[k] != root:
            free_from[k], k = root, free_from[k]
        return root

    leftovers: list[int] = []
    i = first_free(0)
    while i < n:
        free_from[i] = i + 1
        player = order[i]
        j = first_free(i + 1)
        if opponents is not None and request.met is None:
            seen = opponents.get(player, ())
            while j < n and order[j] in seen:
                j = first_free(j + 1)
        else:
            while j < n and met(player, order[j]):
                j = first_free(j + 1)
        if j < n:
            free_from[j] = j + 1
            partner[i], partner[j] = j, i
        else:
            partner[i] = i
            leftovers.append(i)
        i = first_free(i + 1)

    stretches = _conflicted_stretches(partner, leftovers, list(map(scores.__getitem__, order)))
    _repair(order, partner, stretches, leftovers, met, request)

    tables = [(order[k], order[partner[k]]) for k in range(n) if partner[k] > k]
    if 2 * len(tables) != n:
        return _whole_field_exact(request)
    pairing = _finish(request, tables, bye, "fast")
    pairing.lower_bound = lower_bound(request, bye)
    return pairing


def _conflicted_stretches(partner: list[int], leftovers: list[int], values: list[int]) -> list[tuple[int, int]]:
    """Index ranges where the greedy pass did not pair neighbours, widened and merged, closed under pairs.

    A table that skipped players of the same score costs nothing extra (they are interchangeable for the
    sum of squares), so only skips across different scores are worth re-solving.
    """
    skips = [k for k in range(len(partner)) if partner[k] > k + 1 and values[partner[k]] != values[k]]
    return _stretches_from(skips, partner, leftovers)


def _stretches_from(skips: Iterable[int], partner: list[int], leftovers: list[int]) -> list[tuple[int, int]]:
    """The stretches around the tables that skipped (`skips`: the better-placed player's index), widened by
    `REPAIR_MARGIN`, merged, closed under pairs, and no longer than `REPAIR_LIMIT`."""
    n = len(partner)
    spans = sorted((max(0, k - REPAIR_MARGIN), min(n, partner[k] + 1 + REPAIR_MARGIN)) for k in skips)
    merged: list[list[int]] = []
    for start, end in spans:
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    result: list[tuple[int, int]] = []
    leftover_set = set(leftovers)
    for start, end in merged:
        changed = True
        while changed:
            changed = False
            for k in range(start, end):
                p = partner[k]
                if k in leftover_set:
                    continue
                if p < start:
                    start, changed = p, True
                elif p >= end:
                    end, changed = p + 1, True
        if end - start <= REPAIR_LIMIT:
            result.append((start, end))
    return result


def numpy_fast_pairing(request: PairingRequest) -> Pairing:
    """`plain_fast_pairing` by arrays, for a large field of integer keys whose `met` has `many`: the same
    greedy pass, bye, repairs and order, so the same pairing (stored rounds verify with either).

    The greedy pass pairs neighbours in score order until a pair of neighbours has met; so from a point
    where everyone above is seated and everyone below free, it pairs 2-by-2 up to the first such pair at
    the same parity, found for all neighbours at once. From there the pass runs one player at a time, as
    the plain one does, until it is again at such a point (nobody below the next free player seated).
    """
    import numpy as np

    candidates = _bye_candidates(request)
    if len(request.ranked) % 2 and not candidates:
        raise NoPairingPossible("every active player has already had the bye; no player can receive it",
                                allow_rematches=request.allow_rematches)
    bye = candidates[0] if candidates else None
    met: Any = request.met
    scores = request.scores
    if request.columns is not None:
        ranked, ranked_scores = request.columns.ids, request.columns.scores
    else:
        ranked = np.fromiter(request.ranked, dtype=np.int64, count=len(request.ranked))
        ranked_scores = np.fromiter(map(scores.__getitem__, request.ranked), dtype=np.int64, count=len(ranked))
    if bye is not None:
        kept = ranked != bye
        by_score = np.argsort(-ranked_scores[kept], kind="stable")
        order_ids, values = ranked[kept][by_score], ranked_scores[kept][by_score]
    else:
        by_score = np.argsort(-ranked_scores, kind="stable")
        order_ids, values = ranked[by_score], ranked_scores[by_score]
    n = len(order_ids)
    order: list[PlayerKey] = order_ids.tolist()
    clash = met.many(order_ids[:-1], order_ids[1:]) if n > 1 else np.zeros(0, dtype=bool)
    clashes = (np.flatnonzero(clash[0::2]) * 2, np.flatnonzero(clash[1::2]) * 2 + 1)
    partner = np.full(n, -1, dtype=np.int64)
    leftovers: list[int] = []
    start = 0
    while start < n:
        at = clashes[start % 2]
        found = int(np.searchsorted(at, start))
        stop = int(at[found]) if found < len(at) else n - (n - start) % 2
        tops = np.arange(start, stop, 2)
        partner[tops], partner[tops + 1] = tops + 1, tops
        if stop >= n - 1 and found >= len(at):
            if stop == n - 1:
                partner[stop] = stop
                leftovers.append(stop)
            break
        start = _greedy_from(stop, order, met, partner, leftovers)
    pairs = partner.tolist()
    skips = np.flatnonzero((partner > np.arange(n) + 1) & (values[np.maximum(partner, 0)] != values)).tolist()
    stretches = _stretches_from(skips, pairs, leftovers)
    _repair(order, pairs, stretches, leftovers, met, request)

    partner = np.asarray(pairs, dtype=np.int64)
    tops = np.flatnonzero(partner > np.arange(n))
    if 2 * len(tops) != n:
        return _whole_field_exact(request)
    a, b = order_ids[tops], order_ids[partner[tops]]
    width = int(ranked.max()) + 1
    position = np.zeros(width, dtype=np.int64)
    position[ranked] = np.arange(len(ranked))
    score_of = np.zeros(width, dtype=np.int64)
    score_of[ranked] = ranked_scores
    swap = position[a] > position[b]
    a, b = np.where(swap, b, a), np.where(swap, a, b)
    by_rank = np.argsort(position[a], kind="stable")
    a, b = a[by_rank], b[by_rank]
    tables: list[tuple[PlayerKey, PlayerKey]] = list(zip(a.tolist(), b.tolist(), strict=True))
    again = np.flatnonzero(met.many(a, b))
    if len(again) > request.allow_rematches:
        raise NoPairingPossible(_impossible_message(request), allow_rematches=request.allow_rematches)
    pairing = Pairing(tables, bye, "fast", int(np.sum((score_of[a] - score_of[b]) ** 2)),
                      [tables[k] for k in again.tolist()])
    _note_bye(pairing, request, bye)
    half = n // 2
    pairing.lower_bound = int(np.sum((values[0:2 * half:2] - values[1:2 * half:2]) ** 2))
    return pairing


def _greedy_from(i: int, order: list[PlayerKey], met: Met, partner: Any, leftovers: list[int]) -> int:
    """The greedy pass of `plain_fast_pairing` from index `i`, where everyone above is seated and everyone
    below free, until it reaches such a point again; returns that point (the next free index)."""
    n = len(order)
    taken: set[int] = set()
    high = i
    while True:
        taken.add(i)
        player = order[i]
        j = i + 1
        while j in taken:
            j += 1
        while j < n and met(player, order[j]):
            j += 1
            while j in taken:
                j += 1
        if j < n:
            taken.add(j)
            partner[i], partner[j] = j, i
            high = max(high, j)
        else:
            partner[i] = i
            leftovers.append(i)
        i += 1
        while i in taken:
            i += 1
        if i > high:
            return i


def _repair(order: list[PlayerKey], partner: list[int], stretches: list[tuple[int, int]], leftovers: list[int],
            met: Met, request: PairingRequest) -> None:
    """Mend the greedy pass in place: each stretch of the score order where it had to skip a rematch is
    re-paired exactly among its own members, then the players it left over are seated by `_repair_tail`."""
    index = {p: k for k, p in enumerate(order)} if stretches or leftovers else {}
    for first, end in stretches:
        members = [order[k] for k in range(first, end) if partner[k] != k]
        solved = _solve_exact(members, request.scores, met, [], 0, request.seed)
        if solved is None:
            continue
        for a, b in solved[0]:
            partner[index[a]], partner[index[b]] = index[b], index[a]
    if leftovers:
        _repair_tail(order, index, partner, leftovers, request)


def _repair_tail(order: list[PlayerKey], index: Mapping[PlayerKey, int], partner: list[int],
                 leftovers: list[int], request: PairingRequest) -> None:
    """Seat players the greedy pass left over by re-solving a growing tail of the score order exactly."""
    n = len(order)
    width = 2 * (len(leftovers) + REPAIR_MARGIN)
    while width <= n:
        start = max(0, min(leftovers) - width)
        changed = True
        while changed:
            changed = False
            for k in range(start, n):
                if partner[k] != k and partner[k] < start:
                    start, changed = partner[k], True
        members = [order[k] for k in range(start, n)]
        solved = _solve_exact(members, request.scores, met_function(request), [], 0, request.seed)
        if solved is not None:
            for a, b in solved[0]:
                partner[index[a]], partner[index[b]] = index[b], index[a]
            leftovers.clear()
            return
        if start == 0:
            return
        width *= 2


def _whole_field_exact(request: PairingRequest) -> Pairing:
    pairing = exact_pairing(request)
    pairing.method = "fast+exact"
    return pairing
