"""Random players in the Judge's Tower, with and without Shame and training: every game ends, the invariants
hold after every step, and a copy answered the same way reaches the same state."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.judges_tower import call_violation

from ..rules.cards import (
    BEARS,
    BOLT,
    CHARM,
    COUNTERSPELL,
    DIVINATION,
    ELVES,
    FIREBALL_X,
    FOREST,
    FORKED,
    GIANT_GROWTH,
    ISLAND,
    KICKER_CARD,
    KNIGHT,
    MOUNTAIN,
    PLAINS,
    SAC_CARD,
    SERRA,
    SOUL_WARDEN,
    SWAMP,
    TRAMPLER,
)
from .test_judges_tower import CLASSICS, COMMAND, FEEDBACK, MAY_DRAW, SALVE, TWO_ABILITIES

CUBE = [PLAINS, ISLAND, SWAMP, MOUNTAIN, FOREST] * 3 + [
    BEARS, BOLT, CHARM, COUNTERSPELL, DIVINATION, ELVES, FIREBALL_X, FORKED, GIANT_GROWTH, KICKER_CARD, KNIGHT,
    SAC_CARD, SERRA, SOUL_WARDEN, TRAMPLER, COMMAND, FEEDBACK, MAY_DRAW, SALVE, TWO_ABILITIES, *CLASSICS,
]
MAX_DECISIONS = 20000


def check_invariants(game: Game) -> None:
    """Every object is in exactly one zone, and its zone field says which; no negative counts."""
    state = game.state
    seen: Counter[int] = Counter()
    for key, ids in state.zones.items():
        for oid in ids:
            seen[oid] += 1
            assert state.objects[oid].zone == key
    assert all(n == 1 for n in seen.values())
    assert set(seen) == set(state.objects)
    for p in state.players:
        assert all(v >= 0 for v in p.counters.values())
        assert all(v >= 0 for v in p.pool.amounts.values())


def play(players: int, seed: int, **options: object) -> Game:
    rng = random.Random(seed)
    levels = {s: rng.randrange(0, 4) for s in range(players)}
    game = Game("judges-tower", [CUBE * 3], seed, players=players, options={"levels": levels, **options})
    humans = set(options.get("humans", ()))  # type: ignore[call-overload]
    for step in range(MAX_DECISIONS):
        if game.is_over():
            break
        actions = game.legal_actions()
        action = rng.choice(actions)
        if step % 97 == 0:
            twin = game.copy()
            twin.apply(action)
            game.apply(action)
            assert twin.state_hash() == game.state_hash()
        else:
            game.apply(action)
        if humans and step % 53 == 0:
            latent = game.observation(0)["format_view"]["latent_violations"]
            if latent:
                call_violation(game, rng.choice(sorted(humans)), latent[0]["id"])
        check_invariants(game)
    assert game.is_over(), f"no end after {MAX_DECISIONS} decisions"
    return game


@pytest.mark.parametrize("players,seed,shame", [(3, 1, False), (4, 2, False), (3, 3, True), (4, 4, True),
                                                (3, 8, False), (4, 9, True)])
def test_random_tower_games_end(players: int, seed: int, shame: bool) -> None:
    game = play(players, seed, shame=shame)
    result = game.result()
    assert result["winners"]
    assert len(result["shame" if shame else "points"]) == players


@pytest.mark.parametrize("players,seed,shame", [(3, 5, False), (4, 6, True), (3, 7, True)])
def test_random_training_games_end(players: int, seed: int, shame: bool) -> None:
    """Humans break the ASAP rules at random; calls (by computers, by decision, by API) keep the game going
    through subgames or shame counters to its end."""
    game = play(players, seed, shame=shame, training=True, humans=list(range(players - 1)), shame_limit=6)
    result = game.result()
    assert result["calls"] > 0
    if not shame:
        assert result["subgames"] >= 2
        assert sum(result["points"]) >= 1
