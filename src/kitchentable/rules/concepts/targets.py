"""Matching objects and players against descriptions, and target legality (115, 601.2c, 608.2b, 702).

A target is an object id (int) or a player written ("player", seat). Protection (702.16), hexproof (702.11),
shroud (702.18) and ward's trigger (702.21, in `rules.stack.triggers`) constrain what may be targeted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules.abilities import Filter, TargetSpec
from kitchentable.rules.concepts.auras_on_players import enchanted_player
from kitchentable.rules.concepts.targeting_restrictions import PREFIX as RESTRICTION_PREFIX
from kitchentable.rules.concepts.targeting_restrictions import targeting_forbidden
from kitchentable.rules.continuous.chosen_player import chosen_player
from kitchentable.rules.continuous.layers import Characteristics, chars
from kitchentable.rules.continuous.static_abilities import (
    hexproof_from_forbids,
    player_untargetable,
    quality_matches,
)
from kitchentable.rules.records import replace
from kitchentable.rules.state import BATTLEFIELD, STACK, GameState

Target = Any  # int (object id) or ("player", seat)


Relation = Callable[[GameState, int, int], bool]
CONTROLLER_RELATIONS: dict[str, Relation] = {}


def acted_this_turn(state: GameState, oid: int, how: str) -> bool:
    """"a creature that attacked this turn" (508.1: declared as an attacker), "that blocked this turn" (509.1),
    "that attacked or blocked this turn": the turn facts combat keeps, by object (a creature that left the
    battlefield and came back is a new object, 400.7, and did neither)."""
    attacked = oid in state.turn_facts.get("attacked", ())
    blocked = oid in state.turn_facts.get("blocked", ())
    return {"attacked": attacked, "blocked": blocked, "attacked_or_blocked": attacked or blocked}[how]


def controller_relation(name: str) -> Callable[[Relation], Relation]:
    """Register `fn(state, object, controller) -> bool` for descriptions whose `Filter.controller` is `name`, a
    relation a mechanic defines ("your Ring-bearer", 701.54a), beside the core's "you", "opponent", ..."""

    def register(fn: Relation) -> Relation:
        CONTROLLER_RELATIONS[name] = fn
        return fn

    return register


def is_player(t: Target) -> bool:
    return isinstance(t, tuple)


def _historic(c: Characteristics) -> bool:
    """700.6: artifacts, legendaries and Sagas are historic."""
    return "Artifact" in c.types or "Legendary" in c.supertypes or "Saga" in c.subtypes


def matches_characteristics(c: Characteristics, flt: Filter) -> bool:
    """The parts of a description that read characteristics (109.3): types, subtypes, supertypes, colors,
    keywords, power, mana value, name. Shared by objects now and by last known information (603.10)."""
    if flt.commander:
        return False  # 903.3: a commander is a card a Commander deck designates; no game here has one
    if flt.historic and not _historic(c):
        return False
    if flt.types and not flt.types <= c.types:
        return False
    if flt.any_types and not (flt.any_types & c.types) and not flt.or_token:
        return False
    if flt.not_types and (flt.not_types & c.types):
        return False
    if flt.subtypes and not (flt.subtypes & c.subtypes):
        return False
    if flt.supertypes and not (flt.supertypes <= c.supertypes):
        return False
    if flt.colors and not (flt.colors & c.colors):
        return False
    if flt.not_supertypes and (flt.not_supertypes & c.supertypes):
        return False
    if flt.colorless is not None and (not c.colors) != flt.colorless:
        return False
    if flt.not_colors and (flt.not_colors & c.colors):
        return False
    if flt.multicolored is not None and (len(c.colors) > 1) != flt.multicolored:
        return False
    if flt.keyword is not None and flt.keyword not in c.keywords:
        return False
    if flt.not_keyword is not None and flt.not_keyword in c.keywords:
        return False
    if flt.max_power is not None and (c.power is None or c.power > flt.max_power):
        return False
    if flt.max_toughness is not None and (c.toughness is None or c.toughness > flt.max_toughness):
        return False
    if flt.min_power is not None and (c.power is None or c.power < flt.min_power):
        return False
    if flt.min_toughness is not None and (c.toughness is None or c.toughness < flt.min_toughness):
        return False
    if flt.max_mana_value is not None and c.mana_value > flt.max_mana_value:
        return False
    if flt.min_mana_value is not None and c.mana_value < flt.min_mana_value:
        return False
    if flt.name is not None and c.name != flt.name:
        return False
    if flt.not_subtypes and (flt.not_subtypes & c.subtypes):
        return False
    return True


def with_x(flt: Filter, x: int) -> Filter:
    """"with mana value X or less" and "with mana value X" read with the X chosen for the spell or ability (107.3,
    601.2b: X is announced before targets are chosen, so a target description may use it)."""
    if flt.power_at_most_x or flt.toughness_at_most_x:  # "with power X or less" (`phrases.x_stat_limits`)
        flt = replace(flt, max_power=x if flt.power_at_most_x else flt.max_power, power_at_most_x=False,
                      max_toughness=x if flt.toughness_at_most_x else flt.max_toughness, toughness_at_most_x=False)
    if flt.mana_value_is_x:
        return replace(flt, min_mana_value=x, max_mana_value=x, mana_value_is_x=False)
    return replace(flt, max_mana_value=x, mana_value_at_most_x=False) if flt.mana_value_at_most_x else flt


def reads_x(flt: Filter) -> bool:
    """Whether a description waits for the X of its spell or ability (`with_x`)."""
    return flt.mana_value_at_most_x or flt.mana_value_is_x or flt.power_at_most_x or flt.toughness_at_most_x


def spec_with_x(spec: TargetSpec, x: int, kicks: int = 0) -> TargetSpec:
    """The target group once X is announced (601.2b comes before 601.2c): "with mana value X or less" reads
    it, and "X target creatures" is a group of exactly X targets (none when X is 0). A group of one target and
    another for each time the spell was kicked (`per_kick`) has 1 + `kicks` targets (702.33c: the multikicker
    payments are announced with the other costs, 601.2b)."""
    if spec.x_count:
        spec = replace(spec, min=x, max=x)
    if spec.per_kick:
        spec = replace(spec, min=1 + kicks, max=1 + kicks)
    if reads_x(spec.filter):
        return replace(spec, filter=with_x(spec.filter, x))
    return spec


STACK_OBJECT_KINDS: dict[str, frozenset[str]] = {
    "ability": frozenset({"activated", "triggered"}),
    "activated_ability": frozenset({"activated"}),
    "triggered_ability": frozenset({"triggered"}),
    "spell_or_ability": frozenset({"spell", "activated", "triggered"}),
    "spell_activated_or_triggered": frozenset({"spell", "activated", "triggered"}),  # the same, said long
}
"""What a stack description that names abilities matches (113.1, 602.2, 603.3): "target activated ability",
"target activated or triggered ability", "target spell or ability", by `StackInfo.kind`. A mana ability never
uses the stack (605.3b), so it is never among them."""


def _ability_controller_fits(flt: Filter, theirs: int, yours: int) -> bool:
    """"... ability you control / you don't control / an opponent controls": whose ability it is (113.8)."""
    if flt.controller in (None, "any"):
        return True
    if flt.controller == "you":
        return theirs == yours
    if flt.controller in ("opponent", "not_you"):
        return theirs != yours
    return False


def matches_object(state: GameState, oid: int, flt: Filter, controller: int, source: int | None) -> bool:
    """Does object `oid` fit `flt`, read from the point of view of `controller` (the effect's controller)?"""
    o = state.objects.get(oid)
    if o is None or flt.only_players:
        return False
    if flt.zone != "any" and o.zone[0] != flt.zone:
        return False
    if flt.other and (oid == source or source is not None and source not in state.objects
                      and source in state.lki and state.lki[source][10] == oid):
        return False  # "another": not the source, nor the card it became after leaving (Relentless Dead)
    if o.zone[0] == STACK:
        info = o.stack
        if flt.single_target and (info is None or len({t for g in info.targets for t in g}) != 1):
            return False
        if flt.spell_kind:
            if info is None:
                return False
            kinds = STACK_OBJECT_KINDS.get(flt.spell_kind)
            if kinds is not None and info.kind not in kinds:
                return False
            if info.kind != "spell":
                return kinds is not None and _ability_controller_fits(flt, info.controller, controller)
            c = chars(state, oid)
            if flt.spell_kind == "creature_spell" and "Creature" not in c.types:
                return False
            if flt.spell_kind == "noncreature_spell" and "Creature" in c.types:
                return False
        elif info is not None and info.kind != "spell":
            return False
    c = chars(state, oid)
    who = c.controller if o.zone[0] in (BATTLEFIELD, STACK) else o.owner
    if o.zone[0] == STACK and o.stack is not None:
        who = o.stack.controller
    everyones = o.zone[0] not in (BATTLEFIELD, STACK) and state.rules is not None \
        and state.rules.owned_by_all(state, o.zone)
    if not everyones:
        relation = flt.controller
        if relation is not None:
            if relation == "you":
                if who != controller:
                    return False
            elif relation in ("opponent", "not_you"):  # "you don't control" (in every format here, the same)
                if who == controller:
                    return False
            elif relation == "active":
                if who != state.active:
                    return False
            elif relation in ("defending", "damaged_player"):  # the player a creature dealt combat damage to
                if who != defending_player(state, source):       # is its defending player (506.2, 510.1)
                    return False
            elif relation == "attached_player":
                if who != enchanted_player(state, source):
                    return False  # "creatures enchanted player controls" (303.4)
            elif relation == "chosen_player":
                if who != chosen_player(state, source):
                    return False  # "creatures the chosen player controls" (614.12)
            elif relation in CONTROLLER_RELATIONS and not CONTROLLER_RELATIONS[relation](state, oid, controller):
                return False  # a mechanic's relation: "your Ring-bearer" (701.54a)
        if flt.owner == "you" and o.owner != controller:
            return False
        if flt.owner in ("opponent", "not_you") and o.owner == controller:
            return False
    if flt.name == NAMED_SELF:  # "cards named ~": the source's name, read as it is matched
        flt = replace(flt, name=source_name(state, source) or "")
    if not matches_characteristics(c, flt):
        return False
    if flt.with_counter is not None and not o.counters.get(flt.with_counter, 0):
        return False
    if flt.any_counter is not None and any(n > 0 for n in o.counters.values()) != flt.any_counter:
        return False
    if flt.without_counter is not None and o.counters.get(flt.without_counter, 0):
        return False
    if flt.this_turn is not None and not acted_this_turn(state, oid, flt.this_turn):
        return False
    if flt.tapped is not None and o.tapped != flt.tapped:
        return False
    if flt.attacking is not None and (o.attacking is not None) != flt.attacking:
        return False
    if flt.blocking is not None and bool(o.blocking) != flt.blocking:
        return False
    if flt.unblocked and not _unblocked(state, oid):
        return False
    if flt.in_combat is not None and (o.attacking is not None or bool(o.blocking)) != flt.in_combat:
        return False
    if flt.token is not None and o.token != flt.token:
        return False
    if flt.or_token and not o.token and not (flt.any_types & c.types):
        return False  # "artifact, enchantment, or token" (bargain)
    if flt.kicked and (o.stack is None or not o.stack.kicked):
        return False  # "a kicked spell" (702.33d)
    if flt.face_down is not None and o.face_down != flt.face_down:
        return False
    if flt.attached:
        host = state.objects.get(source) if source is not None else None
        if host is None or host.attached_to != oid:
            return False
    if flt.attached_to_source and (source is None or o.attached_to != source):
        return False
    if flt.blocking_source and (source is None or source not in o.blocking):
        return False
    if flt.power_below_source and not _power_below(state, c, source):
        return False
    return True


def _power_below(state: GameState, c: Characteristics, source: int | None) -> bool:
    """Mentor (702.134a): the object's power is less than the source's, read now, or as the source last
    existed if it has left the battlefield (608.2h)."""
    from kitchentable.rules.events import lki_chars

    src = lki_chars(state, source) if source is not None else None
    return src is not None and (c.power or 0) < (src.power or 0)


def matches_player(state: GameState, seat: int, flt: Filter, controller: int) -> bool:
    if not (flt.players or flt.only_players):
        return False
    p = state.players[seat]
    if not p.in_game:
        return False
    if flt.opponents_only or flt.controller in ("opponent", "not_you"):
        return seat != controller
    if flt.controller == "you":
        return seat == controller
    return True


def matching_objects(state: GameState, flt: Filter, controller: int, source: int | None = None) -> list[int]:
    """Every object in the filter's zone that matches (for "each", "all" and counting)."""
    if flt.only_players:
        return []
    return [oid for oid in objects_in_zone_of(state, flt) if matches_object(state, oid, flt, controller, source)]


def objects_in_zone_of(state: GameState, flt: Filter) -> list[int]:
    """The objects in the filter's zone (a copy)."""
    zone = flt.zone
    if zone == BATTLEFIELD:
        return list(state.battlefield())
    if zone == STACK:
        return list(state.stack_ids())
    if zone == "any":
        return list(state.objects)
    return [oid for (kind, _seat), ids in state.zones.items() if kind == zone for oid in ids]


def defending_player(state: GameState, source: int | None) -> int | None:
    """506.2: the defending player for an effect of `source`: the player it attacks (or the controller of the
    planeswalker it attacks); otherwise, during combat, the one player being attacked, if there is only
    one. None when there is no such player (no combat, or several defending players)."""
    combat = state.combat
    if combat is None:
        return None
    attacked = getattr(combat, "attackers", {})
    target = attacked.get(source) if source is not None else None
    if target is None:
        seats = set()
        for t in attacked.values():
            seats.add(t[1] if isinstance(t, tuple) else chars(state, t).controller if t in state.objects else None)
        seats.discard(None)
        return next(iter(seats)) if len(seats) == 1 else None
    if isinstance(target, tuple):
        return int(target[1])
    return chars(state, target).controller if target in state.objects else None


def protection_from(state: GameState, oid: int) -> list[str]:
    """The qualities a permanent has protection from (702.16): colors, "creatures", "everything"..."""
    return [k[len("protection from "):] for k in chars(state, oid).keywords if k.startswith("protection from ")]


def protected_against(state: GameState, oid: int, source: int | None) -> bool:
    """702.16: can't be targeted, blocked, enchanted/equipped or damaged by sources with the quality."""
    qualities = protection_from(state, oid)
    if not qualities or source is None or source not in state.objects:
        return False

    sc = chars(state, source)
    return any(quality_matches(q, sc) for q in qualities)


def can_target(
    state: GameState, t: Target, spec: TargetSpec, controller: int, source: int | None, chosen: tuple[Any, ...] = (),
    *, this: int | None = None,
) -> bool:
    """Is `t` a legal target for `spec` of a spell or ability controlled by `controller` (115, 601.2c)?

    `this` is the spell or ability itself once it is on the stack (601.2a puts it there before targets are
    chosen): 115.5 makes it an illegal target for itself, whatever its description ("counter target spell",
    "another target creature or spell"). An ability's source is a different object and stays targetable."""
    if this is not None and t == this:
        return False
    rules = state.rules
    if is_player(t):
        seat = t[1]
        if not matches_player(state, seat, spec.filter, controller):
            return False
        if rules is not None and not rules.player_can_be_targeted(state, seat, controller, source):
            return False
        if "hexproof" in state.players[seat].counters and seat != controller:
            return False

        return not player_untargetable(state, seat, controller)  # 702.11b, 702.18b: "you have hexproof"
    if t not in state.objects:
        return False
    if spec.linked_seat is not None and _controller_of(state, t) != spec.linked_seat:
        return False  # 601.2c: "target creature that player controls", that player chosen for an earlier group
    if not matches_object(state, t, spec.filter, controller, source):
        return False
    o = state.objects[t]
    if o.zone[0] == BATTLEFIELD:
        kws = chars(state, t).keywords
        if "shroud" in kws:
            return False
        if "hexproof" in kws and chars(state, t).controller != controller:
            return False
        if kws and chars(state, t).controller != controller and any(k.startswith("hexproof from ") for k in kws):
            if hexproof_from_forbids(state, kws, source):  # 702.11d
                return False
        if protected_against(state, t, source):
            return False
        if kws and any(k.startswith(RESTRICTION_PREFIX) for k in kws) and targeting_forbidden(
                state, kws, chars(state, t).controller, controller, source, this):
            return False  # 601.2c, 101.2: "can't be the target of white spells or abilities from white sources"
    if rules is not None and not rules.object_can_be_targeted(state, t, controller, source):
        return False
    return True


def _controller_of(state: GameState, oid: int) -> int:
    o = state.objects[oid]
    if o.zone[0] == STACK and o.stack is not None:
        return o.stack.controller
    return chars(state, oid).controller if o.zone[0] == BATTLEFIELD else o.owner


def candidates(state: GameState, spec: TargetSpec, controller: int, source: int | None, *,
               this: int | None = None) -> list[Target]:
    """Every legal choice for one target of `spec`, objects first (by id) then players (by seat); `this`, the
    spell or ability choosing, is never among them (115.5)."""
    flt = spec.filter
    found: list[Target] = []
    if not flt.only_players:
        for oid in matching_objects(state, flt, controller, source):
            if can_target(state, oid, spec, controller, source, this=this):
                found.append(oid)
    if flt.players or flt.only_players:
        for p in state.players:
            t = ("player", p.seat)
            if can_target(state, t, spec, controller, source):
                found.append(t)
    return found


def has_candidates(state: GameState, spec: TargetSpec, controller: int, source: int | None, n: int) -> bool:
    """Does `spec` have at least `n` legal choices now, as `candidates` would count them (601.2c)? For the
    legal-action pre-check, which only needs to know whether a spell or ability could be begun: players are
    looked at first and the count stops as soon as it is reached. `can_target` includes the object's match
    against the description, so each object is read once."""
    if n <= 0:
        return True
    flt = spec.filter
    found = 0
    if flt.players or flt.only_players:
        for p in state.players:
            if can_target(state, ("player", p.seat), spec, controller, source):
                found += 1
                if found >= n:
                    return True
    if not flt.only_players:
        for oid in objects_in_zone_of(state, flt):
            if can_target(state, oid, spec, controller, source):
                found += 1
                if found >= n:
                    return True
    return False


NAMED_SELF = "~"
"""A description's name "~" ("cards named ~", "a card named ~"): the name of the object the text is on."""


def source_name(state: GameState, source: int | None) -> str | None:
    """The name "~" stands for in "cards named ~" (201.2: objects with the same name; 201.5 gives "~" alone
    the meaning "this object", but "named ~" compares names): the source's name as it is now, copy effects
    included (707.2), or as it last existed once it has left its zone (113.7a, 608.2h). None when there is no
    source, so nothing matches."""
    if source is None:
        return None
    if source in state.objects:
        return chars(state, source).name
    info = state.lki.get(source)
    return info[0].name if info is not None else None


def named_by_source(state: GameState, flt: Filter, source: int | None) -> Filter:
    """`flt` with "named ~" read as the source's name (`source_name`), for the places that match a description
    without a source (a library search, the cards looked at): "search your library for a card named ~"."""
    return replace(flt, name=source_name(state, source) or "") if flt.name == NAMED_SELF else flt


_AFTER_BLOCKS = frozenset({"declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat"})


def _unblocked(state: GameState, oid: int) -> bool:
    """509.1h: an attacking creature no creature blocks becomes unblocked once blockers are declared, and stays
    so until it leaves combat. Before the declare blockers step an attacker is neither blocked nor unblocked."""
    o = state.objects[oid]
    combat = state.combat
    return (o.attacking is not None and not o.blocked and combat is not None and oid not in combat.blocked
            and state.step in _AFTER_BLOCKS)
