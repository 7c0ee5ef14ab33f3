"""Keyword abilities read back as their keyword ("Equip {2}", "Cycling {R}", "Swampcycling {2}", "Ward {1}",
"Bushido 1", 702): an ability is written as the keyword line only when the compiled ability is exactly what that
keyword expands to, checked by expanding the keyword again and comparing the objects. So the keyword line is
still a proof of what the engine does: an ability that merely carries a keyword's text but does something else
is written out in full."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache

from kitchentable.cards.language.keywords import keyword, match_keyword
from kitchentable.cards.language.words import Parts, Unsupported
from kitchentable.rules.abilities import (
    ActivatedAbility,
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
    return f"{ab.text} ({keyword(found[0].name).rule})"
