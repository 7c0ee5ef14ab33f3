"""How many times an event makes a triggered ability trigger (603.2d, 603.2e).

"If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to
trigger, that ability triggers an additional time." (static kind "triggers_additional_time": `affected` the
ability's source, params "cause" — "enters", "dies", "attacks", or none for any event — and "cause_filter", the
object entering, dying or attacking; `condition` its "while ..."). Each such ability in play adds one more
trigger; the doubled ability is one of a permanent (an ability it has, 603.2e: not a delayed trigger it created,
not a card in a graveyard or an emblem) whose controller controls the static ability. A permanent that left the
battlefield in the event ("a creature dying" and the dying creature's own "when this dies") is read as it last
existed (603.10a).

"Creatures entering the battlefield [or dying] don't cause abilities [of permanents your opponents control] to
trigger." (kind "cause_no_triggers": params "causes", "cause_filter", "whose") takes away the abilities such an
event triggered, before any is doubled.

The causing object: for "enters" the permanent that entered; for "dies" the creature put into a graveyard from
the battlefield; for "attacks" the attacking creature ("whenever you attack" hears the same event, 508.1m).
Partial: an event that only indirectly follows from the entering (a trigger on a later event) isn't counted.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Filter, StaticAbility
from kitchentable.rules.concepts.targets import matches_characteristics, matches_object
from kitchentable.rules.continuous.layers import printed_static_kinds, static_sources
from kitchentable.rules.events import lki_chars
from kitchentable.rules.stack.conditions import check_condition
from kitchentable.rules.stack.triggers import PendingTrigger, trigger_counts
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, GameState

DOUBLING = "triggers_additional_time"
SUPPRESSION = "cause_no_triggers"
_KINDS = frozenset({DOUBLING, SUPPRESSION})


def _cause(event: tuple[Any, ...]) -> tuple[str, int] | None:
    """What the event is in these abilities' words: ("enters", new id), ("dies", old id), ("attacks", id)."""
    kind = event[0]
    if kind == "zone" and event[4] == BATTLEFIELD:
        return ("enters", int(event[2]))
    if kind == "zone" and event[3] == BATTLEFIELD and event[4] == GRAVEYARD and event[1] is not None:
        return ("dies", int(event[1]))
    if kind in ("attacks", "attacks_alone"):
        return ("attacks", int(event[1]))
    return None


def _cause_matches(state: GameState, cause: tuple[str, int], flt: Filter | None, controller: int,
                   source: int) -> bool:
    if flt is None:
        return True
    kind, oid = cause
    if kind == "dies":  # the creature as it last existed on the battlefield (603.10a)
        c = lki_chars(state, oid)
        if c is None or not matches_characteristics(c, flt):
            return False
        if flt.controller == "you":
            info = state.lki.get(oid)
            return info is not None and info[1] == controller
        return True
    return oid in state.objects and matches_object(state, oid, flt, controller, source)


def _of_a_permanent(state: GameState, pt: PendingTrigger) -> bool:
    """Is this one of a permanent's own triggered abilities (603.2e), the permanent still there or just gone?"""
    if pt.source_chars is None or pt.index < 0 or pt.ability.zone != BATTLEFIELD:
        return False
    o = state.objects.get(pt.source)
    return (o is not None and o.zone[0] == BATTLEFIELD) or pt.source in state.lki


def _doubles(state: GameState, ab: StaticAbility, src: int, ctl: int, pt: PendingTrigger,
             cause: tuple[str, int] | None) -> bool:
    if pt.controller != ctl or not _of_a_permanent(state, pt):
        return False
    wanted = ab.param("cause")
    if wanted is not None and (cause is None or cause[0] != wanted
                               or not _cause_matches(state, cause, ab.param("cause_filter"), ctl, src)):
        return False
    flt = ab.affected
    if flt is not None:
        if flt.other and pt.source == src:
            return False
        if pt.source in state.objects and state.objects[pt.source].zone[0] == BATTLEFIELD:
            if not matches_object(state, pt.source, flt, ctl, src):
                return False
        elif pt.source_chars is None or not matches_characteristics(pt.source_chars, flt):
            return False
    return ab.condition is None or check_condition(state, ab.condition, ctl, src)


def _stopped(state: GameState, ab: StaticAbility, src: int, ctl: int, pt: PendingTrigger,
             cause: tuple[str, int] | None) -> bool:
    if cause is None or cause[0] not in ab.param("causes", ()):
        return False
    if ab.param("whose") == "opponents" and pt.controller not in state.opponents(ctl):
        return False
    return _cause_matches(state, cause, ab.param("cause_filter"), ctl, src)


@trigger_counts("603.2d")
def additional_triggers(state: GameState, event: tuple[Any, ...], found: list[PendingTrigger]) -> list[PendingTrigger]:
    """The triggers `event` caused, each as many times as it triggers: none when an ability stops the event from
    causing it, one more for each ability that makes it trigger an additional time."""
    if printed_static_kinds(state).isdisjoint(_KINDS):
        return found
    statics = [(src, ab, ctl) for src, ab, ctl in static_sources(state) if ab.kind in _KINDS]
    if not statics:
        return found
    cause = _cause(event)
    out: list[PendingTrigger] = []
    for pt in found:
        if any(ab.kind == SUPPRESSION and _stopped(state, ab, src, ctl, pt, cause) for src, ab, ctl in statics):
            continue
        times = 1 + sum(1 for src, ab, ctl in statics
                        if ab.kind == DOUBLING and _doubles(state, ab, src, ctl, pt, cause))
        out.extend([pt] * times)
    return out
