""""A card named Sunlit Hoplite": another card's name inside rules text (201.2), kept through normalisation.

The text is lower-cased before it is parsed and a name is words the grammar does not know, so a name that follows
"named" is written as one opaque word first: "named " + `OTHER_NAME_MARK` + the name's UTF-8 bytes in hex. Lower
case leaves hex digits as they are, so the description (`phrases.other_card_names`) reads the printed name back
exactly, capitals included, and the kernel matches it against a card's name (`Filter.name`, 201.2).

A name is read as printed text writes one: capitalised words, with "of", "the", "and" and commas between them
when a capitalised word follows ("Tezzeret, Master of Metal", "Nissa, Nature's Artisan"). The card's own name is
"~" already (`parse.normalize`), so "named ~" is untouched."""

from __future__ import annotations

import re

OTHER_NAME_MARK = "cardname"
"""The first letters of the opaque word ("cardname53756e6c6974..."): letters no rules text word starts with."""

_NAME_AFTER_NAMED = re.compile(
    r"\bnamed ((?:[A-Z][\w'-]*)(?:(?:,? (?:of|the|and|to|in|from|a)(?: (?:of|the|a))?(?= [A-Z]))?,? [A-Z][\w'-]*)*)")


# "Create Ragavan, a legendary 2/1 red Monkey creature token" (111.4): today's text names a legendary token first.
_LEGEND_TOKEN_NAME = re.compile(r"\b((?:[Cc]reates?) )([A-Z][\w'-]*(?: (?:of|the) [A-Z][\w'-]*| [A-Z][\w'-]*)*), a legendary\b")


def mark_other_card_names(text: str, own: tuple[str, ...]) -> str:
    """`text` (before lower case) with each name after "named" written as its opaque word; the card's own names
    `own` (`own_names`: the whole name and its short form) are left for `parse.normalize` to write as "~"."""
    if "named " not in text and "legendary" not in text:
        return text

    def encoded(m: re.Match[str]) -> str:
        name = m.group(1)
        if name in own:
            return m.group(0)
        return f"named {OTHER_NAME_MARK}{name.encode('utf-8').hex()}"

    text = _NAME_AFTER_NAMED.sub(encoded, text)
    return _LEGEND_TOKEN_NAME.sub(lambda m: f"{m.group(1)}{OTHER_NAME_MARK}{m.group(2).encode('utf-8').hex()}, a legendary",
                                  text) if "legendary" in text else text


def other_card_name(word: str) -> str:
    """The printed name an opaque word stands for."""
    return bytes.fromhex(word.removeprefix(OTHER_NAME_MARK)).decode("utf-8")


_OPAQUE = re.compile(rf"\b{OTHER_NAME_MARK}([0-9a-f]+)\b")


def names_said(phrase: str) -> str:
    """`phrase` (a failing phrase for a report) with each opaque word written as the name it stands for."""
    return _OPAQUE.sub(lambda m: bytes.fromhex(m.group(1)).decode("utf-8", "replace"), phrase) \
        if OTHER_NAME_MARK in phrase else phrase
