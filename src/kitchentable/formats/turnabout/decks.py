"""Turnabout deck rules (doc 003 "Deck Construction Rules", R-TA-4).

A deck has at least 60 cards, any number of copies of each card, and no sideboard. Banned: ante cards, cards
that bring cards from outside the game (wishes, companions, "learn" and the like), and cards that are not
tournament legal (silver- and gold-bordered, counterfeit). The card pool marks such cards with
`CardDef.flags`; the names the document and the rulings give are recognised too, so a deck is checked even
against cards that carry no flags. Every problem names its card and, for a deck file, its line.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kitchentable.cards.deck_lines import CARD_LINE, count_problem
from kitchentable.rules.abilities import CardDef

MIN_DECK_SIZE = 60

BANNED_CLASSES: dict[str, str] = {
    "ante": "ante cards are banned",
    "outside_game": "cards that bring cards from outside the game are banned",
    "not_tournament_legal": "cards that are not tournament legal are not permitted",
}

KNOWN_BANNED: dict[str, str] = {
    # ante cards (doc 003: "Ante cards")
    "amulet of quoz": "ante", "bronze tablet": "ante", "contract from below": "ante", "darkpact": "ante",
    "demonic attorney": "ante", "jeweled bird": "ante", "rebirth": "ante", "tempest efreet": "ante",
    "timmerian fiends": "ante",
    # cards that fetch cards from outside the game (doc 003 names Ring of Ma'Ruf, Research/Development and
    # the Wishes)
    "ring of ma'ruf": "outside_game", "research // development": "outside_game",
    "research/development": "outside_game", "burning wish": "outside_game", "cunning wish": "outside_game",
    "living wish": "outside_game", "death wish": "outside_game", "golden wish": "outside_game",
    "glittering wish": "outside_game", "mastermind's acquisition": "outside_game",
    "spawnsire of ulamog": "outside_game", "karn, the great creator": "outside_game",
    "coax from the blind eternities": "outside_game", "fae of wishes": "outside_game",
    "lurrus of the dream-den": "outside_game", "yorion, sky nomad": "outside_game",
    "lutri, the spellchaser": "outside_game", "kaheera, the orphanguard": "outside_game",
    "jegantha, the wellspring": "outside_game", "gyruda, doom of depths": "outside_game",
    "obosh, the preypiercer": "outside_game", "umori, the collector": "outside_game",
    "keruga, the macrosage": "outside_game", "zirda, the dawnwaker": "outside_game",
    # silver-bordered cards (doc 003: "silver- and gold-bordered cards" are not permitted)
    "blacker lotus": "not_tournament_legal", "mox lotus": "not_tournament_legal",
    "jack-in-the-mox": "not_tournament_legal", "ashnod's coupon": "not_tournament_legal",
    "chaos confetti": "not_tournament_legal", "booster tutor": "not_tournament_legal",
}
"""Lower-case names recognised without a card pool: the document's examples and their classes. Gold-bordered
and counterfeit cards share names with legal cards, so only the pool's flags can catch those."""

_OUTSIDE = re.compile(r"\bfrom outside the game\b|\blearn\b", re.IGNORECASE)
_HEADERS = frozenset({"deck", "main", "maindeck", "main deck", "commander", "companion", "about"})
_SIDEBOARD = frozenset({"sideboard", "side board", "sb"})
_SB_PREFIX = re.compile(r"^sb:\s*", re.IGNORECASE)


@dataclass(frozen=True)
class DeckLine:
    """One card line of a deck file: "4 Lightning Bolt" at `line` (1-based)."""

    line: int
    count: int
    name: str
    sideboard: bool = False


@dataclass(frozen=True)
class DeckProblem:
    """One reason a deck is not legal for Turnabout, with the card and line it is about."""

    rule: str
    message: str
    card: str | None = None
    line: int | None = None

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        card = f"{self.card}: " if self.card else ""
        return f"{where}{card}{self.message} ({self.rule})"

    def to_dict(self) -> dict[str, object]:
        return {"rule": self.rule, "message": self.message, "card": self.card, "line": self.line}


class DeckError(ValueError):
    """A deck that is not legal for Turnabout; `problems` lists every reason."""

    def __init__(self, problems: Sequence[DeckProblem], deck: str = "the deck") -> None:
        self.problems = list(problems)
        super().__init__(f"{deck} is not legal for Turnabout:\n" + "\n".join(f"  {p}" for p in self.problems))


def parse_deck_text(text: str) -> tuple[list[DeckLine], list[DeckProblem]]:
    """Read a deck in the project's deck-file form, keeping each card's line: "4 Lightning Bolt" (or
    "4x ..."; a trailing set code is ignored), `#` and `//` comments, a "Name ..." line before the cards,
    section headers, and a sideboard given by a "Sideboard" header, "SB:" prefixes or, as MTGO exports
    it, after a blank line when the file has no sideboard header. Malformed lines are problems."""
    lines: list[DeckLine] = []
    problems: list[DeckProblem] = []
    rows = text.splitlines()
    has_header = any(r.strip().lower().rstrip(":") in _SIDEBOARD for r in rows)
    in_sideboard = False
    seen_cards = False
    blank_after_cards = False
    for number, raw in enumerate(rows, start=1):
        stripped = raw.strip()
        prefixed = bool(_SB_PREFIX.match(stripped))
        body = _SB_PREFIX.sub("", stripped) if prefixed else stripped
        body = body.split("//", 1)[0].split("#", 1)[0].strip()
        if not body:
            blank_after_cards = blank_after_cards or (seen_cards and not stripped)
            continue
        low = body.lower().rstrip(":")
        if low.startswith("name ") and not seen_cards:
            continue
        if low in _HEADERS:
            continue
        if low in _SIDEBOARD:
            in_sideboard = True
            continue
        found = CARD_LINE.match(body)
        if found is None or not found.group("name"):
            problems.append(DeckProblem("deck file", f"cannot read {stripped!r}", None, number))
            continue
        count = int(found.group("n")) if found.group("n") else 1
        problem = count_problem(count)
        if problem is not None:
            problems.append(DeckProblem("deck file", problem, found.group("name"), number))
            continue
        side = in_sideboard or prefixed or (blank_after_cards and not has_header)
        lines.append(DeckLine(number, count, found.group("name"), side))
        seen_cards = True
    return lines, problems


def banned_class(card: CardDef | None, name: str) -> str | None:
    """Which banned class of R-TA-4 a card belongs to ("ante", "outside_game", "not_tournament_legal"),
    from its flags, its name or faces, or its rules text ("from outside the game", learn, companion)."""
    if card is not None:
        for flag in BANNED_CLASSES:
            if flag in card.flags:
                return flag
        names = [card.name, *(face.name for face in card.faces)]
    else:
        names = [name]
    for candidate in [name, *names]:
        found = KNOWN_BANNED.get(candidate.strip().lower())
        if found is not None:
            return found
    if card is not None:
        if "companion" in {k.split(" ")[0].lower() for k in card.keywords}:
            return "outside_game"
        texts = [card.text, *(face.text for face in card.faces)]
        if any(_OUTSIDE.search(t) for t in texts if t):
            return "outside_game"
    return None


Lookup = Callable[[str], CardDef | None]


class PoolError(ValueError):
    """The card pool is installed but cannot be loaded (a card file that does not compile)."""


def check_lines(lines: Iterable[DeckLine], lookup: Lookup | None = None) -> list[DeckProblem]:
    """R-TA-4 for the lines of a deck file: size, sideboard, banned and unknown cards, each with its line.
    `lookup` finds a card by name (None if unknown); without one only the names above are recognised."""
    problems: list[DeckProblem] = []
    main = 0
    for entry in lines:
        if entry.sideboard:
            problems.append(DeckProblem("R-TA-4", "no sideboards are used in Turnabout", entry.name, entry.line))
            continue
        main += entry.count
        card = lookup(entry.name) if lookup is not None else None
        if lookup is not None and card is None:
            close = getattr(lookup, "suggest", lambda _name: None)(entry.name)
            hint = f"; did you mean {close!r}?" if close else ""
            problems.append(DeckProblem("deck file", f"unknown card (not in the card pool{hint})", entry.name,
                                        entry.line))
        banned = banned_class(card, entry.name)
        if banned is not None:
            problems.append(DeckProblem("R-TA-4", BANNED_CLASSES[banned], entry.name, entry.line))
    if main < MIN_DECK_SIZE:
        problems.insert(0, DeckProblem("R-TA-4", f"a deck must have at least {MIN_DECK_SIZE} cards, this one has {main}"))
    return problems


def check_cards(cards: Sequence[CardDef]) -> list[DeckProblem]:
    """R-TA-4 for a deck given as card definitions (no lines, so each banned card is named once)."""
    problems: list[DeckProblem] = []
    if len(cards) < MIN_DECK_SIZE:
        problems.append(DeckProblem("R-TA-4", f"a deck must have at least {MIN_DECK_SIZE} cards, this one has {len(cards)}"))
    seen: set[str] = set()
    for card in cards:
        banned = banned_class(card, card.name)
        if banned is not None and card.name not in seen:
            seen.add(card.name)
            problems.append(DeckProblem("R-TA-4", BANNED_CLASSES[banned], card.name))
    return problems


def pool_lookup() -> Lookup | None:
    """A name lookup in the project's card pool, or None when the pool is not installed."""
    try:
        from kitchentable.cards.errors import UnknownCard
        from kitchentable.cards.pool import get_pool
    except ImportError:
        return None
    try:
        pool = get_pool()
    except Exception as err:  # noqa: BLE001 - any failure of the pool's own files is reported, not raised raw
        raise PoolError(f"the card pool cannot be loaded: {err}") from err

    def lookup(name: str) -> CardDef | None:
        try:
            found = pool.get(name)
        except (KeyError, LookupError, ValueError):
            return None
        return found if isinstance(found, CardDef) else None

    def suggest(name: str) -> str | None:
        try:
            pool.get(name)
        except UnknownCard as err:
            return err.suggestion
        return None

    lookup.suggest = suggest  # type: ignore[attr-defined]  # the closest name, for "did you mean"
    return lookup


def deck_file(name_or_path: str) -> Path | None:
    """The file behind a deck argument: a path, or a bundled deck's file when the deck library knows it."""
    path = Path(name_or_path)
    if path.is_file():
        return path
    try:
        decks = importlib.import_module("kitchentable.cards.files.decks")
    except ImportError:
        return None
    folder = getattr(decks, "DECK_DIR", None)
    if folder is None:
        return None
    bundled = Path(folder) / f"{name_or_path}.txt"
    return bundled if bundled.is_file() else None


def check_deck_file(name_or_path: str, lookup: Lookup | None = None) -> list[DeckProblem]:
    """Every R-TA-4 problem of a deck file (or bundled deck), with card and line."""
    path = deck_file(name_or_path)
    if path is None:
        raise FileNotFoundError(f"no deck file or bundled deck called {name_or_path!r}")
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(f"not a text file (not UTF-8: byte {err.start})") from None
    except IsADirectoryError:
        raise ValueError("is a folder, not a deck file") from None
    lines, problems = parse_deck_text(text)
    return problems + check_lines(lines, lookup if lookup is not None else pool_lookup())
