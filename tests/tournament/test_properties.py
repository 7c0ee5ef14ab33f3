"""Property tests over random events (hypothesis): the invariants issue 8 names, for both pairing methods."""

from __future__ import annotations

import random
import tempfile
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitchentable.formats.turnabout.scoring import GameReport, match_totals, vp_split
from kitchentable.tournament.pairing import (
    NoPairingPossible,
    Pairing,
    PairingRequest,
    exact_pairing,
    fast_pairing,
    pair_key,
    pair_round,
)
from kitchentable.tournament.service import PairingBlocked, TournamentService
from kitchentable.tournament.standings import (
    SWISS,
    TURNABOUT,
    MatchRecord,
    PlayerInfo,
    bye_record,
    compute_standings,
    swiss_record,
    turnabout_record,
)
from kitchentable.tournament.store import Store

from .conftest import play_round_swiss, play_round_turnabout
from .test_pairing import brute_force

OPTIONS = ("dominaria", "tolaria", "phyrexia")
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_match(rng: random.Random, fmt: str, round_number: int, a: int, b: int,
                 options: dict[int, str]) -> MatchRecord:
    if fmt == SWISS:
        score = rng.choice([(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1), (0, 0, 0)])
        return swiss_record(round_number, a, b, *score)
    games = []
    for game in (1, 2):
        if rng.random() < 0.15:
            games.append(GameReport(game, None))
        else:
            games.append(GameReport(game, rng.randint(0, 1), rng.randint(0, 25)))
    mp_a, mp_b = match_totals(games, (options[a], options[b]))
    wins = Counter(g.losing_deck if g.game == 1 else 1 - g.losing_deck for g in games if g.losing_deck is not None)
    draws = sum(1 for g in games if g.losing_deck is None)
    return turnabout_record(round_number, a, b, mp_a, mp_b, wins[0], wins[1], draws)


@st.composite
def events(draw: st.DrawFn) -> dict:
    return {
        "n": draw(st.integers(2, 13)),
        "rounds": draw(st.integers(1, 7)),
        "fmt": draw(st.sampled_from([SWISS, TURNABOUT])),
        "seed": draw(st.integers(0, 2**32)),
        "drop_rate": draw(st.sampled_from([0.0, 0.05, 0.2])),
        "method": draw(st.sampled_from(["auto", "exact", "fast"])),
    }


def run_event(spec: dict) -> tuple[list[PlayerInfo], list[MatchRecord], list[tuple[set[int], list]]]:
    """Play an event with random results; checks every round's pairing as it goes."""
    rng = random.Random(spec["seed"])
    fmt, n = spec["fmt"], spec["n"]
    options = {p: rng.choice(OPTIONS) for p in range(n)}
    dropped: set[int] = set()
    matches: list[MatchRecord] = []
    previous: set[frozenset[int]] = set()
    byes: Counter[int] = Counter()
    rounds: list[tuple[set[int], list]] = []
    for round_number in range(1, spec["rounds"] + 1):
        infos = [PlayerInfo(p, f"p{p}", p in dropped) for p in range(n)]
        rows = compute_standings(fmt, infos, matches, spec["seed"])
        active = [r.key for r in rows if not r.dropped]
        request = PairingRequest(active, {r.key: r.points for r in rows}, frozenset(previous),
                                 frozenset(byes), seed=round_number, first_round=round_number == 1)
        method = {"auto": pair_round, "exact": exact_pairing, "fast": fast_pairing}[spec["method"]]
        if round_number == 1:
            method = pair_round
        try:
            result = method(request)
        except NoPairingPossible:
            assert len(active) < 2 or brute_force(request) is None
            break
        seated = [p for t in result.tables for p in t] + ([result.bye] if result.bye is not None else [])
        rounds.append((set(active), seated))
        assert sorted(seated) == sorted(active), "every active player is seated exactly once"
        assert not dropped & set(seated), "dropped players are never paired"
        for a, b in result.tables:
            assert pair_key(a, b) not in previous, "no rematch"
            previous.add(pair_key(a, b))
            matches.append(random_match(rng, fmt, round_number, a, b, options))
        if result.bye is not None:
            byes[result.bye] += 1
            assert byes[result.bye] == 1, "at most one bye per player"
            matches.append(bye_record(round_number, result.bye, fmt))
        for p in active:
            if rng.random() < spec["drop_rate"]:
                dropped.add(p)
    infos = [PlayerInfo(p, f"p{p}", p in dropped) for p in range(n)]
    return infos, matches, rounds


@FAST
@given(events())
def test_random_events_keep_every_pairing_invariant(spec: dict) -> None:
    run_event(spec)


@FAST
@given(events(), st.randoms(use_true_random=False))
def test_standings_do_not_change_when_players_are_renamed(spec: dict, rng: random.Random) -> None:
    infos, matches, _ = run_event(spec)
    names = [f"renamed {i}" for i in range(len(infos))]
    rng.shuffle(names)
    renamed = [PlayerInfo(p.key, names[i], p.dropped) for i, p in enumerate(infos)]
    before = compute_standings(spec["fmt"], infos, matches, spec["seed"])
    after = compute_standings(spec["fmt"], renamed, matches, spec["seed"])
    assert [(r.key, r.points, r.tiebreakers) for r in before] == [(r.key, r.points, r.tiebreakers) for r in after]


@FAST
@given(events())
def test_turnabout_matches_always_split_30_victory_points(spec: dict) -> None:
    spec = {**spec, "fmt": TURNABOUT}
    _, matches, _ = run_event(spec)
    for m in matches:
        if m.b is not None:
            assert m.points_a + m.points_b == 30


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 60), st.integers(0, 60))
def test_every_vp_split_sums_to_30_and_favours_the_higher_total(mp_a: int, mp_b: int) -> None:
    vp_a, vp_b = vp_split(mp_a, mp_b)
    assert vp_a + vp_b == 30
    assert (vp_a > vp_b) == (mp_a > mp_b) and (vp_a == vp_b) == (mp_a == mp_b)
    assert (vp_b, vp_a) == vp_split(mp_b, mp_a)


@st.composite
def small_requests(draw: st.DrawFn) -> PairingRequest:
    n = draw(st.integers(2, 8))
    players = list(range(n))
    scores = {p: draw(st.integers(0, 45)) for p in players}
    ranked = draw(st.permutations(players))
    all_pairs = [pair_key(a, b) for a in players for b in players if a < b]
    previous = frozenset(draw(st.lists(st.sampled_from(all_pairs), unique=True, max_size=len(all_pairs))))
    had_bye = frozenset(draw(st.lists(st.sampled_from(players), unique=True, max_size=n)))
    return PairingRequest(list(ranked), scores, previous, had_bye, seed=draw(st.integers(0, 99)),
                          allow_rematches=draw(st.sampled_from([0, 0, 1])))


@settings(max_examples=150, deadline=None)
@given(small_requests())
def test_exact_pairing_is_the_brute_force_optimum(request: PairingRequest) -> None:
    best = brute_force(request)
    try:
        result = exact_pairing(request)
    except NoPairingPossible:
        assert best is None
        return
    assert best is not None
    eligible = [p for p in reversed(request.ranked) if p not in request.had_bye]
    got = (len(result.rematches), 0 if result.bye is None else eligible.index(result.bye), result.cost)
    assert got == best


@settings(max_examples=150, deadline=None)
@given(small_requests())
def test_fast_pairing_is_valid_and_never_beats_the_optimum(request: PairingRequest) -> None:
    request = PairingRequest(request.ranked, request.scores, request.previous, request.had_bye, request.seed)
    try:
        fast = fast_pairing(request)
    except NoPairingPossible:
        assert brute_force(request) is None
        return
    exact = exact_pairing(request)
    assert fast.rematches == []
    seated = sorted([p for t in fast.tables for p in t] + ([fast.bye] if fast.bye is not None else []))
    assert seated == sorted(request.ranked)
    eligible = [p for p in reversed(request.ranked) if p not in request.had_bye]

    def key(result: Pairing) -> tuple[int, int]:
        return (0 if result.bye is None else eligible.index(result.bye), result.cost)

    assert key(fast) >= key(exact)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(3, 11), st.sampled_from([SWISS, TURNABOUT]), st.integers(0, 2**31), st.integers(2, 5))
def test_random_events_through_the_service_keep_the_invariants(n: int, fmt: str, seed: int, rounds: int) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp:
        store = Store(Path(tmp) / "event.sqlite")
        svc = TournamentService(store)
        svc.create_event("Property", fmt, rounds, seed=seed)
        svc.import_players([{"name": f"player {i}"} for i in range(n)])
        met: set[frozenset[str]] = set()
        byes: Counter[str] = Counter()
        dropped: set[str] = set()
        for _ in range(rounds):
            try:
                view = svc.pair()
            except PairingBlocked:
                break
            seated = [name for t in view.tables for name in (t.player_a, t.player_b) if name is not None]
            active = {p.name for p in svc.players() if p.dropped_after_round is None}
            assert sorted(seated) == sorted(active)
            assert not dropped & set(seated)
            for t in view.tables:
                if t.player_b is None:
                    byes[t.player_a] += 1
                    assert byes[t.player_a] == 1
                else:
                    assert frozenset((t.player_a, t.player_b)) not in met
                    met.add(frozenset((t.player_a, t.player_b)))
            (play_round_swiss if fmt == SWISS else play_round_turnabout)(svc, rng)
            if rng.random() < 0.3 and len(active) > 2:
                victim = rng.choice(sorted(active))
                svc.drop(victim)
                dropped.add(victim)
        standings = svc.standings().rows
        if fmt == TURNABOUT:
            matches = sum(1 for r in svc.rounds() for t in r.tables if not t.is_bye)
            assert sum(r.points for r in standings) == 30 * matches + 22 * sum(byes.values())
        assert all(same for _, same, _ in svc.verify_rounds())
        store.dispose()
