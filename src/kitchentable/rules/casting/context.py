"""The spell or ability being put on the stack (601.2, 602.2): the record of its choices, locked in step by
step, and the rewind to the moment before it was announced when a step can't be completed (601.2, R-C-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitchentable.rules.abilities import CardDef, Cost, Modal
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.concepts.targets import Target
from kitchentable.rules.records import replace
from kitchentable.rules.state import Decision, GameState

TAPPED_FOR_COST = "tapped_for_cost"
"""The turn fact (TAPPED_FOR_COST, stack id): the permanents tapped to pay that ability's cost (601.2h), for
station (702.184a), which reads the tapped creature's power as it resolves."""


@dataclass(frozen=True, slots=True)
class CastContext:
    """The choices of a spell or ability being put on the stack, locked in step by step."""

    kind: str  # spell | activated | triggered
    controller: int
    stack_id: int
    source: int
    modal: Modal
    ability_index: int = -1
    x: int = 0
    has_x: bool = False
    modes: tuple[int, ...] = (0,)
    targets: tuple[tuple[Target, ...], ...] = ()
    division: tuple[int, ...] = ()
    alternative: int = -1
    kicked: bool = False
    flashback: bool = False
    flashback_cost: Cost | None = None
    without_paying: bool = False
    total: ManaCost | None = None
    cost: Cost | None = None
    colors_spent: frozenset[str] = frozenset()  # sunburst (702.44a), recorded only for a card that has it
    paid_life: int = 0
    event: tuple[Any, ...] = ()
    replicate: int = 0
    retrace: bool = False  # 702.81a: cast from the graveyard, discarding a land card as an additional cost
    spliced: tuple[int, ...] = ()  # 702.47a: cards in hand spliced onto this Arcane spell
    paid: tuple[tuple[str, int], ...] = ()  # 601.2h: (kind, id) of each object sacrificed, discarded, exiled,
    # tapped or returned to pay the cost, for the effect that reads it (608.2h)
    other_additional: bool = False  # 601.2b: the "or" choice of an additional cost "<this> or <that>" was chosen

    def __init__(
        self, kind: str, controller: int, stack_id: int, source: int, modal: Modal, ability_index: int = -1,
        x: int = 0, has_x: bool = False, modes: tuple[int, ...] = (0,),
        targets: tuple[tuple[Target, ...], ...] = (), division: tuple[int, ...] = (), alternative: int = -1,
        kicked: bool = False, flashback: bool = False, flashback_cost: Cost | None = None,
        without_paying: bool = False, total: ManaCost | None = None, cost: Cost | None = None,
        colors_spent: frozenset[str] = frozenset(), paid_life: int = 0, event: tuple[Any, ...] = (),
        replicate: int = 0, retrace: bool = False, spliced: tuple[int, ...] = (),
        paid: tuple[tuple[str, int], ...] = (), other_additional: bool = False
    ) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`)."""
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "controller", controller)
        object.__setattr__(self, "stack_id", stack_id)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "modal", modal)
        object.__setattr__(self, "ability_index", ability_index)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "has_x", has_x)
        object.__setattr__(self, "modes", modes)
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "division", division)
        object.__setattr__(self, "alternative", alternative)
        object.__setattr__(self, "kicked", kicked)
        object.__setattr__(self, "flashback", flashback)
        object.__setattr__(self, "flashback_cost", flashback_cost)
        object.__setattr__(self, "without_paying", without_paying)
        object.__setattr__(self, "total", total)
        object.__setattr__(self, "cost", cost)
        object.__setattr__(self, "colors_spent", colors_spent)
        object.__setattr__(self, "paid_life", paid_life)
        object.__setattr__(self, "event", event)
        object.__setattr__(self, "replicate", replicate)
        object.__setattr__(self, "retrace", retrace)
        object.__setattr__(self, "spliced", spliced)
        object.__setattr__(self, "paid", paid)
        object.__setattr__(self, "other_additional", other_additional)


def ctx(state: GameState, cid: int) -> CastContext:
    found = state.contexts[cid]
    assert isinstance(found, CastContext)
    return found


def set_ctx(state: GameState, cid: int, value: CastContext) -> None:
    state.contexts[cid] = value


def new_ctx(state: GameState, value: CastContext) -> int:
    cid = state.next_ctx
    state.next_ctx += 1
    state.contexts[cid] = value
    return cid


def save_rewind_point(state: GameState, decision: Decision) -> None:
    """Keep the state as it was while the player held priority, before announcing (R-C-2)."""
    snapshot = state.copy()
    snapshot.log.pop()  # the choice that started the announcement leaves no trace either
    if decision.kind == "priority" and snapshot.frames and snapshot.frames[-1] == ("priority",):
        snapshot.frames.pop()  # 117.3c: answering the restored priority decision schedules it again
    snapshot.decision = decision
    snapshot.decisions_taken -= 1
    state.cast_snapshot.append(snapshot)


def rewind(state: GameState, rule: str = "601.2", why: str = "cancelled", cost: str = "") -> None:
    """601.2: the action is reversed; the player again holds priority with nothing leaked. The restored
    decision carries a notice for that player alone (`Decision.notice`): the rule and the reason, the action
    that began the announcement and the total cost that couldn't be paid (if known)."""
    snapshot = state.cast_snapshot[-1]
    began = state.log[len(snapshot.log)] if len(state.log) > len(snapshot.log) else None
    # A copy of this state (a search agent's) may hold the same snapshot in its own rewind list: restore
    # from a copy of it, so that neither state changes what the other would rewind to.
    state.restore(snapshot.copy())
    begun = began is not None and began.kind in ("choice", "auto")
    if state.decision is not None and began is not None and begun:
        state.decision = replace(state.decision, notice=("rewound", rule, why, began.data[2], cost))
    if state.rules is not None and began is not None and begun:
        state.rules.after_rewind(state, began.data[2])


def finish_rewind_point(state: GameState) -> None:
    state.cast_snapshot.pop()


def spell_card(state: GameState, oid: int) -> CardDef:
    """The card a spell on the stack is cast as: a face-down spell has only the face-down characteristics
    (708.4, 702.37c), so its costs and choices read those, not the card's."""
    o = state.objects[oid]
    if o.face_down:
        from kitchentable.rules.continuous.layers import face_down_card

        return face_down_card()
    return o.card


FACE_DOWN_COST = ManaCost(generic=3)  # 702.37a: a card with morph is cast face down for {3}


def _fail(state: GameState, cid: int, rule: str, why: str) -> None:
    """A step can't be completed: spells and activated abilities rewind (601.2); a triggered ability with
    no legal targets is removed from the stack (603.3d)."""
    c = ctx(state, cid)
    if c.kind == "triggered":
        from kitchentable.rules.stack.resolve import remove_from_stack

        state.log_event("603.3d", "trigger_removed", c.source, why)
        remove_from_stack(state, c.stack_id)
        drop_frames(state, cid)
        return
    rewind(state, rule, why, str(c.total) if c.total is not None else "")


def drop_frames(state: GameState, cid: int) -> None:
    state.frames = [f for f in state.frames if not (len(f) > 1 and f[0].startswith(("cast_", "trigger_done"))
                                                   and f[1] == cid)]
