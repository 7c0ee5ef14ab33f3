"""Haunt (702.55).

702.55a: on a permanent, "When this creature dies, exile it haunting target creature."; on an instant or
sorcery, "When this spell card is put into a graveyard after resolving, exile it haunting target creature."
702.55b-c: the exiled card haunts that creature; "When the creature [this] haunts dies" and "When [this] enters
or the creature it haunts dies" trigger from exile when that creature dies.

The card in exile remembers (HAUNTING, creature id) and is listed in `state.delayed` as (HAUNTING, card id), so
`triggers.notify` looks for haunted creatures dying only while some card haunts (and `state.delayed` is
non-empty at all). The haunted creature changing zones any other way makes it a new object (400.7) that the
card no longer haunts.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.stack.resolve import after_resolving_to_graveyard, rctx
from kitchentable.rules.stack.triggers import delayed_trigger_source
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, GameState

HAUNTING = "haunting"
HAUNTED_DIES = frozenset({"haunted_dies", "enters_or_haunted_dies"})
SPELL_TRIGGER = "haunt_spell"


@executor("haunt")
def haunt(state: GameState, rid: int, eff: Simple) -> None:
    """702.55a: exile the card from its graveyard, haunting the target creature (the ability's target, legal on
    resolution or the ability did nothing, 608.2b)."""
    c = rctx(state, rid)
    creature = next((t for g in c.targets for t in g if t is not None and t in state.objects), None)
    for card in objects_of(state, rid, eff.subject, (GRAVEYARD,)):
        if creature is None or state.objects[card].zone[0] != GRAVEYARD:
            continue
        new = events.move(state, card, EXILE, cause="702.55a")
        if new in state.objects:
            o = state.mut(new, characteristics=False)
            o.memory = (*o.memory, (HAUNTING, creature))
            state.delayed = [*state.delayed, (HAUNTING, new)]
            state.log_event("702.55b", "haunts", o.card.name, creature)


@after_resolving_to_graveyard("702.55a", "haunt")
def spell_resolved(state: GameState, card: int) -> None:
    """702.55a: an instant or sorcery with haunt was put into its owner's graveyard as it finished resolving:
    its haunt ability triggers (from the graveyard)."""
    from kitchentable.rules.stack.triggers import PendingTrigger

    o = state.objects.get(card)
    if o is None:
        return
    for i, ab in enumerate(o.card.triggered):
        if ab.trigger.event == SPELL_TRIGGER:
            state.pending_triggers.append(PendingTrigger(o.owner, card, i, ab, ("haunt_spell", card), o.card.name))


def haunted_dies_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """702.55c: a creature died (a zone event from the battlefield to a graveyard); every card haunting it
    triggers its "when the creature it haunts dies" abilities, controlled by the card's owner."""
    from kitchentable.rules.stack.triggers import PendingTrigger

    info = state.lki.get(event[1])
    if info is None or "Creature" not in info[0].types:
        return
    kept: list[Any] = []
    for entry in state.delayed:
        if type(entry) is not tuple or entry[0] != HAUNTING:
            kept.append(entry)
            continue
        o = state.objects.get(entry[1])
        if o is None or o.zone[0] != EXILE:
            continue  # the card left exile: it haunts nothing any more (400.7)
        kept.append(entry)
        if (HAUNTING, event[1]) not in o.memory:
            continue
        for i, ab in enumerate(o.card.triggered):
            if ab.trigger.event in HAUNTED_DIES:
                found.append(PendingTrigger(o.owner, o.id, i, ab, event, o.card.name))
    if len(kept) != len(state.delayed):
        state.delayed = kept


def enters_matches(to_kind: str, new: int, source: int) -> bool:
    """The "when ~ enters" half of "When ~ enters or the creature it haunts dies"."""
    return to_kind == BATTLEFIELD and new == source


@delayed_trigger_source("702.55c", "zone")
def _haunted_died(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    if event[3] == BATTLEFIELD and event[4] == GRAVEYARD:
        haunted_dies_triggers(state, event, found)
