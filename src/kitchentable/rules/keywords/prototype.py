"""Prototype (702.160, 718; newer than the bundled CR, where 718 is another rule: applied as the current rules
state it).

702.160a / 718.3: a card with prototype may be cast prototyped: the spell has the prototype's mana cost, power
and toughness instead of the card's own, and its color is that of the prototype mana cost (718.3b); everything
else is the card's. A prototyped permanent keeps those characteristics while it is on the battlefield (718.3c);
in every other zone, and once it leaves the battlefield, the card has its normal characteristics (718.4).

Here "prototype" is a cast mode offered beside the ordinary cast from the hand (a card cast from another zone by
a permission is cast with its normal characteristics only). The prototyped card is built once per card; on the
stack it is the spell's card, as a split card's half is, and as it enters the battlefield the entering-form
registry keeps it (`events.entering_form`), with the whole card remembered for when it leaves.
"""

from __future__ import annotations

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.casting.cast_modes import CastMode, cast_mode
from kitchentable.rules.events import WHOLE_OF, entering_form
from kitchentable.rules.records import replace
from kitchentable.rules.state import GameObject, GameState

PROTOTYPE = "prototype"

_PROTOTYPED: dict[int, tuple[CardDef, CardDef | None]] = {}


def prototyped(card: CardDef) -> CardDef | None:
    """The card with its prototype characteristics (718.3b), or None if it has no prototype. Made once per card."""
    found = _PROTOTYPED.get(id(card))
    if found is not None and found[0] is card:
        return found[1]
    ability = next((ab for ab in card.static if ab.kind == PROTOTYPE), None) if card.static else None
    variant = None
    if ability is not None and ability.mana is not None:
        variant = replace(card, mana_cost=ability.mana, power=ability.power, toughness=ability.toughness,
                          color_indicator=None)
    _PROTOTYPED[id(card)] = (card, variant)
    return variant


def _part(card: CardDef, how: str) -> CardDef:
    found = prototyped(card)
    return found if found is not None else card


def _has_prototype(card: CardDef) -> bool:
    return bool(card.static) and prototyped(card) is not None


cast_mode(CastMode(PROTOTYPE, "702.160a", from_hand=True, for_mana_cost=True, part=_part,
                   offered_from_hand=_has_prototype))


@entering_form("718.3c")
def _prototyped_enters(state: GameState, new: GameObject, cast_part: CardDef | None) -> None:
    """718.3c: a prototyped spell becomes a prototyped permanent: it keeps the prototype characteristics."""
    if cast_part is None or cast_part is new.card or not new.card.static:
        return
    if cast_part is prototyped(new.card):
        new.memory = (*new.memory, (WHOLE_OF, new.card))
        new.card = cast_part
