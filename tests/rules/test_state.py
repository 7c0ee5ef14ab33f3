"""The game state's bookkeeping that the kernel's speed rests on: copy-on-write clones and the log."""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.state import GameObject, GameState, LogEvent


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


def test_log_reads_back_named_events_and_copies_share_history() -> None:
    state = GameState()
    state.log_event("117.3d", "pass", 0)
    twin = state.copy()
    twin.log_event("500.1", "turn", 2, 1)
    assert list(state.log) == [LogEvent("117.3d", "pass", (0,))]
    assert [ev.kind for ev in twin.log] == ["pass", "turn"]
    assert twin.log[-1].data == (2, 1) and isinstance(twin.log[0], LogEvent)
    assert twin.log.pop() == LogEvent("500.1", "turn", (2, 1)) and len(twin.log) == 1
