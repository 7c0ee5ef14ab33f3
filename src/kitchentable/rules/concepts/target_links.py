"""Target groups that read another group of the same spell or ability (601.2c, 608.2b): the core's registry.

A mechanic may make a target group depend on the targets chosen before it ("up to one target creature that
player controls" after "target player"). The casting procedure (601.2c), the legal-action pre-check, a target
change (115.7) and resolution (608.2b, 608.2h) ask through the functions below, and the mechanic registers what
they call (`concepts.linked_targets`), so the core imports no such mechanic. With nothing registered a group
reads no other: its description as printed, every choice keeps the other groups fillable, and an "each"
group is every object it describes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kitchentable.rules.abilities import TargetSpec
from kitchentable.rules.state import GameState

SpecReader = Callable[[TargetSpec, Sequence[tuple[Any, ...]]], TargetSpec]
ChoiceCheck = Callable[[GameState, Sequence[TargetSpec], int, Any, int, "int | None"], bool]
GroupsCheck = Callable[[GameState, Sequence[TargetSpec], int, "int | None"], bool]
GroupReader = Callable[[GameState, Sequence[tuple[Any, ...]], int, list[int]], list[int]]
EventReader = Callable[[TargetSpec, "tuple[Any, ...] | None"], TargetSpec]
EventGroupReader = Callable[[GameState, "tuple[Any, ...] | None", str, list[int]], list[int]]

SPEC_READERS: list[SpecReader] = []
CHOICE_CHECKS: list[ChoiceCheck] = []
GROUPS_CHECKS: list[GroupsCheck] = []
GROUP_READERS: dict[str, GroupReader] = {}
EVENT_READERS: list[EventReader] = []
EVENT_GROUP_READERS: dict[str, EventGroupReader] = {}


def spec_reader(fn: SpecReader) -> SpecReader:
    """Register `fn(spec, chosen groups) -> spec`: a group's description as the targets chosen so far make it."""
    SPEC_READERS.append(fn)
    return fn


def choice_check(fn: ChoiceCheck) -> ChoiceCheck:
    """Register `fn(state, specs, group, target, controller, source) -> bool`: may `target` be chosen for
    `group` and every required group that reads it still be filled (601.2c)?"""
    CHOICE_CHECKS.append(fn)
    return fn


def groups_check(fn: GroupsCheck) -> GroupsCheck:
    """Register `fn(state, specs, controller, source) -> bool`: before any target is chosen, can the groups
    that read others all be filled?"""
    GROUPS_CHECKS.append(fn)
    return fn


def group_reader(*controllers: str) -> Callable[[GroupReader], GroupReader]:
    """Register `fn(state, chosen groups, group, found) -> objects` for "each" groups whose description's
    `Filter.controller` is one of `controllers`: of the objects `found`, those the chosen group allows."""

    def register(fn: GroupReader) -> GroupReader:
        for name in controllers:
            GROUP_READERS[name] = fn
        return fn

    return register


def read_spec(spec: TargetSpec, groups: Sequence[tuple[Any, ...]]) -> TargetSpec:
    """`spec` as the targets chosen so far (`groups`, by group index) make it."""
    for read in SPEC_READERS:
        spec = read(spec, groups)
    return spec


def keeps_groups_fillable(state: GameState, specs: Sequence[TargetSpec], group: int, t: Any, controller: int,
                          source: int | None) -> bool:
    """May `t` be chosen for `group` without leaving a group that reads it impossible to fill (601.2c)?"""
    return all(check(state, specs, group, t, controller, source) for check in CHOICE_CHECKS)


def groups_fillable(state: GameState, specs: Sequence[TargetSpec], controller: int, source: int | None) -> bool:
    """Can the groups that read other groups all be filled, before any target is chosen?"""
    return all(check(state, specs, controller, source) for check in GROUPS_CHECKS)


def read_group(state: GameState, groups: Sequence[tuple[Any, ...]], controller: str | None, group: int,
               found: list[int]) -> list[int]:
    """Of `found`, the objects of an "each" group whose description's controller is `controller`, read
    against the chosen group `group` (608.2h); all of them when no mechanic reads that controller."""
    reader = GROUP_READERS.get(controller) if controller is not None else None
    return found if reader is None else reader(state, groups, group, found)


def event_reader(fn: EventReader) -> EventReader:
    """Register `fn(spec, trigger event) -> spec`: a triggered ability's group as the event it triggered on makes it
    ("target creature that player controls" after "whenever ~ deals damage to a player", 603.2, 603.3d). The event
    is None for a spell or an activated ability."""
    EVENT_READERS.append(fn)
    return fn


def read_event_spec(spec: TargetSpec, event: tuple[Any, ...] | None) -> TargetSpec:
    """`spec` as the trigger event `event` makes it."""
    for read in EVENT_READERS:
        spec = read(spec, event)
    return spec


def event_group_reader(controller: str) -> Callable[[EventGroupReader], EventGroupReader]:
    """Register `fn(state, trigger event, controller, found) -> objects` for "each" groups whose description's
    `Filter.controller` is `controller` and reads the trigger event ("goad each creature that player controls"
    after "whenever a creature you control deals combat damage to a player")."""

    def register(fn: EventGroupReader) -> EventGroupReader:
        EVENT_GROUP_READERS[controller] = fn
        return fn

    return register


def read_event_group(state: GameState, event: tuple[Any, ...] | None, controller: str | None,
                     found: list[int]) -> list[int]:
    """Of `found`, the objects of an "each" group the trigger event allows; all of them when no mechanic reads
    that controller."""
    if controller is None or controller not in EVENT_GROUP_READERS:
        return found
    return EVENT_GROUP_READERS[controller](state, event, controller, found)
