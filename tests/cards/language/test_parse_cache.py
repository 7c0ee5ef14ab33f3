"""Tests of `cards.language.parse_cache` and `parse.disk_cache`: trees and failures kept across imports, keyed by
the grammar's text, read back equal; off outside `disk_cache` and with KITCHENTABLE_NO_CARD_CACHE."""

from __future__ import annotations

from pathlib import Path

import pytest
from lark.exceptions import LarkError

from kitchentable.cards.language import parse as parse_module
from kitchentable.cards.language.parse import disk_cache, parse
from kitchentable.cards.language.parse_cache import ParseCache, cache_path


def test_cache_file_is_named_by_the_grammar_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    one, two = cache_path("start: \"a\""), cache_path("start: \"b\"")
    assert one is not None and two is not None and one != two and one.parent == tmp_path / "kitchentable"
    monkeypatch.setenv("KITCHENTABLE_NO_CARD_CACHE", "1")
    assert cache_path("start: \"a\"") is None


def test_trees_and_failures_are_read_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("KITCHENTABLE_NO_CARD_CACHE", raising=False)
    good, bad = "when ~ enters, draw a card.", "when ~ enters, draw a card draw."
    parse.cache_clear()
    with disk_cache():
        tree = parse(good)
        with pytest.raises(LarkError):
            parse(bad)
    assert parse_module._DISK is None
    stored = ParseCache(next((tmp_path / "kitchentable").glob("parses-*.sqlite")))
    assert stored.get(good) == (True, tree)
    assert stored.get(bad) == (True, None)
    assert stored.get("a text never parsed.") == (False, None)
    parse.cache_clear()
    with disk_cache():
        assert parse(good) == tree and parse(good) is not tree
        with pytest.raises(parse_module.EarlierFailure):
            parse(bad)
    parse.cache_clear()


def test_an_unreadable_cache_only_means_parsing_again(tmp_path: Path) -> None:
    path = tmp_path / "parses.sqlite"
    path.write_bytes(b"not a database")
    cache = ParseCache(path)
    assert cache.get("x.") == (False, None)
    cache.put("x.", None)
    assert cache.broken
