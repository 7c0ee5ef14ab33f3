"""Turns, steps and phases (500-514): each step's turn-based actions, then priority, then the next step.

Each step is a frame: its turn-based actions run, then players receive priority (117.3a, `rules.turn.priority`)
until all pass in succession with an empty stack (500.2); then mana empties (500.4) and the next step begins.
Skipped turns (614.10) are skipped as they would begin.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.continuous.layers import chars, locked_effects_ended
from kitchentable.rules.continuous.play_from_exile import END_OF_YOUR_NEXT_TURN, UNTIL_YOUR_NEXT_END_STEP
from kitchentable.rules.continuous.play_from_exile import expired as impulse_expired
from kitchentable.rules.continuous.player_rules import (
    cleanup_delayed,
    has_no_max_hand_size,
    max_hand_size_change,
    skips_step,
)
from kitchentable.rules.engine import ask, handler, push, resumer, rule_order
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.triggers import notify, untap_triggers_in_play
from kitchentable.rules.state import HAND, Decision, GameState
from kitchentable.rules.turn import opening_hand  # noqa: F401  (registers the 103.6 frames)
from kitchentable.rules.turn.combat import combat_turn_based, needs_first_strike_step
from kitchentable.rules.turn.combat_restrictions import SKIP_UNTAP, skips_untap
from kitchentable.rules.turn.state_based_actions import check_sba

PRIORITY_STEPS = frozenset({
    "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers", "declare_blockers",
    "first_strike_damage", "combat_damage", "end_of_combat", "main2", "end",
})
COMBAT_STEPS = frozenset({"declare_blockers", "first_strike_damage", "combat_damage"})
PHASE_OF = {
    "untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "precombat_main",
    "beginning_of_combat": "combat", "declare_attackers": "combat", "declare_blockers": "combat",
    "first_strike_damage": "combat", "combat_damage": "combat", "end_of_combat": "combat",
    "main2": "postcombat_main", "end": "ending", "cleanup": "ending",
}
STEP_RULES = {
    "untap": "502", "upkeep": "503", "draw": "504", "main1": "505", "beginning_of_combat": "507",
    "declare_attackers": "508", "declare_blockers": "509", "first_strike_damage": "510.4",
    "combat_damage": "510", "end_of_combat": "511", "main2": "505", "end": "513", "cleanup": "514",
}


# --- what mechanics add to the turn: hooks they register, called in the order of their rules ---------------------

UntapStepHook = Callable[[GameState, int], None]
StepActions = Callable[[GameState], list[tuple[Any, ...]]]

UNTAP_STEP_BEGINS: list[tuple[str, bool, UntapStepHook]] = []
TURN_BASED_ACTIONS: dict[str, list[tuple[str, StepActions]]] = {}
CleanupHook = Callable[[GameState], None]
CLEANUP_ENDS: list[tuple[str, CleanupHook]] = []


def as_untap_step_begins(rule: str, delayed: bool = False) -> Callable[[UntapStepHook], UntapStepHook]:
    """Register `fn(state, active player)`, run as the untap step begins, before anything untaps (502.1:
    phasing; 502.2: day and night), with `delayed` only while `state.delayed` holds an entry."""

    def register(fn: UntapStepHook) -> UntapStepHook:
        UNTAP_STEP_BEGINS.append((rule, delayed, fn))
        UNTAP_STEP_BEGINS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def turn_based_action(step: str, rule: str) -> Callable[[StepActions], StepActions]:
    """Register `fn(state) -> frames`: a turn-based action a mechanic adds to `step` (703.4; 714.3b: a lore
    counter on each Saga as the precombat main phase begins), asked while `state.delayed` holds an entry."""

    def register(fn: StepActions) -> StepActions:
        hooks = TURN_BASED_ACTIONS.setdefault(step, [])
        hooks.append((rule, fn))
        hooks.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def as_cleanup_ends(rule: str) -> Callable[[CleanupHook], CleanupHook]:
    """Register `fn(state)`, run in the cleanup step as "until end of turn" effects end (514.2), only while
    `state.delayed` holds an entry (a mechanic keeping such an effect records it there)."""

    def register(fn: CleanupHook) -> CleanupHook:
        CLEANUP_ENDS.append((rule, fn))
        CLEANUP_ENDS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


# --- turns (500) -----------------------------------------------------------------------------------------------


TURN_ORDER_FROM = "turn_order_from"
"""`state.delayed` entry (TURN_ORDER_FROM, seat) while extra turns are taken: the player whose normal turn came
before them, so the normal order resumes with the player after them (500.7)."""


def _next_active(state: GameState) -> int:
    """500.7: an extra turn is taken right after the current one; once none is left, the turn order continues
    from the last normal turn, not from whoever took the extra turn (Time Warp on an opponent: that opponent
    takes the extra turn, then their own turn)."""
    anchor = next((e for e in state.delayed if type(e) is tuple and e[0] == TURN_ORDER_FROM), None)
    if state.extra_turns:
        if anchor is None:
            state.delayed = [*state.delayed, (TURN_ORDER_FROM, state.active)]
        return state.extra_turns.pop()
    if anchor is None:
        return state.next_seat(state.active)
    state.delayed = [e for e in state.delayed if e is not anchor]
    return state.next_seat(anchor[1])


@handler("turn")
def begin_turn(state: GameState, frame: tuple[Any, ...]) -> None:
    """500.1: a turn; extra turns (500.7) come before the next player's normal turn."""
    first = len(frame) > 1 and frame[1]
    if not first:
        state.active = _next_active(state)
    if not state.players[state.active].in_game:
        state.active = state.next_seat(state.active)
    if state.delayed and not first:
        skip_turns(state)  # "you skip your next turn" (614.10)
    state.turn += 1
    limit = state.options.get("max_turns")
    if limit is not None and state.turn > int(limit):
        state.rules.turn_limit_reached(state, int(limit))
        return
    # How many spells each player cast in the turn that ends ("if no spells were cast last turn"), kept
    # only when some were; every other turn fact is about the turn it happened in.
    last = tuple(int(state.turn_facts.get(("spells_cast", p.seat), 0)) for p in state.players)
    state.turn_facts = {"spells_last_turn": last} if any(last) else {}
    state.lki = {}
    for p in state.players:
        p.lands_played = 0
        p.land_drops = 1  # 305.2: one land play, plus what this turn's effects allow (305.2a)
        p.life_lost_this_turn = 0
    active = state.players[state.active]
    active.previous_turn_began, active.turn_began = active.turn_began, state.turn
    ending = [ce for ce in state.continuous if ce.duration == "your_next_turn" and ce.controller == state.active]
    if ending:  # 611.2b: "until your next turn" ends as that turn begins; the characteristics it changed go back
        state.continuous = [ce for ce in state.continuous if ce not in ending]
        state.cache.clear()
    state.log_event("500.1", "turn", state.turn, state.active)
    steps = state.rules.turn_steps(state)
    push(state, *[("step", s) for s in steps], ("turn",))


def end_turn(state: GameState) -> None:
    """723.1 (ending the turn): the turn's pending work is dropped down to its cleanup step, which comes next;
    steps a format adds after cleanup stay. Past the turn's cleanup step, another one is scheduled (514.3a).
    What happens first to the stack and to combat (723.1a-b) is the caller's."""
    steps = state.rules.turn_steps(state)
    after = set(steps[steps.index("cleanup") + 1:]) if "cleanup" in steps else set()
    frames = state.frames
    for i in range(len(frames) - 1, -1, -1):
        frame = frames[i]
        if frame == ("step", "cleanup"):
            del frames[i + 1:]
            break
        if (frame[0] == "step" and len(frame) > 1 and frame[1] in after) or frame[0] == "turn":
            del frames[i + 1:]
            frames.append(("step", "cleanup"))
            break
    else:
        frames.clear()
        push(state, ("step", "cleanup"), *[("step", s) for s in steps if s in after], ("turn",))
    state.priority = None
    state.passes = 0


@handler("step")
def step(state: GameState, frame: tuple[Any, ...]) -> None:
    name = frame[1]
    combat = state.combat
    if name in COMBAT_STEPS and (combat is None or not combat.attackers):
        return  # 508.8: no attackers, so the declare blockers and combat damage steps are skipped
    if name == "draw" and skips_step(state, state.active, "draw"):
        state.log_event("614.10", "skip_step", name, state.active)
        return
    if name == "first_strike_damage":

        if not needs_first_strike_step(state):
            return
    state.step = name
    state.phase = PHASE_OF.get(name, name)
    rule = STEP_RULES.get(name, "500")
    state.log_event(rule, "step", name)
    turn_based = _turn_based_actions(state, name)
    after = [("priority_start",)] if name in PRIORITY_STEPS else []
    push(state, *turn_based, *after, ("step_end", name))
    if name in ("upkeep", "draw", "end", "beginning_of_combat", "main1", "end_of_combat", "main2") or \
            (name == "cleanup" and state.delayed and cleanup_delayed(state)):

        notify(state, ("step", name, state.active))


def _turn_based_actions(state: GameState, name: str) -> list[tuple[Any, ...]]:

    if name == "untap":
        return [("untap_step",)]
    if name == "draw":
        if state.turn == 1 and state.rules.skip_first_draw(state):
            state.log_event("103.8a", "skip_draw", state.active)
            return []
        return [("draw", state.active, "504.1")]
    if name in ("beginning_of_combat", "declare_attackers", "declare_blockers", "first_strike_damage",
                "combat_damage", "end_of_combat"):
        return combat_turn_based(state, name)
    if name == "cleanup":
        return [("cleanup",)]
    if state.delayed and name in TURN_BASED_ACTIONS:  # 714.3b: a Saga's lore counter, once a Saga has entered
        return [frame for _rule, actions in TURN_BASED_ACTIONS[name] for frame in actions(state)]
    return []


@handler("untap_step")
def untap_step(state: GameState, frame: tuple[Any, ...]) -> None:
    """502.3: the active player determines which permanents they control untap, then untaps them all at
    once. One that "doesn't untap" stays tapped; for one they "may choose not to untap" they are asked
    (the frame carries the answers so far: the permanents asked about, and those kept tapped)."""
    asked: tuple[int, ...] = frame[1] if len(frame) > 1 else ()
    kept: tuple[int, ...] = frame[2] if len(frame) > 2 else ()
    active = state.active
    if len(frame) == 1:  # 502.1: phasing first, once; then 502.2, 724.2: day and night
        for _rule, delayed, begins in UNTAP_STEP_BEGINS:
            if not delayed or state.delayed:
                begins(state, active)
    for oid in state.battlefield():
        if oid in asked or not state.objects[oid].tapped:
            continue
        c = chars(state, oid)
        if c.controller == active and "may choose not to untap" in c.keywords \
                and "doesn't untap" not in c.keywords:
            ask(state, Decision(active, "untap_choice", (("untap", oid), ("keep_tapped", oid)), "untap_choice",
                                (asked + (oid,), kept), f"Untap {c.name} during your untap step? (502.3)",
                                "502.3"))
            return
    untapped: list[int] = []
    for oid in list(state.battlefield()):
        o = state.objects[oid]
        if o.tags and SKIP_UNTAP in o.tags and chars(state, oid).controller == active and skips_untap(state, oid):
            continue  # "doesn't untap during its controller's next untap step" (502.3)
        if o.tapped and oid not in kept and chars(state, oid).controller == active \
                and "doesn't untap" not in chars(state, oid).keywords:
            if o.counters and events.stays_tapped(state, oid):  # 122.1d: a stun counter is removed instead
                continue
            state.mut(oid, characteristics=False).tapped = False
            events.end_while_tapped(state, oid)
            untapped.append(oid)
    state.log_event("502.3", "untap", active)
    if untapped and untap_triggers_in_play(state):  # inspired: they trigger, put on the stack in the upkeep
        for oid in untapped:
            notify(state, ("untapped", oid))


@resumer("untap_choice")
def untap_choice(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    asked, kept = decision.data
    push(state, ("untap_step", asked, kept + (action[1],) if action[0] == "keep_tapped" else kept))


@handler("draw")
def draw_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """121.1 draw a card, or the format's replacement of the draw (121.6)."""
    seat, rule = frame[1], frame[2]
    if not state.players[seat].in_game:
        return
    replaced = state.rules.draw_frames(state, seat)
    if replaced is not None:
        push(state, *replaced)
        return
    events.draw_one(state, seat, rule)


@handler("cleanup")
def cleanup(state: GameState, frame: tuple[Any, ...]) -> None:
    """514.1: the active player discards down to maximum hand size; 514.2: damage wears off and "until end
    of turn" effects end; 514.3a: if anything then needs priority, another cleanup step follows."""
    seat = state.active
    limit = state.players[seat].max_hand_size
    if limit is not None:
        limit = max(0, limit + max_hand_size_change(state, seat))  # 402.2: "increased / reduced by N"
    hand = state.zone(HAND, seat)
    if limit is not None and len(hand) > limit and not has_no_max_hand_size(state, seat):
        options = tuple(("discard", oid) for oid in hand)
        ask(state, Decision(seat, "cleanup_discard", options, "cleanup_discard", (),
                            f"Discard down to {limit} cards (514.1).", "514.1"))
        return
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.damage or o.deathtouch_hit or o.regen_shields:
            m = state.mut(oid, characteristics=False)
            m.damage = 0
            m.deathtouch_hit = False
            m.regen_shields = 0
    # Effects ending change characteristics, and conditions in effects ("as long as it's your turn") read the
    # turn, so the cache is cleared, unless the layer system found no effect in play and no resolved effect
    # exists: then characteristics are printed ones with counters and depend on nothing that ends here
    # (damage is no characteristic), and every remembered result stays true. When the layer system recorded
    # every effect in play as local (`layers._local`: no condition, no count, nothing read but the object's
    # own characteristics, so nothing read from the turn), only the objects of the effects that end are
    # forgotten (`locked_effects_ended`): a lord's "other Zombies you control get +1/+1" gives the same
    # answers after this step as before, and a pump's end changes only the creature it pumped.
    if not (state.cache.get("effects_in_play") is False and not state.continuous):
        copying = any(ce.ability.kind == "become_copy" for ce in state.continuous)
        if copying:
            from kitchentable.rules.continuous.copies import end_copy_effects

            end_copy_effects(state)  # layer 1 effects are written into the permanents' cards (rules.continuous.copies)
        before = state.continuous
        state.continuous = [ce for ce in before if ce.duration not in ("end_of_turn",)
                            and not (ce.duration in IMPULSE_DURATIONS and impulse_expired(ce, state))]
        if copying:
            state.cache.clear()
        else:
            locked_effects_ended(state, before)
    if state.delayed:
        for _rule, ends in CLEANUP_ENDS:
            ends(state)
    state.log_event("514.2", "cleanup", seat)

    acted = check_sba(state)
    state.turn_facts.pop("legend_conflicts", None)  # asked in the priority step that follows
    if (acted or state.pending_triggers) and not state.over:
        push(state, ("priority_start",), ("step", "cleanup"))


@resumer("cleanup_discard")
def cleanup_discard(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    events.discard(state, decision.player, action[1])
    push(state, ("cleanup",))


@handler("step_end")
def step_end(state: GameState, frame: tuple[Any, ...]) -> None:
    """500.4: mana empties from each pool at the end of each step and phase."""
    for p in state.players:
        if p.pool.amounts:
            p.pool.clear()
    after = state.rules.after_step(state, frame[1])
    if after:
        push(state, *after)


IMPULSE_DURATIONS = (END_OF_YOUR_NEXT_TURN, UNTIL_YOUR_NEXT_END_STEP)


# --- skipping a turn (614.10) -----------------------------------------------------------------------------------

SKIP_TURN = "skip_turn"


@executor("skip_next_turn")
def skip_next_turn(state: GameState, rid: int, eff: Simple) -> None:
    state.delayed = [*state.delayed, *((SKIP_TURN, seat) for seat in players_of(state, rid, eff.subject))]


def skip_turns(state: GameState) -> None:
    """614.10: the turn about to begin is skipped while its player has a skip waiting (one per skip)."""
    for _ in range(4 * len(state.players)):
        entry = (SKIP_TURN, state.active)
        if entry not in state.delayed:
            return
        i = state.delayed.index(entry)
        state.delayed = state.delayed[:i] + state.delayed[i + 1:]
        state.log_event("614.10", "skip_turn", state.active)
        state.active = state.extra_turns.pop() if state.extra_turns else state.next_seat(state.active)
