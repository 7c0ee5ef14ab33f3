"""The card pool: every card of the bundled data files (and of any extra directories), compiled once.

    pool = get_pool()
    bolt = pool.get("Lightning Bolt")   # CardDef; UnknownCard if absent
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import pickle
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from kitchentable.cards.errors import CardError, UnknownCard
from kitchentable.rules import abilities
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.compiled import fast_unpickling
from kitchentable.rules.concepts import mana

if TYPE_CHECKING:
    from kitchentable.cards.files.cardfile import RawCard

for _classes in (abilities, mana):
    fast_unpickling(vars(_classes))  # the cache is mostly these frozen classes: a quicker __setstate__

DATA = Path(__file__).with_name("data")
CARD_DIR = DATA / "cards"
CARD_SUFFIX = ".txt"


RENDER_ALL_UP_TO = 2_000
"""The largest pool whose every card `CardPool.rendered` renders at its first miss (the bundled pool has about
600; an imported database of 17,000 would take some seconds, so there each card is rendered when shown)."""


class CardPool:
    """Compiled cards by exact name, with case-insensitive lookup and face names of multi-face cards.

    Pickled (the compiled-pool cache), each card is its own small pickle, read back only when the card is first
    asked for: a command that looks up a deck's cards unpickles those, not the whole pool's 5,000 objects."""

    def __init__(self) -> None:
        self._cards: dict[str, CardDef] = {}
        self._packed: dict[str, bytes] = {}
        self._folded: dict[str, str] = {}
        self.sources: dict[str, tuple[str, int]] = {}
        self.unsupported: dict[str, str] = {}  # imported cards that did not compile -> the phrase that failed
        self.cache: Path | None = None  # the compiled-pool cache file this pool was read from or written to

    def __getstate__(self) -> dict[str, object]:
        packed = dict(self._packed)
        for name, card in self._cards.items():
            packed[name] = pickle.dumps(card, protocol=pickle.HIGHEST_PROTOCOL)
        return {"packed": packed, "folded": self._folded, "sources": self.sources, "unsupported": self.unsupported}

    def __setstate__(self, state: dict[str, object]) -> None:
        self._cards = {}
        self._packed = state["packed"]  # type: ignore[assignment]
        self._folded = state["folded"]  # type: ignore[assignment]
        self.sources = state["sources"]  # type: ignore[assignment]
        self.unsupported = state["unsupported"]  # type: ignore[assignment]
        self.cache = None

    def rendered(self, name: str, render: Callable[[CardDef], str]) -> str:
        """A card's text as `render` writes it, kept in a file beside the pool's cache (`render-<key>.pickle`).

        The renderer reads the card language's keyword table, which loads the whole compiler and its parser:
        most of `cards show`'s time. So the first miss renders every card of a pool of up to `RENDER_ALL_UP_TO`
        cards (about 0.4 ms each once the renderer is loaded) and keeps them all; a card the renderer fails on
        is left out, to be rendered (and its error raised) when it is asked for. The cache's key covers the
        renderer's sources (they are part of the card language's, `_sources`), so a kept text is the one the
        renderer would write now."""
        if self.cache is None:
            return render(self.get(name))
        path = self.cache.with_name("render-" + self.cache.name.removeprefix("pool-"))
        known: dict[str, str] = {}
        with contextlib.suppress(Exception):  # a damaged file only means rendering again
            with path.open("rb") as fh:
                loaded = pickle.load(fh)
            if isinstance(loaded, dict):
                known = loaded
        text = known.get(name)
        if isinstance(text, str):
            _touch(path)
        else:
            text = known[name] = render(self.get(name))
            if len(self) <= RENDER_ALL_UP_TO:
                for other in self.names():
                    if other not in known:
                        with contextlib.suppress(Exception):
                            known[other] = render(self.get(other))
            if sources_unchanged():
                store_pickle(path, known)
        return text

    def _card(self, name: str) -> CardDef:
        """The card stored under its exact name, unpickled the first time it is asked for."""
        found = self._cards.get(name)
        if found is None:
            found = self._cards[name] = pickle.loads(self._packed.pop(name))
        return found

    def add(self, card: CardDef, file: str = "", line: int = 0) -> None:
        if card.name in self._cards or card.name in self._packed:
            other = self.sources.get(card.name, ("?", 0))
            raise CardError(card.name, file, line, "", f"duplicate card (also in {other[0]}:{other[1]})")
        self._cards[card.name] = card
        self.sources[card.name] = (file, line)
        self._folded[card.name.casefold()] = card.name
        for face in card.faces:
            self._folded.setdefault(face.name.casefold(), card.name)

    def get(self, name: str) -> CardDef:
        if name in self._cards or name in self._packed:
            return self._card(name)
        key = self._folded.get(name.strip().casefold())
        if key is None:
            failed = self._unsupported_phrase(name)
            if failed:
                raise UnknownCard(name, None, failed)
            import difflib

            close = difflib.get_close_matches(name, self.names(), n=1)
            raise UnknownCard(name, close[0] if close else None)
        return self._card(key)

    def _unsupported_phrase(self, name: str) -> str:
        if not self.unsupported:
            return ""
        wanted = name.strip().casefold()
        for card, phrase in self.unsupported.items():
            if card.casefold() == wanted:
                how = "it was refused: " + phrase[len("refused: "):] if phrase.startswith("refused: ") else \
                    phrase if phrase.startswith("malformed: ") else f"the first phrase that fails is {phrase!r}"
                return how
        return ""

    def canonical(self, name: str) -> str:
        return self.get(name).name

    def names(self) -> list[str]:
        return sorted([*self._cards, *self._packed])

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (name in self._cards or name in self._packed
                                          or name.strip().casefold() in self._folded)

    def __len__(self) -> int:
        return len(self._cards) + len(self._packed)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._card(n) for n in self.names())


def card_files(dirs: Iterable[Path]) -> list[Path]:
    """The card files of each directory (every `*.txt` below it), or the path itself when it names one file;
    a path that is neither is an error naming it, never an empty pool."""
    out: list[Path] = []
    for d in dirs:
        path = Path(d)
        if path.is_file():
            out.append(path)
        elif path.is_dir():
            out += sorted(p for p in path.rglob(f"*{CARD_SUFFIX}") if p.is_file())
        else:
            raise CardError("", str(path), 0, "", "no such directory or card file")
    return out


def raw_cards(dirs: Iterable[Path] | None = None) -> list[RawCard]:
    from kitchentable.cards.files.cardfile import parse_file

    found: list[RawCard] = []
    for path in card_files(dirs if dirs is not None else [CARD_DIR]):
        found += parse_file(path)
    return found


def _shadowed(pool: CardPool, raw: RawCard) -> bool:
    """A card from an extra directory (an import) that the bundled pool already defines: the bundled card
    wins, so a full database can be added without conflicts."""
    return raw.name in pool and CARD_DIR not in Path(raw.file).parents and pool.sources[pool.canonical(raw.name)][
        0] != raw.file


def load_pool(extra_dirs: Iterable[Path | str] = (), *, bundled: bool = True) -> CardPool:
    """Compile every card file; the first error stops loading (`CardError` names card, file, line, phrase).

    The compiled pool is cached on disk, keyed by a digest of every card file and of the card language's and the
    kernel's sources (`_sources`), so a change to either recompiles (`_cache_path`: a cheap stamp stands for the
    digest while the files keep their sizes and times); `KITCHENTABLE_NO_CARD_CACHE=1` turns the cache off."""
    dirs = ([CARD_DIR] if bundled else []) + [Path(d) for d in extra_dirs]
    cache = _cache_path(dirs)
    if cache is not None and cache.is_file():
        try:
            with cache.open("rb") as fh:
                cached = pickle.load(fh)
            if isinstance(cached, CardPool):
                cached.cache = cache
                _touch(cache)
                return cached
        except Exception:  # noqa: BLE001 - a damaged cache is rebuilt
            cache.unlink(missing_ok=True)
    # The card compiler (and lark) only on a miss: a warm cache needs only the kernel's ability classes.
    from kitchentable.cards.language.compile import compile_card

    pool = CardPool()
    for raw in raw_cards(dirs):
        if _shadowed(pool, raw):
            continue
        pool.add(compile_card(raw), raw.file, raw.line)
    for d in dirs[1:] if bundled else dirs:
        for listing in sorted(Path(d).rglob("*.unsupported.tsv")):  # cards.files.mtgjson.UNSUPPORTED_SUFFIX
            pool.unsupported.update(_read_unsupported(listing))
    if cache is not None and sources_unchanged():
        store_pickle(cache, pool)
        pool.cache = cache
    return pool


CACHES_KEPT = 8
"""How many cache files of one kind (`pool-*`, `render-*`, `stamp-*`, `oracle-*`) stay on disk: every change of
the sources or of the extra card directories makes a new one, and the least recently written or read (`_touch`) beyond these are
deleted when one is written."""


def store_pickle(path: Path, value: object) -> None:
    """Write a cache file whole or not at all (a temporary file renamed over it, so a reader in another process
    never sees half a pickle), then delete the least recently written of its kind beyond `CACHES_KEPT`; a
    read-only home only means compiling again next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        with tmp.open("wb") as fh:
            pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
        tmp.replace(path)
        _prune(path)
    except OSError:
        pass


def store_text(path: Path, text: str) -> None:
    """`store_pickle` for a small text file (a stamp's digest): whole or not at all, the oldest pruned."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
        _prune(path)
    except OSError:
        pass


def _touch(path: Path) -> None:
    """Mark a cache file as just used, so pruning (by modification time) deletes the least recently used
    first: other checkouts and test runs sharing the cache directory write caches of their own, and a pool
    read at every command should outlive them."""
    with contextlib.suppress(OSError):
        os.utime(path)


def _prune(path: Path) -> None:
    kind = path.name.split("-", 1)[0]
    siblings = []
    for other in path.parent.glob(f"{kind}-*{path.suffix}"):
        with contextlib.suppress(OSError):  # another process may delete it first
            siblings.append((other.stat().st_mtime, other))
    siblings.sort(reverse=True)
    for _mtime, old in siblings[CACHES_KEPT:]:
        if old != path:
            old.unlink(missing_ok=True)


def _read_unsupported(path: Path) -> dict[str, str]:
    """An import's list of the cards that did not compile (card<TAB>the first phrase that failed), by card
    name and by its front face's name."""
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#") and "\t" in line:
            name, phrase = line.split("\t", 1)
            found[name] = phrase
            found.setdefault(name.split(" // ")[0], phrase)
    return found


def _sources() -> list[Path]:
    """Every file whose change can change a compiled card: the card language (its modules, grammar and
    fragments), the card-file reader, this module, and the kernel's ability vocabulary (all of `rules/`)."""
    cards = Path(__file__).parent
    rules = cards.parent / "rules"
    found = [p for p in cards.rglob("*") if p.suffix in (".py", ".lark") and "data" not in p.relative_to(cards).parts]
    return sorted(found) + sorted(rules.rglob("*.py"))


def sources_unchanged() -> bool:
    """Is every source a compiled card depends on (`_sources`) as it was when this process imported
    kitchentable? A cache is keyed by the files' contents on disk, so a process that compiled with code that
    was edited, merged or checked out under it after it started would otherwise store its stale result under
    the new code's key, and every later run would read it. Then nothing is cached: the next run compiles."""
    from kitchentable import IMPORTED_AT_NS

    for path in _sources():
        with contextlib.suppress(OSError):
            if path.stat().st_mtime_ns > IMPORTED_AT_NS:
                return False
    return True


def _cache_path(dirs: list[Path]) -> Path | None:
    """Where the compiled pool for these card directories is cached, or None when caching is off.

    The cache is named by a digest of the contents (`_digest`); reading every source file to compute it took
    longer than the rest of `deck check`, so a stamp of the files' paths, sizes, modification times and inodes
    (`_stamp`) names a small file beside the pickles that remembers the digest it was last found to have. A
    file modified within the last `RACY_SECONDS` is not trusted to its stamp (a second write in the same clock
    tick keeps the time), so then the contents are read."""
    if os.environ.get("KITCHENTABLE_NO_CARD_CACHE"):
        return None
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kitchentable"
    stamp = _stamp(dirs)
    if stamp is not None:
        with contextlib.suppress(OSError, UnicodeDecodeError):
            key = root / f"stamp-{stamp}.key"
            known = root / key.read_text(encoding="utf-8").strip()
            if known.name.startswith("pool-") and known.is_file():
                _touch(key)
                return known
    path = root / f"pool-{_digest(dirs)}.pickle"
    if stamp is not None:
        store_text(root / f"stamp-{stamp}.key", path.name)
    return path


RACY_SECONDS = 2.0
"""How recently a file may have been modified for its size and time to be trusted as its contents' stamp."""


def _stat_walk(top: Path, suffixes: tuple[str, ...], skip: str = "") -> Iterator[tuple[str, os.stat_result]]:
    """Every file below `top` whose name ends with one of `suffixes`, with its `stat`, not entering a
    directory called `skip`."""
    for folder, subdirs, files in os.walk(top):
        if skip:
            subdirs[:] = [d for d in subdirs if d != skip]
        for name in files:
            if name.endswith(suffixes):
                path = os.path.join(folder, name)
                yield path, os.stat(path)


def _stamp(dirs: list[Path]) -> str | None:
    """A cheap key for the same files as `_digest` (the card language and kernel sources, compiled kernel
    modules included, the card files and the import listings), or None when one was modified too recently."""
    cards = Path(__file__).parent
    found: list[tuple[str, os.stat_result]] = [*_stat_walk(cards, (".py", ".lark", ".so", ".pyd"), skip="data"),
                                               *_stat_walk(cards.parent / "rules", (".py", ".so", ".pyd"))]
    for d in dirs:
        path = Path(d)
        if path.is_file():
            found.append((str(path), path.stat()))
        elif path.is_dir():
            found += _stat_walk(path, (CARD_SUFFIX, ".unsupported.tsv"))
        else:
            raise CardError("", str(path), 0, "", "no such directory or card file")
    newest_allowed = time.time_ns() - int(RACY_SECONDS * 1e9)
    digest = hashlib.blake2b(digest_size=16)
    digest.update(sys.implementation.cache_tag.encode())
    for name, st in sorted(found):
        if st.st_mtime_ns > newest_allowed:
            return None
        digest.update(f"{name}\0{st.st_size}\0{st.st_mtime_ns}\0{st.st_ino}\n".encode())
    return digest.hexdigest()


def _digest(dirs: list[Path]) -> str:
    """A digest of the contents of every file a compiled card depends on and of the card files themselves."""
    digest = hashlib.blake2b(digest_size=16)
    here = Path(__file__).parent.parent
    for src in _sources():
        digest.update(str(src.relative_to(here)).encode())
        digest.update(src.read_bytes())
    # The compiled kernel (scripts/build_fast.sh) pickles its classes differently: one cache per build.
    from kitchentable.rules.compiled import kernel_build

    digest.update(kernel_build().encode())
    listings = [p for d in dirs if d != CARD_DIR for p in sorted(Path(d).rglob("*.unsupported.tsv"))]
    for path in card_files(dirs) + listings:
        digest.update(str(path).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


_POOL: CardPool | None = None
_EXTRA: tuple[str, ...] = ()


def extra_card_dirs() -> tuple[str, ...]:
    """Directories added with `--cards DIR` or the KITCHENTABLE_CARDS environment variable (os.pathsep)."""
    env = os.environ.get("KITCHENTABLE_CARDS", "")
    return _EXTRA + tuple(p for p in env.split(os.pathsep) if p)


def use_card_dirs(dirs: Iterable[str | Path]) -> None:
    """Add directories of card files (e.g. the importer's output) to the pool `get_pool` returns."""
    global _EXTRA, _POOL
    _EXTRA = tuple(str(d) for d in dirs)
    _POOL = None


def get_pool() -> CardPool:
    """The bundled pool plus any extra directories, compiled once and cached."""
    global _POOL
    if _POOL is None:
        _POOL = load_pool(extra_card_dirs())
    return _POOL


def check_pool(extra_dirs: Iterable[Path | str] = (), *, bundled: bool = True) -> tuple[CardPool, list[CardError]]:
    """Compile every card, collecting every error instead of stopping at the first (`cards check`)."""
    from kitchentable.cards.files.cardfile import parse_file
    from kitchentable.cards.language.compile import compile_card

    dirs = ([CARD_DIR] if bundled else []) + [Path(d) for d in extra_dirs]
    pool = CardPool()
    errors: list[CardError] = []
    for path in card_files(dirs):
        try:
            raws = parse_file(path)
        except CardError as err:
            errors.append(err)
            continue
        for raw in raws:
            if _shadowed(pool, raw):
                continue
            try:
                pool.add(compile_card(raw), raw.file, raw.line)
            except CardError as err:
                errors.append(err)
    return pool, errors
