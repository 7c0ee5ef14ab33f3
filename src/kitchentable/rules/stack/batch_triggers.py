"""Batch triggers (603.2c): "whenever one or more creatures you control deal combat damage to a player",
"whenever one or more Goblins you control attack", "... die", "... enter", "whenever two or more creatures
you control attack".

An ability that triggers on "one or more" of something triggers once for the whole group of events that
happen at the same time, not once per object. The events of one batch reach the triggers one at a time, so
the ability triggers on the first matching event and not again while that trigger waits to be put on the
stack (603.3): everything until then is one batch. Combat damage of one step, the attackers of one
declaration and the permanents of one wrath are each one batch; so are the tokens of one effect.
Partial: two separate events of one resolving effect ("create a token, then create another") count as one
batch, and two identical batch abilities on one permanent trigger once between them.

"One or more +1/+1 counters are put on ~ / on a creature you control" reads the counter kind from the
trigger's `whose`. "One or more cards leave your graveyard" is any move out of a graveyard of a card its
controller owns; "one or more cards are put into your graveyard from your library" is any move from a
library to the graveyard of a card its controller owns (a mill, a surveil, a look at the top cards).

"Deal combat damage to a player" triggers once for each player dealt damage in the batch ("that player" is
the one the triggering event names). "N or more ... attack" counts the declared attackers that match.
Only abilities whose trigger event is listed in `BATCH` reach this module, so other triggers pay nothing.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import TriggeredAbility
from kitchentable.rules.records import replace
from kitchentable.rules.state import GRAVEYARD, LIBRARY, GameState

BATCH = {
    "batch_combat_damage_player": "deals_combat_damage_to_player",
    "batch_attacks": "attacks",
    "batch_dies": "dies",
    "batch_enters": "enters",
    "batch_leaves": "leaves",
    "batch_counters": "counter_put",
    "batch_attacks_you": "attacks_you",
    "attacks_you": "",  # not a batch: "whenever a creature attacks you" (checked here, off the common path)
    "batch_leave_graveyard": "",
    "batch_library_to_graveyard": "",
}


def batch_matches(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...],
                  kind: str, at_least: int = 1) -> bool:
    """603.2c: does this event start a new batch for the ability? `at_least`: "two or more ... attack"."""
    from kitchentable.rules.concepts.targets import matches_object
    from kitchentable.rules.stack.triggers import _matches

    spec = ab.trigger
    inner = BATCH[spec.event]
    if spec.event in ("attacks_you", "batch_attacks_you"):
        if kind != "attacks" or not attacks_you(state, event, spec.whose, controller) or not (
                spec.filter is None or matches_object(state, event[1], spec.filter, controller, source)):
            return False
        if spec.event == "attacks_you":
            return True
    elif spec.event == "batch_library_to_graveyard":  # "... are put into your graveyard from your library"
        if not (kind == "zone" and event[3] == LIBRARY and event[4] == GRAVEYARD and event[6] == controller):
            return False
    elif inner == "":  # "whenever one or more cards leave your graveyard"
        if not (kind == "zone" and event[3] == GRAVEYARD and event[6] == controller):
            return False
    elif inner == "counter_put" and (kind != "counters" or event[2] != spec.whose):
        return False  # "+1/+1 counters": the counter kind rides in `whose`
    elif not _matches(state, replace(ab, trigger=replace(spec, event=inner), intervening_if=None), source,
                      controller, event, kind):  # its condition is checked by the caller (603.4, 603.10a)
        return False
    if inner == "attacks" and at_least > 1:
        combat = state.combat
        flt = spec.filter
        found = [a for a in (combat.attackers if combat is not None else ())
                 if flt is None or matches_object(state, a, flt, controller, source)]
        if len(found) < at_least:
            return False
    for t in state.pending_triggers:
        if t.source == source and t.ability == ab:
            if inner != "deals_combat_damage_to_player" or t.event[2] == event[2]:
                return False
    return True


def attacks_you(state: GameState, event: tuple[Any, ...], whose: str, controller: int) -> bool:
    """Does this "attacks" event attack `controller` (or, for "you_or_planeswalker", a planeswalker they
    control, 506.2)?"""
    from kitchentable.rules.continuous.layers import chars

    what = event[2]
    if isinstance(what, tuple):
        return bool(what == ("player", controller))
    return whose == "you_or_planeswalker" and what in state.objects and chars(state, what).controller == controller
