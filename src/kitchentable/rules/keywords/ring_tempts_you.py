"""The Ring tempts you (701.54; The Lord of the Rings, 2023 — newer than the bundled Comprehensive Rules, so the
rule is written in our words from the current rules).

701.54a: as the Ring tempts you, you choose a creature you control (you must if you control one; it may be the
one already chosen); it becomes your Ring-bearer until another creature does or another player gains control
of it. 701.54c: the first time the Ring tempts you, you get the emblem "The Ring"; each time it tempts you it
gains its next ability, up to four:
1. Your Ring-bearer is legendary and can't be blocked by creatures with greater power.
2. Whenever your Ring-bearer attacks, draw a card, then discard a card.
3. Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it at end of
   combat.
4. Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.

The emblem is an object in the command zone whose static abilities apply to "your Ring-bearer" (the filter
controller "ring_bearer", `targets.matches_object`): the first one adds the supertype in layer 4 and the
evasion keyword in layer 6 (read in `combat.can_block_attacker`, as skulk's); the three triggered abilities
are granted to the Ring-bearer in layer 6 (the card language compiles them and the effect carries them, as
`rules.additional.dungeons_and_initiative` does for rooms). Partial: those three trigger with the Ring-bearer as their source rather
than the emblem (same controller and effect; an effect removing the creature's abilities removes them too),
and a Ring-bearer that changes control and comes back is a Ring-bearer again.

State: ("ring", seat, times tempted, Ring-bearer id or None, emblem id) in `state.delayed`.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import CardDef, Condition, Filter, Simple, StaticAbility, TriggeredAbility
from kitchentable.rules.concepts.targets import controller_relation
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.triggers import matcher, whose_matches
from kitchentable.rules.state import BATTLEFIELD, COMMAND, Decision, GameState
from kitchentable.rules.turn.combat_restrictions import RING_EVASION

RING = "ring"
BEARER = Filter(controller="ring_bearer")


def ring_of(state: GameState, seat: int) -> tuple[Any, ...] | None:
    for entry in state.delayed:
        if type(entry) is tuple and entry[0] == RING and entry[1] == seat:
            return entry
    return None


def ring_bearer(state: GameState, seat: int) -> int | None:
    """`seat`'s Ring-bearer: the chosen creature while it is on the battlefield under their control."""
    entry = ring_of(state, seat)
    if entry is None or entry[3] is None:
        return None
    oid: int = entry[3]
    o = state.objects.get(oid)
    if o is None or o.zone[0] != BATTLEFIELD or o.phased_out or chars(state, oid).controller != seat:
        return None
    return oid


def _ring_card(level: int, granted: tuple[Any, ...]) -> CardDef:
    """The emblem with its first `level` abilities (701.54c)."""
    statics: list[StaticAbility] = []
    if level >= 1:
        statics += [StaticAbility("add_supertypes", affected=BEARER, types=frozenset({"Legendary"}),
                                  text="Your Ring-bearer is legendary"),
                    StaticAbility("add_keywords", affected=BEARER, keywords=frozenset({RING_EVASION}),
                                  text="and can't be blocked by creatures with greater power.")]
    for ability in granted[:max(0, level - 1)]:
        statics.append(StaticAbility("grant_abilities", affected=BEARER, params=(("activated", ()),
                                                                                 ("triggered", (ability,))),
                                     text=ability.text))
    return CardDef(name="The Ring", supertypes=frozenset({"Legendary"}), static=tuple(statics))


def tempt(state: GameState, seat: int, granted: tuple[Any, ...]) -> None:
    """701.54a-c for `seat`: the Ring gains its next ability, then a creature of theirs is chosen."""
    entry = ring_of(state, seat)
    level = min(4, (entry[2] if entry is not None else 0) + 1)
    card = _ring_card(level, granted)
    if entry is None:
        emblem = state.new_object(card, seat, (COMMAND, -1))
        emblem.emblem = True
        eid = emblem.id
    else:
        eid = entry[4]
        state.mut(eid).card = card
    bearer = entry[3] if entry is not None else None
    state.delayed = [e for e in state.delayed if e is not entry] + [(RING, seat, level, bearer, eid)]
    state.forget(None)
    state.log_event("701.54", "ring_tempts", seat, level)
    creatures = [o for o in state.battlefield()
                 if "Creature" in chars(state, o).types and chars(state, o).controller == seat]
    if len(creatures) == 1:
        _choose(state, seat, creatures[0])
    elif creatures:
        ask(state, Decision(seat, "choose_ring_bearer", tuple(("bearer", o) for o in creatures), "ring_bearer",
                            (seat,), "Choose your Ring-bearer (701.54a).", "701.54a"))
        return
    _tempted(state, seat)


def _choose(state: GameState, seat: int, oid: int) -> None:
    entry = ring_of(state, seat)
    assert entry is not None
    state.delayed = [e for e in state.delayed if e is not entry] + [(RING, seat, entry[2], oid, entry[4])]
    state.forget(None)
    state.log_event("701.54a", "ring_bearer", seat, oid)


def _tempted(state: GameState, seat: int) -> None:
    from kitchentable.rules.stack.triggers import notify

    notify(state, ("ring_tempted", seat))


@controller_relation("ring_bearer")
def _is_your_ring_bearer(state: GameState, oid: int, controller: int) -> bool:
    """"Your Ring-bearer" (701.54a) in a description."""
    return oid == ring_bearer(state, controller)


@resumer("ring_bearer")
def ring_bearer_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (seat,) = decision.data
    _choose(state, seat, action[1])
    _tempted(state, seat)


@executor("ring_tempts")
def ring_tempts(state: GameState, rid: int, eff: Simple) -> None:
    """"The Ring tempts you." (701.54)"""
    for seat in players_of(state, rid, eff.subject):
        tempt(state, seat, eff.param("granted", ()))


@condition("is_ring_bearer")
def _is_ring_bearer(state: GameState, cond: Condition, controller: int, source: int | None,
                    ctx: object | None = None) -> bool:
    """"If ~ is your Ring-bearer" / "as long as ~ is your Ring-bearer"."""
    return source is not None and ring_bearer(state, controller) == source


def _explainers() -> None:
    from kitchentable.rules.log_text import EXPLAINERS, player_name

    EXPLAINERS["ring_tempts"] = lambda st, d: f"The Ring tempts {player_name(st, d[0])} ({d[1]})."
    EXPLAINERS["ring_bearer"] = lambda st, d: f"{player_name(st, d[0])} chooses a Ring-bearer."


_explainers()


@matcher("ring_tempted", "ring_tempts")
def _ring_tempts_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                         event: tuple[Any, ...]) -> bool:
    """"Whenever the Ring tempts you" (701.54)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)
