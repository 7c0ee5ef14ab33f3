"""601.2f after 601.2c: a spell's own "This spell costs {2} less to cast if it targets a Dinosaur you control."
The targets are chosen before the total cost is determined, so the condition reads the targets of the spell
being cast (the cast's context); a target counts if it fits the description from the caster's side.

Before targets exist (the legal-action pre-check, which asks what the spell could cost) the reduction is
counted as if it applied, as the kernel does for other target-dependent reductions: the payment is the real
test. On the stack after casting, the spell's chosen targets are read."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitchentable.rules.stack.conditions import condition

if TYPE_CHECKING:
    from kitchentable.rules.abilities import Condition
    from kitchentable.rules.state import GameState


@condition("spell_targets")
def _spell_targets(state: GameState, cond: Condition, controller: int, source: int | None,
                   ctx: object | None = None) -> bool:
    from kitchentable.rules.concepts.targets import matches_object

    assert cond.filter is not None
    targets = getattr(ctx, "targets", None)
    if targets is None:
        return True
    chosen = [t for group in targets for t in group if isinstance(t, int) and t in state.objects]
    return any(matches_object(state, t, cond.filter, controller, source) for t in chosen)
