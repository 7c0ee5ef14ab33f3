"""Restrictions a few static abilities and effects put on untapping (502.3) and on attacking and blocking
(508.1c, 509.1b), and the one combat damage option that ignores blockers (Thorn Elemental).

The turn and combat code asks these functions only about objects that carry the ability or the mark, so
games without these cards do no extra work: `skips_untap` reads a tag on the object; the attack check
reads the attacker's static abilities (usually none); the blocker limit reads the attacker's keywords.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.concepts.targets import matches_characteristics, matches_object, matching_objects
from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.continuous.prevention_shields import add_shield, prevent_all_this_turn
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor, objects_of, players_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, STACK, Decision, GameState

SKIP_UNTAP = "skip_next_untap"
"""The tag on a permanent that "doesn't untap during its controller's next untap step"."""

RING_EVASION = "can't be blocked by creatures with greater power"
"""The Ring's first ability (701.54c) as a keyword of the Ring-bearer, read when blockers are declared."""
MAX_BLOCKERS_PREFIX = "can't be blocked by more than "
MIN_BLOCKERS_PREFIX = "can't be blocked except by this many creatures or more: "
AS_THOUGH_UNBLOCKED = "may assign combat damage as though it weren't blocked"
BLOCK_ADDITIONAL = "can block an additional creature"
LURE = "all creatures able to block it do so"
NO_ACTIVATIONS = "activated abilities can't be activated"
"""Arrest (602.5): read in rules.turn.steps (priority) and rules.casting.casting (mana abilities while paying)."""
NO_NONMANA_ACTIVATIONS = "activated abilities that aren't mana abilities can't be activated"
"""Damping Matrix (602.5): read in rules.turn.priority; the permanent's mana abilities stay usable."""


@executor("skip_next_untap")
def skip_next_untap(state: GameState, rid: int, eff: Any) -> None:
    """502.3: the permanent stays tapped during its controller's next untap step (the mark is used up by that
    step even if the permanent was untapped by then)."""
    for oid in objects_of(state, rid, eff.subject):
        o = state.mut(oid, characteristics=False)
        o.tags = o.tags | {SKIP_UNTAP}
        state.log_event("502.3", "skip_next_untap", o.card.name)


def skips_untap(state: GameState, oid: int) -> bool:
    """Called for each permanent the active player controls during their untap step: True (and the mark is
    removed) if an effect said it doesn't untap during this untap step."""
    o = state.objects[oid]
    if SKIP_UNTAP not in o.tags:
        return False
    state.mut(oid, characteristics=False).tags = o.tags - {SKIP_UNTAP}
    return True


def may_attack(state: GameState, attacker: int, target: Any) -> bool:
    """508.1c: "~ can't attack unless defending player controls an Island" (the sea serpents): the player
    attacked, or the planeswalker's controller, must control enough matching permanents; with "forbid" ("~ can't
    attack if defending player controls an untapped land"), must not."""
    c = chars(state, attacker)
    for ab in c.static:
        if ab.kind != "attack_unless_defender_controls":
            continue
        defender = target[1] if isinstance(target, tuple) else chars(state, target).controller
        need = ab.amount.value if ab.amount is not None else 1
        enough = len(matching_objects(state, ab.param("filter"), defender, attacker)) >= need
        if enough == bool(ab.param("forbid")):
            return False
    return True


def has_attack_restriction(state: GameState, attacker: int) -> bool:
    return any(ab.kind == "attack_unless_defender_controls" for ab in chars(state, attacker).static)


def may_block_another(state: GameState, combat: Any, blocker: int) -> bool:
    """509.1a: a creature that "can block an additional creature" may block one more attacker (two in all;
    two instances of the ability are not counted apart)."""
    kws = chars(state, blocker).keywords
    if "can block any number of creatures" in kws:  # 509.1a
        return True
    if BLOCK_ADDITIONAL not in kws:
        return False
    return sum(blocker in bs for bs in combat.blocks.values()) < 2


def min_blockers(state: GameState, attacker: int) -> int:
    """509.1b: "can't be blocked except by N or more creatures": the largest such N (1 without one)."""
    found = [int(kw[len(MIN_BLOCKERS_PREFIX):]) for kw in chars(state, attacker).keywords
             if kw.startswith(MIN_BLOCKERS_PREFIX)]
    return max(found, default=1)


def alone_restricted(state: GameState, declared: list[int], restriction: str) -> int | None:
    """508.1c / 509.1b: "~ can't attack alone" / "can't block alone": the one creature declared, if it is
    the only one and has that restriction, else None."""
    if len(declared) != 1 or declared[0] not in state.objects:
        return None
    return declared[0] if restriction in chars(state, declared[0]).keywords else None


def lonely_offers_removed(state: GameState, options: list[tuple[Any, ...]], declared: int,
                          restriction: str) -> list[tuple[Any, ...]]:
    """Don't offer to declare a creature that can't attack (block) alone when no other creature is declared
    or could be: the declaration could never be completed with it, so the offer would only lead a player
    into taking it back again."""
    others = {o[1] for o in options}
    if declared or len(others) > 1:
        return options
    return [o for o in options if restriction not in chars(state, o[1]).keywords]


def blocker_limit(state: GameState, attacker: int) -> int | None:
    """509.1b: "can't be blocked by more than N creatures": the lowest such N, or None."""
    limits = [int(kw[len(MAX_BLOCKERS_PREFIX):]) for kw in chars(state, attacker).keywords
              if kw.startswith(MAX_BLOCKERS_PREFIX)]
    return min(limits) if limits else None


CANT_BLOCK_PAIRS = "cant_block_pairs"
"""Turn fact: (blocker, attacker) pairs that "can't block ~ this turn" (ends with the turn)."""


@executor("cant_block_source_this_turn")
def cant_block_source_this_turn(state: GameState, rid: int, eff: Any) -> None:
    """509.1b: "target creature can't block ~ this turn": that creature can't block the source this turn."""
    source = rctx(state, rid).source
    pairs = frozenset(state.turn_facts.get(CANT_BLOCK_PAIRS, frozenset()))
    state.turn_facts[CANT_BLOCK_PAIRS] = pairs | {(oid, source) for oid in objects_of(state, rid, eff.subject)}


BLOCKED_ONLY_BY = "blocked_only_by"
"""Turn fact: (attacker, description, controller) for "target creature can't be blocked this turn except by
Spirits" (ends with the turn; the description is read from the effect's controller's side)."""


@executor("blocked_except_by_this_turn")
def blocked_except_by_this_turn(state: GameState, rid: int, eff: Any) -> None:
    """509.1b, 611.2c: "another target creature you control can't be blocked this turn except by Spirits": the
    creatures named as it resolves can be blocked only by creatures matching the description, this turn."""
    controller = rctx(state, rid).controller
    flt = eff.param("filter")
    facts = frozenset(state.turn_facts.get(BLOCKED_ONLY_BY, frozenset()))
    state.turn_facts[BLOCKED_ONLY_BY] = facts | {(oid, flt, controller) for oid in objects_of(state, rid, eff.subject)}


def block_allowed(state: GameState, blocker: int, attacker: int, b: Characteristics, a: Characteristics) -> bool:
    """509.1a-b: the restrictions of "~ can't be blocked by / except by [description]", "~ can't block
    [description]", "target creature can't block ~ this turn" and "... can't be blocked this turn except by
    [description]"."""
    pairs = state.turn_facts.get(CANT_BLOCK_PAIRS)
    if pairs and (blocker, attacker) in pairs:
        return False
    for oid, flt, controller in state.turn_facts.get(BLOCKED_ONLY_BY, ()):
        if oid == attacker and not matches_object(state, blocker, flt, controller, attacker):
            return False
    for ab in a.static:
        if ab.kind == "blocked_by_restriction":
            fits = matches_object(state, blocker, ab.param("filter"), a.controller, attacker)
            if fits != bool(ab.param("except")):
                return False
        if ab.kind == "not_blocked_by_weaker" and (b.power or 0) < (a.power or 0):
            return False
        if ab.kind == "unblockable_if_defender_controls" and _defender_controls(state, ab, b.controller, attacker):
            return False
    for ab in b.static:
        if ab.kind == "cant_block_restriction" and matches_object(state, attacker, ab.param("filter"),
                                                                  b.controller, blocker):
            return False
    return True


def _defender_controls(state: GameState, ab: Any, defender: int, attacker: int) -> bool:
    """509.1b: "~ can't be blocked as long as defending player controls an artifact": the blocking creature's
    controller is the defending player; they control at least the ability's count of matching permanents."""
    need = ab.amount.value if ab.amount is not None else 1
    return len(matching_objects(state, ab.param("filter"), defender, attacker)) >= need


@executor("prevent_next_from_source")
def prevent_next_from_source(state: GameState, rid: int, eff: Any) -> None:
    """615.7 (Circle of Protection): the controller chooses a source (a permanent or a spell on the stack,
    609.7a) matching the description; the next time it would deal damage to them this turn, that damage
    is prevented (events._prevent uses the choice up)."""
    flt = eff.param("filter")
    seat = rctx(state, rid).controller
    options = tuple(("source", oid) for oid in [*state.battlefield(), *state.stack_ids()]
                    if state.objects[oid].zone[0] in (BATTLEFIELD, STACK)
                    and matches_characteristics(chars(state, oid), flt))
    players = players_of(state, rid, eff.subject)  # seats
    if not options or not players:
        state.log_event("615.7", "no_source_to_choose")
        return
    ask(state, Decision(seat, "choose_source", options, "prevent_source_choice", (players[0], rctx(state, rid).source),
                        "Choose a source: the next damage it would deal to you this turn is prevented (615.7).",
                        "615.7"))


@resumer("prevent_source_choice")
def prevent_source_choice(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, maker = decision.data
    add_shield(state, (("player", seat), action[1], None, seat, False, None, False, maker))


@executor("remove_from_combat")
def remove_from_combat_effect(state: GameState, rid: int, eff: Any) -> None:
    """506.4: remove the creature from combat."""
    from kitchentable.rules.turn.combat import remove_from_combat

    for oid in objects_of(state, rid, eff.subject):
        remove_from_combat(state, oid)
        state.log_event("506.4", "removed_from_combat", state.objects[oid].card.name)


@executor("prevent_combat_to_and_by")
def prevent_combat_to_and_by(state: GameState, rid: int, eff: Any) -> None:
    """615.1: "prevent all combat damage that would be dealt to and dealt by that creature this turn" (the
    objects are read in events._prevent; the turn fact ends with the turn)."""
    prevent_all_this_turn(state, "combat_to_and_by", objects_of(state, rid, eff.subject), rctx(state, rid).source)


MUST_BLOCK_PAIRS = "must_block_pairs"
"""Turn fact: (blocker, attacker) pairs where the creature "blocks ~ this turn if able"."""


@executor("must_block_source_this_turn")
def must_block_source_this_turn(state: GameState, rid: int, eff: Any) -> None:
    source = rctx(state, rid).source
    pairs = frozenset(state.turn_facts.get(MUST_BLOCK_PAIRS, frozenset()))
    state.turn_facts[MUST_BLOCK_PAIRS] = pairs | {(oid, source) for oid in objects_of(state, rid, eff.subject)}


def unmet_block_requirement(state: GameState, combat: Any, seat: int, attackers: list[int],
                            can_add: Any) -> bool:
    """509.1c, partly: a creature of the defending player that blocks nothing yet, and could be added as a
    blocker of an attacker it is required to block (Lure, "blocks ~ this turn if able") without breaking a
    restriction, must be declared before blocks are done. Not modelled: making a creature already blocking
    another attacker switch, and requirements only two blockers together could meet (menace)."""
    pairs = state.turn_facts.get(MUST_BLOCK_PAIRS, frozenset())
    lures = [a for a in attackers if LURE in chars(state, a).keywords]
    if not lures and not pairs:
        return False
    blocking = {b for bs in combat.blocks.values() for b in bs}
    for oid in state.battlefield():
        if oid in blocking or chars(state, oid).controller != seat:
            continue
        wanted = lures + [a for (b, a) in pairs if b == oid and a in attackers]
        if any(can_add(oid, a) for a in wanted):
            return True
    return False
