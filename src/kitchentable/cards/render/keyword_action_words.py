"""Keyword actions said by their keyword when the compiled effect is exactly the keyword's (701): "Support 2."
(701.41a: put a +1/+1 counter on each of up to N other target creatures), compiled by
`phrases.keyword_actions.kw_support` with the param "said" = "support"."""

from __future__ import annotations

import re

_NUMBER = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10}


def support_text(subject: str) -> str | None:
    """"Support N." from the target group the counters go on ("up to two other target creatures")."""
    m = re.match(r"up to (\w+) (?:other )?target creatures?$", subject)
    n = _NUMBER.get(m.group(1)) if m is not None else None
    return f"Support {n}." if n is not None else None
