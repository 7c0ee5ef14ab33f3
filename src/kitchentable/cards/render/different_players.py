"""Targets "controlled by different players" as Oracle text introduces them (601.2c): in a sentence of their own,
"Choose two target creatures controlled by different players. Return those creatures to their owners' hands."
(Run Away Together), compiled by `language.phrases.target_relations` into one group whose targets must have
different controllers (`TargetSpec.distinct_controllers`).

The renderer names the group where the instruction uses it ("Return two target creatures controlled by different
players to their owners' hands."); this says the choice first and the instruction after it with "those"."""

from __future__ import annotations

import re

_USED_IN_PLACE = re.compile(
    r"(^|: |, )([A-Za-z]+) (two|three|four) target ([a-z]+s) controlled by different players\b([^.]*)\.")


def _choose_first(m: re.Match[str]) -> str:
    head, verb, count, noun, rest = m.groups()
    choose = "Choose" if head in ("", ": ") else "choose"
    return f"{head}{choose} {count} target {noun} controlled by different players. " \
           f"{verb[:1].upper()}{verb[1:]} those {noun}{rest}."


def different_players_said(line: str) -> str:
    """`line` with a group of targets controlled by different players chosen in its own sentence first."""
    return _USED_IN_PLACE.sub(_choose_first, line, count=1) if "controlled by different players" in line else line
