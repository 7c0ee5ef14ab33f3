"""The engine loop: frames of pending work, and decisions that stop the loop until a player answers.

The game never blocks inside Python code waiting for a player. Work to do is a stack of frames (plain
tuples, so a state copies cheaply and a game can be saved at any decision). `run` pops frames and runs their
handlers until one of them asks a question (`ask`); `answer` checks the answer against the decision's
options, hands it to the decision's resume handler and runs on. Rules modules register their handlers here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import StaticAbility
from kitchentable.rules.continuous.layers import printed_static_sources
from kitchentable.rules.errors import IllegalAction, ReplacementChoice, RulesError
from kitchentable.rules.ruleset import RuleSet
from kitchentable.rules.state import Decision, GameState
from kitchentable.rules.turn import mandatory_loops

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


_RULE_PARTS = re.compile(r"(\d+)(?:\.(\d+)([a-z]*))?")


def rule_order(rule: str) -> tuple[int, int, str]:
    """A rule number as a sort key ("702.131b" -> (702, 131, "b")). Hooks that mechanics register run in the
    order of their rules, so the order never depends on which module happened to be imported first."""
    found = _RULE_PARTS.match(rule)
    if found is None:
        raise ValueError(f"not a rule number: {rule!r}")
    return int(found.group(1)), int(found.group(2) or 0), found.group(3) or ""


def push(state: GameState, *frames: Frame) -> None:
    """Schedule frames so that the first one given runs first."""
    state.frames.extend(reversed(frames))


def run(state: GameState) -> None:
    """Advance the game until a decision is pending or the game is over.

    616.1 asks the affected player to order two replacement effects that meet one event; the frame that met
    them is rewound and run again after the answer. The point to rewind to is not copied before every frame:
    one copy is taken before the first frame of this run that could meet two such effects, and a rewind goes
    back to it and runs the frames between again. Frames between two decisions are a function of the state
    (its seeded generator included), so that reaches the same state the frame started from."""
    steps = 0
    base: GameState | None = None  # this run's rewind point, taken before the first frame that needed one
    since = 0  # frames run since `base`
    while state.decision is None and not state.over:
        if not state.frames:
            raise RulesError("the engine ran out of work with no decision pending and the game not over")
        frame = state.frames.pop()
        # The guard's own test inlined for the usual answer (fewer than two replacement effects in play).
        count = state.cache.get("replacement_count")
        guarded = not (count is not None and count < 2 and ONE_SHOT_EFFECTS not in state.turn_facts) \
            and _may_meet_replacement_choice(state)
        if guarded and base is None:
            base = state.copy()
            base.frames.append(frame)
            since = 0
        try:
            HANDLERS[frame[0]](state, frame)
        except ReplacementChoice as choice:
            if not guarded or base is None:
                raise
            state.restore(base)
            _run_again(state, since)
            base = None  # the answer below is not among the frames a later rewind would run again
            options = tuple(("apply_first", src) for src in choice.options)
            ask(state, Decision(choice.player, "replacement_order", options, "replacement_order", (),
                                "Choose which replacement effect applies first (616.1).", "616.1"))
        else:
            since += 1
        steps += 1
        if steps > MAX_STEPS_PER_RUN:
            raise RulesError(f"more than {MAX_STEPS_PER_RUN} engine steps without a decision (loop?)")


ORDERED_EFFECT_KINDS = frozenset({"replacement", "prevent_damage", "damage_as_counters", "counter_modifier",
                                  "token_multiplier", "token_extra", "life_gain_modifier",
                                  "damage_amplifier"})
"""Static ability kinds that are replacement or prevention effects whose order the affected player chooses
when two or more apply to one event (616.1)."""

ORDERED_KEYWORDS: set[str] = set()
"""Keywords that are such replacement effects (702.89a totem armor), added by the mechanic that plays them."""

ONE_SHOT_EFFECTS = "one_shot_effects"
"""Turn fact: how many prevention and replacement shields resolving spells and abilities made this turn
(615.7 prevention shields, 701.15 regeneration shields); they join the 616.1 order like static ones."""


def made_one_shot_effect(state: GameState) -> None:
    """A resolving spell or ability made a shield that replaces or prevents part of a later event."""
    state.turn_facts[ONE_SHOT_EFFECTS] = int(state.turn_facts.get(ONE_SHOT_EFFECTS, 0)) + 1


def _competes_with_own_rule(ab: StaticAbility) -> bool:
    """A replacement that sends a dying permanent somewhere other than exile may meet a rule of the permanent
    itself that exiles it (a finality counter, `events.GRAVEYARD_INSTEAD`): one such effect is already two to
    order (616.1), so it counts twice."""
    return ab.kind == "replacement" and ab.param("event") == "dies" and ab.param("to", "exile") != "exile"


def _run_again(state: GameState, frames: int) -> None:
    """Run the next `frames` frames again from a rewind point, with no guard: they ran without meeting a
    616.1 choice the first time, and they run the same way from the same state."""
    for _ in range(frames):
        frame = state.frames.pop()
        HANDLERS[frame[0]](state, frame)


def _may_meet_replacement_choice(state: GameState) -> bool:
    """Could a frame now meet two replacement effects whose order the affected player chooses (616.1)? Only
    while two or more replacement or prevention effects are in play (one-shot shields counted)."""
    count = state.cache.get("replacement_count")
    if count is None:
        count = sum(1 + _competes_with_own_rule(ab) for _s, ab, _c in printed_static_sources(state)
                    if ab.kind in ORDERED_EFFECT_KINDS)
        if ORDERED_KEYWORDS:
            objects = state.objects
            count += sum(1 for oid in state.battlefield() if not ORDERED_KEYWORDS.isdisjoint(objects[oid].card.keywords))
        state.cache["replacement_count"] = count
    return count + int(state.turn_facts.get(ONE_SHOT_EFFECTS, 0)) >= 2


def ask(state: GameState, decision: Decision) -> None:
    """Stop for a player's answer. A format may narrow the options first (its requirements); a decision
    with exactly one option is answered at once, and the log records the automatic answer."""
    rules = state.rules
    if rules is not None:
        if type(rules).filter_options is not _NO_FILTER:  # only a format's requirements narrow the options
            options = rules.filter_options(state, decision.kind, decision.player, list(decision.options),
                                           decision.data)
            if not options:
                raise RulesError(f"a format left no legal answer to a {decision.kind} decision")
            if len(options) != len(decision.options):
                decision = Decision(decision.player, decision.kind, tuple(options), decision.resume,
                                    decision.data, decision.prompt, decision.rule)
        decision, ended = mandatory_loops.different_choice(state, decision)
        if ended:
            return  # 725.4: every choice of the loop repeated; the format ends it
        if mandatory_loops.watch(state, decision):
            return  # 104.4b: the loop ended the game
    options = decision.options
    if len(options) == 1 and decision.kind not in NEVER_AUTOMATIC and state.options.get("auto_single", True):
        state.log_event(decision.rule or "117", "auto", decision.player, decision.kind, options[0])
        state.decisions_taken += 1
        RESUMERS[decision.resume](state, decision, options[0])
        return
    state.decision = decision


NEVER_AUTOMATIC: set[str] = set()


_NO_FILTER = RuleSet.filter_options
"""The base rule set's `filter_options`, which narrows nothing: a format that keeps it is not asked."""


def answer(state: GameState, action: tuple[Any, ...]) -> None:
    """Answer the pending decision. Raises IllegalAction (state unchanged) if the answer is not legal."""
    decision = state.decision
    if decision is None:
        raise IllegalAction("104", "the game is over; no decision is pending")
    if action not in decision.options:
        raise IllegalAction(decision.rule or "117", _why_illegal(decision, action))
    state.decision = None
    if state.rules is not None:
        mandatory_loops.acted(state, decision, action)  # before the count of answers: it reads the ask's signature
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


def _replacement_order_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """616.1: remember the chosen effect; the frame runs again and applies it first."""
    answers = tuple(state.turn_facts.get("replacement_answers", ()))
    state.turn_facts["replacement_answers"] = answers + (action[1],)


RESUMERS["replacement_order"] = _replacement_order_answer
