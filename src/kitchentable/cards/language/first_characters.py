"""The characters a regular expression's match can start with, read from the pattern (for skipping, at a
position, the terminals that cannot match there without running them).

`first_characters` walks Python's own parse of the pattern (`re._parser`): a literal starts with itself, a
character class with its members, a branch with any of its branches', a group or repetition with its body's,
and an element that can match nothing (an anchor, a lookaround, a repetition that may repeat zero times)
adds the next element's. Anything it does not read exactly (a negated class, a category such as `\\w`, `.`, a
back reference, case-insensitive matching, a pattern that can match nothing at all) makes the answer None:
any character. So a pattern never matches at a character outside its answer; the answer may hold characters
it never matches at, which only costs a try.
"""

from __future__ import annotations

import re
from typing import Any

try:
    from re import _constants as _c  # type: ignore[attr-defined]
    from re import _parser as _p  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python before 3.11 names them sre_*
    import sre_constants as _c  # type: ignore[no-redef]
    import sre_parse as _p  # type: ignore[no-redef]


class _Any(Exception):
    """Raised inside the walk when the answer is any character."""


def first_characters(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """The characters a match of `pattern` can start with, or None when that is not known exactly."""
    if pattern.flags & (re.IGNORECASE | re.VERBOSE) or not isinstance(pattern.pattern, str):
        return None
    try:
        parsed = _p.parse(pattern.pattern, pattern.flags)
        chars, nullable = _sequence(list(parsed))
    except (_Any, re.error, RecursionError, TypeError, ValueError):
        return None
    return None if nullable else frozenset(chars)


def _sequence(items: list[Any]) -> tuple[set[str], bool]:
    """The first characters of a sequence of elements, and whether the whole sequence can match nothing."""
    chars: set[str] = set()
    for op, av in items:
        first, nullable = _element(op, av)
        chars |= first
        if not nullable:
            return chars, False
    return chars, True


def _element(op: Any, av: Any) -> tuple[set[str], bool]:
    if op is _c.LITERAL:
        return {chr(av)}, False
    if op is _c.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind is _c.LITERAL:
                chars.add(chr(value))
            elif kind is _c.RANGE and value[1] - value[0] < 512:
                chars.update(chr(k) for k in range(value[0], value[1] + 1))
            else:  # NEGATE, CATEGORY, a wide range
                raise _Any
        return chars, False
    if op is _c.BRANCH:
        chars, nullable = set(), False
        for branch in av[1]:
            first, empty = _sequence(list(branch))
            chars |= first
            nullable = nullable or empty
        return chars, nullable
    if op is _c.SUBPATTERN:
        _group, add_flags, _del_flags, body = av
        if add_flags & re.IGNORECASE:
            raise _Any
        return _sequence(list(body))
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, getattr(_c, "POSSESSIVE_REPEAT", _c.MAX_REPEAT)):
        low, _high, body = av
        first, nullable = _sequence(list(body))
        return first, nullable or low == 0
    if op is getattr(_c, "ATOMIC_GROUP", None):
        return _sequence(list(av))
    if op in (_c.AT, _c.ASSERT, _c.ASSERT_NOT):
        return set(), True  # matches no character: the next element's first characters count
    raise _Any  # ANY, NOT_LITERAL, CATEGORY, GROUPREF, ...
