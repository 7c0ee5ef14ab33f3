"""Invariant fuzzing: random games with checks after every step (DESIGN.md: the perft of card games)."""

from __future__ import annotations

import pytest

from kitchentable.api.game import Game
from kitchentable.sim.invariants import check_replay, fuzz_game
from tests.rules.cards import (
    ANTHEM,
    BEARS,
    BOLT,
    CHARM,
    COLOSSUS,
    COUNTERSPELL,
    DIVINATION,
    ELVES,
    FIREBALL_X,
    FORCE,
    FOREST,
    FORKED,
    GIANT_GROWTH,
    ISLAND,
    KICKER_CARD,
    KNIGHT,
    MOUNTAIN,
    PLAINS,
    POOL,
    REDUCER,
    SAC_CARD,
    SERRA,
    SHOCK,
    SOUL_WARDEN,
    SPHERE,
    SWAMP,
    SWIFTSPEAR,
    TRAMPLER,
)

RED = [MOUNTAIN] * 16 + [ISLAND] * 1 + [BOLT] * 3 + [SWIFTSPEAR] * 4 + [FIREBALL_X] * 2 + [FORKED] * 2 + \
    [CHARM] * 2 + [SHOCK] * 3 + [KICKER_CARD] * 2 + [REDUCER] * 3 + [SPHERE] * 2
GREEN = [FOREST] * 9 + [ISLAND] * 8 + [BEARS] * 5 + [ELVES] * 3 + [GIANT_GROWTH] * 3 + [COUNTERSPELL] * 3 + \
    [DIVINATION] * 2 + [TRAMPLER] * 3 + [COLOSSUS] * 2 + [FORCE] * 2
WHITE = [PLAINS] * 10 + [SWAMP] * 7 + [SERRA] * 3 + [KNIGHT] * 4 + [SOUL_WARDEN] * 4 + [ANTHEM] * 2 + \
    [SAC_CARD] * 3 + [BEARS] * 7


@pytest.mark.parametrize("seed", range(12))
def test_fuzz_duel_invariants_every_step(seed: int) -> None:
    decks = [(RED, GREEN), (GREEN, WHITE), (WHITE, RED)][seed % 3]
    game = Game("duel", list(decks), seed=seed, options={"max_turns": 40})
    fuzz_game(game, seed, deep_every=3)
    assert game.is_over()
    check_replay(game, pool=POOL)


@pytest.mark.parametrize("seed", range(4))
def test_fuzz_free_for_all_four_players(seed: int) -> None:
    game = Game("ffa", [RED, GREEN, WHITE, RED], seed=seed, options={"max_turns": 40})
    fuzz_game(game, seed, deep_every=4)
    assert game.is_over()
    check_replay(game, pool=POOL)


def test_fuzz_many_quick_games() -> None:
    """A few hundred random games with the cheap invariants only (zones and counts) after every step."""
    from kitchentable.sim.invariants import check_all
    from kitchentable.sim.runner import simulate

    summary = simulate("duel", {"decks": [RED, WHITE]}, games=200, seed=5, check=check_all)
    assert summary["errors"] == 0, summary.get("first_error")
    assert summary["games"] == 200
