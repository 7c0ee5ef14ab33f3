"""The bundled cubes (issue 24): a 360-card Vortex cube and a 421-card Tower cube (document 000's size), each
of real cards from the pool, singleton, and each playable: a seeded game with random players runs to its end."""

from __future__ import annotations

import random

import pytest

from kitchentable.api.game import Game
from kitchentable.cards.files.decks import load_cube
from kitchentable.cards.oracle import load_oracle
from kitchentable.cards.pool import get_pool
from kitchentable.formats.judges_tower import JudgesTower
from kitchentable.formats.vortex import Vortex


@pytest.mark.parametrize("name,size", [("vortex", 360), ("tower", 421)])
def test_cube_is_a_singleton_of_real_pool_cards(name: str, size: int) -> None:
    cube = load_cube(name)
    assert len(cube) == size and len(set(cube)) == size
    pool, oracle = get_pool(), load_oracle()
    for card in cube:
        assert card in oracle, f"{card}: no Oracle text beside it (not a real card?)"
        c = pool.get(card)
        assert "Basic" not in c.supertypes and not {"ante", "outside_game"} & set(c.flags), card


def test_tower_cube_holds_every_judges_tower_classic() -> None:
    from kitchentable.cards.files.cardfile import parse_file
    from kitchentable.cards.pool import CARD_DIR

    classics = {r.name for r in parse_file(CARD_DIR / "tower_classics.txt")}
    assert classics <= set(load_cube("tower"))


def _play(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(20000):
        if game.is_over():
            return
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("the game did not end")


def test_a_seeded_vortex_game_plays_with_the_vortex_cube() -> None:
    kwargs = Vortex.default_game(3, 7, pool="vortex", max_turns=30)
    assert len(kwargs["options"]["pool"]) == 360
    game = Game(format="vortex", seed=7, **kwargs)
    _play(game, 7)
    assert game.state.turn > 3


def test_a_seeded_tower_game_plays_with_the_tower_cube() -> None:
    kwargs = JudgesTower.default_game(3, 8, pool="tower", levels={0: 2, 1: 1, 2: 1}, turn_limit=30)
    assert len(kwargs["decks"][0]) == 421
    game = Game(format="judges-tower", **kwargs)
    _play(game, 8)
    assert game.result()["winners"] is not None
