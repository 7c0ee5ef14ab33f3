"""Damage, prevention and redirection shields, and counters and tokens at scale (614.1a, 614.9, 615).

- Shields made by resolving spells and abilities (615.7, 614.9), kept for the turn in one turn fact,
  `SHIELDS`, read by `events._prevent` only while it exists (each is one prevention or replacement effect
  that the affected player or object's controller orders among the others on the same damage, 616.1): "prevent the next N damage that would be dealt to
  <target> this turn [by a source of your choice]", "the next time a source of your choice would deal damage to
  <target> this turn, prevent that damage", each optionally with "you gain life equal to the damage prevented
  this way" (the shield's controller gains it as the damage is prevented); and redirection, "the next N damage
  that would be dealt to ~ this turn is dealt to target creature you control instead" (614.9: the rest of the
  damage is dealt to the new object by the same source, a new damage event that other shields see).
- Static replacement effects that multiply (614.1a): "if one or more tokens would be created under your
  control, twice that many ... are created instead" (`token_multiplier`, applied by
  `token_replacements.token_batch` with the other token replacements) and "if one or more +1/+1 counters would be put on a creature you control, that many plus one /
  twice that many ... instead" (`counter_modifier`, applied in `events.add_counters`). Several of them each
  apply in turn; with a "plus one" and a "twice" together the permanent's controller chooses their order
  (616.1), otherwise the order changes nothing.
- 701.9b doubling of power and toughness, as a +X/+Y effect with X and Y read as the effect resolves.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Simple, StaticAbility
from kitchentable.rules.continuous.layers import (
    ContinuousEffect,
    chars,
    printed_static_sources,
    static_sources,
)
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor, objects_of, refs, value
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, STACK, Decision, GameState

SHIELDS = "damage_shields"
"""Turn fact: a tuple of shields, each (target, source or None, amount left, controller, gain life?, redirect
target or None, combat damage only?, the object whose effect made it or None). The amount is a number of damage,
None for "the next time ... that damage" (used up by one damage event) or `ALL_TURN` for "all damage ... this
turn" (never used up). The maker names the shield when its controller orders it among the other prevention and
replacement effects on one damage event (616.1)."""

ALL_TURN = -1

WHOLE_TURN = "prevent_all_this_turn"
"""Turn fact: the "prevent all [combat] damage ... this turn" effects of resolved spells and abilities (615.1),
each (kind, what, the object whose effect it is or None): "combat" (Fog: all combat damage; `what` unused),
"combat_to_and_by" (combat damage to and by the objects in `what`), "by" (damage by the objects of `what`, each
(object, combat damage only?)), "to" (damage to the objects in `what`). Each is one prevention effect in the
616.1 choice, like a shield."""

WholeTurn = tuple[str, Any, Any]

TOKEN_MULTIPLIER = "token_multiplier"
COUNTER_MODIFIER = "counter_modifier"

Shield = tuple[Any, Any, Any, int, bool, Any, bool, Any]


def add_shield(state: GameState, shield: Shield) -> None:
    """Make a shield for the rest of the turn (615.7, 614.9)."""
    from kitchentable.rules.engine import made_one_shot_effect

    state.turn_facts[SHIELDS] = (*state.turn_facts.get(SHIELDS, ()), shield)
    made_one_shot_effect(state)


def prevent_all_this_turn(state: GameState, kind: str, what: Any, maker: Any) -> None:
    """Make a "prevent all [combat] damage ... this turn" effect (615.1); see `WHOLE_TURN` for the kinds."""
    from kitchentable.rules.engine import made_one_shot_effect

    state.turn_facts[WHOLE_TURN] = (*state.turn_facts.get(WHOLE_TURN, ()), (kind, frozenset(what), maker))
    made_one_shot_effect(state)


def applicable_whole_turn(state: GameState, source: int, target: Any, combat: bool) -> list[WholeTurn]:
    """This turn's "prevent all damage" effects that apply to damage from `source` to `target`."""
    found = []
    for effect in state.turn_facts.get(WHOLE_TURN, ()):
        kind, what, _maker = effect
        if kind == "combat" and combat or kind == "combat_to_and_by" and combat and (source in what or target in what) \
                or kind == "by" and ((source, False) in what or combat and (source, True) in what) \
                or kind == "to" and target in what:
            found.append(effect)
    return found


def applicable_shields(state: GameState, source: int, target: Any, combat: bool) -> list[Shield]:
    """This turn's shields that apply to damage from `source` to `target`, in the order they were made."""
    shields: tuple[Shield, ...] = state.turn_facts.get(SHIELDS, ())
    return [s for s in shields if s[0] == target and (s[1] is None or s[1] == source) and (combat or not s[6])]


def shield_order_free(shield: Shield) -> bool:
    """Does applying this shield before or after another change nothing? True for one that prevents all the damage
    for the whole turn with nothing else to it: whatever applies first, the damage is gone and it stays."""
    return shield[2] == ALL_TURN and not shield[4] and shield[5] is None


def use_shield(state: GameState, shield: Shield, source: int, target: Any, amount: int, combat: bool) -> int:
    """615.7 and 614.9: one shield prevents or redirects what it can of this damage and is used up by that much
    (its controller gains the life a "gain life equal to the damage prevented" shield prevents); redirected
    damage is then dealt to the new object or player by the same source (a new damage event, which shields on
    it see). Returns the damage left to deal to `target`."""
    shields: list[Shield] = list(state.turn_facts.get(SHIELDS, ()))
    if amount <= 0 or shield not in shields:
        return amount
    to, src, left, ctl, gain, redirect, combat_only, maker = shield
    used = amount if left is None or left == ALL_TURN else min(int(left), amount)
    amount -= used
    at = shields.index(shield)
    if left == ALL_TURN:
        pass
    elif left is not None and int(left) > used:
        shields[at] = (to, src, int(left) - used, ctl, gain, redirect, combat_only, maker)
    else:
        del shields[at]
    state.turn_facts[SHIELDS] = tuple(shields)
    from kitchentable.rules import events

    if redirect is not None:
        state.log_event("614.9", "redirected", source, target, redirect, used)
        events.deal_damage(state, source, redirect, used, combat)
        return amount
    state.log_event("615.7", "prevented", source, target, used)
    if gain:
        events.gain_life(state, ctl, used)
    return amount


@executor("damage_shield")
def damage_shield(state: GameState, rid: int, eff: Simple) -> None:
    """615.7: a shield on each object or player the effect names, for `amount` damage (or, without one, the
    next time damage would be dealt: "prevent that damage"). With the parameter "choose_source" its controller
    chooses a source as it resolves (a permanent, or a spell or ability on the stack, 609.7a); with "gain" the
    controller gains life equal to what it prevents; with "redirect" (a reference) the damage goes there
    instead (614.9)."""
    c = rctx(state, rid)
    n = value(state, rid, eff.amount) if eff.amount is not None else None
    redirect: Any = None
    if eff.param("redirect") is not None:
        found = refs(state, rid, eff.param("redirect"))
        if not found:
            return
        redirect = found[0]
    if eff.param("all_turn"):
        n = ALL_TURN
    combat_only = bool(eff.param("combat"))
    shields = [(t, None, n, c.controller, bool(eff.param("gain")), redirect, combat_only, c.source)
               for t in refs(state, rid, eff.subject)]
    if not shields:
        return
    if not eff.param("choose_source"):
        for shield in shields:
            add_shield(state, shield)
        return
    options = tuple(("source", oid) for oid in [*state.battlefield(), *state.stack_ids()]
                    if state.objects[oid].zone[0] in (BATTLEFIELD, STACK))
    if not options:
        state.log_event("615.7", "no_source_to_choose")
        return
    ask(state, Decision(c.controller, "choose_source", options, "damage_shield_source", (tuple(shields),),
                        "Choose a source for the prevention shield (615.7).", "615.7"))


@resumer("damage_shield_source")
def damage_shield_source(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (shields,) = decision.data
    for to, _src, n, ctl, gain, redirect, combat_only, maker in shields:
        add_shield(state, (to, action[1], n, ctl, gain, redirect, combat_only, maker))


# --- tokens and counters at scale (614.1a) ---------------------------------------------------------------------


def counters_to_put(state: GameState, oid: int, name: str, n: int, entering: bool = False) -> int:
    """614.1a: how many counters of kind `name` are put on `oid` once the counter modifiers in play have
    applied; their controller orders a "plus one" and a "twice" (616.1). `entering`: `oid` is entering with
    them, so its own abilities don't apply yet (614.12)."""
    if n <= 0:
        return n
    from kitchentable.rules.concepts.targets import matches_object

    applicable = []
    for src, ab, ctl in static_sources(state):
        if ab.kind != COUNTER_MODIFIER or entering and src == oid:
            continue
        kind = ab.param("counter")
        if kind is not None and kind != name:
            continue
        if ab.affected is not None and not matches_object(state, oid, ab.affected, ctl, src):
            continue
        applicable.append((src, ab, ctl))
    pluses = [a for a in applicable if int(a[1].param("plus", 0))]
    if pluses and len(pluses) < len(applicable):
        # 616.1: a "plus one" and a "twice" give different results in different orders, so the permanent's
        # controller chooses which applies first, then again among the rest (616.1f).
        from kitchentable.rules.events import order_replacements

        chooser = chars(state, oid).controller
        remaining = applicable
        while remaining:
            first, *remaining = order_replacements(state, "counters", remaining, chooser)
            n = (n + int(first[1].param("plus", 0))) * int(first[1].param("times", 1))
        return n
    plus = sum(int(ab.param("plus", 0)) for _s, ab, _c in applicable)
    times = 1
    for _s, ab, _c in applicable:
        times *= int(ab.param("times", 1))
    return (n + plus) * times


def counter_modifiers_in_play(state: GameState) -> bool:
    """Is any counter modifier in play? Read from the printed static abilities (a cheap superset)."""
    memo: Any = state.cache.get("counter_modifiers")
    holders = printed_static_sources(state)
    if memo is None or memo[0] is not holders:
        memo = (holders, any(ab.kind == COUNTER_MODIFIER for _s, ab, _c in holders))
        state.cache["counter_modifiers"] = memo
    return bool(memo[1]) or bool(state.continuous)


# --- 701.9: doubling power and toughness ----------------------------------------------------------------------


@executor("double_pt")
def double_pt(state: GameState, rid: int, eff: Simple) -> None:
    """701.9b: each object gets +X/+0 (power), +0/+Y (toughness) or +X/+Y, X and Y its power and toughness as
    the effect resolves (a negative power gives -X, 701.9c), until end of turn; "N times" doubles N times."""
    c = rctx(state, rid)
    times = max(1, value(state, rid, eff.amount)) if eff.amount is not None else 1
    which = str(eff.param("which", "both"))
    for oid in objects_of(state, rid, eff.subject):
        if oid not in state.objects or state.objects[oid].zone[0] != BATTLEFIELD:
            continue
        now = chars(state, oid)
        p0, t0 = now.power or 0, now.toughness or 0
        factor = 2 ** times - 1
        p = p0 * factor if which in ("both", "power") else 0
        t = t0 * factor if which in ("both", "toughness") else 0
        state.continuous.append(ContinuousEffect(
            StaticAbility("modify_pt"), c.controller, c.source, state.next_timestamp(), "end_of_turn",
            frozenset({oid}), None, state.turn, p, t,
        ))
        state.log_event("701.9b", "double", oid, p, t)
    state.cache.clear()


@executor("divide_counters")
def divide_counters(state: GameState, rid: int, eff: Any) -> None:
    """601.2d, 122.1: "distribute three +1/+1 counters among one, two, or three target creatures": the division
    chosen as it was cast stands; a target that became illegal gets nothing (608.2b)."""
    from kitchentable.rules import events

    c = rctx(state, rid)
    group = c.targets[eff.index] if eff.index < len(c.targets) else ()
    for t, n in zip(group, c.division, strict=False):
        if t is not None and t in state.objects and state.objects[t].zone[0] == BATTLEFIELD:
            events.add_counters(state, t, "+1/+1", n)


@executor("divide_shields")
def divide_shields(state: GameState, rid: int, eff: Any) -> None:
    """615.7, 601.2d: "prevent the next 3 damage that would be dealt this turn to any number of targets, divided
    as you choose": one shield per target for its share of the division chosen as it was cast."""
    c = rctx(state, rid)
    group = c.targets[eff.index] if eff.index < len(c.targets) else ()
    for t, n in zip(group, c.division, strict=False):
        if t is not None:
            add_shield(state, (t, None, n, c.controller, False, None, False, c.source))


NO_PREVENTION = "no_prevention"
"""Turn fact: "damage can't be prevented this turn" (True), or the sources whose damage can't be prevented while
the effect that says so resolves (a frozenset)."""


@executor("no_prevention")
def no_prevention(state: GameState, rid: int, eff: Simple) -> None:
    """615.12: "Damage can't be prevented this turn." (param "turn"); otherwise the resolving spell's or
    ability's own damage ("... The damage can't be prevented."), marked on for its effects and off after them
    (param "off")."""
    c = rctx(state, rid)
    if eff.param("turn"):
        state.turn_facts[NO_PREVENTION] = True
        return
    now = state.turn_facts.get(NO_PREVENTION, frozenset())
    if now is True:
        return
    sources = {c.source, c.stack_id}
    marks = frozenset(now) - sources if eff.param("off") else frozenset(now) | sources
    if marks:
        state.turn_facts[NO_PREVENTION] = marks
    else:
        state.turn_facts.pop(NO_PREVENTION, None)


def unpreventable_now(state: GameState, source: int) -> bool:
    """Is damage from `source` unpreventable because of a "can't be prevented" effect (615.12)?"""
    marks = state.turn_facts.get(NO_PREVENTION)
    return marks is True or (marks is not None and source in marks)


@executor("damage_player_and_theirs")
def damage_player_and_theirs(state: GameState, rid: int, eff: Simple) -> None:
    """120.2a: "~ deals X damage to target player and each creature that player controls" / "to each opponent
    and each creature they control": each player and their matching permanents, all at once."""
    from kitchentable.rules import events
    from kitchentable.rules.concepts.targets import matches_object
    from kitchentable.rules.stack.effects import _source_for_damage

    c = rctx(state, rid)
    n = value(state, rid, eff.amount)
    src = _source_for_damage(state, c)
    flt = eff.param("filter")
    for t in refs(state, rid, eff.subject):
        if not isinstance(t, tuple):
            continue
        seat = t[1]
        mine = [o for o in state.battlefield()
                if chars(state, o).controller == seat and matches_object(state, o, flt, c.controller, c.source)]
        events.deal_damage(state, src, t, n)
        for o in mine:
            events.deal_damage(state, src, o, n)


@executor("double_counters")
def double_counters(state: GameState, rid: int, eff: Simple) -> None:
    """701.9e: give the permanent as many of those counters as it already has (each kind, without a kind)."""
    from kitchentable.rules import events

    kind = eff.param("counter")
    for oid in objects_of(state, rid, eff.subject):
        have = dict(state.objects[oid].counters)
        for name, n in have.items():
            if kind is None or name == kind:
                events.add_counters(state, oid, name, n)


@executor("remove_all_counters")
def remove_all_counters(state: GameState, rid: int, eff: Simple) -> None:
    """122.8: "remove all counters from target permanent"."""
    from kitchentable.rules import events

    for oid in objects_of(state, rid, eff.subject):
        for name, n in list(state.objects[oid].counters.items()):
            events.remove_counters(state, oid, name, n)
