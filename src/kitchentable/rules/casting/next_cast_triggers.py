"""Delayed triggered abilities on the next spell cast this turn (603.7a): "When you next cast an instant or sorcery
spell this turn, copy that spell. You may choose new targets for the copy."

The resolving spell or ability creates the ability (`stack.information.delayed_trigger`, `when` "next_cast"); its
controller is the resolving object's controller (603.7d). It triggers once (603.7b), the first time that player
casts a spell the description matches during the turn it was made (601.2i); one not used by the end of that turn
is gone ("this turn"). Its trigger event is the cast itself, so "that spell" is the spell cast (603.2, Ref
"triggering")."""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Filter, Modal, Mode, Simple, TriggeredAbility, TriggerSpec
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.stack.information import DELAYED_KINDS, DelayedTrigger
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.stack.triggers import PendingTrigger, delayed_trigger_source
from kitchentable.rules.state import GameState

NEXT_CAST = "next_cast"


def _make_next_cast(state: GameState, rid: int, eff: Simple) -> None:
    """603.7a: wait for the next matching spell its controller casts this turn; the ability's trigger holds the
    spell description."""
    c = rctx(state, rid)
    flt = eff.param("filter")
    spec = TriggerSpec("cast", flt if isinstance(flt, Filter) else None, "you")
    ability = TriggeredAbility(spec, Modal((Mode(effects=tuple(eff.param("effects", ()))),)))
    name = state.objects[c.source].card.name if c.source in state.objects else "delayed ability"
    state.delayed = [*state.delayed, DelayedTrigger(NEXT_CAST, c.controller, c.source, name, ability, (), state.turn)]
    state.log_event("603.7", "delayed_created", name, NEXT_CAST)


DELAYED_KINDS[NEXT_CAST] = _make_next_cast


@delayed_trigger_source("603.7a", "cast", "step")
def _next_cast(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """A spell became cast (601.2i): each waiting "when you next cast" ability of its caster that the spell
    matches triggers, once; an ability of an earlier turn is dropped unused (a step event drops it too)."""
    kept: list[Any] = []
    changed = False
    for d in state.delayed:
        if not isinstance(d, DelayedTrigger) or d.when != NEXT_CAST:
            kept.append(d)
            continue
        if d.after_turn != state.turn:
            changed = True
            continue
        if event[0] == "cast" and event[1] == d.controller and _spell_matches(state, d, event[2]):
            found.append(PendingTrigger(d.controller, d.source, -1, d.ability, event, d.source_name))
            changed = True
            continue
        kept.append(d)
    if changed:
        state.delayed = kept


def _spell_matches(state: GameState, d: DelayedTrigger, spell: int) -> bool:
    flt = d.ability.trigger.filter
    return spell in state.objects and (flt is None or matches_object(state, spell, flt, d.controller, d.source))
