"""Keyword lines (702): one table from a keyword to the function that writes out its abilities.

A keyword the kernel reads by name ("flying", "deathtouch") is only recorded (`Keyword.named`). One whose rule
is a triggered ability the card language can write ("Afflict N") is compiled from its template. Every other
keyword is a shorthand for abilities and costs: a phrase family registers how to expand it with `@expander`,
and `expand_keyword` looks the keyword up here instead of asking each family in turn.

`READ_BACK` says how `cards show` writes the abilities such a keyword expanded into: as the keyword line it
came from (the renderer reads it, `cards.render`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from kitchentable.cards.language.keywords import Keyword, match_keyword
from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.words import Parts, Unsupported, _mana, nested_builder
from kitchentable.rules.abilities import CreateToken, Filter
from kitchentable.rules.concepts.mana import ManaCost

Expander = Callable[[Keyword, re.Match[str], Parts, frozenset[str]], bool]
"""Record the abilities of one keyword line in `parts` (the keyword, its match, the card's types); False if
the line is not one this expander writes out."""


@dataclass(frozen=True)
class ReadBack:
    """`cards show` writes the abilities a keyword expanded into as the keyword line itself."""

    by_first_word: bool = False  # found by the first word of the ability's text ("Suspend 4—{1}{R}")
    alternative_cost: bool = False  # its alternative cost reads "Label {cost} (rule)"


EXPANDERS: dict[str, Expander] = {}
READ_BACK: dict[str, ReadBack] = {}


def expander(*names: str, read_back: ReadBack | None = None) -> Callable[[Expander], Expander]:
    """Register `fn` as the expansion of the keywords `names` (each keyword has one expansion)."""
    def register(fn: Expander) -> Expander:
        for name in names:
            if name in EXPANDERS:
                raise ValueError(f"keyword {name!r} has two expansions")
            EXPANDERS[name] = fn
        if read_back is not None:
            read_back_as_keyword(*names, how=read_back)
        return fn
    return register


def read_back_as_keyword(*names: str, how: ReadBack = ReadBack()) -> None:
    """Keywords whose abilities `cards show` writes as the keyword line (some are expanded elsewhere: a spree
    spell's modes, a "partner with" trigger)."""
    for name in names:
        READ_BACK[name] = how


INSTANCES_COUNT = frozenset({"storm", "cascade", "affinity", "sunburst", "amplify", "toxic"})
"""Keywords the kernel reads by name whose every instance counts (702.40b, 702.85c, 702.41b, 702.44d, 702.38b;
toxic's values add up): "Cascade, cascade" cascades twice. The card's keywords are a set, so a second instance
is refused rather than lost. The other named keywords are redundant when repeated (702.2f, 702.3c, 702.4e, ...)."""


def expand_keyword(text: str, parts: Parts, card_types: frozenset[str]) -> bool:
    """If `text` is one keyword, record it in `parts` and return True (702)."""
    found = match_keyword(text)
    if found is None:
        return False
    kw, m = found
    if kw.named:
        if text in parts.keywords and kw.name in INSTANCES_COUNT:
            raise Unsupported(f"a second instance of {text} (each instance works separately, {kw.rule}; the "
                              "kernel reads the keyword once)")
        parts.keywords.add(text)
        if kw.name == "devoid":
            parts.colorless = True
        return True
    expand = EXPANDERS.get(kw.name)
    if expand is not None:
        return expand(kw, m, parts, card_types)
    if kw.template:
        n = m.groupdict().get("n")
        tag, ability = nested_builder("triggered").transform(parse(kw.template.replace("{n}", n or "")))
        label = kw.name.capitalize() + (f" {n}" if n else "")
        if tag != "triggered":
            raise Unsupported(text)
        parts.triggered.append(replace(ability, text=label))
        return True
    return False


def keyword_cost(m: re.Match[str]) -> ManaCost | None:
    """The mana cost a keyword line prints ("Equip {2}"), if its pattern has one."""
    found = m.groupdict().get("cost")
    return _mana(found) if found else None


def enchant_filter(what: str) -> Filter:
    """What "Enchant <what>" lets the Aura enchant (303.4a): read as the description of a target."""
    if what in ("player", "opponent"):  # 702.5d, 303.4: an Aura that enchants a player (the Curses)
        return Filter(only_players=True, opponents_only=what == "opponent")
    b = nested_builder("static")
    b.transform(parse(f"destroy target {what}."))
    return b.targets[0].filter


def token_effect(text: str) -> CreateToken:
    """A token effect compiled from its card-language wording ("create a 0/0 black phyrexian germ ...")."""
    tag, effects = nested_builder("spell").transform(parse(text))
    found = [e for e in effects if isinstance(e, CreateToken)]
    assert tag == "spell" and len(found) == 1
    return found[0]
