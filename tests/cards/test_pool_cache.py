"""The compiled-pool cache: a second load reads the cache; a damaged cache is rebuilt."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitchentable.cards import pool as pool_module


def test_pool_cache_is_reused_and_a_damaged_one_is_rebuilt(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    first = pool_module.load_pool()
    caches = list((tmp_path / "kitchentable").glob("pool-*.pickle"))
    assert len(caches) == 1
    second = pool_module.load_pool()
    assert second.names() == first.names()
    caches[0].write_bytes(b"not a pickle")
    third = pool_module.load_pool()
    assert third.names() == first.names()
    assert caches[0].read_bytes() != b"not a pickle"


def test_pool_cache_can_be_turned_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("KITCHENTABLE_NO_CARD_CACHE", "1")
    assert len(pool_module.load_pool()) > 0
    assert not list(tmp_path.glob("kitchentable/pool-*"))
