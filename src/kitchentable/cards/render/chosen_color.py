"""A color chosen as a spell resolves or a permanent enters (608.2d, 614.12), as Oracle text names it: "each
creature of the chosen color", "creatures you control of the chosen color", "spells of the chosen color".

The kernel's descriptions (`rules.log_text`) put the chosen color before the noun like any color ("chosen-color
creature"); printed text says it after the noun, after "you control" when the group is yours ("Hall of Triumph":
"Creatures you control of the chosen color get +1/+1") and before any other controller ("permanents of the chosen
color your opponents control")."""

from __future__ import annotations

import re

_CHOSEN_COLOR_NOUN = re.compile(
    r"\b([Cc])hosen-color ((?:[a-z-]+ ){0,2}?(?:creature|permanent|card|spell|artifact|land|enchantment|token|source)"
    r"s?\b)((?: you control)?)")


def _chosen_color_after(m: re.Match[str]) -> str:
    capital, noun, yours = m.groups()
    said = f"{noun}{yours} of the chosen color"
    return said[:1].upper() + said[1:] if capital == "C" else said


def chosen_color_said(line: str) -> str:
    """`line` with each "chosen-color <noun>" said as "<noun> of the chosen color"."""
    return _CHOSEN_COLOR_NOUN.sub(_chosen_color_after, line) if "hosen-color" in line else line
