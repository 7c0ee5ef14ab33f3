"""Mana restricted to abilities (106.6): "{T}: Add {C}{C}. Spend this mana only to activate abilities." (Omen
Hawker, Pit Automaton), "Spend this mana only to cast artifact spells or activate abilities of artifacts." (Vedalken
Engineer, Grand Architect), "... to cast Dragon spells or to activate abilities of Dragons." (Orb of Dragonkind),
"... to cast an Elemental spell or activate an ability of an Elemental." (Primal Beyond).

The spells are read as `mana.compile_spend_only` reads them (a cast trigger's description); the sources whose
abilities the mana may pay for as a "destroy all <kind>" description (a permanent of that kind). The mana ability
compiled from the rest of the paragraph carries a `SpendRestriction` with `abilities` (`no_spells` when no spell
is named); the kernel lends the mana to those payments (`rules.concepts.restricted_mana.may_spend`)."""

from __future__ import annotations

import re
from collections.abc import Callable

from kitchentable.cards.language.parse import parse
from kitchentable.cards.language.words import Parts, _unsupported, nested_builder, restrict_mana_ability
from kitchentable.rules.abilities import Filter, Ref, SpendRestriction

_ABILITY_MANA = re.compile(r"^(.*\.) spend this mana only to (?:cast (.+?),? or (to )?)?activate "
                           r"(abilities|an ability)(?: of (.+?))?\.$")
"""The mana ability, the spells (if any), a repeated "to", the number the abilities are said in, their sources."""

_SINGULAR_SOURCE = re.compile(r"^an? (.+)$")


def _spells_filter(spells: str) -> Filter:
    said = re.sub(r" or an? ", " or ", spells)
    spec = nested_builder("triggered").transform(parse(f"whenever you cast {said}, draw a card."))
    if not (isinstance(spec, tuple) and spec[0] == "triggered" and spec[1].trigger.event == "cast"
            and spec[1].trigger.filter is not None):
        raise _unsupported("spend this mana only to cast " + spells)
    flt: Filter = spec[1].trigger.filter
    return flt


def _sources_filter(sources: str) -> Filter:
    """"artifacts", "colorless eldrazi", "an elemental": the permanents whose abilities the mana pays for."""
    single = _SINGULAR_SOURCE.match(sources)
    if single is not None:
        b = nested_builder("spell")
        b.transform(parse(f"destroy target {single.group(1)}."))
        if len(b.targets) != 1 or b.targets[0].filter is None:
            raise _unsupported("activate abilities of " + sources)
        return b.targets[0].filter
    result = nested_builder("spell").transform(parse(f"destroy all {sources}."))
    subject = result[1][0].subject if isinstance(result, tuple) and len(result[1]) == 1 else None
    if not isinstance(subject, Ref) or subject.kind != "all" or subject.filter is None:
        raise _unsupported("activate abilities of " + sources)
    return subject.filter


def compile_ability_mana(text: str, parts: Parts, card_types: frozenset[str],
                         compile_rest: Callable[[str, Parts, frozenset[str]], None]) -> bool:
    """106.6: the paragraph's mana ability, its mana restricted to the named abilities (and spells). False when
    the paragraph says no such restriction."""
    m = _ABILITY_MANA.match(text)
    if m is None:
        return False
    rest, spells, to_again, number, sources = m.groups()
    singular = number == "an ability"
    if singular != bool(sources and _SINGULAR_SOURCE.match(sources)) or singular and not spells:
        raise _unsupported("spend this mana only to activate " + number + (" of " + sources if sources else ""))
    only = SpendRestriction(_spells_filter(spells) if spells else Filter(),
                            abilities=_sources_filter(sources) if sources else Filter(), no_spells=not spells,
                            wording="singular" if singular else "to" if to_again else "")
    return restrict_mana_ability(rest, text, parts, card_types, compile_rest, only,
                                 "spend this mana only after something other than a mana ability")
