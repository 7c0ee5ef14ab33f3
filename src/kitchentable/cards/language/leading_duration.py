"""A duration said first: "Until end of turn, target creature gets +1/+0 and gains first strike and lifelink."
(today's Oracle text puts "until end of turn" first when it governs a list of changes, 611.2a).

The grammar reads the duration after the changes ("... gets +1/+0 and gains first strike until end of turn"), so a
sentence whose changes are all continuous effects of one object or group (it gets, gains, has, loses, becomes) is
read with the duration moved to its end. Reading it that way could leave a change with no duration if the
grammar joined two clauses and gave the duration to the last one only, so the compiled ability is checked: every
continuous effect it creates must last until end of turn, or the paragraph is refused (`check_durations`).
"""

from __future__ import annotations

import re
from typing import Any

from kitchentable.cards.language.words import Parts, Unsupported

LEADING_EOT = re.compile(
    r"(^|\. |: )until end of turn, (?!whenever|if |any time|you may|this mana|spells|other players)"
    r"(?P<what>[^.\"]+? (?:gets?|gains?|has|have|loses?|becomes?)\b[^.\"]*(?:\"[^\"]*\")?)(?:\.|(?<=\")(?=\s|$))")
"""A sentence opening with "until end of turn, " whose instruction changes an object or a group; it may end with a
quoted ability it grants ("... gains \"When this creature dies, ...\"", whose own period is inside the quote)."""


def move_leading_duration(text: str) -> str | None:
    """The paragraph with each such sentence's duration said last, or None if it has none."""
    moved = LEADING_EOT.sub(_said_last, text)
    return moved if moved != text else None


def _said_last(m: re.Match[str]) -> str:
    what, where, x = m.group("what").partition(", where x is ")  # the duration belongs before "where X is"
    return f"{m.group(1)}{what} until end of turn{where}{x}."


def check_durations(node: Any) -> None:
    """Refuse a compiled ability in which a change to an object's characteristics lasts longer than the turn
    (611.2a): the moved duration was given to only part of the sentence. (Other instructions of the paragraph,
    "Gain control of target creature.", keep their own durations.)"""
    if isinstance(node, (list, tuple)):
        for item in node:
            check_durations(item)
        return
    if not hasattr(node, "__dataclass_fields__"):
        return
    if getattr(node, "duration", None) == "permanent":  # a P/T, ability or type change (ModifyPT, ApplyContinuous)
        raise Unsupported("until end of turn, ... (a part of the sentence without the duration)")
    for name in node.__dataclass_fields__:
        value = getattr(node, name)
        if isinstance(value, (list, tuple)) or hasattr(value, "__dataclass_fields__"):
            check_durations(value)


def compile_moved(text: str, parts: Parts, compile_paragraph: Any) -> bool:
    """Compile a paragraph with a leading "until end of turn, " read as said last (see above); False if it has
    no such sentence. The abilities and spell effects the paragraph adds are checked with `check_durations`."""
    moved = move_leading_duration(text)
    if moved is None:
        return False
    counts = (len(parts.triggered), len(parts.activated), len(parts.static),
              len(parts.spell[0].effects) if parts.spell else 0)
    compile_paragraph(moved)
    check_durations(parts.triggered[counts[0]:])
    check_durations(parts.activated[counts[1]:])
    check_durations(parts.static[counts[2]:])
    if parts.spell:
        check_durations(parts.spell[0].effects[counts[3]:])
    check_durations(parts.spell_modal)
    return True
