"""Casting keywords that cast a card while something resolves: madness (702.35).

Madness is two abilities (702.35a): a static one that works while the card is in its owner's hand ("if a
player would discard this card, that player discards it, but exiles it instead of putting it into their
graveyard"; `rules.events.discard` reads it) and a triggered one ("when this card is exiled this way, its
owner may cast it by paying [cost] rather than paying its mana cost; if that player doesn't, they put this
card into their graveyard"), queued by `madness_discard` and resolved by the executor here. The cast goes
through 601.2 with the madness cost as the alternative cost; abandoning it rewinds to the question.
"""

from __future__ import annotations

from typing import Any

from kitchentable.rules.abilities import Modal, Mode, Ref, Simple, TriggeredAbility, TriggerSpec
from kitchentable.rules.effects import executor
from kitchentable.rules.engine import ask, resumer
from kitchentable.rules.keywords_casting import madness_index
from kitchentable.rules.resolve import rctx
from kitchentable.rules.state import EXILE, GRAVEYARD, Decision, GameState

MADNESS_TRIGGER = TriggeredAbility(TriggerSpec("discard"), Modal((Mode((Simple("madness_offer", Ref("self")),)),)),
                                   zone="exile", text="Madness")


def madness_discard(state: GameState, seat: int, oid: int) -> int:
    """702.35a: the card is discarded, but exiled instead of put into the graveyard; the madness trigger
    waits for the next time a player would receive priority (603.3). Returns the exiled card's id."""
    from kitchentable.rules.events import move
    from kitchentable.rules.triggers import PendingTrigger

    owner = state.objects[oid].owner
    new = move(state, oid, EXILE, cause="702.35a")
    if new in state.objects and state.objects[new].zone[0] == EXILE:
        state.pending_triggers.append(PendingTrigger(owner, new, -1, MADNESS_TRIGGER, ("discard", seat, new),
                                                     state.objects[new].card.name))
    return new


@executor("madness_offer")
def madness_offer(state: GameState, rid: int, eff: Simple) -> None:
    """702.35a: the owner may cast the card for its madness cost (ignoring timing: it is cast while the
    trigger resolves, 608.2g); a card that has left exile stays where it is (400.7)."""
    from kitchentable.rules.casting import can_afford_roughly
    from kitchentable.rules.effects_rare import _castable

    c = rctx(state, rid)
    oid = c.source
    o = state.objects.get(oid)
    if o is None or o.zone[0] != EXILE:
        return
    index = madness_index(o.card)
    cost = o.card.alternative_costs[index].cost.mana if index >= 0 else None
    if index < 0 or not _castable(state, o.owner, oid) or not can_afford_roughly(state, o.owner, cost):
        madness_cast_answer(state, Decision(o.owner, "may", (("no",),), "madness_cast", (oid,)), ("no",))
        return
    ask(state, Decision(o.owner, "may", (("yes",), ("no",)), "madness_cast", (oid,),
                        f"Cast {o.card.name} for its madness cost {cost}? If not, it goes to your graveyard "
                        "(702.35a).", "702.35a"))


@resumer("madness_cast")
def madness_cast_answer(state: GameState, decision: Decision, action: tuple[Any, ...]) -> None:
    from kitchentable.rules.casting import begin_cast
    from kitchentable.rules.events import move

    (oid,) = decision.data
    if oid not in state.objects or state.objects[oid].zone[0] != EXILE:
        return
    if action == ("yes",):
        begin_cast(state, decision.player, oid, "madness", decision)
    else:
        move(state, oid, GRAVEYARD, cause="702.35a")
