"""English for one viewer: players as "you" or by name with the verb agreeing, counts in words, mana.

Every sentence a face shows (the viewer's log, prompts, reasons) is built from these helpers, so the
grammar ("You draw" / "Alice draws", "your" / "Alice's") is decided in one place.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

_IRREGULAR = {"have": "has", "be": "is", "do": "does", "go": "goes"}
_MODALS = frozenset({"can", "may", "must", "would", "will", "should", "could"})
_NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}


def third_person(verb: str) -> str:
    """"draw" -> "draws", "pass" -> "passes", "have" -> "has" (the verb of a named player)."""
    head, _, rest = verb.partition(" ")
    if head in _MODALS:
        word = head
    elif head in _IRREGULAR:
        word = _IRREGULAR[head]
    elif head.endswith(("s", "sh", "ch", "x", "z", "o")):
        word = head + "es"
    elif head.endswith("y") and len(head) > 1 and head[-2] not in "aeiou":
        word = head[:-1] + "ies"
    else:
        word = head + "s"
    return f"{word} {rest}" if rest else word


def number(n: int) -> str:
    """Small counts as words ("three"), larger ones as digits."""
    return _NUMBER_WORDS[n] if 0 <= n < len(_NUMBER_WORDS) else str(n)


def plural(n: int, noun: str, plural_noun: str | None = None) -> str:
    """"a card", "two cards", "no cards"."""
    if n == 1:
        return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
    return f"{number(n)} {plural_noun or noun + 's'}"


def join(items: Sequence[str], last: str = "and") -> str:
    """"A", "A and B", "A, B and C"."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return items[0] if items else ""
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def mana_symbols(amounts: Mapping[str, int]) -> str:
    """A pool's amounts as symbols: {"R": 2} -> "{R}{R}"."""
    order = "WUBRGC"
    return "".join(f"{{{k}}}" * v for k, v in sorted(amounts.items(), key=lambda kv: order.find(kv[0])) if v)


def available_mana(sources: Iterable[tuple[int, frozenset[str]]], pool: Mapping[str, int]) -> str:
    """What a player could pay with right now, as a player would say it: "{R}{R}", "{G} and one of {R}/{W}",
    "{U} in your pool", or "no untapped mana source"."""
    single: dict[str, int] = {}
    either: list[str] = []
    for _oid, kinds in sources:
        if len(kinds) == 1:
            (kind,) = tuple(kinds)
            single[kind] = single.get(kind, 0) + 1
        elif kinds:
            either.append("one of " + "/".join(f"{{{k}}}" for k in sorted(kinds, key="WUBRGC".find)))
    parts = [mana_symbols(single)] if single else []
    parts += either
    in_pool = mana_symbols(pool)
    if in_pool:
        parts.append(f"{in_pool} in your pool")
    return join(parts) or "no untapped mana source"


class Words:
    """How one viewer reads players: the viewer is "you", every other player their name."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        self.names = list(names)
        self.viewer = viewer

    def name(self, seat: int) -> str:
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return "a player"

    def is_you(self, seat: Any) -> bool:
        return self.viewer is not None and seat == self.viewer

    def subject(self, seat: int, verb: str = "") -> str:
        """"You draw" / "Alice draws" (or just "You" / "Alice" with no verb)."""
        if self.is_you(seat):
            return f"You {verb}".rstrip()
        return f"{self.name(seat)} {third_person(verb)}".rstrip() if verb else self.name(seat)

    def obj(self, seat: int) -> str:
        """The player as an object: "you" / "Alice"."""
        return "you" if self.is_you(seat) else self.name(seat)

    def poss(self, seat: int) -> str:
        """"your" / "Alice's"."""
        if self.is_you(seat):
            return "your"
        name = self.name(seat)
        return f"{name}'" if name.endswith("s") else f"{name}'s"

    def their(self, seat: int) -> str:
        """The possessive pronoun after a subject: "You ... your hand" / "Alice ... their hand"."""
        return "your" if self.is_you(seat) else "their"
