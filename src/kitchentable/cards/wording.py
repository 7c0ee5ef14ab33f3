"""Oracle wording that Wizards has since replaced word for word, and the current wording for it.

Older card databases (the 2017 MTGJSON dump, for one) print rules text that the Oracle has since reworded
without changing what a card does: mana pools went in 2017 ("Add {G} to your mana pool" is "Add {G}"), "any
target" replaced "target creature or player" in 2018 (the update that also let those spells target
planeswalkers, 115.4), "mana value" replaced "converted mana cost" in 2021, "mill" replaced "put the top N
cards of your library into your graveyard" in 2020 (701.13), "they"/"their" the gendered pronouns, and "that
player" the "them" of "if that player has ..., ~ deals 2 damage to them" (the player of the trigger, not an object).

One table serves both readers of older text: the database importer (`files.mtgjson`), which brings a card's
text to the templates the card language teaches, and the render comparison (`render.compare`), which holds the
rendering (today's wording) against the database's. A replacement keeps the capital of a sentence's first word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

OracleUpdate = tuple[re.Pattern[str], str]

_UPDATES: tuple[tuple[str, str], ...] = (
    (r" to (?:your|his or her|their|its controller's|that player's) mana pool", ""),
    (r"\bactivate this ability only any time you could cast a sorcery", "activate only as a sorcery"),
    (r"\bactivate this ability only\b", "activate only"),
    (r"\banother target creature or player\b", "any other target"),
    (r"\btarget creature or player\b", "any target"),
    (r"\b(one or two|one, two, or three|any number of) target creatures and/or players\b", r"\1 targets"),
    (r"\b(\w+) target creatures and/or players\b", r"\1 targets"),
    (r"\bconverted mana cost\b", "mana value"),
    (r"\bhis or her\b", "their"),
    (r"\bhe or she\b", "they"),
    (r"\bhim or her\b", "them"),
    (r"\bput the top (\w+) cards of your library into your graveyard", r"mill \1 cards"),
    (r"\bput the top card of your library into your graveyard", "mill a card"),
    (r"\bputs the top (\w+) cards of (?:their|his or her) library into (?:their|his or her) graveyard",
     r"mills \1 cards"),
    (r"\bputs the top card of (?:their|his or her) library into (?:their|his or her) graveyard", "mills a card"),
    (r"(\bif that player has [^.]*\bdamage) to them\b", r"\1 to that player"),
    # The same 2018 update: a bigger amount "instead" no longer names the target again (Burst Lightning: "If this
    # spell was kicked, it deals 4 damage instead.").
    (r"\b(deals? (?:\d+|x|x plus \d+) damage) to that (?:creature|permanent) or player instead\b", r"\1 instead"),
    (r"\byou may look at the top card of your library\. \(you may do this at any time\.\)",
     "you may look at the top card of your library any time."),
    # 2020: a search that puts what it found on top says the shuffle first, in one sentence (Vampiric Tutor: "...,
    # then shuffle and put that card on top."; Worldly Tutor: "..., reveal it, then shuffle and put that card on top.").
    (r"\bthen shuffle your library and put (that card|them|those cards) on top of it\b", r"then shuffle and put \1 on top"),
    (r" and reveal (?:that card|it)\. shuffle your library,? (?:then|and) put (?:the|that) card on top of it\b",
     ", reveal it, then shuffle and put that card on top"),
    (r" and reveal (those cards|them)\. shuffle your library, then put (them|those cards) on top of it\b",
     r", reveal \1, then shuffle and put \2 on top"),
    (r" and reveal it\. if you do, shuffle your library and put that card on top of it\b",
     ", reveal it, then shuffle and put that card on top"),
    (r"(\bsearch your library for [^.]*?)\. reveal those cards, then shuffle\b", r"\1, reveal those cards, then shuffle"),
    (r"(\bsearch your library for [^.,]+), shuffle your library, then put that card (second|third) from the top\b",
     r"\1, then shuffle and put that card \2 from the top"),
    # The one-mana floor of activation cost reductions in today's words (Heartstone, Training Grounds), and Training
    # Grounds' "up to {2} less", errata'd to "{2} less" (the most it takes off is always the better choice).
    (r"\bthis effect can't reduce the amount of mana an ability costs to activate to less than one mana\b",
     "this effect can't reduce the mana in that cost to less than one mana"),
    (r"\b(activated abilities of creatures you control cost) up to (\{\d+\}) less to activate\b", r"\1 \2 less to activate"),
    # Today's text exiles a zone by its name: "exile all graveyards" (Rest in Peace, Relic of Progenitus, Farewell).
    (r"\bexile all cards from all graveyards\b", "exile all graveyards"),
    # 2020 as for every search: "If you search your library this way, shuffle it." ends "..., shuffle."
    (r"\b(if you search your library this way), shuffle (?:it|your library)\b", r"\1, shuffle"),
    # "name a card" became "choose a card name" (Pithing Needle: "... of sources with the chosen name ...").
    (r"\bactivated abilities of sources with that name\b", "activated abilities of sources with the chosen name"),
)


def compile_updates(pairs: Iterable[tuple[str, str]]) -> tuple[OracleUpdate, ...]:
    """Old-wording patterns (written in lower case, matched in any case) with their replacements."""
    return tuple((re.compile(pattern, re.IGNORECASE), replacement) for pattern, replacement in pairs)


ORACLE_UPDATES: tuple[OracleUpdate, ...] = compile_updates(_UPDATES)


def apply_updates(text: str, updates: Iterable[OracleUpdate] = ORACLE_UPDATES) -> str:
    """`text` with each old wording replaced by the current one, in order; a replaced phrase that opened a
    sentence with a capital keeps it ("Put the top card of your library ..." becomes "Mill a card")."""
    for pattern, replacement in updates:
        text = pattern.sub(lambda m, r=replacement: _keep_capital(m, r), text)
    return text


def _keep_capital(match: re.Match[str], replacement: str) -> str:
    new = match.expand(replacement)
    if new and match.group(0)[:1].isupper():
        return new[0].upper() + new[1:]
    return new
