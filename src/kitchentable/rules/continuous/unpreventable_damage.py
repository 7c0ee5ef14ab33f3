"""Static abilities that make damage unpreventable (615.12): "Damage can't be prevented." (all damage, from any
source) and "Combat damage that would be dealt by creatures you control can't be prevented." (only the combat
damage of the sources the ability describes). Prevention effects, protection's among them (702.16e), don't apply
to such damage; replacement effects that aren't prevention still do.

The ability is a `StaticAbility` of kind "damage_cant_be_prevented": `affected` the sources (None: any), param
"combat" for combat damage only. Read through `events.unpreventable_check` as each damage event happens."""

from __future__ import annotations

from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.continuous.layers import printed_static_kinds, static_sources
from kitchentable.rules.events import unpreventable_check
from kitchentable.rules.state import GameState

KIND = "damage_cant_be_prevented"


@unpreventable_check("615.12")
def cant_be_prevented(state: GameState, source: int, combat: bool) -> bool:
    """Whether a "can't be prevented" static ability in play covers damage `source` deals now."""
    if KIND not in printed_static_kinds(state):
        return False
    for src, ab, ctl in static_sources(state):
        if ab.kind != KIND or (ab.param("combat") and not combat):
            continue
        if ab.affected is None:
            return True
        if source in state.objects and matches_object(state, source, ab.affected, ctl, src):
            return True
    return False
