"""Combat (506-511): declaring attackers and blockers one creature at a time, damage assignment order,
first strike and double strike steps, and combat damage with trample, deathtouch and lifelink.

Declarations are incremental decisions ("attack with this creature at that player", then "done"), so the
options stay enumerable for agents and the web table. Restrictions are checked as each creature is offered;
requirements that involve several creatures (menace, 702.110) are checked when the player says "done".
Damage among several blockers is assigned in the damage assignment order: lethal damage to each in turn
(1 with deathtouch, 702.2c), the rest to the last one, or to the player with trample (702.19c).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.casting.payment import summoning_sick
from kitchentable.rules.concepts.targets import protected_against
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.continuous.static_abilities import (
    any_attack_bans,
    cant_be_attacked,
    combat_damage_of,
    unmet_own_requirements,
)
from kitchentable.rules.engine import ask, handler, push, resumer, rule_order
from kitchentable.rules.records import replace
from kitchentable.rules.stack.triggers import notify
from kitchentable.rules.state import BATTLEFIELD, Decision, GameState
from kitchentable.rules.turn.combat_restrictions import (
    AS_THOUGH_UNBLOCKED,
    BLOCKED_ONLY_BY,
    CANT_BLOCK_PAIRS,
    RING_EVASION,
    alone_restricted,
    block_allowed,
    blocker_limit,
    has_attack_restriction,
    lonely_offers_removed,
    may_attack,
    may_block_another,
    min_blockers,
    unmet_block_requirement,
)


@dataclass(frozen=True, slots=True)
class Combat:
    """Who attacks what, who blocks whom, and the damage assignment orders (506.1-506.4)."""

    attackers: dict[int, Any] = field(default_factory=dict)  # attacker -> ("player", seat) or planeswalker id
    blocks: dict[int, tuple[int, ...]] = field(default_factory=dict)  # attacker -> blockers, in order
    blocked: frozenset[int] = frozenset()
    first_strikers_dealt: frozenset[int] = frozenset()
    defenders_done: frozenset[int] = frozenset()

    def __init__(self, attackers: dict[int, Any] | None = None, blocks: dict[int, tuple[int, ...]] | None = None,
                 blocked: frozenset[int] = frozenset(), first_strikers_dealt: frozenset[int] = frozenset(),
                 defenders_done: frozenset[int] = frozenset()) -> None:
        """The dataclass's own `__init__`, written out so that mypyc compiles it (see `rules.records`): combat
        is replaced at each declaration and damage step. A field left out gets its factory's new empty dict."""
        object.__setattr__(self, "attackers", {} if attackers is None else attackers)
        object.__setattr__(self, "blocks", {} if blocks is None else blocks)
        object.__setattr__(self, "blocked", blocked)
        object.__setattr__(self, "first_strikers_dealt", first_strikers_dealt)
        object.__setattr__(self, "defenders_done", defenders_done)


def combat_turn_based(state: GameState, name: str) -> list[tuple[Any, ...]]:
    custom: list[tuple[Any, ...]] | None = state.rules.combat_frames(state, name)
    if custom is not None:
        return custom
    if name == "beginning_of_combat":
        state.combat = Combat()
        return []
    if name == "declare_attackers":
        return [("declare_attackers",)]
    if name == "declare_blockers":
        return [("declare_blockers", seat) for seat in _defenders(state)] + [("order_blockers",)]
    if name == "first_strike_damage":
        return [("combat_damage", True)]
    if name == "combat_damage":
        return [("combat_damage", False)]
    if name == "end_of_combat":
        return [("end_combat",)]
    return []


def _defenders(state: GameState) -> list[int]:
    combat = state.combat
    if combat is None:
        return []
    seats: set[int] = set()
    for target in combat.attackers.values():
        if isinstance(target, tuple):
            seats.add(target[1])
        elif target in state.objects:
            seats.add(chars(state, target).controller)
    return [s for s in state.apnap() if s in seats]


# --- what mechanics add to combat: hooks they register, called in the order of their rules --------------------

AttackChoices = Callable[[GameState, Any], list[tuple[Any, ...]]]
BlockRequirement = Callable[[GameState, list[int]], bool]

AttackTargetRequirement = Callable[[GameState, int, list[Any]], list[Any]]

ATTACK_CHOICES: list[tuple[str, AttackChoices]] = []
BLOCK_REQUIREMENTS: list[tuple[str, BlockRequirement]] = []
ATTACK_TARGET_REQUIREMENTS: list[tuple[str, AttackTargetRequirement]] = []


def attack_target_requirement(rule: str) -> Callable[[AttackTargetRequirement], AttackTargetRequirement]:
    """Register `fn(state, creature, allowed) -> targets`: of the players and planeswalkers `creature` may attack,
    those that obey the most of its requirements about whom it attacks (508.1d; 701.38b: a goaded creature
    attacks a player other than its goaders if able). `allowed` unchanged when none applies."""

    def register(fn: AttackTargetRequirement) -> AttackTargetRequirement:
        ATTACK_TARGET_REQUIREMENTS.append((rule, fn))
        ATTACK_TARGET_REQUIREMENTS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def as_attackers_are_declared(rule: str) -> Callable[[AttackChoices], AttackChoices]:
    """Register `fn(state, attackers) -> frames`: choices made for attacking creatures once attackers are
    declared (701.43a exert, 702.154a enlist), run before the attack triggers are put on the stack."""

    def register(fn: AttackChoices) -> AttackChoices:
        ATTACK_CHOICES.append((rule, fn))
        ATTACK_CHOICES.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def block_requirement(rule: str) -> Callable[[BlockRequirement], BlockRequirement]:
    """Register `fn(state, attackers) -> bool`: whether the declared blocks obey a requirement (509.1c;
    702.39a: a provoked creature blocks its provoker if it can)."""

    def register(fn: BlockRequirement) -> BlockRequirement:
        BLOCK_REQUIREMENTS.append((rule, fn))
        BLOCK_REQUIREMENTS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def note_attackers(state: GameState, attackers: Any) -> None:
    """Remember this turn's attackers (508.1) for "attacked this turn" (boast) and that the active player
    attacked (raid)."""
    state.turn_facts["attacked"] = frozenset(state.turn_facts.get("attacked", frozenset())) | frozenset(attackers)
    if attackers:
        state.turn_facts[("you_attacked", state.active)] = True


# --- declare attackers (508) --------------------------------------------------------------------------------


def can_attack(state: GameState, oid: int) -> bool:
    """508.1a: an untapped creature without summoning sickness and without defender can attack."""
    o = state.objects[oid]
    c = chars(state, oid)
    if "Creature" not in c.types or o.tapped:
        return False
    if "defender" in c.keywords and ATTACKS_DESPITE_DEFENDER not in c.keywords or "can't attack" in c.keywords:
        return False
    return not summoning_sick(state, oid)


# 702.3b: "can attack as though it didn't have defender", granted like a keyword (layer 6).
ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"


def attack_targets(state: GameState, seat: int) -> list[Any]:
    """508.1b: an opponent, or a planeswalker an opponent controls (free-for-all: any opponent, 802)."""
    out: list[Any] = [("player", s) for s in state.opponents(seat)]
    for oid in state.battlefield():
        c = chars(state, oid)
        if "Planeswalker" in c.types and c.controller != seat:
            out.append(oid)
    if any_attack_bans(state):  # "creatures can't attack you" (508.1c; rules.continuous.static_abilities)
        out = [t for t in out if not cant_be_attacked(state, t)]
    return out


@handler("declare_attackers")
def declare_attackers(state: GameState, frame: tuple[Any, ...]) -> None:
    seat = state.active
    combat = state.combat or Combat()
    state.combat = combat
    options: list[tuple[Any, ...]] = []
    targets = attack_targets(state, seat)
    required = False
    for oid in state.battlefield():
        if oid in combat.attackers or chars(state, oid).controller != seat or not can_attack(state, oid):
            continue
        allowed = [t for t in targets if may_attack(state, oid, t)] if has_attack_restriction(state, oid) \
            else targets
        for _rule, obeyed in ATTACK_TARGET_REQUIREMENTS:  # 508.1d: whom it attacks, as many requirements as can be
            allowed = obeyed(state, oid, allowed)
        for t in allowed:
            options.append(("attack", oid, t))
        required = required or (bool(allowed) and "attacks each combat if able" in chars(state, oid).keywords)
    options = lonely_offers_removed(state, options, len(combat.attackers), "can't attack alone")
    alone = alone_restricted(state, list(combat.attackers), "can't attack alone")
    if alone:  # 508.1c: a creature that can't attack alone can't be the only attacker; take it back or add one
        options.append(("unattack", alone))
    elif not required:  # 508.1d: a creature that attacks each combat if able must be declared first
        options.append(("attack_done",))
    ask(state, Decision(seat, "declare_attackers", tuple(options), "declare_attackers", (),
                        "Declare attackers one at a time, then done (508.1).", "508.1"))


@resumer("declare_attackers")
def attackers_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    combat = state.combat
    assert combat is not None
    if action[0] == "attack":
        _name, oid, target = action
        state.combat = replace(combat, attackers={**combat.attackers, oid: target})
        push(state, ("declare_attackers",))
        return
    if action[0] == "unattack":
        state.combat = replace(combat, attackers={a: t for a, t in combat.attackers.items() if a != action[1]})
        push(state, ("declare_attackers",))
        return
    for oid, target in combat.attackers.items():
        if "vigilance" not in chars(state, oid).keywords:
            events.tap(state, oid)  # 508.1f
        state.mut(oid, characteristics=False).attacking = target
        state.facts_changed()
        state.log_event("508.1", "attacks", state.objects[oid].card.name, target, oid)

    note_attackers(state, combat.attackers)  # "attacked this turn" (boast, 702.142a)
    for oid, target in combat.attackers.items():
        notify(state, ("attacks", oid, target))
    if len(combat.attackers) == 1:  # 506.5: a creature attacks alone if it's the only one declared
        notify(state, ("attacks_alone", next(iter(combat.attackers))))
    push(state, *[frame for _rule, frames in ATTACK_CHOICES for frame in frames(state, combat.attackers)])


# --- declare blockers (509) ---------------------------------------------------------------------------------


def can_block_attacker(state: GameState, blocker: int, attacker: int) -> bool:
    """509.1a-b: flying (702.9b) and reach, protection (702.16), "can't be blocked", shadow, and the
    format's own restrictions."""
    b = chars(state, blocker)
    a = chars(state, attacker)
    if "flying" in a.keywords and not ({"flying", "reach"} & b.keywords):
        return False
    if "can't be blocked" in a.keywords or "unblockable" in a.keywords:
        return False
    if "shadow" in a.keywords and "shadow" not in b.keywords:
        return False
    if "horsemanship" in a.keywords and "horsemanship" not in b.keywords:
        return False
    if ("skulk" in a.keywords or RING_EVASION in a.keywords) and (b.power or 0) > (a.power or 0):  # 702.118b, 701.54c
        return False
    for kw in a.keywords:
        if kw.endswith("walk") and kw != "walk":
            land = kw[:-4].capitalize()
            if any(chars(state, o).controller == b.controller and land in chars(state, o).subtypes
                   for o in state.battlefield()):
                return False
    if protected_against(state, attacker, blocker):
        return False
    if "can block only creatures with flying" in b.keywords and "flying" not in a.keywords:
        return False
    if a.static or b.static or CANT_BLOCK_PAIRS in state.turn_facts or BLOCKED_ONLY_BY in state.turn_facts:
        return block_allowed(state, blocker, attacker, b, a)
    return True


def can_block(state: GameState, oid: int) -> bool:
    o = state.objects[oid]
    c = chars(state, oid)
    return "Creature" in c.types and not o.tapped and "can't block" not in c.keywords \
        and "decayed" not in c.keywords \
        and not ("unleash" in c.keywords and o.counters.get("+1/+1")) and state.rules.can_block(state, oid)


@handler("declare_blockers")
def declare_blockers(state: GameState, frame: tuple[Any, ...]) -> None:
    seat = frame[1]
    combat = state.combat
    assert combat is not None
    if not state.players[seat].in_game:
        return
    blocking = {b for bs in combat.blocks.values() for b in bs}
    options: list[tuple[Any, ...]] = []
    my_attackers = [a for a, t in combat.attackers.items() if _defends(state, seat, t) and a in state.objects]
    open_attackers = [a for a in my_attackers if _room_for_blocker(state, combat, a)]
    for oid in state.battlefield():
        if oid in blocking and not may_block_another(state, combat, oid):
            continue
        if chars(state, oid).controller != seat or not can_block(state, oid):
            continue
        for attacker in open_attackers:
            if oid in blocking and oid in combat.blocks.get(attacker, ()):
                continue
            if can_block_attacker(state, oid, attacker):
                options.append(("block", oid, attacker))
    declared = {b for a in my_attackers for b in combat.blocks.get(a, ())}
    options = lonely_offers_removed(state, options, len(declared), "can't block alone")
    illegal = [a for a in my_attackers if not _blocks_legal(state, [a])]
    options += [("unblock", b) for a in illegal for b in combat.blocks.get(a, ())]
    alone = alone_restricted(state, sorted({b for a in my_attackers for b in combat.blocks.get(a, ())}),
                             "can't block alone")
    if alone:  # 509.1b: a creature that can't block alone can't be the only blocker
        options.append(("unblock", alone))
    elif _blocks_legal(state, my_attackers) and not unmet_block_requirement(
            state, combat, seat, my_attackers, lambda b, a: ("block", b, a) in options
            and _legal_with(state, combat, b, a)) and not unmet_own_requirements(
            state, combat, my_attackers, [o for o in options if o[0] == "block"],
            lambda b, a: _legal_with(state, combat, b, a)):
        options.append(("block_done",))
    ask(state, Decision(seat, "declare_blockers", tuple(options), "declare_blockers", (seat,),
                        "Declare blockers one at a time, then done (509.1).", "509.1"))


def _room_for_blocker(state: GameState, combat: Combat, attacker: int) -> bool:
    """509.1b: an attacker that "can't be blocked by more than N creatures" takes no more blockers."""
    limit = blocker_limit(state, attacker)
    return limit is None or len(combat.blocks.get(attacker, ())) < limit


def _legal_with(state: GameState, combat: Combat, blocker: int, attacker: int) -> bool:
    """Would the blocks stay legal (menace, "except by N or more") with this one block added?"""
    trial = replace(combat, blocks={**combat.blocks, attacker: combat.blocks.get(attacker, ()) + (blocker,)})
    saved, state.combat = state.combat, trial
    try:
        return _blocks_legal(state, [attacker])
    finally:
        state.combat = saved


def _defends(state: GameState, seat: int, target: Any) -> bool:
    if isinstance(target, tuple):
        return bool(target[1] == seat)
    return target in state.objects and chars(state, target).controller == seat


def _blocks_legal(state: GameState, attackers: list[int]) -> bool:
    """509.1c: menace (702.110b) needs two or more blockers. A block that breaks it can be taken back
    ("unblock"), so a declaration never gets stuck; legal blocks can't, so declarations always end."""
    combat = state.combat
    assert combat is not None
    for a in attackers:
        n = len(combat.blocks.get(a, ()))
        if n == 1 and "menace" in chars(state, a).keywords:
            return False
        if n and n < min_blockers(state, a):
            return False
    return all(obeyed(state, attackers) for _rule, obeyed in BLOCK_REQUIREMENTS)  # 509.1c: provoke


@resumer("declare_blockers")
def blockers_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (seat,) = decision.data
    combat = state.combat
    assert combat is not None
    if action[0] == "block":
        _n, blocker, attacker = action
        blocks = dict(combat.blocks)
        blocks[attacker] = blocks.get(attacker, ()) + (blocker,)
        state.combat = replace(combat, blocks=blocks)
        push(state, ("declare_blockers", seat))
        return
    if action[0] == "unblock":
        blocks = {a: tuple(b for b in bs if b != action[1]) for a, bs in combat.blocks.items()}
        state.combat = replace(combat, blocks={a: bs for a, bs in blocks.items() if bs})
        push(state, ("declare_blockers", seat))
        return

    newly = set()
    for attacker, blockers in combat.blocks.items():
        if not _defends(state, seat, combat.attackers.get(attacker)):
            continue
        newly.add(attacker)
        state.turn_facts["blocked"] = frozenset(state.turn_facts.get("blocked", frozenset())) | frozenset(blockers)
        for b in blockers:
            state.mut(b, characteristics=False).blocking = state.objects[b].blocking + (attacker,)
            state.facts_changed()
            state.log_event("509.1", "blocks", state.objects[b].card.name, state.objects[attacker].card.name, b, attacker)
            notify(state, ("blocks", b, attacker))
        state.mut(attacker, characteristics=False).blocked = True
        state.facts_changed()
        notify(state, ("becomes_blocked", attacker))
    state.combat = replace(combat, blocked=combat.blocked | newly)
    for attacker, target in combat.attackers.items():  # 508.3f, 509.5g: "attacks and isn't blocked"
        if attacker not in newly and attacker not in combat.blocked and _defends(state, seat, target):
            notify(state, ("unblocked", attacker))


@handler("order_blockers")
def order_blockers(state: GameState, frame: tuple[Any, ...]) -> None:
    """509.2: for each attacker blocked by two or more creatures, its controller orders the blockers."""
    combat = state.combat
    assert combat is not None
    for attacker, blockers in combat.blocks.items():
        if len(blockers) > 1 and not state.turn_facts.get(("ordered", attacker)):
            placed = state.turn_facts.get(("order_prefix", attacker), ())
            options = tuple(("first", b) for b in blockers if b not in placed)
            ask(state, Decision(state.active, "damage_order", options, "order_blockers", (attacker,),
                                "Choose the next blocker in damage assignment order (509.2).", "509.2"))
            return


@resumer("order_blockers")
def order_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (attacker,) = decision.data
    combat = state.combat
    assert combat is not None
    placed = state.turn_facts.get(("order_prefix", attacker), ()) + (action[1],)
    rest = tuple(b for b in combat.blocks[attacker] if b not in placed)
    if len(rest) <= 1:
        state.combat = replace(combat, blocks={**combat.blocks, attacker: placed + rest})
        state.turn_facts[("ordered", attacker)] = True
    else:
        state.turn_facts[("order_prefix", attacker)] = placed
    push(state, ("order_blockers",))


# --- combat damage (510) -----------------------------------------------------------------------------------------


def needs_first_strike_step(state: GameState) -> bool:
    """510.4: a first combat damage step happens if any attacking or blocking creature has first strike or
    double strike."""
    combat = state.combat
    if combat is None:
        return False
    involved = list(combat.attackers) + [b for bs in combat.blocks.values() for b in bs]
    return any(o in state.objects and {"first strike", "double strike"} & chars(state, o).keywords
               for o in involved)


def _deals_now(state: GameState, oid: int, first: bool, already: frozenset[int]) -> bool:
    kws = chars(state, oid).keywords
    if first:
        return bool({"first strike", "double strike"} & kws)
    return "double strike" in kws or oid not in already


@handler("combat_damage")
def combat_damage(state: GameState, frame: tuple[Any, ...]) -> None:
    """510.1-510.2: every attacking and blocking creature assigns and deals its damage simultaneously."""
    first = frame[1]
    combat = state.combat
    assert combat is not None
    already = combat.first_strikers_dealt
    assignments: list[tuple[int, Any, int]] = []
    dealt_now: set[int] = set()
    for attacker, target in combat.attackers.items():
        if attacker not in state.objects or state.objects[attacker].zone[0] != BATTLEFIELD:
            continue
        if not _deals_now(state, attacker, first, already):
            continue
        power = combat_damage_of(chars(state, attacker))
        dealt_now.add(attacker)
        if power == 0:
            continue
        if attacker in combat.blocked:
            blockers = [b for b in combat.blocks.get(attacker, ()) if b in state.objects
                        and state.objects[b].zone[0] == BATTLEFIELD]
            if not blockers:
                if "trample" in chars(state, attacker).keywords:
                    assignments.append((attacker, _damage_target(state, target), power))
                continue  # 506.4: a blocked creature stays blocked even if its blockers are gone
            if AS_THOUGH_UNBLOCKED in chars(state, attacker).keywords:
                as_unblocked = _as_though_unblocked(state, attacker, first)
                if as_unblocked is None:
                    return  # its controller is asked first; the step runs again after
                if as_unblocked:
                    assignments.append((attacker, _damage_target(state, target), power))
                    continue
            chosen = _chosen_assignment(state, attacker, blockers, power, target, first)
            if chosen is None:
                return  # the attacking player is asked first (510.1c); the step runs again after
            assignments += chosen
        else:
            assignments.append((attacker, _damage_target(state, target), power))
    for attacker, in_order in combat.blocks.items():
        for b in in_order:
            if b not in state.objects or state.objects[b].zone[0] != BATTLEFIELD:
                continue
            if not _deals_now(state, b, first, already) or b in dealt_now:
                continue
            dealt_now.add(b)
            power = combat_damage_of(chars(state, b))
            blocked = _blocked_by(state, combat, b)
            if power and len(blocked) > 1:
                divided = _blocker_assignment(state, b, blocked, power, first)
                if divided is None:
                    return  # the blocker's controller is asked first; the step runs again after
                assignments += divided
            elif power and attacker in state.objects and state.objects[attacker].zone[0] == BATTLEFIELD:
                assignments.append((b, attacker, power))
    state.log_event("510.2", "combat_damage_step", first)
    # 510.2: all combat damage of the step is dealt at once, one damage event (a prevention effect that
    # removes a counter removes one for the whole event)
    state.turn_facts["combat_damage_event"] = int(state.turn_facts.get("combat_damage_event", 0)) + 1
    for source, target, amount in assignments:
        if target is not None and ("assigns_no_combat_damage", source) not in state.turn_facts:
            events.deal_damage(state, source, target, amount, combat=True)
    if first:
        state.combat = replace(combat, first_strikers_dealt=frozenset(dealt_now))


def _chosen_assignment(state: GameState, attacker: int, blockers: list[int], power: int, target: Any,
                       first: bool) -> list[tuple[int, Any, int]] | None:
    """510.1c-d: the attacking player divides the damage among the blockers in damage assignment order: a
    blocker may be assigned damage only once every blocker before it has lethal damage (702.2c: 1 with
    deathtouch); with trample (702.19c) the rest may go to the player or planeswalker attacked. When the
    rules leave no freedom the assignment is made at once; otherwise the player assigns it one point (or
    all of the rest) at a time, and None is returned while that decision is pending."""
    key = ("assigned", attacker, first)
    given: dict[Any, int] = dict(state.turn_facts.get(key, ()))
    while True:
        left = power - sum(given.values())
        if not left:
            break
        recipients = _legal_recipients(state, attacker, blockers, power, target, given)
        if len(recipients) > 1:
            options: list[tuple[Any, ...]] = [("assign", r) for r in recipients]
            options += [("assign_rest", r) for r in recipients
                        if _rest_allowed(state, attacker, blockers, r, left, given)]
            ask(state, Decision(state.active, "assign_damage", tuple(options), "assign_damage",
                                (attacker, first, tuple(given.items())),
                                f"Assign {left} more damage from {state.objects[attacker].card.name} (510.1c).",
                                "510.1c"))
            push(state, ("combat_damage", first))
            return None
        only = recipients[0] if recipients else blockers[-1]
        need = _lethal_needed(state, attacker, only, given) if only in blockers else 0
        given[only] = given.get(only, 0) + (min(left, need) if need else left)
    state.turn_facts.pop(key, None)
    return [(attacker, r, n) for r, n in given.items() if n]


def _blocked_by(state: GameState, combat: Combat, blocker: int) -> list[int]:
    """The attackers still on the battlefield that `blocker` blocks (more than one only with "can block an
    additional creature")."""
    return [a for a, bs in combat.blocks.items() if blocker in bs and a in state.objects
            and state.objects[a].zone[0] == BATTLEFIELD]


def _blocker_assignment(state: GameState, blocker: int, attackers: list[int], power: int,
                        first: bool) -> list[tuple[int, Any, int]] | None:
    """510.1d: a creature blocking several attackers divides its combat damage among them as its controller
    chooses, one point (or all the rest) at a time; None while that decision is pending."""
    key = ("blocker_assigned", blocker, first)
    given: dict[int, int] = dict(state.turn_facts.get(key, ()))
    left = power - sum(given.values())
    if left > 0:
        options = tuple(("assign", a) for a in attackers) + tuple(("assign_rest", a) for a in attackers)
        ask(state, Decision(chars(state, blocker).controller, "assign_blocker_damage", options,
                            "assign_blocker_damage", (blocker, first, power),
                            f"Assign {left} more damage from {state.objects[blocker].card.name} (510.1d).",
                            "510.1d"))
        push(state, ("combat_damage", first))
        return None
    return [(blocker, a, n) for a, n in given.items() if n]


@resumer("assign_blocker_damage")
def blocker_damage_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    blocker, first, power = decision.data
    key = ("blocker_assigned", blocker, first)
    given: dict[int, int] = dict(state.turn_facts.get(key, ()))
    left = power - sum(given.values())
    given[action[1]] = given.get(action[1], 0) + (left if action[0] == "assign_rest" else 1)
    state.turn_facts[key] = tuple(given.items())


def _as_though_unblocked(state: GameState, attacker: int, first: bool) -> bool | None:
    """Thorn Elemental: "you may have ~ assign its combat damage as though it weren't blocked" (510.1c-d):
    the attacking player chooses, once per combat damage step; None while that decision is pending."""
    key = ("as_unblocked", attacker, first)
    if key in state.turn_facts:
        return bool(state.turn_facts[key])
    name = state.objects[attacker].card.name
    ask(state, Decision(state.active, "assign_as_unblocked", (("as_unblocked", attacker), ("to_blockers", attacker)),
                        "assign_as_unblocked", (attacker, first),
                        f"Have {name} assign its combat damage as though it weren't blocked? (510.1c)", "510.1c"))
    push(state, ("combat_damage", first))
    return None


@resumer("assign_as_unblocked")
def as_unblocked_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    attacker, first = decision.data
    state.turn_facts[("as_unblocked", attacker, first)] = action[0] == "as_unblocked"


def _lethal_needed(state: GameState, attacker: int, blocker: int, given: dict[Any, int]) -> int:
    need = max(0, (chars(state, blocker).toughness or 0) - state.objects[blocker].damage)
    if "deathtouch" in chars(state, attacker).keywords:
        need = min(need, 1)
    return max(0, need - given.get(blocker, 0))


def _legal_recipients(state: GameState, attacker: int, blockers: list[int], power: int, target: Any,
                      given: dict[Any, int]) -> list[Any]:
    """Who may be assigned the next point of damage (510.1c, 702.19c)."""
    out: list[Any] = []
    for b in blockers:
        out.append(b)
        if _lethal_needed(state, attacker, b, given) > 0:
            return out
    if "trample" in chars(state, attacker).keywords:
        dest = _damage_target(state, target)
        if dest is not None:
            out.append(dest)
    return out


def _rest_allowed(state: GameState, attacker: int, blockers: list[int], recipient: Any, left: int,
                  given: dict[Any, int]) -> bool:
    """All of the remaining damage may go to `recipient` unless trample's lethal-first rule forbids it."""
    if recipient in blockers:
        return True
    return all(_lethal_needed(state, attacker, b, given) == 0 for b in blockers)


@resumer("assign_damage")
def assign_damage_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    attacker, first, given_items = decision.data
    given = dict(given_items)
    kind, recipient = action
    total = sum(given.values())
    power = combat_damage_of(chars(state, attacker))
    amount = power - total if kind == "assign_rest" else 1
    given[recipient] = given.get(recipient, 0) + amount
    state.turn_facts[("assigned", attacker, first)] = tuple(given.items())


def _damage_target(state: GameState, target: Any) -> Any:
    if isinstance(target, tuple):
        return target
    return target if target in state.objects and state.objects[target].zone[0] == BATTLEFIELD else None


@handler("end_combat")
def end_combat(state: GameState, frame: tuple[Any, ...]) -> None:
    """511.3: creatures stop being attacking and blocking creatures; combat is over."""
    clear_combat(state)


def clear_combat(state: GameState) -> None:
    combat = state.combat
    if combat is not None:
        for oid in list(combat.attackers) + [b for bs in combat.blocks.values() for b in bs]:
            if oid in state.objects:
                o = state.mut(oid, characteristics=False)
                o.attacking = None
                o.blocking = ()
                o.blocked = False
        state.facts_changed()
    state.combat = None


def remove_from_combat(state: GameState, oid: int) -> None:
    """506.4: a permanent removed from combat stops being an attacking, blocking or blocked creature."""
    combat = state.combat
    if combat is None:
        return
    attackers = {a: t for a, t in combat.attackers.items() if a != oid}
    blocks = {a: tuple(b for b in bs if b != oid) for a, bs in combat.blocks.items() if a != oid}
    state.combat = replace(combat, attackers=attackers, blocks=blocks)
    o = state.mut(oid)
    o.attacking = None
    o.blocking = ()
