"""The engine loop: frames of pending work, and decisions that stop the loop until a player answers.

The game never blocks inside Python code waiting for a player. Work to do is a stack of frames (plain
tuples, so a state copies cheaply and a game can be saved at any decision). `run` pops frames and runs their
handlers until one of them asks a question (`ask`); `answer` checks the answer against the decision's
options, hands it to the decision's resume handler and runs on. Rules modules register their handlers here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.errors import IllegalAction, RulesError
from kitchentable.rules.state import Decision, GameState

Frame = tuple[Any, ...]
Handler = Callable[[GameState, Frame], None]
Resumer = Callable[[GameState, Decision, tuple[Any, ...]], None]

HANDLERS: dict[str, Handler] = {}
RESUMERS: dict[str, Resumer] = {}

MAX_STEPS_PER_RUN = 200_000


def handler(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn

    return register


def resumer(name: str) -> Callable[[Resumer], Resumer]:
    def register(fn: Resumer) -> Resumer:
        RESUMERS[name] = fn
        return fn

    return register


def push(state: GameState, *frames: Frame) -> None:
    """Schedule frames so that the first one given runs first."""
    state.frames.extend(reversed(frames))


def run(state: GameState) -> None:
    """Advance the game until a decision is pending or the game is over."""
    steps = 0
    while state.decision is None and not state.over:
        if not state.frames:
            raise RulesError("the engine ran out of work with no decision pending and the game not over")
        frame = state.frames.pop()
        HANDLERS[frame[0]](state, frame)
        steps += 1
        if steps > MAX_STEPS_PER_RUN:
            raise RulesError(f"more than {MAX_STEPS_PER_RUN} engine steps without a decision (loop?)")


def ask(state: GameState, decision: Decision) -> None:
    """Stop for a player's answer. A format may narrow the options first (its requirements); a decision
    with exactly one option is answered at once, and the log records the automatic answer."""
    rules = state.rules
    options = list(decision.options)
    if rules is not None:
        options = rules.filter_options(state, decision.kind, decision.player, options, decision.data)
        if not options:
            raise RulesError(f"a format left no legal answer to a {decision.kind} decision")
        if len(options) != len(decision.options):
            decision = Decision(decision.player, decision.kind, tuple(options), decision.resume,
                                decision.data, decision.prompt, decision.rule)
    if len(options) == 1 and decision.kind not in NEVER_AUTOMATIC and state.options.get("auto_single", True):
        state.log_event(decision.rule or "117", "auto", decision.player, decision.kind, options[0])
        state.decisions_taken += 1
        RESUMERS[decision.resume](state, decision, options[0])
        return
    state.decision = decision


NEVER_AUTOMATIC: set[str] = set()


def answer(state: GameState, action: tuple[Any, ...]) -> None:
    """Answer the pending decision. Raises IllegalAction (state unchanged) if the answer is not legal."""
    decision = state.decision
    if decision is None:
        raise IllegalAction("104", "the game is over; no decision is pending")
    if action not in decision.options:
        raise IllegalAction(decision.rule or "117", _why_illegal(decision, action))
    state.decision = None
    state.decisions_taken += 1
    state.log_event(decision.rule or "117", "choice", decision.player, decision.kind, action)
    if state.rules is not None:
        state.rules.on_answer(state, decision, action)
    RESUMERS[decision.resume](state, decision, action)
    run(state)


def _why_illegal(decision: Decision, action: tuple[Any, ...]) -> str:
    kind = action[0] if action else "nothing"
    legal = sorted({str(o[0]) for o in decision.options if o})
    return (f"{kind!r} is not a legal answer to this {decision.kind} decision of player {decision.player}; "
            f"legal kinds now: {', '.join(legal)}")
