"""A description's "with ..." or "named ..." and its controller in the order the card prints them.

"Each creature with flying your opponents control" and "each creature your opponents control with flying",
"permanents named Food Fight you control" and "permanents you control named Food Fight" describe the same objects
(the qualities of a description all apply together, 109.2, 201.2), and Oracle text uses both orders, so the one
the words for a filter use (controller first) reads differently from many cards. When the card prints the same
noun, quality and controller in the other order, the rendered line says them in the printed order; the words
themselves are the rendered ones.
"""

from __future__ import annotations

import re

_WHOSE = (r"(?:you control|you don't control|an opponent controls|your opponents control|defending player controls"
          r"|that player controls|target player controls|target opponent controls|enchanted player controls"
          r"|on the battlefield|you own|you cast|your opponents cast)")
# A noun, a quality, then its controller: the quality is bounded by the controller's words.
_QUALITY_FIRST = re.compile(rf"\b(?P<noun>[A-Za-z-]+) (?P<quality>(?:named|with|without) [^.;:\"]+?) "
                            rf"(?P<whose>{_WHOSE})\b")


def qualities_as_printed(line: str, printed: str) -> str:
    """The rendered line with each quality and controller in the card's printed order (see the module docstring)."""
    if not printed or not re.search(r"\b(?:named|with|without)\b", line):
        return line
    low_printed = printed.lower()
    for m in _QUALITY_FIRST.finditer(printed):  # printed "quality, controller", rendered the other way
        noun, quality, whose = m.group("noun", "quality", "whose")
        rendered = f"{noun} {whose} {quality}"
        at = line.lower().find(rendered.lower())
        if line.lower().startswith(" enter", at + len(rendered)):
            continue  # 2024: "a creature with flying enters under your control" is "a creature you control with
            # flying enters" (today's wording, `compare.MODERN_WORDING`)
        if at >= 0 and (at == 0 or not line[at - 1].isalnum()):
            said = line[at:at + len(noun)] + " " + line[at + len(noun) + len(whose) + 2:at + len(rendered)] + \
                " " + line[at + len(noun) + 1:at + len(noun) + 1 + len(whose)]
            line = line[:at] + said + line[at + len(rendered):]

    def controller_first(m: re.Match[str]) -> str:  # rendered "quality, controller", printed the other way
        noun, quality, whose = m.group("noun", "quality", "whose")
        other = f"{noun} {whose} {quality}"
        if other.lower() in low_printed and m.group(0).lower() not in low_printed:
            return other
        return m.group(0)

    return _QUALITY_FIRST.sub(controller_first, line)
