"""Targeting restrictions kept as a permanent's keyword (601.2c: each target must be legal; 101.2: a "can't"
effect wins over one that allows): "can't be the target of white spells or abilities from white sources",
"... of nongreen spells or abilities from nongreen sources", "... of blue or black spells", "... of Aura spells",
"... of spells or abilities your opponents control", "... of abilities from artifact sources".

The keyword is written in canonical words by `cards.language.phrases.targeting_restrictions`; this module reads
it back once per distinct text. A spell is matched by its own characteristics, an ability by its source's (the
same reading as 702.11d's "hexproof from": "abilities from white sources"). Which of the two is targeting is told
by the spell or ability on the stack when the caller names it; otherwise a source on the battlefield is taken to
be an ability's source and a card elsewhere (in hand, about to be cast) a spell's. That last guess is wrong only
for an ability activated from a hand (channel) in the legal-action pre-check, where a restriction naming spells
but not abilities would hide a target the real choice (which names the ability) would offer."""

from __future__ import annotations

from functools import lru_cache

from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.continuous.static_abilities import COLOR_LETTERS, quality_matches
from kitchentable.rules.state import BATTLEFIELD, STACK, GameState

PREFIX = "can't be the target of "
_OPPONENTS = " your opponents control"
_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment"}


@lru_cache(maxsize=64)
def restriction_parts(keyword: str) -> tuple[tuple[str, ...] | None, tuple[str, ...] | None, bool]:
    """The keyword's three parts: the qualities of the spells it names (None: no spells; (): any spell), the
    qualities of the sources of the abilities it names (None: no abilities; (): any), and whether only spells and
    abilities an opponent controls are meant."""
    text = keyword[len(PREFIX):]
    opponents = text.endswith(_OPPONENTS)
    text = text.removesuffix(_OPPONENTS)
    spells: tuple[str, ...] | None = None
    abilities: tuple[str, ...] | None = None
    head, _, tail = text.partition("abilities")
    if _:
        tail = tail.strip()
        abilities = (tail.removeprefix("from ").removesuffix(" sources"),) if tail else ()
    head = head.removesuffix(" or ").strip()
    if head.endswith("spells"):
        said = head.removesuffix("spells").strip()
        spells = tuple(said.split(" or ")) if said else ()
    return spells, abilities, opponents


def _has_quality(quality: str, c: Characteristics) -> bool:
    """A color, "non<color>", a card type said in the singular ("artifact sources"), or what protection reads."""
    if quality.startswith("non") and quality[3:] in COLOR_LETTERS:
        return COLOR_LETTERS[quality[3:]] not in c.colors
    if quality in _CARD_TYPES:
        return _CARD_TYPES[quality] in c.types
    return quality_matches(quality, c)


def _targeting_is_spell(state: GameState, source: int, this: int | None) -> bool:
    """Is a spell (rather than an ability) choosing or checking this target?"""
    if this is not None and this in state.objects:
        info = state.objects[this].stack
        if info is not None:
            return info.kind == "spell"
    o = state.objects[source]
    if o.zone[0] == STACK and o.stack is not None:
        return o.stack.kind == "spell"
    return o.zone[0] != BATTLEFIELD


def targeting_forbidden(state: GameState, keywords: frozenset[str], target_controller: int, controller: int,
                        source: int | None, this: int | None) -> bool:
    """Does one of the permanent's targeting restrictions forbid a spell or ability controlled by `controller`,
    from `source`, to target it?"""
    if source is None or source not in state.objects:
        return False
    is_spell: bool | None = None
    sc: Characteristics | None = None
    for k in keywords:
        if not k.startswith(PREFIX):
            continue
        spells, abilities, opponents = restriction_parts(k)
        if opponents and controller == target_controller:
            continue
        if is_spell is None:
            is_spell = _targeting_is_spell(state, source, this)
        named = spells if is_spell else abilities
        if named is None:
            continue
        if not named:
            return True
        if sc is None:
            sc = chars(state, source)
        if any(_has_quality(q, sc) for q in named):
            return True
    return False
