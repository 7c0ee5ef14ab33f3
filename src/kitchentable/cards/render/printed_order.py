"""Alternatives said in the order the card prints them.

A description's alternatives ("a Plains or Island card", "an Elf, Warrior, or Tyvar card", "target creature,
planeswalker, or battle", "sacrifice another creature or artifact") compile to a set: the rules give them no
order (an object with any of them matches, 205.3, 608.2b), so the compiled card cannot say which came first and
the words that describe a filter list them alphabetically. The card's own text can: when a rendered line holds a
list of one-word alternatives and the card prints exactly the same words as one list in another order, the line
says them in the printed order. Only the order changes (the words, their number and the conjunction stay as
rendered), and a card that prints the same words in two orders keeps the rendered one.
"""

from __future__ import annotations

import re

_WORD = r"[A-Za-z][A-Za-z'-]*"
_SEPARATOR = r"(?:,? (?:or|and|and/or) |, )"
# A list of two or more one-word items: "Plains or Island", "Elf, Warrior, or Tyvar", "trample, hexproof, and haste".
_LIST = re.compile(rf"\b{_WORD}(?:, {_WORD})*,? (?:or|and|and/or) {_WORD}\b")
# The same in a rendered line, with the article before it ("a Plains or Island card": the article follows the
# first word).
_SAID_LIST = re.compile(rf"(?:\b(?P<article>an?|An?) )?(?P<list>{_LIST.pattern})")
_ITEM_SPLIT = re.compile(_SEPARATOR)
_CONJUNCTION = re.compile(r" (or|and|and/or) ")


def _items(listed: str) -> list[str]:
    return _ITEM_SPLIT.split(listed)


def _printed_orders(printed: str) -> dict[frozenset[str], tuple[str, ...] | None]:
    """Each set of words the printed text lists, lower-cased, with its order (None: printed in two orders)."""
    orders: dict[frozenset[str], tuple[str, ...] | None] = {}
    for m in _LIST.finditer(printed):
        items = tuple(i.lower() for i in _items(m.group(0)))
        key = frozenset(items)
        if len(key) != len(items):
            continue
        if key in orders and orders[key] != items:
            orders[key] = None
        else:
            orders.setdefault(key, items)
    return orders


def _article_for(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def in_printed_order(line: str, printed: str) -> str:
    """The rendered line with each list of alternatives in the card's printed order (see the module docstring)."""
    if not printed or (" or " not in line and " and " not in line):
        return line
    orders = _printed_orders(printed)
    if not orders:
        return line

    def reorder(m: re.Match[str]) -> str:
        said, article = m.group("list"), m.group("article")
        items = _items(said)
        order = orders.get(frozenset(i.lower() for i in items))
        if order is None or len(order) != len(items) or tuple(i.lower() for i in items) == order:
            return m.group(0)
        by_word = {i.lower(): i for i in items}
        ordered = [by_word[w] for w in order]
        if m.start() == 0 and article is None and items[0][:1].isupper() and ordered[0][:1].islower():
            ordered = [w[:1].upper() + w[1:] if n == 0 else (w[:1].lower() + w[1:] if w == items[0] else w)
                       for n, w in enumerate(ordered)]
        conj = _CONJUNCTION.search(said)
        word = conj.group(1) if conj else "or"
        listed = (f"{ordered[0]} {word} {ordered[1]}" if len(ordered) == 2
                  else ", ".join(ordered[:-1]) + f", {word} " + ordered[-1])
        if article is None:
            return listed
        again = _article_for(ordered[0])
        return f"{again.capitalize() if article[0].isupper() else again} {listed}"

    return _SAID_LIST.sub(reorder, line)
