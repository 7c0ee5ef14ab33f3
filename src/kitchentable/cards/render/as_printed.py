"""The choices of wording the compiled card leaves open, made as the card's own text makes them.

The compiled card keeps what the rules need: a set of alternatives, one reference to every object of a group, a
description's qualities. Oracle text orders and words them in more than one way, all meaning the same, so the
rendering takes the card's way when the card prints the same words (`printed_order`, `each_or_all`,
`qualifier_order`, `printed_equivalents`); it never adds or drops a word the compiled card does not say.
"""

from __future__ import annotations

import re

from kitchentable.cards.render.each_or_all import each_as_printed
from kitchentable.cards.render.printed_equivalents import equivalents_as_printed
from kitchentable.cards.render.printed_order import in_printed_order
from kitchentable.cards.render.qualifier_order import qualities_as_printed


def as_printed(line: str, printed: str, name: str = "") -> str:
    """A rendered line with its alternatives, groups and qualities said as the card prints them."""
    return equivalents_as_printed(condition_as_printed(qualities_as_printed(each_as_printed(in_printed_order(line, printed), printed),
                                                     printed), printed), printed, name)


_CONDITION_FIRST = re.compile(r"^As long as (?P<cond>[^,]+), (?P<what>[^.]+)\.(?P<rules> \([\d.a-z, ]+\))?$")


def condition_as_printed(line: str, printed: str) -> str:
    """"As long as B, A." said "A as long as B." when the card prints it so: a static ability's condition
    (611.3a) reads the same before or after what it governs."""
    m = _CONDITION_FIRST.match(line)
    if m is None:
        return line
    cond = m.group("cond").lower()
    low = printed.lower()
    if f" as long as {cond}." not in low or f"as long as {cond}," in low:
        return line
    what = m.group("what")
    return f"{what[:1].upper()}{what[1:]} as long as {m.group('cond')}.{m.group('rules') or ''}"
