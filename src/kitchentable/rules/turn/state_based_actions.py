"""State-based actions (704): checked whenever a player would receive priority, all at once, repeated until
none happen (704.3)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.concepts.life import infinite_life
from kitchentable.rules.concepts.targets import matches_object, protected_against
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import rule_order
from kitchentable.rules.ruleset import RuleSet
from kitchentable.rules.state import BATTLEFIELD, GRAVEYARD, STACK, GameState

# --- what mechanics add: checks they register, run in the order of their rules ----------------------------------

Check = Callable[[GameState], None]
SacrificeCheck = Callable[[GameState], list[int]]
AuraStays = Callable[[GameState, int], bool]
Unattach = Callable[[GameState, int, str], None]

BEFORE_CHECKS: list[tuple[str, Check]] = []
SACRIFICE_CHECKS: list[tuple[str, SacrificeCheck]] = []
AURAS_STAYING: list[tuple[str, AuraStays, Unattach]] = []


def before_state_based_actions(rule: str) -> Callable[[Check], Check]:
    """Register `fn(state)`, run before state-based actions are checked while `state.delayed` holds an entry
    (702.95e: soulbond pairs that broke end)."""

    def register(fn: Check) -> Check:
        BEFORE_CHECKS.append((rule, fn))
        BEFORE_CHECKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def sacrificed_as_state_based_action(rule: str) -> Callable[[SacrificeCheck], SacrificeCheck]:
    """Register `fn(state) -> permanents`, a state-based action that sacrifices them (714.4: a Saga past its
    last chapter), asked while `state.delayed` holds an entry."""

    def register(fn: SacrificeCheck) -> SacrificeCheck:
        SACRIFICE_CHECKS.append((rule, fn))
        SACRIFICE_CHECKS.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def illegal_aura_stays(rule: str, unattach: Unattach) -> Callable[[AuraStays], AuraStays]:
    """Register `fn(state, aura) -> bool`: an Aura attached illegally that becomes unattached instead of going
    to the graveyard (704.5m; 702.103f: a bestowed Aura becomes an enchantment creature); `unattach(state,
    aura, rule)` does it."""

    def register(fn: AuraStays) -> AuraStays:
        AURAS_STAYING.append((rule, fn, unattach))
        AURAS_STAYING.sort(key=lambda hook: rule_order(hook[0]))
        return fn

    return register


def _staying(state: GameState, oid: int) -> tuple[str, AuraStays, Unattach] | None:
    for entry in AURAS_STAYING:
        if entry[1](state, oid):
            return entry
    return None


def _protection_removes(state: GameState, host: int, aura: int, c: Any) -> bool:
    """702.16d, 704.5m: an Aura with a quality its permanent has protection from is put into its owner's
    graveyard, unless the Aura's own effect says "this effect doesn't remove ~" (702.16n; partial: a second
    instance of that protection from another source doesn't remove it either)."""
    if not protected_against(state, host, aura):
        return False
    return not any(ab.param("keeps_source") for ab in c.static)


def check_sba(state: GameState) -> bool:
    """Perform every applicable state-based action simultaneously; True if any was performed or a legend
    rule choice is waiting (`legend_conflicts`, which the priority step asks about before anything else)."""
    if _nothing_to_check(state):
        return False
    return _check_all(state)


def _check_all(state: GameState) -> bool:
    """`check_sba` without the shortcut: every check, repeated until none applies (704.3)."""
    acted = False
    if state.delayed:
        for _rule, check in BEFORE_CHECKS:
            check(state)  # soulbond pairs that broke since the last check end (702.95e)
    while True:
        opened = events.begin_together(state)  # 704.3: one check's actions are one event (603.10a)
        try:
            performed = _one_pass(state)
        finally:
            events.end_together(state, opened)
        if not performed:
            break
        acted = True
        if state.over:
            break
    return acted or bool(state.turn_facts.get("legend_conflicts"))


def _nothing_to_check(state: GameState) -> bool:
    """Is it already known that no state-based action applies, so the check can end at once (most checks:
    one before each player receives priority)? True when no player has 0 or less life, drew from an empty
    library or has ten poison counters (704.5a-c), the permanents' last scan found nothing and nothing
    changed since (`sba_clean`), no token left the battlefield (704.5d), nothing waits in `state.delayed`
    (the checks registered here run only then) and the format adds no check of its own. The check's own
    bookkeeping is done as a full pass would leave it: no legend-rule conflict, and the event it would
    have opened and closed (603.10a) closed."""
    facts = state.turn_facts
    if state.delayed or not state.cache.get("sba_clean") or "token_left_battlefield" in facts:
        return False
    if type(state.rules).extra_sba is not RuleSet.extra_sba:
        return False
    for p in state.players:
        if p.life <= 0 or p.drew_from_empty or p.poison >= 10:
            return False
    if events.LEFT_TOGETHER not in facts:
        facts.pop(events.BEFORE_EVENT, None)
    facts["legend_conflicts"] = ()
    return True


def _one_pass(state: GameState) -> bool:
    rules = state.rules
    losers: list[tuple[int, str]] = []
    for p in state.players:
        if not (p.life <= 0 or p.drew_from_empty or p.poison >= 10) or not p.in_game:
            continue  # nothing of 704.5a-c to look at (the usual case, tested first)
        if not infinite_life(state, p.seat) and p.life <= 0 and rules.sba_loss_applies(state, p.seat, "life"):
            losers.append((p.seat, "0 or less life (704.5a)"))
        elif p.drew_from_empty and rules.sba_loss_applies(state, p.seat, "draw"):
            losers.append((p.seat, "drew from an empty library (704.5b)"))
        elif p.poison >= 10 and rules.sba_loss_applies(state, p.seat, "poison"):
            losers.append((p.seat, "ten or more poison counters (704.5c)"))
        p.drew_from_empty = False
    to_graveyard, to_destroy, unattach, annihilate, conflicts = _permanent_checks(state)
    state.turn_facts["legend_conflicts"] = conflicts
    tokens_gone: list[int] = []
    if state.turn_facts.pop("token_left_battlefield", False):
        tokens_gone = [oid for (kind, _s), ids in state.zones.items() if kind not in (BATTLEFIELD, STACK)
                       for oid in ids if state.objects[oid].token]
    extra = bool(rules.extra_sba(state))
    to_sacrifice: list[int] = []
    if state.delayed:
        for _rule, sacrificed in SACRIFICE_CHECKS:
            to_sacrifice += sacrificed(state)  # 714.4: a finished Saga
    if not (losers or to_graveyard or to_sacrifice or to_destroy or unattach or annihilate or tokens_gone):
        return extra
    changed = bool(extra or losers or to_graveyard or to_sacrifice or unattach or annihilate or tokens_gone)
    for oid in tokens_gone:
        state.remove_object(oid)
        state.log_event("704.5d", "token_gone", oid)
    for oid, rule in to_graveyard:
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
            events.move(state, oid, GRAVEYARD, cause=rule)
    for oid in to_sacrifice:
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
            events.sacrifice(state, oid)
    for oid in to_destroy:
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
            damage_before = state.objects[oid].damage
            name = state.objects[oid].card.name
            if events.destroy(state, oid, rule="704.5g"):
                state.log_event("704.5g", "lethal_damage", name)
                changed = True
            elif oid in state.objects and state.objects[oid].damage != damage_before:
                changed = True  # regenerated (701.15): damage removed
    # 704.3: an indestructible creature with lethal damage stays; that is not an action performed, so it
    # must not make the check repeat forever.
    for oid in unattach:
        if oid in state.objects:
            staying = _staying(state, oid)
            if staying is not None:
                staying[2](state, oid, staying[0])  # 702.103f: a bestowed Aura is an enchantment creature again
                continue
            state.mut(oid).attached_to = None
            state.log_event("704.5n", "unattach", oid)
    for oid in annihilate:
        if oid in state.objects:
            o = state.mut(oid)
            n = min(o.counters["+1/+1"], o.counters["-1/-1"])
            o.counters["+1/+1"] -= n
            o.counters["-1/-1"] -= n
            o.counters = {k: v for k, v in o.counters.items() if v}
            state.log_event("704.5q", "annihilate", oid, n)
    if losers:
        if len(losers) == len(state.seats_in_game()):
            for seat, reason in losers:
                state.players[seat].lost = True
                state.players[seat].loss_reason = reason
                state.log_event("104.4a", "loses", seat, reason)
            from kitchentable.rules.concepts.game_end import end_game

            end_game(state, ())
        else:
            for seat, reason in losers:
                rules.player_loses(state, seat, reason)
    # The permanents' actions above forget what they change as they are made (moves, destruction, counters);
    # a player leaving takes their effects with them (800.4a), and a format's own actions may change anything.
    if losers or extra:
        state.cache.clear()
    return changed


_NOTHING: tuple[list[tuple[int, str]], list[int], list[int], list[int], tuple[Any, ...]] = ([], [], [], [], ())


def _permanent_checks(state: GameState) -> tuple[list[tuple[int, str]], list[int], list[int], list[int],
                                                  tuple[Any, ...]]:
    """704.5f-q for every permanent: (to graveyard with rule, to destroy, to unattach, to annihilate
    counters, legend-rule conflicts). A scan that finds nothing is remembered in the state's cache, which
    every change of characteristics, damage or the battlefield clears, so a quiet board is read once."""
    if state.cache.get("sba_clean"):
        return _NOTHING
    to_graveyard: list[tuple[int, str]] = []
    to_destroy: list[int] = []
    unattach: list[int] = []
    annihilate: list[int] = []
    legends: dict[tuple[int, str], list[int]] = {}
    for oid in state.battlefield():
        o = state.objects[oid]
        if o.face_down and o.zone[0] != BATTLEFIELD:
            continue
        c = chars(state, oid)
        if "Creature" in c.types and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((oid, "704.5f"))
                continue
            if o.damage >= c.toughness and o.damage > 0:
                to_destroy.append(oid)
                continue
            if o.deathtouch_hit:
                to_destroy.append(oid)
                continue
        if "Planeswalker" in c.types and o.counters.get("loyalty", 0) <= 0:
            to_graveyard.append((oid, "704.5i"))
            continue
        if "Legendary" in c.supertypes and c.name:
            legends.setdefault((c.controller, c.name), []).append(oid)
        if "Aura" in c.subtypes:
            host = o.attached_to
            if isinstance(host, tuple):  # attached to a player (303.4): 704.5m reads the player
                from kitchentable.rules.concepts.auras_on_players import legal_player_host

                if not legal_player_host(state, oid, host[1], c.controller):
                    to_graveyard.append((oid, "704.5m"))
                    continue
            elif host is None or host not in state.objects or state.objects[host].zone[0] != BATTLEFIELD \
                    or (o.card.enchant is not None and not matches_object(state, host, o.card.enchant,
                                                                          c.controller, oid)) \
                    or _protection_removes(state, host, oid, c):
                if AURAS_STAYING and _staying(state, oid) is not None:
                    unattach.append(oid)  # 702.103f: it stops being bestowed instead
                    continue
                to_graveyard.append((oid, "704.5m"))
                continue
        elif o.attached_to is not None:
            host = o.attached_to
            if host not in state.objects or state.objects[host].zone[0] != BATTLEFIELD or \
                    "Creature" not in chars(state, host).types:
                unattach.append(oid)
        if o.counters.get("+1/+1", 0) and o.counters.get("-1/-1", 0):
            annihilate.append(oid)
    conflicts = tuple((ctl, tuple(ids)) for (ctl, _name), ids in sorted(legends.items()) if len(ids) > 1)
    if conflicts:
        from kitchentable.rules.continuous.copies import without_legend_rule

        conflicts = without_legend_rule(state, conflicts)  # "the legend rule doesn't apply to ..."
    if not (to_graveyard or to_destroy or unattach or annihilate or conflicts):
        state.cache["sba_clean"] = True
        return _NOTHING
    return to_graveyard, to_destroy, unattach, annihilate, conflicts
