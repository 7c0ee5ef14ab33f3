"""Builders for the `mana` block at the end of grammar.lark: mana abilities, costs and payments (kernel
`rules.mana_abilities`).

- "Add {W}{W}, {W}{U}, or {U}{U}." (the filter lands; 106.1): one of the listed groups, chosen as the ability
  resolves; with a mana cost ("{W/U}, {T}: ...") that mana is paid from the pool as it is activated (605.3a).
- "Add two mana in any combination of colors." / "... of {R} and/or {G}." (106.1): each unit its own type.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from kitchentable.rules.abilities import AddMana, fixed

_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}


def _symbols(ch: list[Any]) -> list[str]:
    return [str(t).strip("{}").upper() for t in ch if isinstance(t, Token) and t.type == "MANA"]


class ManaPhrases:
    def mana_group(self, ch: list[Any]) -> str:
        return "".join(_symbols(ch))

    def mana_group_choice(self, ch: list[Any]) -> AddMana:
        """"Add {W}{W}, {W}{U}, or {U}{U}": one of the groups (each a string of mana symbols)."""
        groups = tuple(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        return AddMana(choices=groups)

    def mana_combination_n(self, ch: list[Any]) -> AddMana:
        """"Add two mana in any combination of colors / of {R} and/or {G}" (106.1)."""
        n = _WORDS[str([t for t in ch if isinstance(t, Token) and t.type == "MANA_COUNT"][0])]
        return AddMana(choices=tuple(_symbols(ch)) or ("W", "U", "B", "R", "G"), amount=fixed(n), combination=True)
