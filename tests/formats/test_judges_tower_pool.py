"""The Tower with the card language's pool: `default_game` builds the shared library from a cube file (a
CubeCobra-style list of names) and random players finish a game with every card of the pool."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from kitchentable.api.game import Game
from kitchentable.formats.judges_tower import JudgesTower

pool_module = pytest.importorskip("kitchentable.cards.pool")


def cube_file(tmp_path: Path) -> Path:
    names = list(pool_module.get_pool().names())
    path = tmp_path / "tower.txt"
    path.write_text("\n".join(names) + "\n")
    return path


@pytest.mark.parametrize("seed,shame", [(1, False), (2, True)])
def test_default_game_plays_the_pool_under_asap(tmp_path: Path, seed: int, shame: bool) -> None:
    path = cube_file(tmp_path)
    kwargs = JudgesTower.default_game(3, seed, pool=str(path), shame=shame, levels={0: 2, 2: 1}, turn_limit=40)
    assert kwargs["players"] == 3 and kwargs["options"]["levels"] == {0: 2, 2: 1}
    game = Game(format="judges-tower", **kwargs)
    assert sum(1 for o in game.state.objects.values() if not o.token) == len(kwargs["decks"][0])
    assert [k for k in game.state.zones if k[0] == "library"] == [("library", -1)]
    rng = random.Random(seed)
    for _ in range(20000):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    assert game.is_over()
    result = game.result()
    assert result["variant"] == ("shame" if shame else "subgames")
    assert result["winners"]


def test_default_game_training_makes_seat_zero_the_human(tmp_path: Path) -> None:
    kwargs = JudgesTower.default_game(4, 3, pool=str(cube_file(tmp_path)), training=True)
    assert kwargs["options"]["training"] and kwargs["options"]["humans"] == [0]


def test_starter_cube_when_bundled() -> None:
    decks = pytest.importorskip("kitchentable.cards.files.decks")
    try:
        cards = decks.load_cube("starter")
    except Exception as exc:  # the bundled cube is still being written
        pytest.skip(f"no bundled starter cube yet: {exc}")
    kwargs = JudgesTower.default_game(3, 1)
    assert len(kwargs["decks"][0]) == len(cards)


def test_cli_play_and_simulate_arguments(tmp_path: Path) -> None:
    """The CLI builds the game as Game(format, seed=seed, **game_arguments(...))."""
    setup = pytest.importorskip("kitchentable.api.setup")
    kwargs = setup.game_arguments("judges-tower", 3, None, 5, pool=str(cube_file(tmp_path)), shame=True,
                                  levels={1: 2}, training=True)
    game = Game("judges-tower", seed=5, **kwargs)
    assert len(game.state.players) == 3
    assert game.state.rules.shame and game.state.rules.training
    opening = [e.data[0] for e in game.state.log if e.kind == "draw" and e.rule == "103.5"]
    assert opening == [1, 1]


def pool_card(name: str) -> Any:
    pool = pool_module.get_pool()
    if name not in set(pool.names()):
        pytest.skip(f"{name} is not in the pool yet")
    return pool.get(name)


def test_classic_mnemonic_wall_from_the_pool() -> None:
    """The pool's Mnemonic Wall in the Tower: its "may" is performed (ICR 200.6) and its target is the topmost
    instant or sorcery of the shared graveyard (ICR 300.4), whoever put it there (ICR 100.6); the card then
    belongs to the Wall's controller (ICR 100.7)."""
    from kitchentable.scenario import Scenario

    wall_card = pool_card("Mnemonic Wall")
    bolt_card = pool_card("Lightning Bolt")
    s = Scenario("judges-tower", 2, options={"idle_mana_abilities": True})
    s.graveyard(0, bolt_card)
    top = s.graveyard(1, bolt_card)
    wall = s.hand(0, wall_card)
    for _ in range(3):
        s.library(0, "Forest")
    game = s.start("main1")
    game.apply(("cast", wall))
    game.apply(("pay",))
    for _ in range(30):
        kind = game.pending["kind"] if game.pending else None
        if kind == "choose_target":
            assert game.legal_actions() == [("target", top)]
        if kind == "may":
            assert game.legal_actions() == [("yes",)]
        if game.state.zones.get(("hand", 0)):
            break
        game.apply(game.legal_actions()[0])
    (card,) = game.state.zones[("hand", 0)]
    assert game.state.objects[card].card.name == "Lightning Bolt" and game.state.objects[card].owner == 0


def test_classic_blinking_spirit_loop_from_the_pool() -> None:
    """The pool's Blinking Spirit under ASAP: cast, bounce, cast... the loop rule removes it (ICR 100.9)."""
    from kitchentable.scenario import Scenario

    spirit = pool_card("Blinking Spirit")
    s = Scenario("judges-tower", 2, options={"auto_single": True, "idle_mana_abilities": True})
    s.hand(0, spirit)
    for _ in range(3):
        s.library(0, "Forest")
    game = s.start("main1")
    assert any(e.kind == "jt_loop" and "Blinking Spirit" in e.data[0] for e in game.state.log)
    assert not any(o.card.name == "Blinking Spirit" for o in game.state.objects.values())
