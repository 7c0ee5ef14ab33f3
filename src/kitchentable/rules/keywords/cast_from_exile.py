"""Cards cast later from exile: foretell (702.143), plot (702.170) and warp (702.185).

- Foretell (702.143a): during your turn, a special action pays {2} and exiles a card with foretell from your
  hand face down (entry in `state.delayed`); after that turn it may be cast from exile for its foretell cost,
  with the usual timing. Not done: effects that refer to foretold cards or give foretell.
- Plot (702.170a): when you could cast a sorcery, a special action pays the plot cost and exiles the card from
  your hand face up; on a later turn it may be cast from exile without paying its mana cost, only as a sorcery
  (702.170d). Not done: effects that plot other cards or refer to plotted cards.
- Warp (702.185): an alternative cost offered only for a cast from its owner's hand. A permanent whose warp
  cost was paid is exiled at the beginning of the next end step (its "paid:warp" trigger, compiled with the
  card); its owner may then cast the card from exile on a later turn (an entry in `state.delayed`, read only
  while `state.delayed` isn't empty). A spell cast for its warp cost was "warped" (`state.turn_facts`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import CardDef, Cost, Modal, Simple
from kitchentable.rules.casting.cast_modes import CastMode, alternative_paid_elsewhere, cast_mode
from kitchentable.rules.casting.castable import castable_later, special_action_from_hand
from kitchentable.rules.casting.casting import alternative_offered_if, as_spell_becomes_cast
from kitchentable.rules.casting.context import CastContext
from kitchentable.rules.casting.zone_facts import (
    HAND_SPECIAL_ACTION,
    castable_at_instant_speed,
    zone_facts_of,
)
from kitchentable.rules.concepts.mana import ManaCost
from kitchentable.rules.engine import HANDLERS, push
from kitchentable.rules.errors import IllegalAction
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.state import EXILE, HAND, Decision, GameState
from kitchentable.rules.turn.priority import priority_action, special_actions

FORETOLD = "foretold"  # the entry ("foretold", owner, card id, turn) in `state.delayed`


FORETELL_ACTION_COST = ManaCost(generic=2)


def foretell_actions(state: GameState, seat: int, available: list[tuple[int, frozenset[str]]],
                     sorcery_time: bool) -> list[tuple[Any, ...]]:
    """The special actions from hand: foretell (702.143a: during your turn, pay {2} and exile a card with
    foretell face down) and plot (702.170a: any time you could cast a sorcery, pay the plot cost and exile the
    card face up)."""
    from kitchentable.rules.casting.castable import can_afford_roughly

    out: list[tuple[Any, ...]] = []
    two = can_afford_roughly(state, seat, FORETELL_ACTION_COST, None, available)
    for oid in state.zone(HAND, seat):
        for alt in state.objects[oid].card.alternative_costs:
            if alt.label == "foretell" and two:
                out.append(("foretell", oid))
            elif alt.label == "plot" and sorcery_time and can_afford_roughly(state, seat, alt.cost.mana, None,
                                                                             available):
                out.append(("plot", oid))
    return out


def begin_foretell(state: GameState, seat: int, oid: int, decision: Decision) -> None:
    """Pay {2} through 601.2f-h (mana abilities allowed; abandoning rewinds, R-C-2), then exile the card face
    down. It doesn't use the stack (116.2h)."""
    from kitchentable.rules.casting.context import CastContext, new_ctx, save_rewind_point

    if seat != state.active or not any(a.label == "foretell" for a in state.objects[oid].card.alternative_costs):
        raise IllegalAction("702.143a", "foretell only a card with foretell from your hand during your turn")
    save_rewind_point(state, decision)
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid, modal=Modal(),
                                     cost=Cost(mana=FORETELL_ACTION_COST)))
    state.log_event("702.143a", "announce_foretell", seat)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("sm_foretell_done", cid))


def foretell_done(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting.context import ctx, finish_rewind_point

    cid = frame[1]
    c = ctx(state, cid)
    finish_rewind_point(state)
    new = events.move(state, c.stack_id, EXILE, mover=c.controller, cause="702.143a", face_down=True)
    state.delayed = [*state.delayed, (FORETOLD, c.controller, new, state.turn)]
    state.log_event("702.143a", "foretell", c.controller)
    del state.contexts[cid]


HANDLERS["sm_foretell_done"] = foretell_done


@castable_later("702.143a")
def foretold_castable(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    """The player's foretold and plotted cards they may cast now from exile, once the turn they were exiled in
    has ended: foretold ones for their foretell cost with the usual timing (702.143a; outside sorcery timing
    only those castable at instant speed), plotted ones without paying their mana cost and only as a sorcery
    (702.170d)."""
    out: list[tuple[int, str]] = []
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] in (FORETOLD, PLOTTED) and entry[1] == seat
                and entry[3] < state.turn):
            continue
        oid = entry[2]
        o = state.objects.get(oid)
        if o is None or o.zone[0] != EXILE:
            continue
        if instant_speed and (entry[0] == PLOTTED or not castable_at_instant_speed(o.card)):
            continue
        out.append((oid, "foretell" if entry[0] == FORETOLD else "plot"))
    return out


PLOTTED = "plotted"  # the entry ("plotted", owner, card id, turn) in `state.delayed`


def begin_plot(state: GameState, seat: int, oid: int, decision: Decision) -> None:
    """702.170a: plotting is a special action (116.2k) taken any time its owner could cast a sorcery: pay the
    plot cost (601.2f-h; abandoning rewinds), then exile the card face up. It doesn't use the stack."""
    from kitchentable.rules.casting.context import CastContext, new_ctx, save_rewind_point

    plot = next((a for a in state.objects[oid].card.alternative_costs if a.label == "plot"), None)
    if plot is None or seat != state.active or state.stack_ids() or state.step not in ("main1", "main2"):
        raise IllegalAction("702.170a", "plot only a card with plot from your hand when you could cast a sorcery")
    save_rewind_point(state, decision)
    cid = new_ctx(state, CastContext(kind="special", controller=seat, stack_id=oid, source=oid, modal=Modal(),
                                     cost=plot.cost))
    state.log_event("702.170a", "announce_plot", seat, state.objects[oid].card.name)
    push(state, ("cast_total", cid), ("cast_pay", cid), ("sm_plot_done", cid))


def plot_done(state: GameState, frame: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting.context import ctx, finish_rewind_point

    cid = frame[1]
    c = ctx(state, cid)
    finish_rewind_point(state)
    name = state.objects[c.stack_id].card.name
    new = events.move(state, c.stack_id, EXILE, mover=c.controller, cause="702.170a")
    state.delayed = [*state.delayed, (PLOTTED, c.controller, new, state.turn)]
    state.log_event("702.170a", "plot", c.controller, name)
    del state.contexts[cid]


HANDLERS["sm_plot_done"] = plot_done


WARPED = "warped"  # the entry ("warped", owner, card id, turn) in `state.delayed`


WARPED_THIS_TURN = "spell_warped"  # `state.turn_facts` key: a spell was cast for its warp cost this turn


def note_warped(state: GameState) -> None:
    """A spell became cast for its warp cost (601.2i): void's "a spell was warped this turn"."""
    state.turn_facts[WARPED_THIS_TURN] = True


@executor("warp_exile")
def warp_exile(state: GameState, rid: int, eff: Simple) -> None:
    """702.185a: the warped permanent is exiled at the beginning of the next end step; its owner may cast the
    card from exile on a later turn (`warped_castable`)."""
    from kitchentable.rules.stack.effects import objects_of

    for oid in objects_of(state, rid, eff.subject):
        owner = state.objects[oid].owner
        new = events.move(state, oid, EXILE, cause="702.185a")
        if new in state.objects and state.objects[new].zone[0] == EXILE:
            state.delayed = [*state.delayed, (WARPED, owner, new, state.turn)]


@castable_later("702.185a")
def warped_castable(state: GameState, seat: int, instant_speed: bool) -> list[tuple[int, str]]:
    """702.185a: the player's cards exiled by their own warp ability, castable for their mana cost (with the
    usual timing) once the turn they were exiled in has ended."""
    out: list[tuple[int, str]] = []
    for entry in state.delayed:
        if not (isinstance(entry, tuple) and entry[0] == WARPED and entry[1] == seat and entry[3] < state.turn):
            continue
        o = state.objects.get(entry[2])
        if o is None or o.zone[0] != EXILE or (instant_speed and not castable_at_instant_speed(o.card)):
            continue
        out.append((entry[2], WARPED))
    return out


# --- how these cards are cast and begun -----------------------------------------------------------------------

cast_mode(CastMode("foretell", "702.143a", alternative="foretell"))
cast_mode(CastMode("plot", "702.170d", without_paying=True))
cast_mode(CastMode(WARPED, "702.185a"))
alternative_paid_elsewhere("plot")
special_action_from_hand("foretell")
special_action_from_hand("plot")


@special_actions("702.143a")
def _foretell_and_plot(state: GameState, seat: int, available: Callable[[], list[tuple[int, frozenset[str]]]],
                       sorcery_time: bool) -> list[tuple[Any, ...]]:
    """702.143a foretell (during your turn), 702.170a plot (when you could cast a sorcery): special actions
    for a card in your hand."""
    if seat == state.active and zone_facts_of(state, state.zone(HAND, seat)) & HAND_SPECIAL_ACTION:
        return foretell_actions(state, seat, available(), sorcery_time)
    return []


@priority_action("foretell")
def _begin_foretell(state: GameState, seat: int, action: tuple[Any, ...], decision: Decision) -> None:
    begin_foretell(state, seat, action[1], decision)


@priority_action("plot")
def _begin_plot(state: GameState, seat: int, action: tuple[Any, ...], decision: Decision) -> None:
    begin_plot(state, seat, action[1], decision)


@alternative_offered_if("warp")
def _warp_from_hand(state: GameState, c: CastContext) -> bool:
    """702.185a: warp is cast from its owner's hand only."""
    return "cast_from_hand" in state.objects[c.stack_id].tags


@as_spell_becomes_cast("702.185a")
def _warped(state: GameState, c: CastContext, card: CardDef, name: str) -> None:
    """702.185: "a spell was warped this turn" (void)."""
    if 0 <= c.alternative < len(card.alternative_costs) and card.alternative_costs[c.alternative].label == "warp":
        note_warped(state)
