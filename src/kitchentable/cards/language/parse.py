"""Reading one ability paragraph: normalising its text and parsing it with the card language's grammar.

`normalize` writes the card's own name and "this creature" as "~", drops reminder text and ability words
(207.2c) and lower-cases the paragraph; `parse` parses it with `grammar.lark` and the phrase families'
fragments (`phrases/*.lark`, loaded after it in `FRAGMENTS` order), refusing at once a text with a word no
terminal can match (`unknown_word`). `failing_phrase` finds the sentence an error message should quote.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Tree
from lark.exceptions import LarkError
from lark.lexer import PatternStr

from kitchentable.cards.language.vocabulary import subtype_regex

HERE = Path(__file__).parent
GRAMMAR = HERE / "grammar.lark"
FRAGMENTS: tuple[str, ...] = (
    "ante", "outside_the_game", "unique_wordings", "faces", "energy", "attack_and_block_rules",
    "casting_restrictions", "choices", "granted_abilities", "casting_keywords", "keyword_actions",
    "keyword_abilities", "ability_words", "delayed_triggers", "copies", "curses", "player_rules", "card_names",
    "batch_and_reflexive_triggers", "play_from_exile", "library_and_graveyard", "dice_and_coins",
    "designations", "levels", "static_abilities", "mana", "damage_and_prevention", "doubling_and_multipliers",
    "activation_costs", "costs_paid",
)
"""The phrase families' grammar fragments, in the order they are loaded after `grammar.lark` (a fragment that
extends a rule another fragment defines comes after it)."""


def grammar_files() -> list[Path]:
    """Every file of the grammar, in load order (the pool cache's digest reads them too)."""
    return [GRAMMAR] + [HERE / "phrases" / f"{name}.lark" for name in FRAGMENTS]


def grammar_text() -> str:
    text = "\n".join(path.read_text(encoding="utf-8") for path in grammar_files())
    return text.replace("__SUBTYPE__", subtype_regex())


@lru_cache(maxsize=1)
def parser() -> Lark:
    return Lark(grammar_text(), parser="earley", lexer="dynamic", ambiguity="resolve", start="start")


class UnknownWord(LarkError):
    """A paragraph holds a word no terminal of the grammar can match, so it cannot parse."""


_LETTERS = re.compile(r"[a-z]+")


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[frozenset[str], tuple[re.Pattern[str], ...], tuple[re.Pattern[str], ...]]:
    """The words of the grammar's literal terminals, its regular-expression terminals, and those of them that
    match free text (a quoted ability: only ever after a double quote)."""
    words: set[str] = set()
    patterns: list[re.Pattern[str]] = []
    quoted: list[re.Pattern[str]] = []
    for term in parser().terminals:
        if isinstance(term.pattern, PatternStr):
            words.update(_LETTERS.findall(term.pattern.value))
            continue
        pattern = re.compile(term.pattern.to_regexp())
        (quoted if pattern.match("qzxqzx") else patterns).append(pattern)
    return frozenset(words), tuple(patterns), tuple(quoted)


def unknown_word(text: str) -> str | None:
    """The first word of `text` that no terminal can match, or None. Earley parsing a paragraph costs tens of
    milliseconds; this check costs well under one, and most phrases a large database fails on have such a
    word. It never rejects a parsable text: a letter run is known if it is a word of a literal terminal or
    lies inside a match of a regular-expression terminal at some position (the dynamic lexer matches
    regular expressions the same way, at every position; free-text terminals follow a double quote)."""
    words, patterns, quoted = _vocabulary()
    runs = [m for m in _LETTERS.finditer(text) if m.group() not in words]
    if not runs:
        return None
    covered = bytearray(len(text) + 1)

    def cover(pattern: re.Pattern[str], start: int) -> None:
        m = pattern.match(text, start)
        if m is not None and m.end() > start:
            covered[start:m.end()] = b"\x01" * (m.end() - start)

    for pattern in patterns:
        for start in range(len(text)):
            cover(pattern, start)
    for pattern in quoted:
        for start in (i + 1 for i, ch in enumerate(text) if ch == '"'):
            cover(pattern, start)
    for run in runs:
        if not all(covered[run.start():run.end()]):
            return run.group()
    return None


@lru_cache(maxsize=50_000)
def parse(text: str) -> Tree[Any]:
    """Parse one normalised paragraph; identical wording (common across a database) is parsed once. The
    transformer never mutates a tree, so sharing the cached tree is safe. Raises `UnknownWord` (a
    `LarkError`) at once for a text with a word the grammar does not know."""
    word = unknown_word(text)
    if word is not None:
        raise UnknownWord(word)
    return parser().parse(text)


# --- normalising text ------------------------------------------------------------------------------------------

_SELF_WORDS = re.compile(
    r"\bthis (creature|spell|land|artifact|enchantment|equipment|aura|permanent|card|planeswalker|token|vehicle|saga|battle|class|case|room)\b")
_REMINDER = re.compile(r"\s*\([^)]*\)")
_ABILITY_WORD = re.compile(r"^(?!(vi|v|iv|iii|ii|i)(, (vi|v|iv|iii|ii|i))* — )[a-z' -]+ — "
                           r"(?=(when|whenever|at|as long|if|~|{|\+|-))")  # not a Saga's chapter numbers (714.2)
# A mode's flavor word ("• Repair — Return ...", "• Form a Party — Look ..."): like an ability word it has no
# rules meaning (207.2c). Modes are the lines after a "choose one —" line.
_MODE_WORD = re.compile(r"(?<=\n)[a-z][a-z' ,-]{0,40} — ")

BOAST_PREFIX = ("boast — ", "exhaust — ", "max speed — ", "power-up — ")
"""702.142a, 702.177a, 702.178, power-up: keywords written like ability words; `normalize` keeps them."""
CASE_PREFIX = ("to solve — ", "solved — ")
"""719.3: a Case's "To solve" and "Solved" lines; `normalize` keeps them."""
NUMBERED_ABILITY_WORD = re.compile(r"^descend \d+ — ")  # an ability word with a number (207.2c): no rules meaning


_LOYALTY_COST = re.compile(r"^\[([+\-−]?(?:\d+|X))\]:", re.MULTILINE)
"""606.4: today's Oracle text writes a loyalty cost in brackets, "[+1]:", "[−2]:", "[0]:"."""


def normalize(text: str, name: str) -> str:
    """Lower-case, the card's own name and "this creature" as "~", reminder text and ability words gone, loyalty
    costs without their brackets."""
    text = _LOYALTY_COST.sub(r"\1:", _REMINDER.sub("", text))
    text = text.replace("’", "'").replace("−", "-").replace("–", "-").replace("CARDNAME", "~")
    names = {name}
    if "," in name:
        names.add(name.split(",")[0])
    for n in sorted(names, key=len, reverse=True):
        if n:
            text = re.sub(rf"(?<![\w]){re.escape(n)}(?![\w])", "~", text)
    text = text.lower()
    text = _SELF_WORDS.sub("~", text)
    if not text.startswith(BOAST_PREFIX + CASE_PREFIX):  # keyword abilities (702.142a, 702.177a), Cases (719.3)
        text = _ABILITY_WORD.sub("", NUMBERED_ABILITY_WORD.sub("", text.strip()))
    if "\n" in text:
        text = _MODE_WORD.sub("", text)
    text = "\n".join(re.sub(r"[ \t]+", " ", line).strip() for line in text.split("\n"))
    text = text.replace("enters the battlefield", "enters")
    return text


def split_sentences(text: str) -> list[str]:
    return [s.strip().rstrip(".") + "." for s in re.split(r"(?<=\.)\s+", text.strip()) if s.strip()]


def failing_phrase(text: str) -> str:
    """The first sentence of `text` that does not parse on its own (for error messages and coverage)."""
    sentences = split_sentences(text)
    if len(sentences) <= 1:
        return text
    for s in sentences:
        try:
            parse(s)
        except LarkError:
            return s
    return text
