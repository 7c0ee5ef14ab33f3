"""The Oracle text of the bundled pool (`data/oracle/*.txt`): what each card really says, the reference against
which the card files and `kitchentable cards show` are checked.

The texts are written from knowledge of each card's current Oracle wording (not copied from any database),
one file beside each card file of the same name. Reminder text is omitted. The format is the card files' own
block format, read here without the compiler so the reference never depends on what it checks:

    Pegasus Courser {2}{W}
    Creature — Pegasus 1/3
    Flying
    Whenever Pegasus Courser attacks, another target attacking creature gains flying until end of turn.

Line 1 is the name and the mana cost, line 2 the type line with power/toughness (`1/3`, `*/*`) or
`loyalty N` at its end, then the rules text one paragraph per line; `• ` lines are a modal spell's modes and
a line `//` starts the next face. Blank lines separate cards; `#` lines are comments.

`sentences` normalises a rules text for comparison: only what never changes what a card does is removed (the
card's own name against "this creature"/"this spell", reminder text and rule references in parentheses,
mode bullets, whitespace, the case of a sentence's first letter, the minus sign of loyalty costs).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from kitchentable.cards.language.own_names import own_names
from kitchentable.cards.language.parse import grammar_words

ORACLE_DIR = Path(__file__).parent / "data" / "oracle"

_HEAD = re.compile(r"^(?P<name>.*?)\s*(?P<cost>(?:\{[^}]+\})+)?\s*$")
_PT = re.compile(r"^(?P<type>.*?)\s+(?P<p>[*\d+X-]+)/(?P<t>[*\d+X-]+)$")
_LOYALTY = re.compile(r"^(?P<type>.*?)\s+loyalty\s+(?P<l>\d+|X)$", re.IGNORECASE)


class OracleError(ValueError):
    """A malformed Oracle file: names the file, the line and what is wrong."""


@dataclass(frozen=True)
class OracleFace:
    """One face as its Oracle text gives it."""

    name: str
    mana_cost: str
    type_line: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    lines: tuple[str, ...] = ()


@dataclass(frozen=True)
class OracleCard:
    faces: tuple[OracleFace, ...]
    file: str = ""
    line: int = 0

    @property
    def name(self) -> str:
        return " // ".join(f.name for f in self.faces)


@dataclass
class _Block:
    line: int
    faces: list[list[str]] = field(default_factory=lambda: [[]])


def parse_oracle(text: str, file: str = "<oracle>") -> list[OracleCard]:
    """Every card of one Oracle file, in order."""
    blocks: list[_Block] = []
    current: _Block | None = None
    for n, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#"):
            continue
        if not line:
            current = None
            continue
        if current is None:
            current = _Block(n)
            blocks.append(current)
        if line == "//":
            current.faces.append([])
        elif line.startswith("•") and current.faces[-1][2:]:
            current.faces[-1][-1] += "\n" + line
        else:
            current.faces[-1].append(line)
    return [OracleCard(tuple(_face(f, file, b.line) for f in b.faces), file, b.line) for b in blocks]


def _face(lines: list[str], file: str, line: int) -> OracleFace:
    if len(lines) < 2:
        raise OracleError(f"{file}:{line}: a face needs a name line and a type line, got {lines!r}")
    head = _HEAD.match(lines[0])
    assert head is not None
    type_text = lines[1]
    power = toughness = loyalty = None
    if (pt := _PT.match(type_text)) and "Creature" in type_text:
        type_text, power, toughness = pt.group("type"), pt.group("p"), pt.group("t")
    elif loyalty_match := _LOYALTY.match(type_text):
        type_text, loyalty = loyalty_match.group("type"), loyalty_match.group("l")
    elif "Creature" in type_text.split("—")[0]:
        raise OracleError(f"{file}:{line}: {head.group('name')}: a creature needs power/toughness")
    return OracleFace(head.group("name").strip(), head.group("cost") or "", type_text, power, toughness, loyalty,
                      tuple(lines[2:]))


def load_oracle(directory: Path = ORACLE_DIR) -> dict[str, OracleCard]:
    """Every Oracle file in `directory`, by card name. A name given twice is an error."""
    cards: dict[str, OracleCard] = {}
    for path in sorted(directory.glob("*.txt")):
        for card in parse_oracle(path.read_text(encoding="utf-8"), path.name):
            if card.name in cards:
                raise OracleError(f"{path.name}:{card.line}: {card.name} is also in {cards[card.name].file}")
            cards[card.name] = card
    return cards


_PARENS = re.compile(r"\s*\([^()]*\)")
_SELF = re.compile(r"\bthis(?: (?:creature|spell|land|artifact|enchantment|permanent|aura|equipment|card|token|vehicle"
                   r"|saga|class|case|siege|battle|planeswalker|room)\b"
                   r"|(?! (?:turn|way|ability|process|game|combat|phase|step|emblem|effect|mana|damage|city)\b)\b)",
                   re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?:(?<=[.!?])|(?<=[.!?]\"))\s+(?=[A-Z\"•{+−-]|~)")  # also after a quoted ability's end


def sentences(text: str, name: str) -> list[str]:
    """`text` (one face's rules text) as normalised sentences, in order. `name` is the face's name; its
    shortened forms (`own_names`: a legendary's "Tasigur" before the comma, "Svyelun" of Svyelun of Sea and Sky)
    count as the name too. A typographic apostrophe is
    the plain one (the compiler reads them alike), so "Sarkhan’s Unsealing" is the card's name."""
    out: list[str] = []
    for paragraph in text.replace("\n•", "\n").splitlines():
        paragraph = _PARENS.sub("", paragraph).replace("•", " ").replace("−", "-").replace("’", "'")  # "Sarkhan’s"
        paragraph = " ".join(paragraph.split())
        for full in own_names(name, grammar_words()):  # the whole name first, then the short one
            if full:
                paragraph = re.sub(rf"(?<![\w'-]){re.escape(full)}(?![\w-])", "~", paragraph)
        paragraph = _SELF.sub("~", paragraph)
        for sentence in _SENTENCE_END.split(paragraph):
            sentence = sentence.strip()
            if sentence:
                out.append(sentence[0].lower() + sentence[1:])
    return out
