"""Decks, cubes and Castle stocks: reading the text formats players already use.

Deck text: "4 Lightning Bolt" (or "4x Lightning Bolt", or a bare name for one copy), "//" and "#" comments,
a "Sideboard" line (or "SB: 2 Name") for the sideboard. MTG Arena exports ("4 Lightning Bolt (M10) 146",
"Deck"/"Sideboard" headers) and MTGO exports (a blank line before the sideboard) read the same way.
Cubes: one name per line, CubeCobra's plain-text export, or CubeCobra's CSV export (a "name" column).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from kitchentable.cards.deck_lines import CARD_LINE, count_problem
from kitchentable.cards.errors import DeckError, UnknownCard
from kitchentable.cards.pool import DATA, CardPool, get_pool

DECK_DIR = DATA / "decks"
CUBE_DIR = DATA / "cubes"
STOCK_DIR = DATA / "stocks"

_HEADERS = {"deck", "main", "maindeck", "main deck", "commander", "companion", "about"}
_SIDEBOARD = {"sideboard", "side board", "sb"}


@dataclass
class Deck:
    name: str
    main: list[str] = field(default_factory=list)
    sideboard: list[str] = field(default_factory=list)
    source: str = ""

    def __len__(self) -> int:
        return len(self.main)


def _resolve_path(name_or_path: str | Path, folder: Path) -> Path:
    p = Path(name_or_path)
    if p.exists():
        return p
    bundled = folder / f"{name_or_path}.txt"
    if bundled.exists():
        return bundled
    csv_file = folder / f"{name_or_path}.csv"
    if csv_file.exists():
        return csv_file
    raise DeckError(str(name_or_path), 0, f"no such file or bundled name (bundled: {', '.join(_names(folder))})")


def _names(folder: Path) -> list[str]:
    return sorted(p.stem for p in folder.glob("*.txt")) if folder.exists() else []


def _card_name(pool: CardPool, name: str, file: str, line: int) -> str:
    try:
        return pool.canonical(name)
    except UnknownCard as err:
        raise DeckError(file, line, str(err)) from None


def parse_deck(text: str, file: str = "<deck>", pool: CardPool | None = None, name: str = "") -> Deck:
    """Read deck text; every card is checked against the pool (`DeckError` names the file and line)."""
    pool = pool or get_pool()
    deck = Deck(name or Path(file).stem, source=file)
    in_side = False
    seen_cards = False
    blank_after_cards = False
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("//", 1)[0].split("#", 1)[0].strip() if not raw.strip().startswith("SB:") else raw.strip()
        if not line:
            if seen_cards and not raw.strip():
                blank_after_cards = True
            continue
        low = line.lower().rstrip(":")
        if low.startswith("name ") and not seen_cards:
            deck.name = line[5:].strip()
            continue
        if low in _HEADERS:
            continue
        if low in _SIDEBOARD:
            in_side = True
            continue
        prefixed = line[:3].upper() == "SB:"
        m = CARD_LINE.match(line[3:].strip() if prefixed else line)
        if m is None or not m.group("name"):
            raise DeckError(file, n, f"cannot read {raw.strip()!r} (expected e.g. '4 Lightning Bolt')")
        count = int(m.group("n") or 1)
        problem = count_problem(count)
        if problem is not None:
            raise DeckError(file, n, f"{problem}: {raw.strip()!r}")
        card = _card_name(pool, m.group("name"), file, n)
        side = in_side or prefixed or (blank_after_cards and not in_side and _mtgo_side(text, n))
        (deck.sideboard if side else deck.main).extend([card] * count)
        seen_cards = True
    if not deck.main:
        raise DeckError(file, 0, "the deck has no cards")
    return deck


def _mtgo_side(text: str, line: int) -> bool:
    """MTGO exports put the sideboard after one blank line with no header."""
    lines = text.splitlines()
    return not any(ln.strip().lower().rstrip(":") in _SIDEBOARD for ln in lines[:line])


def load_deck(path_or_bundled_name: str | Path, pool: CardPool | None = None) -> Deck:
    """A deck file, or a bundled deck by name ("mono-red-aggro")."""
    path = _resolve_path(path_or_bundled_name, DECK_DIR)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise DeckError(str(path), 0, f"not a text file (not UTF-8: byte {err.start})") from None
    except OSError as err:
        raise DeckError(str(path), 0, f"cannot read the file: {err.strerror or err}") from None
    return parse_deck(text, str(path), pool, name=path.stem)


def bundled_decks() -> list[str]:
    return _names(DECK_DIR)


def bundled_cubes() -> list[str]:
    return _names(CUBE_DIR)


def bundled_stocks() -> list[str]:
    return _names(STOCK_DIR)


def _list_file(path_or_name: str | Path, folder: Path, pool: CardPool | None) -> list[str]:
    path = _resolve_path(path_or_name, folder)
    pool = pool or get_pool()
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise DeckError(str(path), 0, f"not a text file (not UTF-8: byte {err.start})") from None
    except OSError as err:
        raise DeckError(str(path), 0, f"cannot read the file: {err.strerror or err}") from None
    if path.suffix.lower() == ".csv" or text.lstrip().lower().startswith(("name,", '"name"')):
        return _csv_names(text, str(path), pool)
    return parse_deck(text, str(path), pool).main


def _csv_names(text: str, file: str, pool: CardPool) -> list[str]:
    """CubeCobra's CSV export: a header row with a "name" column (and an optional maybeboard flag)."""
    reader = csv.DictReader(io.StringIO(text))
    fields = {f.lower(): f for f in reader.fieldnames or []}
    if "name" not in fields:
        raise DeckError(file, 1, "a CSV cube needs a 'name' column")
    out: list[str] = []
    for n, row in enumerate(reader, start=2):
        name = (row.get(fields["name"]) or "").strip()
        if not name:
            raise DeckError(file, n, "empty card name")
        maybe = fields.get("maybeboard")
        if maybe and (row.get(maybe) or "").strip().lower() in ("true", "1", "yes"):
            continue
        out.append(_card_name(pool, name, file, n))
    return out


def load_cube(name_or_path: str | Path, pool: CardPool | None = None) -> list[str]:
    """A cube list: the bundled "starter" cube, a CubeCobra CSV or plain-text export, or one name per line."""
    return _list_file(name_or_path, CUBE_DIR, pool)


def load_stock(name_or_path: str | Path, pool: CardPool | None = None) -> list[str]:
    """A Castle Magic creature stock (document 002): a list of creature cards."""
    names = _list_file(name_or_path, STOCK_DIR, pool)
    pool = pool or get_pool()
    for name in names:
        if "Creature" not in pool.get(name).types:
            raise DeckError(str(name_or_path), 0, f"{name} is not a creature; a Castle stock holds creatures")
    return names
