"""Multikicker (702.33c-d): "Multikicker [cost]" means "You may pay an additional [cost] any number of times as
you cast this spell."

The number of payments is announced with the spell's other costs (601.2b), by the same choice as replicate and
squad (`rules.casting.casting.cast_replicate`, the cost added once per payment in 601.2f). Paying it at least once
kicks the spell (702.33d), so "if it was kicked" reads as for kicker. As the spell becomes cast it is tagged with
the count ("kicked_times:N"), which the permanent it becomes keeps (`events.move`, before its enter replacements),
so the linked abilities (702.33e) count it: "enters with a +1/+1 counter on it for each time it was kicked"
(614.1c), "When ~ enters, you gain 2 life for each time it was kicked", "Draw a card for each time ~ was kicked"
(the spell itself as it resolves).

Partial: a permanent that has left the battlefield before its enters trigger resolves counts 0 (the count is
kept on the object, not in its last known information).
"""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Amount, CardDef, Simple
from kitchentable.rules.casting.casting import as_spell_becomes_cast
from kitchentable.rules.casting.context import CastContext
from kitchentable.rules.casting.total_cost import own_static
from kitchentable.rules.log_text import EXPLAINERS
from kitchentable.rules.stack.amounts import amount_kind
from kitchentable.rules.stack.effects import executor, objects_of
from kitchentable.rules.state import GameState

TIMES_KICKED = "times_kicked"
"""The amount kind "the number of times it was kicked" (702.33c)."""


def times_kicked(state: GameState, oid: int | None) -> int:
    """How many times the multikicker cost of this spell, or of the spell this permanent was, was paid."""
    o = state.objects.get(oid) if oid is not None else None
    if o is None or events.KICKED_TIMES not in o.tags:
        return 0
    prefix = events.KICKED_TIMES + ":"
    return max((int(t[len(prefix):]) for t in o.tags if t.startswith(prefix)), default=0)


@amount_kind(TIMES_KICKED)
def _times_kicked_amount(state: GameState, amount: Amount, controller: int, source: int | None) -> int:
    return times_kicked(state, source)


@as_spell_becomes_cast("702.33c")
def multikicked(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    """601.2i: a spell whose multikicker cost was paid N times carries N."""
    if not c.replicate or not card.static or own_static(card, "multikicker") is None:
        return
    o = state.mut(c.stack_id, characteristics=False)
    o.tags = o.tags | {events.KICKED_TIMES, f"{events.KICKED_TIMES}:{c.replicate}"}
    state.log_event("702.33c", "multikicked", name, c.replicate)


@executor("targets_per_kick")
def targets_per_kick(state: GameState, rid: int, eff: Simple) -> None:
    """"Choose any target, then choose another target for each time this spell was kicked.": the targets were
    chosen as the spell was cast (601.2c, `concepts.targets.spec_with_x`); as it resolves, the ones still legal
    are what "each of them" names (608.2b). Logged for the record."""
    state.log_event("702.33c", "targets_per_kick", tuple(objects_of(state, rid, eff.subject)))


EXPLAINERS["multikicked"] = lambda st, d: f"{d[0]} is kicked {d[1]} times."
