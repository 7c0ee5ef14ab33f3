"""Effects that phase permanents out (702.26): "Target creature phases out.", "~ phases out.", "Enchanted creature
phases out.", "All permanents you control phase out." Each permanent phases out with what is attached to it
(702.26g, indirectly), stops being in combat (506.4), and phases in during the untap step of the player who
controlled it as it phased out (702.26a; `permanent_keywords.phase` brings back every permanent that phased out
under that player's control). Phasing is no zone change (702.26d): the permanent keeps its id, counters and
tapped state. A permanent that is already phased out is left alone."""

from __future__ import annotations

from kitchentable.rules.abilities import Simple
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.keywords.permanent_keywords import phase_out_objects
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.state import GameState
from kitchentable.rules.turn.combat import remove_from_combat


@executor("phase_out")
def phase_out(state: GameState, rid: int, eff: Simple) -> None:
    on_battlefield = set(state.battlefield())
    chosen = [o for o in objects_of(state, rid, eff.subject) if o in on_battlefield]
    by_controller: dict[int, list[int]] = {}
    for oid in chosen:
        by_controller.setdefault(chars(state, oid).controller, []).append(oid)
    for seat, going in by_controller.items():
        for o in state.battlefield():  # 702.26g: what is attached phases out indirectly, with it
            if state.objects[o].attached_to in going and o not in going:
                going.append(o)
        for oid in going:
            remove_from_combat(state, oid)  # 506.4
        phase_out_objects(state, going, seat)
    if chosen:
        state.cache.clear()
