""""Exile ... until ~ leaves the battlefield" (610.3c): a one-shot effect whose objects come back when its source
leaves; the link is an entry in `state.delayed`, so moves off the battlefield look for it only while one exists.
A permanent comes back to the battlefield; a card exiled from a hand ("Target opponent reveals their hand. You
choose a nonland card from it. Exile that card until ~ leaves the battlefield.", Kitesail Freebooter; "Look at
target opponent's hand. You may exile a nonland card from it until ~ leaves the battlefield.", Deep-Cavern Bat)
comes back to its owner's hand.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules import events
from kitchentable.rules.abilities import Simple
from kitchentable.rules.concepts.looking import look
from kitchentable.rules.concepts.targets import matches_object
from kitchentable.rules.engine import HANDLERS, ask, push, resumer
from kitchentable.rules.events import on_leave_battlefield
from kitchentable.rules.stack.effects import executor, objects_of, players_of
from kitchentable.rules.stack.information import reveal_cards
from kitchentable.rules.stack.resolve import rctx
from kitchentable.rules.state import BATTLEFIELD, EXILE, HAND, Decision, GameState

UNTIL_LEAVES = "until_leaves"
UNTIL_LEAVES_FROM_HAND = "until_leaves_from_hand"


@executor("exile_until_leaves")
def exile_until_leaves(state: GameState, rid: int, eff: Simple) -> None:
    """610.3c: the objects are exiled until the source leaves the battlefield, then return to the battlefield
    under their owners' control. If the source has already left as this resolves, nothing is exiled. The link
    is the entry ("until_leaves", source, exiled ids) in `state.delayed`, so moves off the battlefield look for
    it only while one exists."""
    source = rctx(state, rid).source
    if source not in state.objects or state.objects[source].zone[0] != BATTLEFIELD:
        return
    exiled: list[int] = []
    for oid in objects_of(state, rid, eff.subject):
        if oid in state.objects and state.objects[oid].zone[0] == BATTLEFIELD:
            exiled.append(events.move(state, oid, EXILE, cause="610.3c"))
    if exiled:
        state.delayed = [*state.delayed, (UNTIL_LEAVES, source, tuple(exiled))]


@on_leave_battlefield("610.3c")
def release_until_leaves(state: GameState, left: int) -> None:
    """The permanent `left` has just left the battlefield: what it exiled "until it leaves" returns (610.3c), a
    permanent to the battlefield under its owner's control, a card from a hand to its owner's hand."""
    mine = [e for e in state.delayed if isinstance(e, tuple) and e[0] in (UNTIL_LEAVES, UNTIL_LEAVES_FROM_HAND)
            and e[1] == left]
    if not mine:
        return
    state.delayed = [e for e in state.delayed if e not in mine]
    for kind, _source, exiled in mine:
        for oid in exiled:
            if oid not in state.objects or state.objects[oid].zone[0] != EXILE:
                continue
            owner = state.objects[oid].owner
            if kind == UNTIL_LEAVES_FROM_HAND:
                events.move(state, oid, HAND, to_seat=owner, cause="610.3c")
            else:
                events.move(state, oid, BATTLEFIELD, controller=owner, cause="610.3c")


@executor("exile_from_hand_until_leaves")
def exile_from_hand_until_leaves(state: GameState, rid: int, eff: Simple) -> None:
    """The player reveals their hand (701.16a) or the effect's controller looks at it (400.2, `look`), and the
    effect's controller chooses a card matching the filter (or, with `optional`, none), which is exiled until the
    source leaves the battlefield (610.3c)."""
    c = rctx(state, rid)
    chooser, source = c.controller, c.source
    flt = eff.param("filter")
    optional = bool(eff.param("optional"))
    for seat in players_of(state, rid, eff.subject):
        hand = state.zone(HAND, seat)
        if eff.param("look"):
            look(state, chooser, hand, "400.2", (HAND, seat))
        else:
            reveal_cards(state, seat, hand)
        push(state, ("hand_exile_until", source, seat, chooser, flt, optional))


def _hand_exile_frame(state: GameState, frame: tuple[Any, ...]) -> None:
    _name, source, seat, chooser, flt, optional = frame
    hand = [o for o in state.zone(HAND, seat) if flt is None or matches_object(state, o, flt, chooser, None)]
    if not hand:
        return
    options = tuple(("choose", o) for o in hand) + ((("no",),) if optional else ())
    ask(state, Decision(chooser, "choose_card", options, "hand_exile_until", (source, seat),
                        "Choose a card from that hand to exile until this leaves the battlefield (610.3c).", "610.3c"))


HANDLERS["hand_exile_until"] = _hand_exile_frame


@resumer("hand_exile_until")
def _hand_exile_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    """610.3c: if the source has left the battlefield by now, the card isn't exiled."""
    source, _seat = decision.data
    if action[0] != "choose":
        return
    if source not in state.objects or state.objects[source].zone[0] != BATTLEFIELD:
        return
    new = events.move(state, action[1], EXILE, mover=decision.player, cause="610.3c")
    state.delayed = [*state.delayed, (UNTIL_LEAVES_FROM_HAND, source, (new,))]
