"""The parse trees of earlier imports, kept on disk: importing a database again (or a collection that shares
its wording with one imported before) reads each paragraph's tree instead of parsing it.

The cache is an SQLite file in the user's cache directory, named by a digest of the whole grammar's text (the
core grammar, every phrase family's fragment, the subtype list) and of lark's version, so a change to any of
them starts a new file and a tree is never read back for a grammar other than the one that built it. It
holds parsed trees and the texts that failed to parse (an import that finds every paragraph there never
builds the parser). `KITCHENTABLE_NO_CARD_CACHE=1` turns it off, as it does the
compiled pool's cache. Several import workers may share the file (SQLite locks it); a damaged or unreadable
file only makes the import parse again.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sqlite3
from pathlib import Path
from typing import Any

import lark

FAILED = b""
"""The stored value of a text that did not parse."""


def cache_path(grammar: str) -> Path | None:
    """The cache file for this grammar text, or None when caching is off."""
    if os.environ.get("KITCHENTABLE_NO_CARD_CACHE"):
        return None
    digest = hashlib.blake2b(digest_size=16)
    digest.update(lark.__version__.encode())
    digest.update(grammar.encode())
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kitchentable"
    return root / f"parses-{digest.hexdigest()}.sqlite"


class ParseCache:
    """Paragraph text -> parse tree (or the mark of a failed parse), in one SQLite file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._db: sqlite3.Connection | None = None
        self._pid = -1
        self.broken = False

    def _connection(self) -> sqlite3.Connection | None:
        if self.broken:
            return None
        if self._db is None or self._pid != os.getpid():  # a forked import worker opens its own connection
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
                db.execute("PRAGMA synchronous=OFF")
                db.execute("CREATE TABLE IF NOT EXISTS parse (text TEXT PRIMARY KEY, tree BLOB NOT NULL)")
            except (OSError, sqlite3.Error):
                self.broken = True
                return None
            self._db, self._pid = db, os.getpid()
        return self._db

    def get(self, text: str) -> tuple[bool, Any]:
        """(found, tree); a found text that failed to parse has the tree None."""
        db = self._connection()
        if db is None:
            return False, None
        try:
            row = db.execute("SELECT tree FROM parse WHERE text = ?", (text,)).fetchone()
            if row is None:
                return False, None
            return True, None if row[0] == FAILED else pickle.loads(row[0])
        except (sqlite3.Error, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
            self.broken = True
            return False, None

    def put(self, text: str, tree: Any) -> None:
        """Keep `tree` (None: the text failed to parse)."""
        db = self._connection()
        if db is None:
            return
        try:
            value = FAILED if tree is None else pickle.dumps(tree, protocol=pickle.HIGHEST_PROTOCOL)
            db.execute("INSERT OR REPLACE INTO parse (text, tree) VALUES (?, ?)", (text, value))
        except (sqlite3.Error, pickle.PicklingError):
            self.broken = True
