"""Triggered abilities that work in a graveyard (113.6m): "Whenever you cast a multicolored spell, you may
return ~ from your graveyard to your hand", "Whenever a land enters under your control, you may return ~ from
your graveyard to the battlefield".

Looking through every graveyard at every event would cost every game something. Instead a card with such an
ability is listed in `state.delayed` as ("graveyard_trigger", id) while it is in a graveyard (`events.move`
calls `track_graveyard_card` when such a card enters or leaves one), and `triggers.notify` looks at those
entries only while `state.delayed` is non-empty. A card's own arrival in the graveyard doesn't trigger its
graveyard abilities (they start to work once it is there); the abilities that do look at that arrival
("when ~ is put into a graveyard from anywhere", 603.6) are handled in `triggers.notify` as before.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import CardDef
from kitchentable.rules.state import GRAVEYARD, GameState

GRAVEYARD_TRIGGER = "graveyard_trigger"
# Graveyard abilities `triggers.notify` already handles by their own events (603.6, 603.10, 702.29c).
_OWN_EVENTS = frozenset({"put_into_graveyard", "dies", "put_into_graveyard_from_battlefield", "cycled",
                         "haunt_spell"})  # haunt: `rules.keywords.haunt.spell_resolved`
_FACTS: dict[int, tuple[CardDef, bool]] = {}


def has_graveyard_triggers(card: CardDef) -> bool:
    """Does the card have a triggered ability that works in the graveyard on other events? Cached per card."""
    found = _FACTS.get(id(card))
    if found is None or found[0] is not card:
        if len(_FACTS) > 8192:
            _FACTS.clear()
        found = (card, any(ab.zone == GRAVEYARD and ab.trigger.event not in _OWN_EVENTS for ab in card.triggered))
        _FACTS[id(card)] = found
    return found[1]


def track_graveyard_card(state: GameState, old: int, new: int, to_kind: str) -> None:
    """Keep the ("graveyard_trigger", id) entries in step with the cards in graveyards (400.7: a card that
    changes zones is a new object, so the old entry goes)."""
    kept = [e for e in state.delayed if not (type(e) is tuple and e[0] == GRAVEYARD_TRIGGER and e[1] == old)]
    if to_kind == GRAVEYARD and new in state.objects:
        kept.append((GRAVEYARD_TRIGGER, new))
    state.delayed = kept


def graveyard_triggers(state: GameState, event: tuple[Any, ...], kind: str, found: list[Any]) -> None:
    """603.2: the graveyard abilities `event` triggers, controlled by the card's owner (their graveyard)."""
    from kitchentable.rules.stack.triggers import PendingTrigger, _matches

    for entry in state.delayed:
        if type(entry) is not tuple or entry[0] != GRAVEYARD_TRIGGER:
            continue
        o = state.objects.get(entry[1])
        if o is None or o.zone[0] != GRAVEYARD:
            continue
        for i, ab in enumerate(o.card.triggered):
            if ab.zone == GRAVEYARD and ab.trigger.event not in _OWN_EVENTS \
                    and _matches(state, ab, o.id, o.owner, event, kind):
                found.append(PendingTrigger(o.owner, o.id, i, ab, event, o.card.name))
