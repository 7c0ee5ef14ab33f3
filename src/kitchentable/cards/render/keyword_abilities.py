"""Keyword abilities read back as their keyword ("Equip {2}", "Cycling {R}", "Swampcycling {2}", "Ward {1}",
"Bushido 1", 702): an ability is written as the keyword line only when the compiled ability is exactly what that
keyword expands to, checked by expanding the keyword again and comparing the objects. So the keyword line is
still a proof of what the engine does: an ability that merely carries a keyword's text but does something else
is written out in full."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from kitchentable.cards.language.keywords import keyword, match_keyword, rule_of
from kitchentable.cards.language.vocabulary import CREATURE_TYPES, SUBTYPE_BY_WORD, plural
from kitchentable.cards.language.words import Parts, Unsupported
from kitchentable.rules.abilities import (
    ActivatedAbility,
    CardDef,
    Filter,
    Optional_,
    Ref,
    Simple,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)

Ability = StaticAbility | TriggeredAbility | ActivatedAbility


@cache
def _expansion(text: str, card_types: frozenset[str]) -> tuple[Ability, ...] | None:
    """The abilities the keyword line `text` expands to (their text cleared), or None if it is no such line."""
    from kitchentable.cards.language.keyword_expansion import EXPANDERS, expand_keyword
    from kitchentable.cards.language.phrases import casting_keywords, keyword_abilities  # noqa: F401 - fill EXPANDERS

    found = match_keyword(text.lower())
    if found is None or (found[0].name not in EXPANDERS and not found[0].template):
        return None
    parts = Parts()
    try:
        if not expand_keyword(text.lower(), parts, card_types):
            return None
    except (Unsupported, AssertionError, ValueError):
        return None
    return tuple(replace(a, text="") for a in (*parts.static, *parts.triggered, *parts.activated))


@cache
def _template(text: str) -> tuple[Ability, ...] | None:
    """The ability a keyword written as one templated sentence compiles to ("Afterlife 2", "Annihilator 2";
    `Keyword.template`), its text cleared, or None."""
    from kitchentable.cards.language.keyword_expansion import expand_keyword

    found = match_keyword(text.lower())
    if found is None or not found[0].template:
        return None
    parts = Parts()
    try:
        if not expand_keyword(text.lower(), parts, frozenset()):
            return None
    except (Unsupported, AssertionError, ValueError):
        return None
    return tuple(replace(a, text="") for a in parts.triggered)


def _is_soulshift(ab: Ability, n: int) -> bool:
    """702.46a: "When this creature dies, you may return target Spirit card with mana value N or less from your
    graveyard to your hand", checked object by object (soulshift is compiled from that text, not expanded)."""
    if not isinstance(ab, TriggeredAbility) or ab.trigger != TriggerSpec("dies", whose="you") \
            or ab.intervening_if is not None or len(ab.effect.modes) != 1:
        return False
    mode = ab.effect.modes[0]
    spirit = Filter(subtypes=frozenset({"Spirit"}), owner="you", zone="graveyard", max_mana_value=n)
    return mode.targets == (TargetSpec(spirit),) and mode.effects == (
        Optional_((Simple("bounce", Ref("target", 0), fixed(1)),), Ref("you")),)


def keyword_line(ab: Ability, card_types: frozenset[str]) -> str | None:
    """"Equip {2} (702.6)" if `ab` is exactly one of the abilities its keyword line expands to, else None."""
    if not ab.text or ab.text[:1].islower():
        return None
    soulshift = re.fullmatch(r"Soulshift (\d+)", ab.text)
    if soulshift is not None and _is_soulshift(ab, int(soulshift.group(1))):
        return f"{ab.text} (702.46)"
    expected = _expansion(ab.text, card_types) or _template(ab.text)
    if not expected or replace(ab, text="") not in expected:
        return None
    found = match_keyword(ab.text.lower())
    assert found is not None
    return f"{subtypes_capitalised(ab.text)} ({keyword(found[0].name).rule})"


# Keywords whose words after the keyword name a subtype ("Champion a Goblin", "Affinity for Swamps",
# "Protection from Zombies"): the compiled text is lower case, Oracle text capitalises a subtype (205.3).
_NAMES_SUBTYPE = re.compile(r"^(champion an? |affinity for |protection from |soulshift \d+ |.*cycling )(.+)$",
                            re.IGNORECASE)


def subtypes_capitalised(text: str) -> str:
    """"champion a goblin or shaman" -> "champion a Goblin or Shaman": the subtype words after a keyword that names
    subtypes in their printed case."""
    m = _NAMES_SUBTYPE.match(text)
    if m is None:
        return text
    protection = m.group(1).lower().startswith("protection")

    def said(w: re.Match[str]) -> str:
        word = w.group(0)
        if word.lower() not in SUBTYPE_BY_WORD:
            return word
        if protection and SUBTYPE_BY_WORD[word.lower()] in CREATURE_TYPES and word.lower() != "kavu" \
                and SUBTYPE_BY_WORD[word.lower()].lower() == word.lower():  # "protection from Zombies", but "from Kavu"
            word = plural(SUBTYPE_BY_WORD[word.lower()])
        return word[:1].upper() + word[1:]
    return m.group(1) + re.sub(r"[\w'-]+", said, m.group(2))


def keywords_line(card: CardDef, keywords: list[str]) -> str:
    """A permanent's keyword abilities on one line, in the order its text prints them ("Flying, trample,
    protection from white and from blue"; `CardDef.keyword_order`, the rest alphabetically): the first one
    capitalised as a line's first word, each with its rule number."""
    printed = [k for k in card.keyword_order if k in keywords]
    ordered = printed + sorted(k for k in keywords if k not in printed)
    said = [subtypes_capitalised(k) + (f" ({rule_of(k)})" if rule_of(k) else "") for k in ordered]
    line = ", ".join(said)
    return line[:1].upper() + line[1:]
