"""Linked targets: "~ deals 1 damage to target player and 1 damage to target creature that player controls."
(Searing Blaze, Chandra, Pyromaster, Soul of Shandalar).

Targets are chosen group by group in the order written (601.2c), so a later group's description may read an
earlier one: the creature must be controlled by the player chosen for the earlier group. A group that reads
another names it in `TargetSpec.controlled_by_group`; `spec_linked` fixes it to the chosen player's seat
(`TargetSpec.linked_seat`, which `targets.can_target` checks). The check is made again as the spell or ability
resolves (608.2b), against the player as chosen: a creature that changed control since is an illegal target, and
the player's own legality does not change which player "that player" is.

A player is offered for the earlier group only if every required group linked to it could then be filled
(`keeps_links`), and a spell or ability is offered only if some player allows it (`links_possible`), so the legal
actions never begin a choice that cannot be finished (601.2c).

The core calls these through its registry (`concepts.target_links`), filled here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kitchentable.rules.abilities import TargetSpec
from kitchentable.rules.concepts.target_links import choice_check, group_reader, groups_check, spec_reader
from kitchentable.rules.concepts.targets import Target, can_target, has_candidates, is_player
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.records import replace
from kitchentable.rules.state import GameState


@spec_reader
def spec_linked(spec: TargetSpec, groups: Sequence[tuple[Any, ...]]) -> TargetSpec:
    """The group `spec` with "that player" read from the targets chosen so far (`groups`, by group index). With
    no player chosen for the linked group, nothing is a legal target (seat -1)."""
    g = spec.controlled_by_group
    if g is None:
        return spec
    chosen = groups[g] if 0 <= g < len(groups) else ()
    seat = next((t[1] for t in chosen if t is not None and is_player(t)), -1)
    return replace(spec, linked_seat=seat)


@choice_check
def keeps_links(state: GameState, specs: Sequence[TargetSpec], group: int, t: Target, controller: int,
                source: int | None) -> bool:
    """Could each required group that reads group `group` be filled if `t` is chosen for it (601.2c)?"""
    if not is_player(t):
        return True
    for spec in specs:
        if spec.controlled_by_group == group and spec.min > 0:
            if not has_candidates(state, replace(spec, linked_seat=t[1]), controller, source, spec.min):
                return False
    return True


@groups_check
def links_possible(state: GameState, specs: Sequence[TargetSpec], controller: int, source: int | None) -> bool:
    """Before any target is chosen: for each group that other groups read, is there a legal player for it with
    which they can all be filled? (Groups that no other group reads are checked on their own by the caller.)"""
    linked = {s.controlled_by_group for s in specs if s.controlled_by_group is not None and s.min > 0}
    for g in linked:
        if g >= len(specs):
            return False
        spec = specs[g]
        if not any(can_target(state, ("player", p.seat), spec, controller, source)
                   and keeps_links(state, specs, g, ("player", p.seat), controller, source)
                   for p in state.players):
            return False
    return True


@group_reader("that_player", "target_player", "target_opponent")
def linked_group(state: GameState, groups: Sequence[tuple[Any, ...]], group: int, found: list[int]) -> list[int]:
    """"each creature that player controls": of `found`, those controlled by the player chosen for `group`; none
    if that target is illegal now (608.2b: an illegal target is not affected, nor read)."""
    chosen = groups[group] if 0 <= group < len(groups) else ()
    seats = {t[1] for t in chosen if t is not None and is_player(t)}
    return [o for o in found if chars(state, o).controller in seats]
