"""Loops of mandatory actions (104.4b, 732.4-732.5): the watch every format shares; what a loop leads to is the
format's (`RuleSet.mandatory_loop`: a draw under 104.4b, the Judge's Tower's ICR 100.9 instead).

A loop is one of mandatory actions when the same game state comes back and every answer in between was a pass
of priority or the only legal answer. Passing doesn't stop a loop (732.5: nobody can be made to act to end
it), so a player holding an instant who passes keeps it mandatory; a real action (any other answer to a
decision with a choice: `acted`) or a new turn clears the record. Only states with something on the stack are
compared: every loop of mandatory actions goes through the stack (triggered and activated abilities), and mana
abilities can't loop. The state is compared with object ids left out (400.7 gives a moved card a new id, so a
loop that moves cards still repeats). A loop whose state never quite repeats (a counter that grows each time)
is caught by a bound instead: `RuleSet.loop_limit` decisions in one turn without a real action.

Recording every state costs a copy of its description at each such decision, so outside formats that ask for
it at once (`RuleSet.loop_watch_after`) the watch starts comparing only after a run of decisions no ordinary
turn reaches without a real action.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.state import Decision, GameState

MANDATORY_LOOP_LIMIT = 2000
"""Decisions in one turn without a real action (only passes and forced answers) before a loop is declared even
if no game state has repeated yet."""

def signature(state: GameState, decision: Decision) -> tuple[Any, ...]:
    """The game state, object ids left out: every zone's cards in order with their status (zones the format
    names are compared by size), the stack's choices, how many continuous and delayed effects exist, the
    players' life totals (unless infinite), pools, counters and poison, the step and who decides what."""
    rules = state.rules
    by_size = rules.loop_size_only_zones(state)
    zones: list[Any] = []
    for key in sorted(state.zones):
        ids = state.zones[key]
        if key in by_size:
            zones.append((key, len(ids)))
            continue
        row = []
        for oid in ids:
            o = state.objects[oid]
            info = o.stack
            row.append((o.card.name, o.tapped, tuple(sorted(o.counters.items())), o.damage, o.controller,
                        None if info is None else (info.kind, info.ability_index, info.x, info.modes,
                                                   info.flashback, tuple(len(g) for g in info.targets))))
        zones.append((key, tuple(row)))
    players = tuple((None if rules.life_is_infinite(state, p.seat) else p.life,
                     tuple(sorted(p.pool.amounts.items())), tuple(sorted(p.counters.items())), p.poison, p.in_game)
                    for p in state.players)
    ignored = rules.loop_ignored_actions
    combat = state.combat
    fight = None if combat is None else (len(combat.attackers), tuple(len(b) for b in combat.blocks.values()))
    return (state.turn, state.step, state.active, state.priority, state.passes, decision.player, decision.kind,
            tuple(o[0] for o in decision.options if o[0] not in ignored), fight, len(state.continuous),
            len(state.delayed), tuple(zones), players)


_SIGNATURE = "loop_signature"
"""The cache entry holding the last signature: (decision, decisions answered so far, signature)."""


def _signature_once(state: GameState, decision: Decision) -> tuple[Any, ...]:
    """`signature`, computed once for a decision: the watch of repeated choices (`different_choice`), the loop
    watch (`watch`) and the answer (`acted`) all read it, and nothing changes the game while a decision waits.
    Kept in the state's cache (a copy starts without it) for this very decision object and only until the next
    answer (`decisions_taken` counts every answer, automatic ones included)."""
    held = state.cache.get(_SIGNATURE)
    if held is not None and held[0] is decision and held[1] == state.decisions_taken:
        sig: tuple[Any, ...] = held[2]
        return sig
    sig = signature(state, decision)
    state.cache[_SIGNATURE] = (decision, state.decisions_taken, sig)
    return sig


def _narrowed(state: GameState, sig: tuple[Any, ...], decision: Decision) -> None:
    """The signature of `decision`, the same state's decision with fewer options: only its option kinds differ
    (`signature`'s eighth part)."""
    ignored = state.rules.loop_ignored_actions
    options = tuple(o[0] for o in decision.options if o[0] not in ignored)
    state.cache[_SIGNATURE] = (decision, state.decisions_taken, sig[:7] + (options,) + sig[8:])


def watch(state: GameState, decision: Decision) -> bool:
    """Record the state at this decision; on a repeat (or past the bound) hand the loop to the format. Returns
    whether the game ended."""
    guard = state.loop_guard
    if guard.get("turn", state.turn) != state.turn:
        guard.clear()
    guard["turn"] = state.turn
    forced = guard["forced"] = guard.get("forced", 0) + 1
    rules = state.rules
    if forced <= rules.loop_watch_after or not state.stack_ids():
        return False
    sig = _signature_once(state, decision)
    if sig in guard:
        loop = (guard[sig], guard[("ids", sig)])
        guard.clear()
        return _found(state, loop)
    guard[sig] = len(state.log)
    guard[("ids", sig)] = state.next_id
    if "first_id" not in guard:
        guard["first_id"] = state.next_id
        guard["first_log"] = len(state.log)
    limit = rules.loop_limit(state)
    if forced > limit:
        loop = (guard["first_log"], guard["first_id"])
        guard.clear()
        return _found(state, loop, limit)
    return False


def _found(state: GameState, loop: tuple[int, int], limit: int | None = None) -> bool:
    state.rules.mandatory_loop(state, loop, limit)
    return state.over


def acted(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """A real action ends whatever loop of mandatory actions was being watched: an answer other than passing
    priority to a decision that had more than one legal answer. The choices a repeated state has seen are kept
    (`different_choice`)."""
    if action[0] != "pass" and len(decision.options) > 1 and state.loop_guard:
        guard = state.loop_guard
        if guard.get(("asked", state.turn), 0) > CHOICE_WATCH_AFTER:
            key = ("chosen", _signature_once(state, decision), _named(state, action))
            guard[key] = guard.get(key, 0) + 1
        dropped = [k for k in guard if k != "turn" and not (isinstance(k, tuple) and k[0] in _KEPT)]
        for k in dropped:  # in place: the kept entries stay in their order
            del guard[k]


CHOICE_WATCH_AFTER = 200
"""Decisions in one turn before the watch of repeated choices starts (`different_choice`); far more than an
ordinary turn takes, so ordinary games never pay for it."""

REPEATS_OF_ONE_CHOICE = 3
"""How often a player may make the same choice from the same game state in one turn (the iterations of the loop
they chose, 725.2a) before they must choose differently (725.3)."""

_KEPT = ("asked", "chosen", "loop_start")


def different_choice(state: GameState, decision: Decision) -> tuple[Decision, bool]:
    """725.2a-725.3: a loop that goes on only because a player keeps making the same choice is a loop of a
    chosen number of iterations, not an endless one (725.4 draws only loops of mandatory actions). When a
    state comes back for the same player's choice (object ids left out, 400.7) and an answer was already chosen
    there `REPEATS_OF_ONE_CHOICE` times, that answer is no longer offered: the player must make a different game
    choice so the loop doesn't continue. If every answer has been repeated so, nobody can stop the loop and it
    goes to the format as a loop of mandatory actions (104.4b; the Judge's Tower's ICR 100.9). Found by the
    soak: bound by ICR 200.1, a Tower player recast Man-o'-War for ever, bouncing it with its own trigger.
    Returns the decision to ask and whether the game ended."""
    guard = state.loop_guard
    key = ("asked", state.turn)
    asked = guard[key] = guard.get(key, 0) + 1
    if asked <= CHOICE_WATCH_AFTER or len(decision.options) < 2:
        return decision, False
    sig = _signature_once(state, decision)
    start = ("loop_start", sig)
    if start not in guard:
        guard[start] = len(state.log)
        guard[("loop_start", sig, "id")] = state.next_id
    left = tuple(o for o in decision.options
                 if o[0] == "pass" or guard.get(("chosen", sig, _named(state, o)), 0) < REPEATS_OF_ONE_CHOICE)
    if left == decision.options:
        return decision, False
    if not left:
        loop = (guard[start], guard[("loop_start", sig, "id")])
        guard.clear()
        return decision, _found(state, loop)
    state.log_event("725.3", "different_choice", decision.player, len(decision.options) - len(left))
    narrowed = Decision(decision.player, decision.kind, left, decision.resume, decision.data, decision.prompt,
                        decision.rule)
    _narrowed(state, sig, narrowed)
    return narrowed, False


def _named(state: GameState, action: tuple[Any, ...]) -> tuple[Any, ...]:
    """An answer with each object id replaced by what the object is (card name, zone, controller), so the same
    choice made again after its object changed zones (a new object, 400.7) compares equal."""
    out: list[Any] = []
    for part in action:
        o = state.objects.get(part) if type(part) is int else None
        out.append(part if o is None else (o.card.name, o.zone, o.controller))
    return tuple(out)


def draw_the_game(state: GameState, loop: tuple[int, int], limit: int | None) -> None:
    """104.4b: a game that enters a loop of mandatory actions no player can stop is a draw. `limit`: the loop
    was declared at the bound, not on a repeated state."""
    from kitchentable.rules.concepts.game_end import end_game

    if limit is not None:
        state.log_event("104.4b", "loop_guard", limit)
    state.log_event("104.4b", "mandatory_loop", len(state.log) - loop[0])
    end_game(state, ())
