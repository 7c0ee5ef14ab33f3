"""Stops: when a player holding priority is asked, and when their priority passes by itself.

The kernel already answers a decision with a single legal answer (nothing can be done but pass: option
`auto_single`). Beyond that a player chooses where they want to be asked, as MTGO's stops and F-keys do:

- by default, the steps where players usually act: your main phases and your declare blockers step, the
  other players' declare attackers, declare blockers and end steps, and whenever another player's spell or
  ability is on the stack;
- `everywhere`: every time they could act;
- a skip, until something happens: `f2` (until something new goes on the stack), `f4` (until your next turn,
  unless another player puts something on the stack), `f6` (until your next turn, whatever happens), `f8`
  (until the end of this turn).

Only priority is ever passed this way (117.3d): every other decision is asked, and a decision that says why
an action was rewound (601.2) is always shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kitchentable.rules.state import GameState

MY_STEPS = frozenset({"main1", "main2", "declare_blockers"})
THEIR_STEPS = frozenset({"declare_attackers", "declare_blockers", "end"})
SKIPS = {
    "f2": "pass until something new goes on the stack",
    "f4": "pass until your next turn, unless another player puts something on the stack",
    "f6": "pass until your next turn, whatever happens",
    "f8": "pass until the end of this turn",
}
_STACKING = frozenset({"cast", "activated", "trigger"})
PRIORITY_STEPS: tuple[str, ...] = ("upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
                                   "declare_blockers", "combat_damage", "end_of_combat", "main2", "end")
"""The steps a player can set a stop in (in the untap and cleanup steps nobody normally gets priority, 502.4,
514.3)."""


@dataclass
class Stops:
    """A player's stops. `skip` is one of SKIPS (None: the stops apply); `everywhere` stops at every chance."""

    seat: int
    my_steps: frozenset[str] = MY_STEPS
    their_steps: frozenset[str] = THEIR_STEPS
    everywhere: bool = False
    skip: str | None = None
    _turn: int = field(default=0, repr=False)
    _mark: int = field(default=0, repr=False)

    def start_skip(self, key: str, state: GameState) -> None:
        if key not in SKIPS:
            raise ValueError(f"unknown skip {key!r}; known: {', '.join(SKIPS)}")
        self.skip = key
        self._turn = state.turn
        self._mark = len(state.log)

    def should_pass(self, state: GameState) -> bool:
        """Pass priority now for this player without asking them?"""
        d = state.decision
        if d is None or d.player != self.seat or d.kind != "priority" or ("pass",) not in d.options or d.notice:
            return False
        if self.skip is not None:
            if self._skip_over(state):
                self.skip = None
            else:
                return True
        if self.everywhere:
            return False
        stack = state.stack_ids()
        if stack:
            return all(_controller(state, oid) == self.seat for oid in stack)  # only your own things wait
        steps = self.my_steps if state.active == self.seat else self.their_steps
        return state.step not in steps

    def _skip_over(self, state: GameState) -> bool:
        key = self.skip
        next_turn = state.turn > self._turn and state.active == self.seat
        if key == "f6":
            return next_turn
        if key == "f8":
            return state.turn != self._turn
        new_by_others = self._stacked_by_others(state)
        if key == "f4":
            return next_turn or new_by_others
        return new_by_others or state.turn != self._turn  # f2

    def _stacked_by_others(self, state: GameState) -> bool:
        stack = state.stack_ids()
        if not any(_controller(state, oid) != self.seat for oid in stack):
            return False
        log = state.log
        if len(log) <= self._mark:
            return False
        return any(ev.kind in _STACKING for ev in log[self._mark:])


def _controller(state: GameState, oid: int) -> int:
    o = state.objects[oid]
    return o.stack.controller if o.stack is not None else o.controller
