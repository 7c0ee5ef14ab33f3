"""The names a card's text uses for the card itself (201.4, 201.5): its whole name and a legendary's short name.

Today's Oracle text calls a legendary permanent by the part of its name before the comma ("Tasigur" for
"Tasigur, the Golden Fang") and, where the name has no comma, by the word before "of" or "the" ("Svyelun" for
"Svyelun of Sea and Sky", "Sheoldred" for "Sheoldred the Apocalypse", "Hivis" for "Hivis of the Scale"). The
compiler writes each of them "~" and the comparison of a rendering with the Oracle text does the same, so both
read one list. A word the card language knows is never taken for the card, since there the word means itself: a
type ("Wall" of "Wall of Kelp", whose text makes "Plant Wall" tokens; "Liliana" of "Liliana of the Veil") or a
word of the grammar ("Return" of "Return of the Nightstalkers", whose text says "Return all Nightstalker cards");
the caller passes the grammar's words (`parse.grammar_words`)."""

from __future__ import annotations

import re

from kitchentable.cards.language.vocabulary import CARD_TYPES, SUBTYPES, SUPERTYPES

_BEFORE_OF_OR_THE = re.compile(r"^([A-Z][\w'-]{2,}) (?:of|the) \S")
_TYPE_WORDS = frozenset(w.lower() for w in (*CARD_TYPES, *SUPERTYPES, *SUBTYPES))


def own_names(name: str, known_words: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The card's own names, longest first: the whole name, the part before a comma, the word before "of"/"the"
    (neither a type word nor one of `known_words`)."""
    names = [name]
    if "," in name:
        names.append(name.split(",")[0])
    else:
        short = _BEFORE_OF_OR_THE.match(name)
        word = short.group(1).lower() if short is not None else ""
        if short is not None and word not in _TYPE_WORDS and word not in known_words:
            names.append(short.group(1))
    return tuple(n for n in dict.fromkeys(names) if n)
