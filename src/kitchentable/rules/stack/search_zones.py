"""Searching more than one zone for a card (701.23, 701.23b): "Search your library and/or graveyard for a card named
Sunlit Hoplite and put it onto the battlefield. If you search your library this way, shuffle." (Elspeth, Undaunted
Hero; the planeswalker decks' cards), "... your graveyard, hand, and/or library ..." (Dark Supplicant).

The searcher may search any of the zones named. One decision offers every matching card of all of them: a card
picked from the graveyard (or the hand, whose cards the searcher sees anyway) means the library need not be
searched, so it is not shuffled; a card picked from the library, or finding nothing, shuffles it (701.23: the
library was searched). Graveyards are public and the hand is the searcher's own, so the choice reveals nothing a
player may not know; the library's cards are seen by the searcher alone, as in any library search. Params of the
`Simple`: "filter", "zones" (names of the zones searched, library first), "to" ("hand" / "battlefield"),
"tapped", "reveal"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Filter, Simple
from kitchentable.rules.concepts.targets import matches_object, named_by_source
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.stack.effects import executor
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, HAND, LIBRARY, Decision, GameState

SEARCH_ZONES = "search_zones"


def _zone_key(state: GameState, seat: int, zone: str) -> Any:
    if zone == LIBRARY:
        return state.rules.library_of(state, seat)
    if zone == HAND:
        return (HAND, seat)
    return state.rules.graveyard_of(state, seat)


@executor(SEARCH_ZONES)
def search_zones(state: GameState, rid: int, eff: Simple) -> None:
    seat = rctx(state, rid).controller
    flt: Filter = named_by_source(state, eff.param("filter"), rctx(state, rid).source)
    pool: list[int] = []
    for zone in eff.param("zones", (LIBRARY,)):
        pool += [o for o in state.zones.get(_zone_key(state, seat, zone), [])
                 if matches_object(state, o, replace(flt, zone="any"), seat, None)]
    options: tuple[tuple[Any, ...], ...] = tuple(("find", o) for o in pool) + (("find_none",),)
    ask(state, Decision(seat, "search", options, "search_zones_pick", (rid, eff),
                        "Choose a card from the zones you search (701.23).", "701.23"))


@resumer("search_zones_pick")
def search_zones_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, eff = decision.data
    seat = decision.player
    library = state.rules.library_of(state, seat)
    if action == ("find_none",):
        events.shuffle(state, library)
        return
    oid = action[1]
    from_library = state.objects[oid].zone == library
    if eff.param("reveal"):  # 701.16a: every player sees the card found
        state.log_event("701.16a", "revealed", seat, (state.objects[oid].card.name,))
    if eff.param("to") == BATTLEFIELD:
        new = events.move(state, oid, BATTLEFIELD, controller=seat, tapped=bool(eff.param("tapped", False)),
                          mover=seat, cause="701.23")
    else:
        new = events.move(state, oid, HAND, to_seat=seat, mover=seat, cause="701.23")
    if rid in state.contexts:
        remember(state, rid, "it", new)
    if from_library:
        events.shuffle(state, library)
