"""The compiled-pool cache: a second load reads the cache; a damaged cache is rebuilt; it can be turned off."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kitchentable.cards import pool as pool_module
from kitchentable.rules.compiled import kernel_build

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


def test_a_changed_unsupported_listing_is_read_again(tmp_path: Path, card_dir: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A re-import that changes only `<stem>.unsupported.tsv` (the cards that did not compile, with the phrase
    that failed) gives a pool naming the new phrase: the listing is part of the cache key."""
    from kitchentable.cards.errors import UnknownCard

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    listing = card_dir / "few.unsupported.tsv"
    listing.write_text("Odd Card\tflip a coin\n")
    with pytest.raises(UnknownCard, match="flip a coin"):
        pool_module.load_pool([card_dir], bundled=False).get("Odd Card")
    listing.write_text("Odd Card\tvote\n")
    with pytest.raises(UnknownCard, match="'vote'"):
        pool_module.load_pool([card_dir], bundled=False).get("Odd Card")
    assert len(list((tmp_path / "cache" / "kitchentable").glob("pool-*.pickle"))) == 2
    listing.unlink()
    with pytest.raises(UnknownCard) as refused:
        pool_module.load_pool([card_dir], bundled=False).get("Odd Card")
    assert "vote" not in str(refused.value)


def test_a_warm_pool_cache_loads_without_the_card_compiler(tmp_path: Path, card_dir: Path) -> None:
    """Commands that only read cards (`deck check`) load the cached pool without importing the card language
    and its parser (lark): the compiled cards need only the kernel's ability classes. With the pure kernel the
    rules' chapters are not imported either (`kitchentable.rules.load` runs with the first game state)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    env.pop("KITCHENTABLE_NO_CARD_CACHE", None)
    probe = ("import sys; from kitchentable.cards.pool import load_pool; "
             f"p = load_pool([{str(card_dir)!r}], bundled=False); "
             "print(sorted(p.names()), 'lark' in sys.modules, 'kitchentable.cards.language' in sys.modules, "
             "'kitchentable.rules.engine' in sys.modules)")
    cold = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    assert cold.stdout.split("]")[1].split()[:2] == ["True", "True"]  # the first load compiles
    warm = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True)
    kernel = "False" if kernel_build() == "pure python" else "True"
    assert warm.stdout.strip() == f"['Grizzly Bears', 'Shock'] False False {kernel}"


def test_old_caches_of_one_kind_are_deleted_beyond_the_kept_number(tmp_path: Path) -> None:
    for i in range(pool_module.CACHES_KEPT + 3):
        old = tmp_path / f"pool-{i:032x}.pickle"
        old.write_bytes(b"x")
        os.utime(old, (1_000_000 + i, 1_000_000 + i))
    other = tmp_path / "parses-0.sqlite"
    other.write_bytes(b"x")
    newest = tmp_path / f"pool-{'f' * 32}.pickle"
    pool_module.store_pickle(newest, {"a": 1})
    kept = sorted(p.name for p in tmp_path.glob("pool-*.pickle"))
    assert len(kept) == pool_module.CACHES_KEPT and newest.name in kept
    assert f"pool-{0:032x}.pickle" not in kept  # the least recently written go first
    assert other.exists()  # another kind of cache is not this one's to prune


def _age(folder: Path) -> None:
    """Set every file's modification time an hour back, out of the stamp's racy window."""
    for path in folder.rglob("*"):
        os.utime(path, (path.stat().st_atime, path.stat().st_mtime - 3600))


def test_an_unchanged_stamp_finds_the_cache_without_reading_the_files(tmp_path: Path, card_dir: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache is named by a digest of the files' contents; once it is known for a stamp of their sizes,
    times and inodes, a second load reads no file to find it (`_digest` is not called)."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    _age(card_dir)
    monkeypatch.setattr(pool_module, "_stamp", lambda dirs: "f" * 32)
    pool_module.load_pool([card_dir], bundled=False)
    assert len(list((tmp_path / "cache" / "kitchentable").glob("stamp-*.key"))) == 1

    def no_digest(dirs: list[Path]) -> str:
        raise AssertionError("the digest was computed again")

    monkeypatch.setattr(pool_module, "_digest", no_digest)
    assert sorted(pool_module.load_pool([card_dir], bundled=False).names()) == ["Grizzly Bears", "Shock"]


def test_the_stamp_changes_with_a_card_file_and_is_not_trusted_for_a_fresh_one(card_dir: Path) -> None:
    _age(card_dir)
    before = pool_module._stamp([card_dir])
    assert before is not None and before == pool_module._stamp([card_dir])
    few = card_dir / "few.txt"
    few.write_text(CARDS.replace("2 damage", "3 damage"))
    assert pool_module._stamp([card_dir]) is None  # just written: the same tick could hide a second write
    _age(card_dir)
    assert pool_module._stamp([card_dir]) not in (None, before)


def test_a_cached_pool_unpickles_each_card_when_it_is_first_asked_for(tmp_path: Path, card_dir: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    compiled = pool_module.load_pool([card_dir], bundled=False)
    cached = pool_module.load_pool([card_dir], bundled=False)
    assert cached is not compiled and len(cached) == 2 and "shock" in cached
    assert cached._cards == {}
    assert cached.get("shock") == compiled.get("Shock")
    assert list(cached._cards) == ["Shock"]
    assert list(cached) == list(compiled)


def test_a_rendered_text_is_kept_beside_the_cache(tmp_path: Path, card_dir: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """`cards show` renders a card once per pool cache: the text is kept in `render-<key>.pickle`, so the
    renderer (and the card compiler it loads) is not imported again for it; a small pool's every card is
    rendered at the first miss."""
    from kitchentable.cards.render import render

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    calls: list[str] = []

    def counted(card: object) -> str:
        calls.append(card.name)  # type: ignore[attr-defined]
        return render(card)  # type: ignore[arg-type]

    pool_module.load_pool([card_dir], bundled=False)
    pool = pool_module.load_pool([card_dir], bundled=False)
    first = pool.rendered("Shock", counted)
    again = pool_module.load_pool([card_dir], bundled=False).rendered("Shock", counted)
    assert first == again == render(pool.get("Shock")) and calls == ["Shock", "Grizzly Bears"]
    assert pool.rendered("Grizzly Bears", counted) == render(pool.get("Grizzly Bears"))
    assert calls == ["Shock", "Grizzly Bears"]  # the whole (small) pool was rendered at the first miss
    assert len(list((tmp_path / "cache" / "kitchentable").glob("render-*.pickle"))) == 1


def test_a_cache_read_again_outlives_caches_written_since(tmp_path: Path, card_dir: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """Pruning deletes the least recently used caches of a kind: a pool read at each command is kept while other
    checkouts sharing the directory write `CACHES_KEPT` newer ones."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    pool_module.load_pool([card_dir], bundled=False)
    root = tmp_path / "cache" / "kitchentable"
    (ours,) = root.glob("pool-*.pickle")
    os.utime(ours, (1_000_000, 1_000_000))
    for i in range(pool_module.CACHES_KEPT - 1):
        other = root / f"pool-{i:032x}.pickle"
        other.write_bytes(b"x")
        os.utime(other, (2_000_000 + i, 2_000_000 + i))
    pool_module.load_pool([card_dir], bundled=False)  # read: now the most recently used
    pool_module.store_pickle(root / f"pool-{'e' * 32}.pickle", {"a": 1})
    assert ours.exists()


def test_a_pool_compiled_while_its_sources_changed_under_it_is_not_cached(tmp_path: Path, card_dir: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache is keyed by the sources on disk; a process started before they were edited runs the old code,
    so what it compiles must not be stored under the new key (every later run would read a stale pool)."""
    import kitchentable

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    monkeypatch.setattr(kitchentable, "IMPORTED_AT_NS", 0)
    assert not pool_module.sources_unchanged()
    pool = pool_module.load_pool([card_dir], bundled=False)
    assert sorted(pool.names()) == ["Grizzly Bears", "Shock"] and pool.cache is None
    assert not list((tmp_path / "cache" / "kitchentable").glob("pool-*.pickle"))
