"""The ways a spell can be cast (601.2a-b, 601.3): one `CastMode` per way, named by the third element of a
("cast", card, how) action.

A cast mode says where the card comes from, which cost is paid, what the card is on the stack, and whether the
spell keeps its own timing. This module registers the ways every game has (from the hand, half of a split card,
flashback and retrace from a graveyard, a permission to cast from a graveyard, from exile or from the top of the
library, an effect's free cast); a mechanic registers its own with `cast_mode` (madness, miracle, foretell, plot,
warp, escape, disturb, fuse, casting face down), so the casting procedure and the legal-action scan read the
record and never test a mode's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.engine import rule_order


@dataclass(frozen=True, slots=True)
class CastMode:
    """One way of casting a spell.

    `from_hand`: the card is cast from its owner's hand ("if you cast it from your hand", 601.2a).
    `by_effect`: an effect casts it as it resolves; a "can't" then makes nothing happen instead of being an
    illegal action (101.2). `any_time`: cast as an effect resolves, so timing and flash permissions don't apply
    (608.2g). `alternative`: the label of the alternative cost it is cast for (118.9). `without_paying`: cast
    without paying its mana cost (118.9). `flashback`, `retrace`: cast from a graveyard by those keywords'
    procedures (702.34a, 702.81a). `face_down`: cast face down for {3} (702.37c, 708.4). `part`: the card as cast
    from the whole card and `how` (709.3a: a split card's half). `transformed`: the back face the spell has on
    the stack (712.4b). `offered_from_hand`: for a mode offered beside a cast from hand, whether this card has it.
    `for_mana_cost`: the spell is cast for its mana cost, so a card without one can't be cast this way unless an
    alternative cost allows it (202.1b). `stack_tag`: a tag the spell gets on the stack, for a mechanic that
    reads how it was cast as it becomes cast ("once each turn" permissions, `continuous.library_top`).
    """

    how: str
    rule: str
    from_hand: bool = False
    by_effect: bool = False
    any_time: bool = False
    alternative: str = ""
    without_paying: bool = False
    flashback: bool = False
    retrace: bool = False
    face_down: bool = False
    part: Callable[[CardDef, str], CardDef] | None = None
    transformed: Callable[[CardDef], CardDef] | None = None
    offered_from_hand: Callable[[CardDef], bool] | None = None
    for_mana_cost: bool = False
    stack_tag: str = ""


FROM_HAND = "hand"
"""The way of a ("cast", card) action, which names no other."""

CAST_MODES: dict[str, CastMode] = {}
HAND_VARIANTS: list[CastMode] = []
"""Modes offered beside a cast from hand when the card has them (fuse, casting face down), in rule order."""
ELSEWHERE: set[str] = set()
"""Alternative costs paid only when the card is cast by their own procedure (madness from exile 702.35a; suspend,
a special action 702.62a): never offered as the spell's cost in 601.2b."""


def cast_mode(mode: CastMode) -> CastMode:
    """Register a way of casting. `how` "name:N" forms look up the mode "name" (a split card's half N)."""
    if mode.how in CAST_MODES:
        raise ValueError(f"cast mode {mode.how!r} registered twice")
    CAST_MODES[mode.how] = mode
    if mode.alternative:
        ELSEWHERE.add(mode.alternative)
    if mode.offered_from_hand is not None:
        HAND_VARIANTS.append(mode)
        HAND_VARIANTS.sort(key=lambda m: rule_order(m.rule))
    return mode


def alternative_paid_elsewhere(label: str) -> None:
    """The alternative cost `label` is paid by a special action, never as a spell's cost in 601.2b (702.62a
    suspend, 702.170a plot)."""
    ELSEWHERE.add(label)


def mode_of(how: str) -> CastMode:
    found = CAST_MODES.get(how)
    if found is None:
        found = CAST_MODES[how.partition(":")[0]]
    return found


def spell_part(card: CardDef, how: str) -> CardDef:
    """The card as cast with `how`: half N of a split card (709.3a), both halves fused (702.102); the card
    itself otherwise."""
    part = mode_of(how).part
    return part(card, how) if part is not None else card


def alternative_index(card: CardDef, label: str) -> int:
    """The index of the card's alternative cost with `label` (madness, miracle, escape, ...), -1 if none."""
    for i, alt in enumerate(card.alternative_costs):
        if alt.label == label:
            return i
    return -1


def _half(card: CardDef, how: str) -> CardDef:
    if card.layout == "split" and card.faces:
        return card.faces[int(how[5:])]
    return card


cast_mode(CastMode(FROM_HAND, "601.2a", from_hand=True, for_mana_cost=True))
cast_mode(CastMode("half", "709.3a", from_hand=True, part=_half))
cast_mode(CastMode("flashback", "702.34a", flashback=True))
cast_mode(CastMode("retrace", "702.81a", retrace=True))
cast_mode(CastMode("graveyard", "601.3"))  # "you may cast this card from your graveyard" (113.6b)
cast_mode(CastMode("exiled", "601.3"))  # a permission to cast it from exile (611.2c; rules.continuous.play_from_exile)
cast_mode(CastMode("library_top", "601.3", for_mana_cost=True, stack_tag="cast_from_library_top"))  # "you may cast spells from the top of your library"
cast_mode(CastMode("free", "608.2g", by_effect=True, any_time=True, without_paying=True))
cast_mode(CastMode("free_exiled", "608.2g", by_effect=True, any_time=True, without_paying=True,
                   stack_tag="exiled_if_graveyard"))  # "... If that spell would be put into your graveyard, exile it instead."
