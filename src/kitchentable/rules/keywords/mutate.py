"""Mutate (702.140): "Mutate [cost]" means "You may pay [cost] rather than pay this spell's mana cost. If you do, it
becomes a mutating creature spell and targets a non-Human creature with the same owner as this spell."

- 601.2b-c: choosing the mutate cost (an alternative cost, 118.9) makes the spell a mutating creature spell (its
  memory starts with `MUTATING`) whose target is a non-Human creature its caster owns (`MUTATE_TARGET`).
- 608.3c, 702.140b: as it begins resolving, the target is checked; if it is illegal the spell stops being a
  mutating creature spell and resolves as a creature spell, entering the battlefield (it never fizzles).
- 702.140c: otherwise its controller chooses over or under; the spell leaves the stack and merges with the target
  (723.2, `rules.additional.merged_permanents`): the permanent stays the same object and has not just entered.
- 702.140d: "whenever this creature mutates" (the trigger event "mutates") triggers on that merge; so does
  "whenever a creature you control mutates" for the permanent merged with.
- "the number of times this creature has mutated" (the amount kind "times_mutated") counts its components
  beyond the first.

Partial: the target's owner is compared with the spell's controller, not the spell's owner (they differ only for
a spell cast from another player's cards).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Amount, Filter, Modal, Mode, TargetSpec, TriggeredAbility
from kitchentable.rules.additional.merged_permanents import merge, merged_count
from kitchentable.rules.casting.casting import as_alternative_is_chosen
from kitchentable.rules.casting.context import CastContext
from kitchentable.rules.concepts.targets import can_target, matches_object
from kitchentable.rules.engine import ask, handler, push, resumer
from kitchentable.rules.log_text import EXPLAINERS
from kitchentable.rules.records import replace
from kitchentable.rules.stack.amounts import amount_kind
from kitchentable.rules.stack.resolve import before_targets_checked, choices_as_it_enters, remove_from_stack
from kitchentable.rules.stack.triggers import matcher, notify
from kitchentable.rules.state import BATTLEFIELD, Decision, GameObject, GameState

MUTATING = "mutating"
"""The memory key of a mutating creature spell: ("mutating", the target once checked as it resolves, else None)."""

MUTATE_FILTER = Filter(types=frozenset({"Creature"}), not_subtypes=frozenset({"Human"}), owner="you")
MUTATE_TARGET = Modal((Mode(targets=(TargetSpec(MUTATE_FILTER, label="mutate"),)),))
"""702.140a: "target non-Human creature with the same owner as this spell"."""


def _mutating(o: GameObject) -> tuple[str, Any] | None:
    first = o.memory[0] if o.memory else None
    return first if isinstance(first, tuple) and first[0] == MUTATING else None


@as_alternative_is_chosen("mutate")
def _mutate_chosen(state: GameState, c: CastContext) -> CastContext:
    """702.140a: paying the mutate cost makes it a mutating creature spell with a target (601.2b-c)."""
    o = state.mut(c.stack_id, characteristics=False)
    o.memory = ((MUTATING, None), *o.memory)
    return replace(c, modal=MUTATE_TARGET)


@before_targets_checked(MUTATING)
def _mutate_target_check(state: GameState, oid: int) -> tuple[GameObject, Any]:
    """608.3c, 702.140b: the target is checked as the spell begins resolving. Legal: it is remembered for the
    merge. Illegal: the spell is a creature spell again and enters the battlefield. Either way the spell keeps no
    target of its own to check (a permanent spell has none), so it never fizzles."""
    o = state.objects[oid]
    info = o.stack
    assert info is not None
    group = info.targets[0] if info.targets else ()
    target = group[0] if group else None
    legal = isinstance(target, int) and target in state.objects and state.objects[target].owner == o.owner \
        and can_target(state, target, MUTATE_TARGET.modes[0].targets[0], info.controller, oid, this=oid)
    o = state.mut(oid, characteristics=False)
    o.memory = ((MUTATING, target),) + o.memory[1:] if legal else o.memory[1:]
    if not legal:
        state.log_event("702.140b", "mutate_target_illegal", o.card.name)
    o.stack = replace(info, targets=())
    return o, o.stack


@choices_as_it_enters("608.3c")
def _over_or_under(state: GameState, oid: int, controller: int) -> bool:
    """702.140c: a mutating creature spell whose target is legal doesn't enter the battlefield: its controller
    chooses over or under, and it merges."""
    found = _mutating(state.objects[oid])
    if found is None or found[1] is None:
        return False
    target = found[1]
    if target not in state.objects or state.objects[target].zone[0] != BATTLEFIELD:
        return False
    push(state, ("mutate_merge", oid, target, controller))
    return True


@handler("mutate_merge")
def _ask_over_or_under(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, oid, target, controller = frame
    ask(state, Decision(controller, "mutate", (("top",), ("bottom",)), "mutate_merge", frame,
                        f"Put {state.objects[oid].card.name} over or under the creature it mutates onto? (702.140c)",
                        "702.140c"))


@resumer("mutate_merge")
def _merge_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """702.140c, 723.2b: the spell leaves the stack and becomes part of the permanent; 702.140d: it mutates."""
    _name, oid, target, _controller = decision.data
    card = state.objects[oid].card
    remove_from_stack(state, oid)
    merge(state, target, card, action[0] == "top", "702.140c")
    notify(state, ("mutated", target))


@matcher("mutated", "mutates")
def _mutates(state: GameState, ab: TriggeredAbility, source: int, controller: int, event: tuple[Any, ...]) -> bool:
    """702.140d: "whenever this creature mutates" (no filter: the permanent itself) or "whenever a creature you
    control mutates"."""
    flt = ab.trigger.filter
    if flt is None:
        return bool(event[1] == source)
    return event[1] in state.objects and matches_object(state, event[1], flt, controller, source)


@amount_kind("times_mutated")
def _times_mutated(state: GameState, amount: Amount, controller: int, source: int | None) -> int:
    """"The number of times this creature has mutated": its components beyond the first (608.2h)."""
    return merged_count(state, source) if source is not None else 0


EXPLAINERS.update({
    "mutate_target_illegal": lambda s, d: f"{d[0]}'s mutate target is illegal: it resolves as a creature spell "
                                          "(702.140b).",
})
