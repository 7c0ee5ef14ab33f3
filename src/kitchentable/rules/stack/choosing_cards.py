"""Choosing among cards of a library, a hand or a graveyard as an effect resolves (608.2c-d).

- "Return a creature card from your graveyard to your hand" / "Return up to two permanent cards from your
  graveyard to the battlefield" / "You may put a land card from your hand onto the battlefield": nothing is
  targeted (115.1); the effect's controller chooses the cards as it resolves from those matching in their
  graveyard or hand (`choose_and_move`).
- "Mill three cards. You may put a creature card from among them into your hand." (701.13, then 608.2c): the
  mill remembers the cards it put into the graveyard (as the new objects they became, 400.7), and the choice
  is made among those still there (`pick_milled`).
- "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand
  and the rest on the bottom of your library in a random order." (701.16a, reveal; or "exile cards ... until
  you exile ...", 406): cards are revealed one at a time from the top; the first that matches is "that card";
  when none matches, every card of the library was revealed and all are "the rest" (`reveal_until`).
- "Exile target player's graveyard." / "Exile all graveyards." (every card in it), "<player> exiles N cards from
  their graveyard" (the player chooses, one card at a time).
- "Discard any number of cards, then draw that many cards." / "Discard your hand, then draw that many cards."
  (701.8): the player chooses the cards one at a time (or discards the whole hand), and draws as many as they
  discarded (`discard_then_draw`).

Executors register in `rules.stack.effects.EXECUTORS`; nothing here runs for games without these cards.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Filter, Simple
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.engine import HANDLERS, ask, handler, push, resumer
from kitchentable.rules.records import replace
from kitchentable.rules.stack.effects import executor, players_of, value
from kitchentable.rules.stack.resolve import rctx, remember
from kitchentable.rules.state import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, Decision, GameState


def _move_to(state: GameState, oid: int, seat: int, to: str, tapped: bool, cause: str) -> int:
    """Put a chosen card where the effect says: its owner's hand, or the battlefield under the effect's
    controller's control (110.2a), tapped if the text says so."""
    if to == BATTLEFIELD:
        return events.move(state, oid, BATTLEFIELD, controller=seat, tapped=tapped, mover=seat, cause=cause)
    return events.move(state, oid, HAND, to_seat=state.objects[oid].owner, mover=seat, cause=cause)


def _choose_among(state: GameState, rid: int, seat: int, pool: tuple[int, ...], n: int, optional: bool,
                  eff: Simple) -> None:
    """Ask `seat` for the next card of up to `n` from `pool` ("choose_none" ends it when the text allows fewer)."""
    pool = tuple(o for o in pool if o in state.objects)
    if n <= 0 or not pool:
        return
    options: tuple[tuple[Any, ...], ...] = tuple(("choose", o) for o in pool)
    if optional:
        options += (("choose_none",),)
    ask(state, Decision(seat, "choose_card", options, "library_choose", (rid, pool, n, optional, eff),
                        f"Choose a card to put {'onto the battlefield' if eff.param('to') == BATTLEFIELD else 'into your hand'}"
                        f" ({n} left).", "608.2c"))


@resumer("library_choose")
def choose_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    rid, pool, n, optional, eff = decision.data
    if action == ("choose_none",):
        return
    oid = action[1]
    new = _move_to(state, oid, decision.player, str(eff.param("to", HAND)), bool(eff.param("tapped", False)),
                   "608.2c")
    if rid in state.contexts:
        remember(state, rid, "it", new)
    _choose_among(state, rid, decision.player, tuple(o for o in pool if o != oid), n - 1, optional, eff)


@executor("choose_and_move")
def choose_and_move(state: GameState, rid: int, eff: Simple) -> None:
    """"Return a/up to N [description] card(s) from your graveyard to your hand / to the battlefield", "put a
    land card from your hand onto the battlefield": the controller chooses as the effect resolves (608.2c-d)
    among the matching cards in their graveyard or hand; with fewer matching cards than N, all of them.
    "Up to" (or "you may") lets them choose fewer."""
    c = rctx(state, rid)
    flt: Filter = eff.param("filter")
    n = value(state, rid, eff.amount)
    key = (HAND, c.controller) if flt.zone == HAND else state.rules.graveyard_of(state, c.controller)
    pool = tuple(o for o in state.zones.get(key, []) if matches_object(state, o, flt, c.controller, c.source))
    _choose_among(state, rid, c.controller, pool, n, bool(eff.param("up_to", False)), eff)


@executor("pick_milled")
def pick_milled(state: GameState, rid: int, eff: Simple) -> None:
    """"You may put a creature card from among them (the cards milled this way) into your hand" (608.2c):
    chosen among the cards the mill of this resolution put into a graveyard that are still there."""
    c = rctx(state, rid)
    flt: Filter = replace(eff.param("filter"), zone="any")
    milled = tuple(o for o in c.recall("milled", ()) if o in state.objects
                   and state.objects[o].zone[0] == GRAVEYARD)
    pool = tuple(o for o in milled if matches_object(state, o, flt, c.controller, c.source))
    _choose_among(state, rid, c.controller, pool, value(state, rid, eff.amount), bool(eff.param("up_to", False)), eff)


@executor("reveal_until")
def reveal_until(state: GameState, rid: int, eff: Simple) -> None:
    """Reveal (701.16a) or exile (406) cards from the top of the controller's library one at a time until one
    matches the description; put that card where the text says ("you may": the player chooses), then the
    rest where the text says (401.4: "in any order" is the player's order, else a random order)."""
    c = rctx(state, rid)
    seat = c.controller
    flt: Filter = replace(eff.param("filter"), zone="any")
    key = state.rules.library_of(state, seat)
    exile = bool(eff.param("exile", False))
    shown: list[int] = []
    found: int | None = None
    for oid in list(reversed(state.zones.get(key, []))):
        hit = matches_object(state, oid, flt, seat, c.source)
        if exile:
            oid = events.move(state, oid, EXILE, mover=seat, cause="406.2")
        shown.append(oid)
        if hit:
            found = oid
            break
    state.log_event("701.16a", "reveal", seat, tuple(state.objects[o].card.name for o in shown if o in state.objects))
    rest = tuple(o for o in shown if o != found)
    if found is None:
        push(state, ("library_until_rest", rid, seat, rest, eff))
        return
    remember(state, rid, "it", found)
    if eff.param("may"):
        ask(state, Decision(seat, "may", (("yes",), ("no",)), "library_until_may", (rid, found, rest, eff),
                            "Put that card where the effect says?", "608.2d"))
        return
    _put_found(state, rid, seat, found, rest, eff)


def _put_found(state: GameState, rid: int, seat: int, found: int, rest: tuple[int, ...], eff: Simple) -> None:
    new = _move_to(state, found, seat, str(eff.param("to", HAND)), bool(eff.param("tapped", False)), "608.2c")
    remember(state, rid, "it", new)
    push(state, ("library_until_rest", rid, seat, rest, eff))


@resumer("library_until_may")
def until_may_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """Declined, "that card" stays with the rest and goes where they go."""
    rid, found, rest, eff = decision.data
    if action == ("yes",) and found in state.objects:
        _put_found(state, rid, decision.player, found, rest, eff)
    else:
        push(state, ("library_until_rest", rid, decision.player, rest + (found,), eff))


def until_rest_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """The rest go to the graveyard, the hand, or the top or bottom of the library in a random order or in
    an order the player chooses (`rules.stack.information`'s ordering)."""
    _name, rid, seat, rest, eff = frame
    rest = tuple(o for o in rest if o in state.objects)
    if not rest:
        return
    where = str(eff.param("rest", "bottom"))
    if where in ("graveyard", "hand"):
        for oid in rest:
            events.move(state, oid, GRAVEYARD if where == "graveyard" else HAND, to_seat=state.objects[oid].owner,
                        mover=seat, cause="608.2c")
        return
    if any(state.objects[o].zone[0] != LIBRARY for o in rest):  # exiled cards go back to the library first
        rest = tuple(events.move(state, o, LIBRARY, to_seat=state.objects[o].owner, top=True, mover=seat,
                                 cause="401.4") for o in rest)
    from kitchentable.rules.stack.information import _place

    if eff.param("order") == "any":
        push(state, ("info_order", seat, rest, (), where))
        return
    shuffled = list(rest)
    state.rng.shuffle(shuffled)
    _place(state, tuple(shuffled), where)


@executor("reveal_random_from_hand")
def reveal_random_from_hand(state: GameState, rid: int, eff: Simple) -> None:
    """"Target player reveals a card at random from their hand" (701.16a): chosen at random; "it" afterwards
    is the revealed card."""
    for seat in players_of(state, rid, eff.subject):
        hand = list(state.zone(HAND, seat))
        if hand:
            oid = state.rng.choice(hand)
            state.log_event("701.16a", "reveal", seat, (state.objects[oid].card.name,))
            remember(state, rid, "it", oid)


@executor("discard_then_draw")
def discard_then_draw(state: GameState, rid: int, eff: Simple) -> None:
    """"Discard any number of cards, then draw that many cards" (the player chooses the cards, 701.8a) or
    "discard your hand, then draw that many cards" (each player in APNAP order, 101.4)."""
    whole = eff.param("mode") == "hand"
    push(state, *(("library_discard_draw", seat, -1, 0, whole) for seat in players_of(state, rid, eff.subject)))


def discard_draw_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, left, done, whole = frame
    hand = list(state.zone(HAND, seat))
    if whole:
        for oid in hand:
            events.discard(state, seat, oid)
        push(state, ("library_draw_n", seat, len(hand)))
        return
    if not hand:
        push(state, ("library_draw_n", seat, done))
        return
    options: tuple[tuple[Any, ...], ...] = (("done",),) + tuple(("discard", o) for o in hand)
    ask(state, Decision(seat, "discard_any", options, "library_discard_any", (seat, done),
                        f"Discard another card, or stop ({done} discarded so far) (701.8a).", "701.8a"))


@resumer("library_discard_any")
def discard_any_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    seat, done = decision.data
    if action == ("done",):
        push(state, ("library_draw_n", seat, done))
        return
    events.discard(state, seat, action[1])
    push(state, ("library_discard_draw", seat, -1, done + 1, False))


def draw_n_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    """Draw "that many" cards: one draw at a time (121.2)."""
    _name, seat, n = frame
    if n > 0:
        push(state, *([("draw", seat, "121.1")] * n))


HANDLERS["library_until_rest"] = until_rest_frame
HANDLERS["library_discard_draw"] = discard_draw_frame
HANDLERS["library_draw_n"] = draw_n_frame


# --- exiling graveyards (406) ------------------------------------------------------------------------------------

@executor("exile_graveyard")
def exile_graveyard(state: GameState, rid: int, eff: Simple) -> None:
    c = rctx(state, rid)
    for seat in players_of(state, rid, eff.subject):
        key = state.rules.graveyard_of(state, seat)
        for oid in list(state.zones.get(key, ())):
            events.move(state, oid, EXILE, mover=c.controller, cause="406.3")


@executor("exile_from_graveyard")
def exile_from_graveyard(state: GameState, rid: int, eff: Simple) -> None:
    n = value(state, rid, eff.amount)
    push(state, *[("exile_from_graveyard", seat, n) for seat in players_of(state, rid, eff.subject)])


@handler("exile_from_graveyard")
def exile_from_graveyard_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, seat, n = frame
    pile = state.zones.get(state.rules.graveyard_of(state, seat), [])
    if n <= 0 or not pile:
        return
    ask(state, Decision(seat, "exile_from_graveyard", tuple(("exile", o) for o in pile), "exile_from_graveyard",
                        (n,), f"Choose a card in your graveyard to exile ({n} left).", "406.3"))


@resumer("exile_from_graveyard")
def exile_from_graveyard_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    (n,) = decision.data
    events.move(state, action[1], EXILE, mover=decision.player, cause="406.3")
    push(state, ("exile_from_graveyard", decision.player, n - 1))
