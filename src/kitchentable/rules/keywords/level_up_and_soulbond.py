"""Level up (702.87) with leveler cards (711), and soulbond (702.95).

**Levelers.** A leveler's striations ("LEVEL 2-6 / 3/3 / First strike") are static abilities (711.2a): "as long
as it has at least 2 and no more than 6 level counters on it, it has base power and toughness 3/3 and has first
strike". The compiler turns each striation into one `StaticAbility("level_striation")` with the condition
"level_between"; the layer system gives its keywords, activated and triggered abilities in layer 6 and its base
power and toughness in layer 7b (`rules.continuous.layers`). A static ability printed inside a striation keeps its own
kind with that condition. Level up itself is an ordinary activated ability (sorcery speed) that puts a level
counter on the permanent (702.87a).

**Soulbond.** The keyword is two triggered abilities (702.95a): when this creature enters, and whenever another
creature enters under your control, you may pair them (the "soulbond_pair" effect below). A pair is the entry
("soulbond", a, b, controller) in `state.delayed`, so games without one never look for it. "As long as ~ is
paired with another creature, both creatures have ..." is a static ability with the parameter "paired": the
layer system applies it to the pair (`paired_group`). A pair lasts while both are creatures on the battlefield
under the controller who paired them (702.95e): `partner` checks that every time it is read, and the broken
pairs are removed when state-based actions are checked (`unpair_broken`), so a creature that stopped being a
creature or changed control stays unpaired afterwards. Partial: a pair broken and restored within one
resolution (a creature that stops being a creature and is one again before any player would receive
priority) is still seen as paired.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Condition, Simple
from kitchentable.rules.continuous.layers import affected_group, chars
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, Decision, GameState
from kitchentable.rules.turn.state_based_actions import before_state_based_actions

SOULBOND = "soulbond"


@condition("level_between")
def level_between(state: GameState, cond: Condition, controller: int, source: int | None,
                  ctx: object | None = None) -> bool:
    """711.2a-b: the source has at least `n` level counters and, if `at_most` is set, no more than that."""
    if source is None or source not in state.objects:
        return False
    level = state.objects[source].counters.get("level", 0)
    return level >= cond.n and (cond.at_most is None or level <= cond.at_most)


# --- soulbond (702.95) -------------------------------------------------------------------------------------------


def _pairable(state: GameState, oid: int, seat: int) -> bool:
    """A creature on the battlefield under `seat`'s control (702.95e: what a pair needs to last)."""
    o = state.objects.get(oid)
    if o is None or o.zone[0] != BATTLEFIELD or o.phased_out:
        return False
    c = chars(state, oid)
    return "Creature" in c.types and c.controller == seat


def _intact(state: GameState, entry: tuple[Any, ...]) -> bool:
    _kind, a, b, seat = entry
    return _pairable(state, a, seat) and _pairable(state, b, seat)


def partner(state: GameState, oid: int) -> int | None:
    """The creature `oid` is paired with (702.95b), or None."""
    for entry in state.delayed:
        if type(entry) is tuple and entry[0] == SOULBOND and oid in (entry[1], entry[2]):
            return (entry[2] if entry[1] == oid else entry[1]) if _intact(state, entry) else None
    return None


@affected_group("paired")
def paired_group(state: GameState, source: int) -> list[int]:
    """"Both creatures" / "each of those creatures": the source and its partner, if it is paired."""
    other = partner(state, source)
    return [] if other is None else sorted((source, other))


@before_state_based_actions("702.95e")
def unpair_broken(state: GameState) -> None:
    """702.95e: a pair ends when either creature leaves the battlefield, stops being a creature or comes
    under another player's control. Called while `state.delayed` holds anything."""
    broken = [e for e in state.delayed if type(e) is tuple and e[0] == SOULBOND and not _intact(state, e)]
    if broken:
        state.delayed = [e for e in state.delayed if not any(e is b for b in broken)]
        state.forget(None)
        for entry in broken:
            state.log_event("702.95e", "unpaired", entry[1], entry[2])


@condition("soulbond_unpaired")
def _unpaired_source(state: GameState, cond: Condition, controller: int, source: int | None,
                     ctx: object | None = None) -> bool:
    """The intervening "if" of both soulbond triggers (702.95a): this creature is under its controller's
    control and unpaired (whether the other creature is, is checked as the ability resolves)."""
    return source is not None and _pairable(state, source, controller) and partner(state, source) is None


@executor("soulbond_pair")
def soulbond_pair(state: GameState, rid: int, eff: Simple) -> None:
    """702.95a: the controller may pair this creature with another unpaired creature they control: any of them
    (it entered) or the one that entered (another creature entered)."""
    c = rctx(state, rid)
    me = c.source
    if not _pairable(state, me, c.controller) or partner(state, me) is not None:
        return
    if eff.param("with") == "triggering":
        ev = c.event
        pool = [ev[2]] if ev and ev[0] == "zone" else []
    else:
        pool = list(state.battlefield())
    options = tuple(("pair", o) for o in pool
                    if o != me and _pairable(state, o, c.controller) and partner(state, o) is None)
    if options:
        ask(state, Decision(c.controller, "soulbond", (*options, ("no",)), "soulbond", (me, c.controller),
                            f"Pair {state.objects[me].card.name} with another creature? (702.95a)", "702.95a"))


@resumer("soulbond")
def soulbond_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    me, seat = decision.data
    if action[0] != "pair":
        return
    state.delayed = [*state.delayed, (SOULBOND, me, action[1], seat)]
    state.forget(None)  # the pair's static abilities apply now (layers 6 and 7c)
    state.log_event("702.95a", "paired", me, action[1])


def _explainers() -> None:
    from kitchentable.rules.log_text import EXPLAINERS

    def name(st: GameState, oid: Any) -> str:
        o = st.objects.get(oid)
        return o.card.name if o is not None else "a creature"

    EXPLAINERS["paired"] = lambda st, d: f"{name(st, d[0])} is paired with {name(st, d[1])}."
    EXPLAINERS["unpaired"] = lambda st, d: f"{name(st, d[0])} and {name(st, d[1])} are no longer paired."


_explainers()


# --- "if a creature dealt damage this way would die this turn, exile it instead" (614.1a) ---------------------


@executor("exile_if_dies_this_turn")
def exile_if_dies_this_turn(state: GameState, rid: int, eff: Simple) -> None:
    """A replacement effect created by a resolving spell (614.1a, 611.2a), for the rest of the turn: the
    creatures it names are exiled instead of dying (`events._replace_dies` reads `state.turn_facts`).
    "which": "damaged" (the creatures this resolution has dealt damage to so far, found in the log back to
    where it began resolving), "all" (any creature), otherwise the objects `subject` names."""
    from kitchentable.rules.stack.effects import objects_of

    which = eff.param("which")
    if which == "all":
        state.turn_facts["dies_exiled_all"] = True
        return
    if which == "damaged":
        marked: list[int] = []
        for event in state.log.newest():
            if event.kind == "resolve" and event.rule == "608.2":
                break
            if event.kind == "damage" and isinstance(event.data[1], int) and event.data[2] > 0:
                marked.append(event.data[1])
    else:
        marked = list(objects_of(state, rid, eff.subject))
    for oid in marked:
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD \
                and "Creature" in chars(state, oid).types:
            state.turn_facts[("dies_exiled", oid)] = True


@executor("assigns_no_combat_damage")
def assigns_no_combat_damage(state: GameState, rid: int, eff: Simple) -> None:
    """"~ assigns no combat damage this turn" (510.1a): read by `combat.combat_damage` for the rest of the
    turn (the fact lives in `state.turn_facts`, which the next turn starts without)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        state.turn_facts[("assigns_no_combat_damage", oid)] = True


@executor("cant_regenerate_this_turn")
def cant_regenerate_this_turn(state: GameState, rid: int, eff: Simple) -> None:
    """"Target creature can't be regenerated this turn." (701.15: its regeneration shields don't replace its
    destruction for the rest of the turn; read by `events.destroy`)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        state.turn_facts[("cant_regenerate", oid)] = True


@executor("prevent_damage_this_turn")
def prevent_damage_this_turn(state: GameState, rid: int, eff: Simple) -> None:
    """615.1: "Prevent all combat damage that would be dealt by target creature this turn" (param "by",
    "combat"), "prevent all damage that would be dealt by / to target creature this turn": a prevention effect
    for the rest of the turn, read in `events._prevent` from `state.turn_facts` (locked to these objects)."""
    from kitchentable.rules.continuous.prevention_shields import prevent_all_this_turn
    from kitchentable.rules.stack.effects import objects_of
    from kitchentable.rules.stack.resolve import rctx

    found = objects_of(state, rid, eff.subject)
    maker = rctx(state, rid).source
    if eff.param("by"):  # (source, True): only its combat damage; (source, False): all its damage
        prevent_all_this_turn(state, "by", {(oid, bool(eff.param("combat"))) for oid in found}, maker)
    else:
        prevent_all_this_turn(state, "to", found, maker)


@executor("tap_or_untap")
def tap_or_untap(state: GameState, rid: int, eff: Simple) -> None:
    """"Tap or untap target permanent." (608.2d: the controller chooses which as it resolves; 701.20, 701.21)"""
    from kitchentable.rules.stack.effects import objects_of

    found = tuple(objects_of(state, rid, eff.subject))
    if found:
        ask(state, Decision(rctx(state, rid).controller, "tap_or_untap", (("tap",), ("untap",)), "tap_or_untap",
                            found, "Tap or untap it? (608.2d)", "608.2d"))


@resumer("tap_or_untap")
def tap_or_untap_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules import events

    for oid in decision.data:
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
            if action == ("tap",):
                events.tap(state, oid)
            elif state.objects[oid].tapped:
                events.untap(state, oid)


@executor("untap_up_to")
def untap_up_to(state: GameState, rid: int, eff: Simple) -> None:
    """"Untap up to two lands." (608.2d: the controller picks them as it resolves, not targets; 701.21)"""
    from kitchentable.rules.stack.effects import value

    c = rctx(state, rid)
    _ask_untap(state, c.controller, eff.param("filter"), value(state, rid, eff.amount), c.source)


def _ask_untap(state: GameState, seat: int, flt: Any, left: int, source: int) -> None:
    from kitchentable.rules.concepts.targets import matching_objects

    pool = [o for o in matching_objects(state, flt, seat, source) if state.objects[o].tapped]
    if left <= 0 or not pool:
        return
    ask(state, Decision(seat, "untap_up_to", (*(("untap", o) for o in pool), ("done",)), "untap_up_to",
                        (flt, left, source), f"Untap up to {left} more. (608.2d)", "608.2d"))


@resumer("untap_up_to")
def untap_up_to_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules import events

    flt, left, source = decision.data
    if action[0] != "untap":
        return
    events.untap(state, action[1])
    _ask_untap(state, decision.player, flt, left - 1, source)
