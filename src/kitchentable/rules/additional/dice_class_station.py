"""Station (702.184, 721), dice (706) and Class levels (717).

**Station.** The bundled Comprehensive Rules predate Edge of Eternities (2025); the rule as we apply it:
station is an activated ability, "Tap another untapped creature you control: Put a number of charge counters on
this permanent equal to the tapped creature's power. Activate only as a sorcery." The tapped creature is the
one picked to pay the cost (601.2h records it per ability on the stack, `casting.pay`); its power is read as
the ability resolves, from its last known information if it has left the battlefield (608.2h). The "STATION
N+" blocks are ordinary static abilities with the condition "N or more charge counters" (the compiler's).

**Dice.** 706.1-2: rolling an N-sided die gives a number from 1 to N at random, drawn from the game's seeded
random generator, so same-seed games stay identical; no modifiers are supported, so the natural result is the
result. The results table of the roll (706.3a: the rows the compiler attached to the effect) picks the effects to
do. "If you would roll a d20, instead roll two d20 and ignore the lower roll" (a replacement, 614.1a, from a
permanent its controller controls) applies to that player's rolls of that die; the ignored roll never happened
(706.5). Each roll is one event ("rolled", seat, sides, result) for "whenever you roll one or more dice".

**Class levels.** 717.2a: a class level bar is an activated ability ("this Class's level becomes N", only at
level N-1, sorcery speed) and a static ability (the compiler's block with the condition "level N or greater").
The level is the tag "class_level:N" of the permanent (717.2b: a designation, not a counter, not copied), 1 when
it has none (717.2d).
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Simple, TriggeredAbility
from kitchentable.rules.casting.context import TAPPED_FOR_COST
from kitchentable.rules.continuous.layers import printed_static_sources, static_sources
from kitchentable.rules.events import add_counters, lki_chars
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx, remember, run_effects
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import BATTLEFIELD, GameState


@executor("station")
def station(state: GameState, rid: int, eff: Simple) -> None:
    """702.184a: charge counters equal to the tapped creature's power on the permanent, if it's still there."""
    c = rctx(state, rid)
    source = c.source
    if source not in state.objects or state.objects[source].zone[0] != BATTLEFIELD:
        return
    for oid in state.turn_facts.get((TAPPED_FOR_COST, c.stack_id), ()):
        tapped = lki_chars(state, oid)
        if tapped is not None and tapped.power:
            add_counters(state, source, "charge", tapped.power)


_MORE_DICE = frozenset({"roll_two_keep_higher", "roll_one_more_die"})


def roll(state: GameState, seat: int, sides: int) -> int:
    """706.2: one roll of an N-sided die by `seat`, with the replacements "roll two and ignore the lower roll"
    (a d20) and "roll that many dice plus one and ignore the lowest roll" (any die, Barbarian Class) when
    permanents of theirs have them (614.1a, 706.5); notifies the roll (one event however many dice rolled)."""
    result = state.rng.randint(1, sides)
    if any(ab.kind in _MORE_DICE for _s, ab, _c in printed_static_sources(state)):
        more = [s for s, ab, ctl in static_sources(state) if ctl == seat and (
            ab.kind == "roll_two_keep_higher" and ab.param("sides") == sides or ab.kind == "roll_one_more_die")]
        for _ in more:  # each adds a die; the lowest results are ignored, so the highest one counts (706.5)
            result = max(result, state.rng.randint(1, sides))
    state.log_event("706.2", "roll", seat, sides, result)
    from kitchentable.rules.stack.triggers import notify

    notify(state, ("rolled", seat, sides, result))
    return result


@executor("roll_die")
def roll_die(state: GameState, rid: int, eff: Simple) -> None:
    """"Roll a d20." and its results table: the row whose range holds the result happens (706.3a)."""
    c = rctx(state, rid)
    result = roll(state, c.controller, int(eff.param("sides", 20)))
    remember(state, rid, "die_result", result)
    for low, high, effects in eff.param("table", ()):
        if low <= result and (high is None or result <= high):
            run_effects(state, rid, effects)
            return


def _explainers() -> None:
    from kitchentable.rules.log_text import EXPLAINERS, player_name

    EXPLAINERS["roll"] = lambda st, d: f"{player_name(st, d[0])} rolls a d{d[1]}: {d[2]}."
    EXPLAINERS["class_level"] = lambda st, d: f"A Class becomes level {d[1]}."


_explainers()


# --- Class levels (717) --------------------------------------------------------------------------------------------

CLASS_LEVEL_TAG = "class_level:"
"""717.2b: a level is a designation of the permanent (a tag "class_level:N"), not a counter, and isn't copied."""


def class_level(state: GameState, oid: int) -> int:
    """The permanent's level; 1 if it has none (717.2d)."""
    for tag in state.objects[oid].tags:
        if tag.startswith(CLASS_LEVEL_TAG):
            return int(tag[len(CLASS_LEVEL_TAG):])
    return 1


@executor("class_level")
def class_level_effect(state: GameState, rid: int, eff: Simple) -> None:
    """717.2a: "this Class's level becomes N"; "when this Class becomes level N" triggers."""
    source = rctx(state, rid).source
    if source not in state.objects or state.objects[source].zone[0] != BATTLEFIELD:
        return
    level = eff.amount.value
    o = state.mut(source)
    o.tags = frozenset(t for t in o.tags if not t.startswith(CLASS_LEVEL_TAG)) | {f"{CLASS_LEVEL_TAG}{level}"}
    state.log_event("717.2a", "class_level", source, level)
    from kitchentable.rules.stack.triggers import notify

    notify(state, ("class_level", source, level))


@condition("class_level_at_least")
def _level_at_least(state: GameState, cond: Condition, controller: int, source: int | None,
                    ctx: object | None = None) -> bool:
    return source is not None and source in state.objects and class_level(state, source) >= cond.n


@condition("class_level_is")
def _level_is(state: GameState, cond: Condition, controller: int, source: int | None,
              ctx: object | None = None) -> bool:
    return source is not None and source in state.objects and class_level(state, source) == cond.n


@matcher("rolled", "roll_dice")
def _roll_dice_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                       event: tuple[Any, ...]) -> bool:
    """"Whenever you roll one or more dice" (706.2)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)
