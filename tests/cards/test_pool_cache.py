"""The compiled-pool cache: a second load reads the cache; a damaged cache is rebuilt; it can be turned off."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitchentable.cards import pool as pool_module

CARDS = """Grizzly Bears {1}{G}
Creature — Bear 2/2

Shock {R}
Instant
Shock deals 2 damage to any target.
"""


@pytest.fixture()
def card_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "few.txt").write_text(CARDS)
    return folder


def test_pool_cache_is_reused_and_a_damaged_one_is_rebuilt(tmp_path: Path, card_dir: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    first = pool_module.load_pool([card_dir], bundled=False)
    caches = list((tmp_path / "cache" / "kitchentable").glob("pool-*.pickle"))
    assert len(caches) == 1 and sorted(first.names()) == ["Grizzly Bears", "Shock"]
    assert sorted(pool_module.load_pool([card_dir], bundled=False).names()) == ["Grizzly Bears", "Shock"]
    caches[0].write_bytes(b"not a pickle")
    assert sorted(pool_module.load_pool([card_dir], bundled=False).names()) == ["Grizzly Bears", "Shock"]
    assert caches[0].read_bytes() != b"not a pickle"


def test_a_changed_card_file_is_compiled_again(tmp_path: Path, card_dir: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    pool_module.load_pool([card_dir], bundled=False)
    (card_dir / "few.txt").write_text(CARDS.replace("2 damage", "3 damage"))
    pool = pool_module.load_pool([card_dir], bundled=False)
    assert len(list((tmp_path / "cache" / "kitchentable").glob("pool-*.pickle"))) == 2
    assert "Shock" in pool


def test_pool_cache_can_be_turned_off(tmp_path: Path, card_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv("KITCHENTABLE_NO_CARD_CACHE", "1")
    assert len(pool_module.load_pool([card_dir], bundled=False)) == 2
    assert not list((tmp_path / "cache").glob("kitchentable/pool-*"))
