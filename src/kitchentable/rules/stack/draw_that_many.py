"""Counted actions followed by "then draw that many cards" (121.2, 608.2c: "that many" is how many cards or
permanents the first action actually moved, counted as it happened).

- "Discard up to two cards, then draw that many cards." (701.8a; Daretti, Scrap Savant): the player chooses the
  cards one at a time and may stop early.
- "Discard all the cards in your hand, then draw that many cards plus one." (Chandra, Flamecaller) / "... minus
  one" (Dark Deal): the count is changed by the printed offset, never below zero (107.1b).
- "Shuffle the cards from your hand into your library, then draw that many cards." (Whirlpool Rider, Winds of
  Change; 701.19, 401.4) and "Shuffle any number of cards from your hand into your library, ..." (Credit Voucher).
- "Put the cards in your hand on the bottom of your library in any order, then draw that many cards." (Mindmoil,
  Teferi's Puzzle Box; 401.4: the player orders them, lowest first).
- "Sacrifice any number of artifacts, enchantments, and/or tokens, then draw that many cards." (701.17; Malevolent
  Witchkite): permanents of that player's that fit the description, chosen one at a time.

Several players ("each player ...") act in APNAP order (101.4); with a whole hand, every player finishes the
first action before anyone draws. The effect is `Simple("then_draw_that_many")` with params "how" (discard / shuffle / bottom /
sacrifice), "most" (-1: any number; 0: the whole hand, nothing chosen; N: up to N), "filter" (what may be
sacrificed) and "offset". Nothing here runs for games without these cards.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Filter, Simple
from kitchentable.rules.concepts.targets import matching_objects
from kitchentable.rules.continuous.layers import chars
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor, players_of
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, HAND, LIBRARY, Decision, GameState

_KINDS = {"discard": ("discard_any", "discard"), "shuffle": ("choose_card", "choose"),
          "sacrifice": ("sacrifice", "sacrifice")}
"""The decision kind and the answer's verb for one card chosen at a time."""

_RULES = {"discard": "701.8a", "shuffle": "701.19", "bottom": "401.4", "sacrifice": "701.17"}


@executor("then_draw_that_many")
def then_draw_that_many(state: GameState, rid: int, eff: Simple) -> None:
    how, most, offset = str(eff.param("how")), int(eff.param("most", 0)), int(eff.param("offset", 0))
    seats = players_of(state, rid, eff.subject)
    if most != 0:
        what = (eff.param("filter") or Filter(), rctx(state, rid).source)
        push(state, *(("draw_many_choose", what, seat, how, most, offset, 0) for seat in seats))
        return
    orders: list[tuple[Any, ...]] = []
    counts = [(seat, _whole_hand(state, seat, how, orders)) for seat in seats]
    push(state, *orders, *(("draw_many_draw", seat, n + offset) for seat, n in counts))


def _whole_hand(state: GameState, seat: int, how: str, orders: list[tuple[Any, ...]]) -> int:
    """Move every card of the player's hand at once (the bottom ones once ordered); how many moved."""
    hand = list(state.zone(HAND, seat))
    if how == "discard":
        for oid in hand:
            events.discard(state, seat, oid)
    elif how == "shuffle":
        for oid in hand:
            events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, mover=seat, cause="401.4")
        events.shuffle(state, state.rules.library_of(state, seat))
    elif how == "bottom":
        orders.append(("draw_many_order", seat, tuple(hand), ()))
    return len(hand)


def _pool(state: GameState, what: tuple[Filter, int], seat: int, how: str) -> list[int]:
    if how != "sacrifice":
        return list(state.zone(HAND, seat))
    flt, source = what
    return [o for o in matching_objects(state, replace(flt, controller="any"), seat, source)
            if chars(state, o).controller == seat and state.objects[o].zone[0] == BATTLEFIELD]


def choose_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """One more card (or permanent) to move, or stop: the player may stop at any time (\"any number\", \"up
    to N\"); when the most allowed have moved, or none is left, the draws follow."""
    _name, what, seat, how, most, offset, done = frame
    pool = _pool(state, what, seat, how)
    if not pool or done == most:
        _finish(state, seat, how, done + offset)
        return
    kind, verb = _KINDS[how]
    left = "any number" if most < 0 else f"up to {most - done} more"
    options: tuple[tuple[Any, ...], ...] = (("done",),) + tuple((verb, o) for o in pool)
    ask(state, Decision(seat, kind, options, "draw_many_choose", (what, how, most, offset, done),
                        f"Choose {left}, or stop ({done} so far), then draw that many ({_RULES[how]}).",
                        _RULES[how]))


@resumer("draw_many_choose")
def choose_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    what, how, most, offset, done = decision.data
    seat = decision.player
    if action == ("done",):
        _finish(state, seat, how, done + offset)
        return
    oid = action[1]
    if how == "discard":
        events.discard(state, seat, oid)
    elif how == "sacrifice":
        if not events.sacrifice(state, oid):
            done -= 1
    else:
        events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, mover=seat, cause="401.4")
    push(state, ("draw_many_choose", what, seat, how, most, offset, done + 1))


def _finish(state: GameState, seat: int, how: str, n: int) -> None:
    if how == "shuffle":
        events.shuffle(state, state.rules.library_of(state, seat))
    push(state, ("draw_many_draw", seat, n))


def order_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """"On the bottom of your library in any order" (401.4): the player picks the lowest card first; cards that
    left the hand meanwhile are passed over."""
    _name, seat, left, chosen = frame
    left = tuple(o for o in left if o in state.objects and state.objects[o].zone == (HAND, seat))
    if len(left) <= 1:
        order: tuple[int, ...] = (*chosen, *left)
        for oid in reversed(order):  # the first chosen is the lowest
            events.move(state, oid, LIBRARY, to_seat=state.objects[oid].owner, top=False, mover=seat, cause="401.4")
        return
    ask(state, Decision(seat, "bottom_order", tuple(("lowest", o) for o in left), "draw_many_order", (left, chosen),
                        "Choose the card to put lowest of those left (401.4).", "401.4"))


@resumer("draw_many_order")
def order_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    left, chosen = decision.data
    push(state, ("draw_many_order", decision.player, tuple(o for o in left if o != action[1]),
                 (*chosen, action[1])))


def draw_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """Draw "that many" cards, one draw at a time (121.2); a negative count draws nothing (107.1b)."""
    _name, seat, n = frame
    if n > 0:
        push(state, *([("draw", seat, "121.1")] * n))


HANDLERS["draw_many_choose"] = choose_frame
HANDLERS["draw_many_order"] = order_frame
HANDLERS["draw_many_draw"] = draw_frame
