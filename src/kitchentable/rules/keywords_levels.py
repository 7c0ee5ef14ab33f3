"""Station (702.184, 721) and dice (706): the kernel side of branch `levels` (`cards/phrases_levels.py`).

**Station.** The bundled Comprehensive Rules predate Edge of Eternities (2025); the rule as we apply it:
station is an activated ability, "Tap another untapped creature you control: Put a number of charge counters on
this permanent equal to the tapped creature's power. Activate only as a sorcery." The tapped creature is the
one picked to pay the cost (601.2h records it per ability on the stack, `casting.pay`); its power is read as
the ability resolves, from its last known information if it has left the battlefield (608.2h). The "STATION
N+" blocks are ordinary static abilities with the condition "N or more charge counters" (the compiler's).

**Dice.** 706.2: rolling an N-sided die gives a number from 1 to N at random — drawn from the game's seeded
random generator, so same-seed games stay identical. The result table of the roll (the rows the compiler
attached to the effect) picks the effects to do. 706.6-style replacement "If you would roll a d20, instead
roll two d20 and ignore the lower roll" (a static ability of a permanent its controller controls) is applied
to that player's rolls of that die. Each roll is one event ("rolled", seat, sides, result) for "whenever you
roll one or more dice" triggers.
"""

from __future__ import annotations

from kitchentable.rules.abilities import Simple
from kitchentable.rules.casting import TAPPED_FOR_COST
from kitchentable.rules.effects import executor
from kitchentable.rules.events import add_counters, lki_chars
from kitchentable.rules.layers import printed_static_sources, static_sources
from kitchentable.rules.resolve import rctx, remember, run_effects
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


def roll(state: GameState, seat: int, sides: int) -> int:
    """706.2: one roll of an N-sided die by `seat`, with the replacement "roll two and ignore the lower roll"
    when a permanent of theirs has it (614.1a); notifies the roll (one event however many dice were rolled)."""
    result = state.rng.randint(1, sides)
    if any(ab.kind == "roll_two_keep_higher" for _s, ab, _c in printed_static_sources(state)):
        twice = [s for s, ab, ctl in static_sources(state)
                 if ab.kind == "roll_two_keep_higher" and ctl == seat and ab.param("sides") == sides]
        if twice:
            result = max(result, state.rng.randint(1, sides))
    state.log_event("706.2", "roll", seat, sides, result)
    from kitchentable.rules.triggers import notify

    notify(state, ("rolled", seat, sides, result))
    return result


@executor("roll_die")
def roll_die(state: GameState, rid: int, eff: Simple) -> None:
    """"Roll a d20." and its results table: the row whose range holds the result happens (706.2)."""
    c = rctx(state, rid)
    result = roll(state, c.controller, int(eff.param("sides", 20)))
    remember(state, rid, "die_result", result)
    for low, high, effects in eff.param("table", ()):
        if low <= result and (high is None or result <= high):
            run_effects(state, rid, effects)
            return


def _explainers() -> None:
    from kitchentable.rules.describe import EXPLAINERS, player_name

    EXPLAINERS["roll"] = lambda st, d: f"{player_name(st, d[0])} rolls a d{d[1]}: {d[2]}."


_explainers()
