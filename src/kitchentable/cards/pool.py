"""The card pool: every card of the bundled data files (and of any extra directories), compiled once.

    pool = get_pool()
    bolt = pool.get("Lightning Bolt")   # CardDef; UnknownCard if absent
"""

from __future__ import annotations

import contextlib
import difflib
import hashlib
import os
import pickle
from collections.abc import Iterable, Iterator
from pathlib import Path

from kitchentable.cards.errors import CardError, UnknownCard
from kitchentable.cards.files.cardfile import RawCard, parse_file
from kitchentable.rules import abilities
from kitchentable.rules.abilities import CardDef
from kitchentable.rules.compiled import fast_unpickling
from kitchentable.rules.concepts import mana

for _classes in (abilities, mana):
    fast_unpickling(vars(_classes))  # the cache is mostly these frozen classes: a quicker __setstate__

DATA = Path(__file__).with_name("data")
CARD_DIR = DATA / "cards"
CARD_SUFFIX = ".txt"


class CardPool:
    """Compiled cards by exact name, with case-insensitive lookup and face names of multi-face cards."""

    def __init__(self) -> None:
        self._cards: dict[str, CardDef] = {}
        self._folded: dict[str, str] = {}
        self.sources: dict[str, tuple[str, int]] = {}
        self.unsupported: dict[str, str] = {}  # imported cards that did not compile -> the phrase that failed

    def add(self, card: CardDef, file: str = "", line: int = 0) -> None:
        if card.name in self._cards:
            other = self.sources.get(card.name, ("?", 0))
            raise CardError(card.name, file, line, "", f"duplicate card (also in {other[0]}:{other[1]})")
        self._cards[card.name] = card
        self.sources[card.name] = (file, line)
        self._folded[card.name.casefold()] = card.name
        for face in card.faces:
            self._folded.setdefault(face.name.casefold(), card.name)

    def get(self, name: str) -> CardDef:
        found = self._cards.get(name)
        if found is not None:
            return found
        key = self._folded.get(name.strip().casefold())
        if key is None:
            failed = self._unsupported_phrase(name)
            if failed:
                raise UnknownCard(name, None, failed)
            close = difflib.get_close_matches(name, list(self._cards), n=1)
            raise UnknownCard(name, close[0] if close else None)
        return self._cards[key]

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
        return sorted(self._cards)

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and (name in self._cards or name.strip().casefold() in self._folded)

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards[n] for n in self.names())


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
    kernel's sources (`_sources`), so a change to either recompiles; `KITCHENTABLE_NO_CARD_CACHE=1` turns the cache off."""
    dirs = ([CARD_DIR] if bundled else []) + [Path(d) for d in extra_dirs]
    cache = _cache_path(dirs)
    if cache is not None and cache.is_file():
        try:
            with cache.open("rb") as fh:
                cached = pickle.load(fh)
            if isinstance(cached, CardPool):
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
    if cache is not None:
        store_pickle(cache, pool)
    return pool


CACHES_KEPT = 8
"""How many cache files of one kind (`pool-*`, `oracle-*`) stay on disk: every change of the sources or of the
extra card directories makes a new one, and the oldest beyond these are deleted when one is written."""


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


def _cache_path(dirs: list[Path]) -> Path | None:
    """Where the compiled pool for these card directories is cached, or None when caching is off."""
    if os.environ.get("KITCHENTABLE_NO_CARD_CACHE"):
        return None
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
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kitchentable"
    return root / f"pool-{digest.hexdigest()}.pickle"


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
