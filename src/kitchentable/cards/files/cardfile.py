"""Reading card data files: blocks of lines, one card per block (see docs/cards.md).

    Lightning Bolt {R}
    Instant
    ~ deals 3 damage to any target.

Line 1 is the name and mana cost, line 2 the type line with P/T ("2/2") or loyalty ("loyalty 3") at its
end, then one ability per line. "• " lines continue a "Choose one —" line. "@key value" lines carry
metadata (@flags, @rarity, @color, @layout). A line "//" starts the next face of the same card. Blank lines
separate cards; lines starting with "#" are comments.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from kitchentable.cards.errors import CardError

_COST_AT_END = re.compile(r"^(?P<name>.*?)\s*(?P<cost>(?:\{[^}]+\})+)?\s*$")
_PT_AT_END = re.compile(r"^(?P<type>.*?)\s+(?P<p>[*\d+X-]+)/(?P<t>[*\d+X-]+)\s*$")
_LOYALTY_AT_END = re.compile(r"^(?P<type>.*?)\s+loyalty\s+(?P<l>\d+|X)\s*$", re.IGNORECASE)


@dataclass
class RawFace:
    """One face as written: the text before compilation, with line numbers for error messages."""

    name: str
    cost: str
    type_line: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    lines: list[tuple[int, str]] = field(default_factory=list)
    line: int = 0
    color: str | None = None  # this face's color indicator (204), from an "@color" line after "//"


@dataclass
class RawCard:
    faces: list[RawFace]
    file: str
    line: int
    meta: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return " // ".join(f.name for f in self.faces)


def parse_text(text: str, file: str = "<text>") -> list[RawCard]:
    """Split a card file into raw cards. Structural mistakes raise `CardError` with the line."""
    cards: list[RawCard] = []
    block: list[tuple[int, str]] = []
    for n, raw in enumerate(text.splitlines() + [""], start=1):
        line = raw.rstrip()
        if line.lstrip().startswith("#"):
            continue
        if not line.strip():
            if block:
                cards.append(_card(block, file))
                block = []
            continue
        block.append((n, line.strip()))
    return cards


def parse_file(path: Path) -> list[RawCard]:
    return parse_text(path.read_text(encoding="utf-8"), str(path))


def _card(block: list[tuple[int, str]], file: str) -> RawCard:
    meta: dict[str, str] = {}
    faces: list[list[tuple[int, str]]] = [[]]
    face_colors: dict[int, str] = {}
    for n, line in block:
        if line.startswith("@color ") and len(faces) > 1:  # a back face's own color indicator (712.4)
            face_colors[len(faces) - 1] = line[len("@color "):].strip()
        elif line.startswith("@"):
            key, _, value = line[1:].partition(" ")
            meta[key.strip().lower()] = value.strip()
        elif line == "//":
            faces.append([])
        else:
            faces[-1].append((n, line))
    first = block[0][0]
    raws = [_face(f, file, first) for f in faces]
    for i, color in face_colors.items():
        raws[i].color = color
    return RawCard(raws, file, first, meta)


def _face(lines: list[tuple[int, str]], file: str, card_line: int) -> RawFace:
    if len(lines) < 2:
        name = lines[0][1] if lines else "?"
        raise CardError(name, file, lines[0][0] if lines else card_line, "",
                        "a card needs a name line and a type line")
    (n1, head), (n2, type_text) = lines[0], lines[1]
    m = _COST_AT_END.match(head)
    assert m is not None
    name, cost = m.group("name").strip(), m.group("cost") or ""
    face = RawFace(name, cost, type_text, line=n1)
    pt = _PT_AT_END.match(type_text)
    loyalty = _LOYALTY_AT_END.match(type_text)
    if pt and ("Creature" in type_text or "Vehicle" in type_text or "Spacecraft" in type_text):
        face.type_line, face.power, face.toughness = pt.group("type"), pt.group("p"), pt.group("t")
    elif loyalty:
        face.type_line, face.loyalty = loyalty.group("type"), loyalty.group("l")
    elif "Creature" in type_text.split("—")[0]:
        raise CardError(name, file, n2, type_text, "a creature needs power/toughness at the end of its type line")
    body: list[tuple[int, str]] = []
    for n, line in lines[2:]:
        if line.startswith(("•", "* ")) and body:
            prev_n, prev = body[-1]
            body[-1] = (prev_n, prev + "\n" + line.lstrip("•* ").strip())
        else:
            body.append((n, line))
    face.lines = body
    return face
