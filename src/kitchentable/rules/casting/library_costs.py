"""Costs paid from the top of the library (118.3, 601.2h): "Mill a card" (701.13: the top card into its owner's
graveyard; Millikin's "{T}, Mill a card: Add {C}."), "Exile the top two cards of your library" (Whirling
Catapult, Arc-Slogger's ten).

A cost can't be paid without the resources to pay it fully (118.3): with fewer cards in the library than the
cost names, the ability can't be activated (701.13b's "as many as possible" is for an instruction, not a
cost). The cards move as the cost is paid, before the ability is on the stack's top to resolve; the milled or
exiled cards are nobody's choice."""

from __future__ import annotations

from kitchentable.rules import events
from kitchentable.rules.abilities import Cost
from kitchentable.rules.state import EXILE, GRAVEYARD, LIBRARY, GameState


def _library(state: GameState, seat: int) -> list[int]:
    key = state.rules.library_of(state, seat) if state.rules is not None else (LIBRARY, seat)
    return list(state.zones.get(key, ()))


def library_cost_payable(state: GameState, seat: int, cost: Cost) -> bool:
    """118.3: does `seat`'s library hold the cards this cost mills and exiles from its top?"""
    need = cost.mill_count + cost.exile_top_count
    return not need or len(_library(state, seat)) >= need


def pay_library_cost(state: GameState, seat: int, cost: Cost) -> None:
    """Mill, then exile, the top cards this cost names (701.13a; the library's last card is its top)."""
    if not (cost.mill_count or cost.exile_top_count):
        return
    for oid in list(reversed(_library(state, seat)))[:cost.mill_count]:
        events.move(state, oid, GRAVEYARD, to_seat=seat, mover=seat, cause="701.13")
    for oid in list(reversed(_library(state, seat)))[:cost.exile_top_count]:
        events.move(state, oid, EXILE, mover=seat, cause="601.2h")
