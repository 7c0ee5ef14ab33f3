"""The game state's bookkeeping that the kernel's speed rests on: copy-on-write clones and the log."""

from __future__ import annotations

import pytest

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.compiled import kernel_build
from kitchentable.rules.state import GameObject, GameState, LogEvent, Player

# These read `__slots__` and store values of the wrong type in them, which a class compiled with mypyc
# neither has nor allows; the compiled build is checked by playing the same games (benchmarks/same_games.py).
pure_only = pytest.mark.skipif(kernel_build() != "pure python", reason="reads __slots__ (pure Python only)")


@pure_only
def test_clone_copies_every_slot() -> None:
    """`GameObject.clone` writes each slot out by hand (for speed): a slot added later must be copied too."""
    o = GameObject(7, CardDef(name="Test"), 1, ("battlefield", -1), 3)
    for i, name in enumerate(GameObject.__slots__):
        if name not in ("id", "card", "counters"):
            setattr(o, name, ("value", i))
    o.counters["+1/+1"] = 2
    twin = o.clone()
    for name in GameObject.__slots__:
        assert getattr(twin, name) == getattr(o, name), name
    twin.counters["+1/+1"] = 5
    assert o.counters["+1/+1"] == 2  # counters are the clone's own


@pure_only
def test_player_clone_copies_every_slot() -> None:
    """`Player.clone` writes each slot out by hand (for speed, and a compiled class has no `__slots__`)."""
    p = Player(1, "Ann", 20)
    for i, name in enumerate(Player.__slots__):
        if name not in ("pool", "counters"):
            setattr(p, name, ("value", i))
    p.counters["poison"] = 1
    twin = p.clone()
    for name in Player.__slots__:
        if name != "pool":
            assert getattr(twin, name) == getattr(p, name), name
    assert twin.pool is not p.pool and twin.counters is not p.counters


@pure_only
def test_restore_takes_every_slot_of_the_saved_state() -> None:
    """`GameState.restore` (the 601.2 rewind) writes each slot out by hand: a slot added later must be too."""
    state, saved = GameState(), GameState()
    for i, name in enumerate(GameState.__slots__):
        setattr(saved, name, ("value", i))
    state.restore(saved)
    for name in GameState.__slots__:
        if name != "_own":
            assert getattr(state, name) == getattr(saved, name), name
    assert state._own == set() and saved._own == set()


def test_log_reads_back_named_events_and_copies_share_history() -> None:
    state = GameState()
    state.log_event("117.3d", "pass", 0)
    twin = state.copy()
    twin.log_event("500.1", "turn", 2, 1)
    assert list(state.log) == [LogEvent("117.3d", "pass", (0,))]
    assert [ev.kind for ev in twin.log] == ["pass", "turn"]
    assert twin.log[-1].data == (2, 1) and isinstance(twin.log[0], LogEvent)
    assert twin.log.pop() == LogEvent("500.1", "turn", (2, 1)) and len(twin.log) == 1


def test_reading_an_empty_zone_writes_nothing() -> None:
    """A peek at a zone nothing was ever put in leaves the state, and its hash, as they were."""
    from kitchentable.scenario import Scenario

    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    game = s.start("main1")
    before = game.state_hash()
    keys = set(game.state.zones)
    assert game.state.zone("exile", 1) == [] and game.state.zone("hand", 1) == []
    assert set(game.state.zones) == keys and game.state_hash() == before


def test_frozen_ability_classes_unpickle_to_equal_objects() -> None:
    """The card pool cache pickles cards; `fast_unpickling`'s `__setstate__` must give back equal objects, with
    every field in its place (a card with costs, abilities and a filter)."""
    import pickle

    from kitchentable.cards.pool import get_pool

    pool = get_pool()
    for name in ("Cryptbreaker", "Lightning Bolt", "Death Baron"):
        card = pool.get(name)
        assert pickle.loads(pickle.dumps(card, protocol=pickle.HIGHEST_PROTOCOL)) == card
