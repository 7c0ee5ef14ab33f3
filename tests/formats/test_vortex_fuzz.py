"""Invariant fuzzing of Vortex Based Magic: random players in every player count (2-5), checked after every
step: cards are conserved across the shoe, the packs, the passed pack and every other zone; the ownership
rules of R-VX-1/R-VX-3 hold; undo after an action restores the state hash; the record replays exactly."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.vortex import PACK, PASSED, SHOE, UNOWNED, Vortex, count_cards
from kitchentable.rules.state import GameState

from .vortex_support import LOOKUP, new_game, pool_names

Agent = Callable[[random.Random, list[tuple[Any, ...]]], tuple[Any, ...]]


def added_and_left(state: GameState) -> tuple[int, int]:
    """Cards that came from outside the game (the opening basics, R-VX-2) and cards that left it with an
    eliminated player (R-VX-8), read from the log."""
    added = sum(1 for ev in state.log if ev.kind == "vortex_basic_added")
    left = sum(int(ev.data[1]) for ev in state.log if ev.kind == "vortex_cards_left_game")
    return added, left


def check_invariants(state: GameState, total: int) -> None:
    players = len(state.players)
    placed: dict[int, tuple[str, int]] = {}
    for key, ids in state.zones.items():
        for oid in ids:
            assert oid not in placed, f"object {oid} is in {placed.get(oid)} and {key}"
            placed[oid] = key
            assert state.objects[oid].zone == key
    assert set(placed) == set(state.objects), "an object is in no zone"
    added, left = added_and_left(state)
    assert count_cards(state) == total + added - left
    for oid, (kind, seat) in placed.items():
        o = state.objects[oid]
        if kind in (SHOE, PASSED):
            assert o.owner == UNOWNED, f"{o} in the {kind} is owned by {o.owner}"
        elif kind == PACK:
            assert o.owner == seat, f"{o} in pack {seat} is owned by {o.owner}"
        else:
            assert 0 <= o.owner < players, f"{o} in {kind} has no owner"
    for p in state.players:
        assert p.poison >= 0 and all(v >= 0 for v in p.pool.amounts.values())
    if state.decision is not None and state.decision.kind == "priority":
        for seat in state.seats_in_game():
            assert len(state.zones.get((PACK, seat), [])) <= 7
        for p in state.players:
            if not p.in_game:
                assert not state.zones.get((PACK, p.seat))


PASSIVE = frozenset({"pass", "attack_done", "block_done", "no", "find_none", "pick_none"})


def uniform(rng: random.Random, actions: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    return rng.choice(actions)


def eager(rng: random.Random, actions: list[tuple[Any, ...]]) -> tuple[Any, ...]:
    """A random player that mostly acts (casts, attacks, blocks) rather than passes."""
    doing = [a for a in actions if a[0] not in PASSIVE]
    return rng.choice(doing if doing and rng.random() < 0.85 else actions)


def play(players: int, seed: int, pool: list[str], agent: Agent, life: int = 20, max_turns: int = 40) -> Game:
    """Play a random game, checking the invariants and undo after every action. A `life` below 20 makes
    short games that reach eliminations and failed picks (set before the first action, so such a game's
    record does not replay)."""
    game = new_game(players, seed=seed, pool=pool, max_turns=max_turns)
    for p in game.state.players:
        p.life = life
    total = len(pool) + 5 * players
    rng = random.Random(seed)
    check_invariants(game.state, total)
    while not game.is_over():
        before = game.state_hash()
        action = agent(rng, game.legal_actions())
        game.apply(action)
        after = game.state_hash()
        check_invariants(game.state, total)
        assert game.undo() == action
        assert game.state_hash() == before
        game.apply(action)
        assert game.state_hash() == after
    return game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_vx_fuzz_random_games_keep_cards_and_ownership(players: int) -> None:
    game = play(players, 100 * players, pool_names(copies=2, lands=2), uniform, max_turns=14 + 4 * players)
    assert game.is_over()
    replayed = Game.from_record(game.record(), pool=LOOKUP)
    assert replayed.state_hash() == game.state_hash()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_r_vx_fuzz_short_games_with_eliminations_and_failed_picks(players: int) -> None:
    eliminated = 0
    for seed in range(2):
        game = play(players, 100 * players + seed + 1, pool_names(copies=1, lands=1), eager, life=4,
                    max_turns=10 + 6 * players)
        eliminated += sum(1 for p in game.state.players if p.lost)
    assert eliminated >= 1


def test_r_vx_1_random_game_from_the_bundled_starter_cube() -> None:
    """`default_game` with no pool drafts from the bundled starter cube (what `kitchentable play --format
    vortex` and `simulate --format vortex` use)."""
    from kitchentable.cards.files.decks import bundled_cubes

    if "starter" not in bundled_cubes():
        pytest.skip("the starter cube is not bundled")
    kwargs = Vortex.default_game(3, 7)
    game = Game("vortex", seed=7, **kwargs)
    total = len(kwargs["options"]["pool"]) + 5 * 3
    rng = random.Random(7)
    for _ in range(400):
        if game.is_over():
            break
        game.apply(eager(rng, game.legal_actions()))
        check_invariants(game.state, total)
    assert game.state.turn > 1
