"""The monarch (720): a designation one player can have, kept as the entry ("monarch", seat) in
`state.delayed` so the two inherent triggers cost nothing in games where nobody ever became the monarch.

720.2: "At the beginning of the monarch's end step, that player draws a card" and "Whenever a creature deals
combat damage to the monarch, its controller becomes the monarch". They have no source and are controlled
by the player who was the monarch when they triggered. 720.3: becoming the monarch takes it from the
current one. 720.4 (the monarch leaving the game passes it to the active player) is not modelled: a player
who leaves keeps the entry and their end step never comes again, so the title just lapses.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import (
    Condition,
    Modal,
    Mode,
    Ref,
    Simple,
    TriggeredAbility,
    TriggerSpec,
    fixed,
)
from kitchentable.rules.stack.conditions import condition
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.triggers import delayed_trigger_source, matcher, whose_matches
from kitchentable.rules.state import GameState

MONARCH = "monarch"
SOURCE_NAME = "The monarch"
DRAW = TriggeredAbility(TriggerSpec("end_step"), Modal((Mode((Simple("draw", Ref("you"), fixed(1)),)),)),
                        text="At the beginning of the monarch's end step, that player draws a card. (720.2)")
STEAL_TEXT = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch. (720.2)"


def monarch_of(state: GameState) -> int | None:
    """The seat of the monarch, or None while there is none (720.1)."""
    for entry in state.delayed:
        if isinstance(entry, tuple) and entry[0] == MONARCH:
            return int(entry[1])
    return None


def become_monarch(state: GameState, seat: int) -> None:
    """720.3: only one monarch; the new one replaces the old."""
    if monarch_of(state) == seat:
        return
    state.delayed = [e for e in state.delayed if not (isinstance(e, tuple) and e[0] == MONARCH)]
    state.delayed.append((MONARCH, seat))
    state.log_event("720.3", "monarch", seat)
    from kitchentable.rules.stack.triggers import notify

    notify(state, ("became_monarch", seat))


@executor("become_monarch")
def become_monarch_effect(state: GameState, rid: int, eff: Simple) -> None:
    """"You become the monarch"; the steal trigger names the creature whose controller becomes it."""
    creature = eff.param("creature")
    if creature is not None:
        from kitchentable.rules.events import lki_chars

        c = lki_chars(state, creature)
        seats = [c.controller] if c is not None else []
    else:
        seats = players_of(state, rid, eff.subject)
    for seat in seats:
        if not state.players[seat].lost and not state.players[seat].left:
            become_monarch(state, seat)


def monarch_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """720.2: called from `triggers.notify` for end steps and combat damage while `state.delayed` is non-empty."""
    from kitchentable.rules.stack.triggers import PendingTrigger

    seat = monarch_of(state)
    if seat is None:
        return
    if event[0] == "step":
        if event[1] == "end" and event[2] == seat:
            found.append(PendingTrigger(seat, -1, -1, DRAW, event, SOURCE_NAME))
        return
    _k, source, target, amount, combat = event
    if not (combat and amount > 0 and target == ("player", seat)):
        return
    from kitchentable.rules.events import lki_chars

    c = lki_chars(state, source)
    if c is None or "Creature" not in c.types:
        return
    steal = TriggeredAbility(TriggerSpec("deals_combat_damage_to_player"), Modal((Mode((Simple(
        "become_monarch", Ref("you"), params=(("creature", source),)),)),)), text=STEAL_TEXT)
    found.append(PendingTrigger(seat, -1, -1, steal, event, SOURCE_NAME))


@condition("you_monarch", "opponent_monarch")
def _is_monarch(state: GameState, cond: Condition, controller: int, source: int | None,
                ctx: object | None = None) -> bool:
    """"If you're the monarch" / "if an opponent is the monarch" (intervening-if, 603.4)."""
    seat = monarch_of(state)
    if seat is None:
        return False
    return seat == controller if cond.kind == "you_monarch" else seat in state.opponents(controller)


def _explainers() -> None:
    from kitchentable.rules.log_text import EXPLAINERS, player_name

    EXPLAINERS["monarch"] = lambda st, d: f"{player_name(st, d[0])} becomes the monarch."


_explainers()


@matcher("became_monarch", "becomes_monarch")
def _becomes_monarch_trigger(state: GameState, ab: TriggeredAbility, source: int, controller: int,
                             event: tuple[Any, ...]) -> bool:
    """"Whenever you become the monarch" (720)."""
    return whose_matches(ab.trigger.whose, event[1], controller, state, source)


@delayed_trigger_source("720.2", "step", "damage")
def _monarch_triggers(state: GameState, event: tuple[Any, ...], found: list[Any]) -> None:
    """The monarch's end-step draw and combat damage taking it."""
    if event[0] == "step" and event[1] == "end" or event[0] == "damage" and event[4]:
        monarch_triggers(state, event, found)
